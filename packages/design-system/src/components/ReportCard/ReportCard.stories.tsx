import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportCard } from './ReportCard';

const meta = {
  title: 'Flick/ReportCard',
  component: ReportCard,
  args: {
    report: {
      id: 'r1',
      targetType: 'video',
      reason: 'spam',
      details: 'Same ad posted ten times today.',
      status: 'open',
      reporterUserName: 'sam',
      ownerUserName: 'leo',
      text: 'Buy followers now #deal',
      hidden: false,
      time: '2h',
    },
    targetHref: '/reels/1',
    onHiddenChange: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof ReportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(args.onHiddenChange).toHaveBeenCalledWith({ reportId: 'r1', hidden: true });
  },
};

export const HiddenAndClosed: Story = {
  args: {
    report: {
      id: 'r2',
      targetType: 'comment',
      reason: 'harassment',
      details: '',
      status: 'actioned',
      reporterUserName: 'ana',
      ownerUserName: 'leo',
      text: 'you are awful',
      hidden: true,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Unhide' })).toBeInTheDocument();
  },
};

export const Pending: Story = { args: { pending: true } };
