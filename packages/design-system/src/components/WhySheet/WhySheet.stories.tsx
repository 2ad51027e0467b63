import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { WhySheet } from './WhySheet';

const meta = {
  title: 'Flick/WhySheet',
  component: WhySheet,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Why am I seeing this?',
    description: 'Video by @ana',
    reasons: ['You follow @ana', 'Liked by 12 people', 'New'],
  },
} satisfies Meta<typeof WhySheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reasons: Story = {
  play: async ({ args }) => {
    const sheet = await screen.findByRole('dialog', { name: 'Why am I seeing this?' });
    await expect(sheet).toHaveAccessibleDescription('Video by @ana');
    await expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'You follow @ana',
      'Liked by 12 people',
      'New',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
  },
};

export const Recommended: Story = {
  args: { reasons: ['Recommended for you'], description: undefined },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
