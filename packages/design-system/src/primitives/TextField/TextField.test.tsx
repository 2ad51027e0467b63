import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled and described by its hint', () => {
    render(<TextField label="Username" hint="Letters and digits" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('Letters and digits');
  });

  it('marks itself invalid and announces the error', () => {
    render(<TextField label="Username" error="Taken" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Taken');
  });

  it('keeps a hidden label for screen readers', async () => {
    const { container } = render(<TextField label="Comment" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
