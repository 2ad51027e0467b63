import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { exampleNavLinks } from '../../fixtures/navLinks';
import { BottomNav } from './BottomNav';

const meta = {
  title: 'Flick/BottomNav',
  component: BottomNav,
  args: { links: exampleNavLinks, currentPath: '/profile', onUploadClick: fn() },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    for (const name of ['Home', 'Search', 'Explore', 'Notifications', 'Profile']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(nav.getByRole('button', { name: 'Upload' }));
    await expect(args.onUploadClick).toHaveBeenCalled();
  },
};

export const WithNotifications: Story = { args: { notificationCount: 2 } };

export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
