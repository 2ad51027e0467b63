import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ReportCard, type ReportCardView } from './ReportCard';

const report: ReportCardView = {
  id: 'r1',
  targetType: 'comment',
  reason: 'harassment',
  details: 'keeps insulting me',
  status: 'open',
  reporterUserName: 'sam',
  ownerUserName: 'leo',
  text: 'you are awful',
  hidden: false,
};

describe('ReportCard', () => {
  it('shows the reason, the reported text, who and why', async () => {
    const { container } = render(
      <ReportCard report={report} onHiddenChange={() => {}} onDismiss={() => {}} />,
    );
    const card = screen.getByRole('article', { name: 'Report: Comment by leo' });
    expect(card).toHaveTextContent('Harassment or bullying');
    expect(card).toHaveTextContent('reported by sam');
    expect(card).toHaveTextContent('you are awful');
    expect(card).toHaveTextContent('keeps insulting me');
    await expectNoAxeViolations(container);
  });

  it('says which server a report from another server came from, and names no reporter', async () => {
    const { container } = render(
      <ReportCard
        report={{ ...report, reporterUserName: null, reporterServer: 'mastodon.example' }}
        onHiddenChange={() => {}}
        onDismiss={() => {}}
      />,
    );
    const card = screen.getByRole('article', { name: 'Report: Comment by leo' });
    expect(card).toHaveTextContent('Reported from mastodon.example');
    expect(card).not.toHaveTextContent('reported by');
    await expectNoAxeViolations(container);
  });

  it('hides and dismisses', async () => {
    const onHiddenChange = vi.fn();
    const onDismiss = vi.fn();
    render(<ReportCard report={report} onHiddenChange={onHiddenChange} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(onHiddenChange).toHaveBeenCalledWith({ reportId: 'r1', hidden: true });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith({ reportId: 'r1' });
  });

  it('offers Unhide for hidden content and no Dismiss once closed', () => {
    render(
      <ReportCard
        report={{ ...report, hidden: true, status: 'actioned' }}
        onHiddenChange={() => {}}
        onDismiss={() => {}}
      />,
    );
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unhide' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('has nothing to hide for a reported user', () => {
    render(
      <ReportCard
        report={{ ...report, targetType: 'user' }}
        onHiddenChange={() => {}}
        onDismiss={() => {}}
        targetHref="/user/profile/9"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open user' })).toHaveAttribute(
      'href',
      '/user/profile/9',
    );
  });
});
