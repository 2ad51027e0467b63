import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Post</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy and ignores presses while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Upload
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Upload' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-state', 'loading');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit forms by default', () => {
    render(<Button>Next</Button>);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('type', 'button');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Button loading>Save</Button>);
    await expectNoAxeViolations(container);
  });
});
