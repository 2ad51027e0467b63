import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeedTabs, type FeedTabsProps } from './FeedTabs';
import { feedTabId } from './feedTabId';

const ITEMS = [
  { value: 'home', label: 'Home' },
  { value: 'for-you', label: 'For you' },
  { value: 'following', label: 'Following' },
];

/** The bar over a dark stand-in for the feed, with the panel it controls. */
function OverFeed(props: FeedTabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ position: 'relative', height: 240, background: '#000' }}>
      <FeedTabs
        {...props}
        value={value}
        onValueChange={(change) => {
          setValue(change.value);
          props.onValueChange(change);
        }}
      />
      <div
        role="tabpanel"
        id={props.panelId}
        aria-labelledby={feedTabId(props.panelId, value)}
        style={{ height: '100%' }}
      />
    </div>
  );
}

const meta = {
  title: 'Flick/FeedTabs',
  component: FeedTabs,
  args: { items: ITEMS, value: 'home', label: 'Feeds', panelId: 'feed', onValueChange: fn() },
  render: (args) => <OverFeed {...args} />,
} satisfies Meta<typeof FeedTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'For you' }));
    await expect(args.onValueChange).toHaveBeenCalledWith({ value: 'for-you' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Following' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Following' })).toBeInTheDocument();
  },
};

export const ForYou: Story = { args: { value: 'for-you' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
