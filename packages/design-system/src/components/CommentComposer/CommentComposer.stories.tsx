import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../../primitives/Dialog';
import { CommentComposer } from './CommentComposer';

const meta = {
  title: 'Flick/CommentComposer',
  component: CommentComposer,
  args: { onSubmit: fn(), onValueChange: fn(), clearOnSubmit: true },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ width: 380, paddingTop: 470 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByPlaceholderText('Add a comment...')).toBeVisible();
    const post = canvas.getByRole('button', { name: 'Post' });
    await expect(post).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment' }), '   ');
    await expect(post).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TypeAndPost: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment' }), 'Great video!');
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ comment: 'Great video!' });
  },
};

export const Pending: Story = {
  args: { value: 'Posting this', pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Post' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** The picker is in a portal on <body>: found there, not in the story's canvas. */
const waitForPicker = () =>
  waitFor(
    () => {
      const element = document.querySelector<HTMLElement>('.EmojiPickerReact');
      if (!element) throw new Error('picker not loaded yet');
      return element;
    },
    { timeout: 5000 },
  );
const pickerShown = () => document.querySelector('.EmojiPickerReact');

/** Whether the whole box is inside the window and its centre is the element itself. */
function reachable(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const inside =
    box.top >= 0 &&
    box.left >= 0 &&
    box.bottom <= window.innerHeight &&
    box.right <= window.innerWidth;
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return inside && hit !== null && (hit === element || element.contains(hit));
}

export const EmojiPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add emoji' }));
    const picker = await waitForPicker();
    const box = picker.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(350);
    await expect(Math.round(box.height)).toBe(450);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add emoji' })).toHaveFocus());
  },
};

/**
 * In the feed's comments dialog: the whole 350×450 picker shows inside the window, its
 * search field and category bar take presses, and Escape closes the picker only.
 */
export const EmojiPickerInDialog: Story = {
  decorators: [
    (Story) => (
      <Dialog open title="Comments" onOpenChange={() => {}}>
        <p style={{ margin: 0 }}>No comments yet. Be the first to comment!</p>
        <Story />
      </Dialog>
    ),
  ],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Comments' });
    const toggle = within(dialog).getByRole('button', { name: 'Add emoji' });
    await userEvent.click(toggle);
    const picker = await waitForPicker();
    await waitFor(() => expect(reachable(picker)).toBe(true));
    const box = picker.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(350);
    await expect(Math.round(box.height)).toBe(450);
    const search = await within(picker).findByRole('textbox');
    await expect(reachable(search)).toBe(true);
    const recent = within(picker).getByRole('tab', { name: 'Recently Used' });
    await expect(reachable(recent)).toBe(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(pickerShown()).toBeNull());
    await expect(screen.getByRole('dialog', { name: 'Comments' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Add emoji' })).toHaveFocus(),
    );
  },
};

/** Post closes the picker; so does a press outside the composer. */
export const EmojiPickerCloses: Story = {
  decorators: [
    (Story) => (
      <div>
        <p>Video caption outside the composer</p>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add emoji' }));
    await waitForPicker();
    // Typing in the composer (not outside it) keeps the picker open.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment' }), 'Wow');
    await expect(pickerShown()).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ comment: 'Wow' });
    await waitFor(() => expect(pickerShown()).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Add emoji' }));
    await waitForPicker();
    await userEvent.click(canvas.getByText('Video caption outside the composer'));
    await waitFor(() => expect(pickerShown()).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Add emoji' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
