import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { UploadProgress } from './UploadProgress';

describe('UploadProgress', () => {
  it('tells how far the upload is, shows the dialog again and cancels', async () => {
    const onOpen = vi.fn();
    const onCancel = vi.fn();
    const { container } = render(
      <UploadProgress progress={44.6} onOpen={onOpen} onCancel={onCancel} />,
    );
    expect(screen.getByRole('region', { name: 'Upload in progress' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Uploading... 45%' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
