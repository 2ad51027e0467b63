import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SwitchRow } from '../SwitchRow/SwitchRow';
import { ReportDialog, type ReportDialogProps, type ReportReasonValue } from './ReportDialog';

function Controlled(props: Partial<ReportDialogProps>) {
  const [reason, setReason] = useState<ReportReasonValue | null>(null);
  const [details, setDetails] = useState('');
  return (
    <ReportDialog
      open
      onOpenChange={() => {}}
      subject="video"
      reason={reason}
      onReasonChange={({ reason: r }) => setReason(r)}
      details={details}
      onDetailsChange={({ details: d }) => setDetails(d)}
      onSubmit={() => {}}
      {...props}
    />
  );
}

describe('ReportDialog', () => {
  it('is named after what is reported and lists every reason', async () => {
    render(<Controlled subject="comment" />);
    const dialog = screen.getByRole('dialog', { name: 'Report comment' });
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    expect(screen.getByRole('radio', { name: 'Harassment or bullying' })).not.toBeChecked();
    await expectNoAxeViolations(dialog);
  });

  it('reports the chosen reason and text, and asks for the text on "Something else"', async () => {
    const onSubmit = vi.fn();
    render(<Controlled onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    expect(screen.getByRole('radio', { name: 'Something else' })).toBeChecked();
    const text = screen.getByRole('textbox', { name: 'Tell us what is wrong' });
    await userEvent.type(text, 'Copied my clip');
    expect(screen.getByText('14/500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the fields it is given under the details, inside the form', async () => {
    const onSubmit = vi.fn();
    render(
      <Controlled subject="comment" onSubmit={onSubmit}>
        <SwitchRow
          label="Also send this report to mastodon.example"
          checked
          onCheckedChange={() => {}}
        />
      </Controlled>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Report comment' });
    expect(
      screen.getByRole('switch', { name: 'Also send this report to mastodon.example' }),
    ).toBeChecked();
    await expectNoAxeViolations(dialog);
  });

  it('shows why a report was not sent and stays busy while sending', () => {
    render(<Controlled error="Please choose a reason." pending />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a reason.');
    expect(screen.getByRole('button', { name: 'Report' })).toHaveAttribute('aria-busy', 'true');
  });

  it('closes with Cancel and with Escape', async () => {
    const onOpenChange = vi.fn();
    render(<Controlled onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
    onOpenChange.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
  });
});
