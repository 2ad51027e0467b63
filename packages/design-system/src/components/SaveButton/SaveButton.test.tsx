import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SaveButton } from './SaveButton';

describe('SaveButton', () => {
  it('asks to save an unsaved video and to unsave a saved one', async () => {
    const onSavedChange = vi.fn();
    const { rerender } = render(<SaveButton saved={false} onSavedChange={onSavedChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSavedChange).toHaveBeenLastCalledWith({ saved: true });
    rerender(<SaveButton saved onSavedChange={onSavedChange} />);
    const saved = screen.getByRole('button', { name: 'Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saved).toHaveAttribute('data-state', 'saved');
    await userEvent.click(saved);
    expect(onSavedChange).toHaveBeenLastCalledWith({ saved: false });
  });

  it('ignores presses while the call is in flight', async () => {
    const onSavedChange = vi.fn();
    render(<SaveButton saved={false} pending onSavedChange={onSavedChange} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onSavedChange).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<SaveButton saved={false} onSavedChange={vi.fn()} />);
    await expectNoAxeViolations(container);
  });
});
