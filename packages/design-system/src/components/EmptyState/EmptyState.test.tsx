import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('announces an empty result politely', () => {
    render(<EmptyState title="No users found." />);
    expect(screen.getByRole('status')).toHaveTextContent('No users found.');
  });

  it('announces errors as alerts', () => {
    render(<EmptyState tone="error" title="Error fetching video" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching video');
  });
});
