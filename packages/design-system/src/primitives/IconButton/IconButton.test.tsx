import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlusIcon } from '../../icons/Icons';
import { expectNoAxeViolations } from '../../test/axe';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and clickable', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Upload" icon={<PlusIcon />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(<IconButton label="Upload" icon={<PlusIcon />} />);
    await expectNoAxeViolations(container);
  });
});
