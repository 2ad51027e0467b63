import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ThemeSwitch } from './ThemeSwitch';

describe('ThemeSwitch', () => {
  it('shows the three choices with the current one checked', () => {
    render(<ThemeSwitch value="light" onValueChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['system', 'light', 'dark']);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  it('reports the chosen preference', async () => {
    const onValueChange = vi.fn();
    render(<ThemeSwitch value="system" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByText('Dark'));
    expect(onValueChange).toHaveBeenCalledWith({ value: 'dark' });
  });

  it('has no axe violations', async () => {
    const { container } = render(<ThemeSwitch value="dark" onValueChange={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
