import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type ThemePreference, ThemeSwitch } from './ThemeSwitch';

const meta = {
  title: 'Flick/ThemeSwitch',
  component: ThemeSwitch,
  args: { value: 'system', onValueChange: fn() },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const System: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    // People press the pill, the label of the (visually hidden) radio.
    await userEvent.click(canvas.getByText('Dark'));
    await expect(args.onValueChange).toHaveBeenCalledWith({ value: 'dark' });
  },
};

export const Dark: Story = {
  args: { value: 'dark' },
  play: async ({ canvasElement }) => {
    const dark = within(canvasElement).getByRole('radio', { name: 'Dark' });
    await expect(dark).toBeChecked();
    await expect(dark.closest('label')).toHaveAttribute('data-state', 'checked');
  },
};

/** Moves with the arrow keys, as a radio group does. */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState<ThemePreference>('light');
    return (
      <ThemeSwitch
        {...args}
        value={value}
        onValueChange={(change) => {
          setValue(change.value);
          args.onValueChange(change);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Light'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'dark' });
  },
};
