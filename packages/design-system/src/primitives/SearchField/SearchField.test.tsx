import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('reports each edit as { value }', async () => {
    const onValueChange = vi.fn();
    render(<SearchField value="" onValueChange={onValueChange} placeholder="Search users..." />);
    await userEvent.type(screen.getByPlaceholderText('Search users...'), 'a');
    expect(onValueChange).toHaveBeenCalledWith({ value: 'a' });
  });

  it('shows a clear icon only when there is text, and clearing empties the field', async () => {
    const onValueChange = vi.fn();
    const onClear = vi.fn();
    const { rerender } = render(<SearchField value="" onValueChange={onValueChange} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    rerender(<SearchField value="ada" onValueChange={onValueChange} onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ value: '' });
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });
});
