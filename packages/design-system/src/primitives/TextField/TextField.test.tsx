import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('reveals a password while its toggle is pressed, and hides it again', async () => {
    const { container } = render(
      <TextField label="Password" type="password" defaultValue="s3cret" />,
    );
    const input = screen.getByLabelText('Password');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(show).toHaveAttribute('aria-pressed', 'false');
    expect(show).toHaveAttribute('aria-controls', input.id);
    await userEvent.click(show);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(container);
    await userEvent.click(hide);
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('has no toggle on other fields', () => {
    render(<TextField label="Username" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
