import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLoader } from './PageLoader';

describe('PageLoader', () => {
  it('announces loading', () => {
    render(<PageLoader label="Loading page" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
  });
});
