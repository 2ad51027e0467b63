import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { BottomNav } from './BottomNav';

describe('BottomNav', () => {
  it('has the five entries and an Upload button', async () => {
    const onUploadClick = vi.fn();
    const { container } = render(<BottomNav currentPath="/search" onUploadClick={onUploadClick} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/reels',
      '/search',
      '/explore',
      '/notification',
      '/profile',
    ]);
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUploadClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
