import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SaveButton, type SaveButtonProps } from './SaveButton';

const meta = {
  title: 'Flick/SaveButton',
  component: SaveButton,
  args: { saved: false, onSavedChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SaveButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unsaved: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onSavedChange).toHaveBeenCalledWith({ saved: true });
  },
};

export const Saved: Story = { args: { saved: true } };

export const Pending: Story = { args: { pending: true } };

/** The toggle moves only after a simulated server answer, like the saved store. */
function RoundTrip(args: SaveButtonProps) {
  const [saved, setSaved] = useState(args.saved);
  const [pending, setPending] = useState(false);
  return (
    <SaveButton
      saved={saved}
      pending={pending}
      onSavedChange={({ saved: next }) => {
        args.onSavedChange({ saved: next });
        setPending(true);
        setTimeout(() => {
          setSaved(next);
          setPending(false);
        }, 200);
      }}
    />
  );
}

export const Toggling: Story = {
  render: RoundTrip,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true'),
    );
  },
};
