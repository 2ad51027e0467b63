import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { CommentMenu } from './CommentMenu';

describe('CommentMenu', () => {
  it('holds Report and Delete, and reports the chosen one', async () => {
    const onReport = vi.fn();
    const onDelete = vi.fn();
    render(<CommentMenu onReport={onReport} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Report',
      'Delete',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onReport).not.toHaveBeenCalled();
  });

  it('is operable by keyboard and gives the focus back to its button', async () => {
    const onReport = vi.fn();
    render(<CommentMenu onReport={onReport} />);
    const trigger = screen.getByRole('button', { name: 'More actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onReport).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('renders nothing when nothing is offered', () => {
    const { container } = render(<CommentMenu />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no accessibility violations, closed or open', async () => {
    const { container } = render(<CommentMenu onReport={() => {}} onDelete={() => {}} />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    // The open menu itself (a bare test page has no landmarks for the portal to sit in).
    await expectNoAxeViolations(await screen.findByRole('menu'));
  });
});
