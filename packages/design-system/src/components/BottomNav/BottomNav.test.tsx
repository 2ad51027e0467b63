import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exampleNavLinks } from '../../fixtures/navLinks';
import { expectNoAxeViolations } from '../../test/axe';
import { BottomNav } from './BottomNav';

describe('BottomNav', () => {
  it('has the five entries and an Upload button', async () => {
    const onUploadClick = vi.fn();
    const { container } = render(
      <BottomNav links={exampleNavLinks} currentPath="/search" onUploadClick={onUploadClick} />,
    );
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

  it("draws a product's own routes, Upload after the first half", () => {
    render(
      <BottomNav
        links={['a', 'b', 'c'].map((key) => ({ key, label: key, href: `/${key}`, icon: null }))}
        currentPath="/c/1"
        onUploadClick={() => {}}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['a', 'b', 'Upload', 'c']);
    expect(screen.getByRole('link', { name: 'c' })).toHaveAttribute('aria-current', 'page');
  });
});
