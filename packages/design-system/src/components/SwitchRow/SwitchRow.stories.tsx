import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SwitchRow, type SwitchRowProps } from './SwitchRow';

function Stateful(args: SwitchRowProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <SwitchRow
      {...args}
      checked={checked}
      onCheckedChange={(change) => {
        args.onCheckedChange(change);
        setChecked(change.checked);
      }}
    />
  );
}

const meta = {
  title: 'Flick/SwitchRow',
  component: SwitchRow,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Allow comments', checked: true, onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SwitchRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};

export const Off: Story = { args: { label: 'Allow downloads', checked: false } };

export const WithHint: Story = {
  args: { label: 'Allow duets', hint: 'Others may make a duet with this video.' },
};

/** Space turns it off, from the keyboard. */
export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Allow comments' });
    control.focus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenCalledWith({ checked: false });
    await expect(control).not.toBeChecked();
  },
};
