import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { WhySheet } from './WhySheet';

const REASONS = ['You follow @ana', 'Liked by 12 people', 'New'];

describe('WhySheet', () => {
  it('lists the reasons in order under its title and description', () => {
    render(
      <WhySheet
        open
        onOpenChange={() => {}}
        title="Why am I seeing this?"
        description="Video by @ana"
        reasons={REASONS}
      />,
    );
    const sheet = screen.getByRole('dialog', { name: 'Why am I seeing this?' });
    expect(sheet).toHaveAccessibleDescription('Video by @ana');
    const items = within(sheet).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(REASONS);
  });

  it('closes with its close button and with Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <WhySheet
        open
        onOpenChange={onOpenChange}
        title="Why am I seeing this?"
        reasons={REASONS}
        closeLabel="Close"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
    onOpenChange.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
  });

  it('renders nothing while closed', () => {
    render(
      <WhySheet
        open={false}
        onOpenChange={() => {}}
        title="Why am I seeing this?"
        reasons={REASONS}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no axe violations', async () => {
    render(
      <WhySheet open onOpenChange={() => {}} title="Why am I seeing this?" reasons={REASONS} />,
    );
    await expectNoAxeViolations();
  });
});
