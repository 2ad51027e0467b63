import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    label: 'Explore results',
    onValueChange: fn(),
    items: [
      { value: 'all', label: 'All', content: <p>Everything</p> },
      { value: 'videos', label: 'Videos', content: <p>Videos only</p> },
      { value: 'users', label: 'Users', content: <p>Users only</p> },
      { value: 'hashtags', label: 'Hashtags', content: <p>Hashtags only</p> },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Videos' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'videos' });
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Videos only');
  },
};

export const WithDisabledTab: Story = {
  args: {
    items: [
      { value: 'videos', label: 'Videos', content: <p>Videos</p> },
      { value: 'duets', label: 'Duets', content: <p>Duets</p>, disabled: true },
    ],
  },
};
