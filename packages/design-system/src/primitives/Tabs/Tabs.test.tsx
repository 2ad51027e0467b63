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

  it('labels each panel by its tab, which controls it', () => {
    render(<Tabs label="Profile" items={items} />);
    const tab = screen.getByRole('tab', { name: 'Videos' });
    const panel = screen.getByRole('tabpanel', { name: 'Videos' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
  });

  it('reports { value } when another tab is chosen', async () => {
    const onValueChange = vi.fn();
    render(<Tabs label="Profile" items={items} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Duets' }));
    expect(onValueChange).toHaveBeenCalledWith({ value: 'duets' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Duet grid');
  });

  it('reports a press once while a controlled value has not moved yet', async () => {
    const onValueChange = vi.fn();
    render(<Tabs label="Profile" items={items} value="videos" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Duets' }));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith({ value: 'duets' });
  });
});
