import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the picture when a source is given', () => {
    render(<Avatar src="https://example.test/a.png" alt="Ada" />);
    expect(screen.getByRole('img', { name: 'Ada' }).tagName).toBe('IMG');
  });

  it('shows the default picture when the source is missing', () => {
    render(<Avatar src={null} alt="Ada" />);
    const picture = screen.getByRole('img', { name: 'Ada' });
    expect(picture.tagName.toLowerCase()).toBe('svg');
  });

  it('falls back to the default picture when the image fails to load', () => {
    const { container } = render(<Avatar src="https://example.test/broken.png" alt="Ada" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada' }));
    expect(container.firstElementChild).toHaveAttribute('data-state', 'fallback');
    expect(screen.getByRole('img', { name: 'Ada' }).tagName.toLowerCase()).toBe('svg');
  });

  it('tries again when the source changes after a failure', () => {
    const { rerender } = render(<Avatar src="https://example.test/broken.png" alt="Ada" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada' }));
    rerender(<Avatar src="https://example.test/new.png" alt="Ada" />);
    expect(screen.getByRole('img', { name: 'Ada' }).tagName).toBe('IMG');
  });
});
