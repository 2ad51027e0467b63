import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="Loading comments" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading comments');
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
