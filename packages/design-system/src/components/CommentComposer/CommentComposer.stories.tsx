import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

export const EmojiPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add emoji' }));
    const picker = await waitFor(
      () => {
        const element = canvasElement.querySelector('.EmojiPickerReact, aside');
        if (!element) throw new Error('picker not loaded yet');
        return element as HTMLElement;
      },
      { timeout: 5000 },
    );
    const box = picker.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(350);
    await expect(Math.round(box.height)).toBe(450);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add emoji' })).toHaveFocus());
  },
};

const waitForPicker = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      const element = canvasElement.querySelector('.EmojiPickerReact, aside');
      if (!element) throw new Error('picker not loaded yet');
      return element as HTMLElement;
    },
    { timeout: 5000 },
  );

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
    const picker = () => canvasElement.querySelector('.EmojiPickerReact, aside');
    await userEvent.click(canvas.getByRole('button', { name: 'Add emoji' }));
    await waitForPicker(canvasElement);
    // Typing in the composer (not outside it) keeps the picker open.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment' }), 'Wow');
    await expect(picker()).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ comment: 'Wow' });
    await waitFor(() => expect(picker()).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Add emoji' }));
    await waitForPicker(canvasElement);
    await userEvent.click(canvas.getByText('Video caption outside the composer'));
    await waitFor(() => expect(picker()).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Add emoji' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
