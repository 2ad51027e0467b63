import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SwitchRow } from './SwitchRow';

describe('SwitchRow', () => {
  it('is a switch named by its label, telling the new state', async () => {
    const onCheckedChange = vi.fn();
    const { container } = render(
      <SwitchRow
        label="Allow downloads"
        hint="People may save this video."
        checked
        onCheckedChange={onCheckedChange}
      />,
    );
    const control = screen.getByRole('switch', { name: /Allow downloads/ });
    expect(control).toBeChecked();
    expect(control).toHaveAccessibleDescription('People may save this video.');
    await userEvent.click(control);
    expect(onCheckedChange).toHaveBeenCalledWith({ checked: false });
    await expectNoAxeViolations(container);
  });

  it('does nothing while disabled', async () => {
    const onCheckedChange = vi.fn();
    render(
      <SwitchRow label="Allow duets" checked={false} disabled onCheckedChange={onCheckedChange} />,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Allow duets' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
