import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideNav } from './SideNav';

const meta = {
  title: 'Flick/SideNav',
  component: SideNav,
  args: { currentPath: '/reels', onUploadClick: fn(), onLogoutClick: fn() },
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
