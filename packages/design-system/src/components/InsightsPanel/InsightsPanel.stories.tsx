import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InsightsPanel } from './InsightsPanel';

/** 28 UTC days ending on 28 Nov 2026, with `views` from the end (today last). */
const days = (views: number[]) =>
  Array.from({ length: 28 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10),
    views: views[i - (28 - views.length)] ?? 0,
  }));

const meta = {
  title: 'Flick/InsightsPanel',
  component: InsightsPanel,
  args: {
    figures: {
      views: 1284,
      viewers: 903,
      watchShare: 0.634,
      completionRate: 0.27,
      likes: 211,
      comments: 38,
      shares: 17,
      downloads: 9,
    },
    days: days([3, 40, 120, 310, 280, 190, 96, 70, 51, 44, 30, 22, 18, 9]),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InsightsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Viewed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Views', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('1,284');
    await expect(
      canvas.getByText('Average watched', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('63%');
    // The chart's values, for screen readers: a header row and 28 days.
    await expect(canvas.getAllByRole('row')).toHaveLength(29);
  },
};

export const NoViewsYet: Story = {
  args: {
    figures: {
      views: 0,
      viewers: 0,
      watchShare: null,
      completionRate: null,
      likes: 0,
      comments: 0,
      shares: 0,
      downloads: 0,
    },
    days: days([]),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No views yet');
  },
};
