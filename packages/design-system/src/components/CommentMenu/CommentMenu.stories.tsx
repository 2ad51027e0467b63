import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CommentMenu } from './CommentMenu';

const meta = {
  title: 'Flick/CommentMenu',
  component: CommentMenu,
  args: { onReport: fn(), onDelete: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CommentMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closed menu: a 32 px "More actions" button. */
export const Closed: Story = {};

/** Opened by keyboard: Report, then Delete; Enter on Delete chooses it and focus comes back. */
export const KeyboardDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    const box = trigger.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    await expect(entries.map((entry) => entry.textContent)).toEqual(['Report', 'Delete']);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onReport).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Someone else's comment on someone else's video: Report only. */
export const ReportOnly: Story = {
  args: { onDelete: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(1);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Report' }));
    await expect(args.onReport).toHaveBeenCalledTimes(1);
  },
};
