import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Menu } from './Menu';

const items = [
  { value: 'remove', label: 'Remove Current Photo' },
  { value: 'upload', label: 'Upload Photo' },
  { value: 'cancel', label: 'Cancel' },
];

describe('Menu', () => {
  it('opens from its trigger and reports the chosen { value }', async () => {
    const onSelect = vi.fn();
    render(<Menu trigger={<Button>Change photo</Button>} items={items} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change photo' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove Current Photo' }));
    expect(onSelect).toHaveBeenCalledWith({ value: 'remove' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
