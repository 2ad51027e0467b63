import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { value: 'videos', label: 'Videos', content: <p>Video grid</p> },
  { value: 'duets', label: 'Duets', content: <p>Duet grid</p> },
];

describe('Tabs', () => {
  it('shows the first tab by default', () => {
    render(<Tabs label="Profile" items={items} />);
    expect(screen.getByRole('tab', { name: 'Videos' })).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Video grid');
  });

  it('reports { value } when another tab is chosen', async () => {
    const onValueChange = vi.fn();
    render(<Tabs label="Profile" items={items} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Duets' }));
    expect(onValueChange).toHaveBeenCalledWith({ value: 'duets' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Duet grid');
  });
});
