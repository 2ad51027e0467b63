import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonList } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: SkeletonList,
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SkeletonList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListOfTen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getAllByTestId('skeleton-row')).toHaveLength(10);
  },
};

export const SearchFiveRows: Story = {
  args: { rows: 5, label: 'Searching' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('skeleton-row')).toHaveLength(5);
  },
};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton circle width={56} height={56} />
      <Skeleton width={200} height={16} />
    </div>
  ),
};
