import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OfflineScreen } from './OfflineScreen';

describe('OfflineScreen', () => {
  it('says the user is offline and retries', async () => {
    const onRetry = vi.fn();
    render(<OfflineScreen onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'You are Offline' })).toBeInTheDocument();
    expect(
      screen.getByText('Please check your internet connection and try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
