import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATIONS, Toaster, toast } from './index';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
  });

  it('uses the product toast lifetimes', () => {
    expect(TOAST_DURATIONS).toEqual({
      blank: 4000,
      error: 4000,
      success: 2000,
      loading: Number.POSITIVE_INFINITY,
      custom: 4000,
    });
  });

  it('hides a success toast after 2 s and an error toast after 4 s', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Video uploaded successfully!');
      toast.error('Failed to upload video.');
    });
    expect(screen.getByText('Video uploaded successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2100));
    // Dismissed toasts animate out for a moment before they leave the DOM.
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Video uploaded successfully!')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to upload video.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Failed to upload video.')).not.toBeInTheDocument();
  });

  it('keeps a loading toast until dismissed', () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = toast.loading('Uploading...');
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    act(() => toast.dismiss(id));
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Uploading...')).not.toBeInTheDocument();
  });

  it('pauses while the pointer is over the toasts', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Failed to upload video.');
    });
    const message = screen.getByText('Failed to upload video.');
    act(() => {
      fireEvent.mouseEnter(message);
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Failed to upload video.')).toBeInTheDocument();
    act(() => {
      fireEvent.mouseLeave(message);
    });
    act(() => vi.advanceTimersByTime(4100));
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Failed to upload video.')).not.toBeInTheDocument();
  });

  it('shows at most 20 toasts at once', () => {
    render(<Toaster />);
    act(() => {
      for (let index = 1; index <= 25; index += 1) toast(`Toast ${index}`);
    });
    expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(20);
  });
});
