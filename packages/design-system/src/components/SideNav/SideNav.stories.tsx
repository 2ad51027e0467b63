import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { exampleNavHrefs, exampleNavLinks, exampleNavLinksArabic } from '../../fixtures/navLinks';
import { arabicMessages } from '../../i18n/ar';
import { SideNav } from './SideNav';

const meta = {
  title: 'Flick/SideNav',
  component: SideNav,
  args: {
    links: exampleNavLinks,
    ...exampleNavHrefs,
    currentPath: '/reels',
    onUploadClick: fn(),
    onLogoutClick: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { variant: 'full' },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const canvas = within(nav);
    for (const name of ['Home', 'Search', 'Explore', 'Notifications', 'Profile']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/reels');
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/setting',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Video' }));
    await expect(args.onUploadClick).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogoutClick).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  args: { variant: 'narrow', currentPath: '/search' },
  play: async ({ canvasElement }) => {
    // Icon-only, yet every entry keeps its accessible name.
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Search' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: 'Upload Video' })).toBeVisible();
  },
};

export const WithNotifications: Story = {
  args: { variant: 'full', notificationCount: 3, currentPath: '/notification' },
};

/** Two digits and more: the bell keeps its size and the badge stays off the label. */
export const WithManyNotifications: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { variant: 'full', notificationCount: 100, currentPath: '/explore' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: 'Notifications (100 new)' });
    const home = within(nav).getByRole('link', { name: 'Home' });
    const box = (element: Element | null | undefined) => {
      if (!element) throw new Error('missing element');
      return element.getBoundingClientRect();
    };
    const bell = box(link.querySelector('svg'));
    await expect(bell.width).toBe(box(home.querySelector('svg')).width);
    const badge = box(within(link).getByText('99+'));
    const label = box(within(link).getByText('Notifications'));
    await expect(badge.right).toBeLessThanOrEqual(label.left);
    // The count is read out, not shown twice: the visible label is the entry's name.
    await expect(within(link).getByText('Notifications')).toBeVisible();
  },
};

export const AutoOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const AutoOnMobileIsHidden: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const DarkTheme: Story = { args: { variant: 'full' }, globals: { theme: 'dark' } };

/** In Arabic, right to left: the bar keeps its side's border at the inline end, the log-out arrow faces left. */
export const Arabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'desktop', isRotated: false } },
  args: {
    variant: 'full',
    links: exampleNavLinksArabic,
    notificationCount: 3,
    currentPath: '/notification',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `الإشعارات ${arabicMessages.unreadNotifications(3)}` }),
    ).toBeVisible();
  },
};
