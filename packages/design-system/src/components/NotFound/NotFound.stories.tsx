import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Flick/NotFound',
  component: NotFound,
  args: { href: '/profile' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: "Sorry, this page isn't available." }),
    ).toBeVisible();
    await expect(
      canvas.getByText('The link you followed may be broken, or the page may have been removed.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go back to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
