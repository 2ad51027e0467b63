import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('shows the product texts and links where it is told', () => {
    render(<NotFound href="/me" />);
    expect(
      screen.getByRole('heading', { name: "Sorry, this page isn't available." }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The link you followed may be broken, or the page may have been removed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to your profile' })).toHaveAttribute(
      'href',
      '/me',
    );
  });
});
