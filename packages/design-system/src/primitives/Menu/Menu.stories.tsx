import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Menu } from './Menu';

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: {
    trigger: <Button variant="secondary">Change photo</Button>,
    items: [
      { value: 'remove', label: 'Remove Current Photo', tone: 'danger' },
      { value: 'upload', label: 'Upload Photo', tone: 'accent' },
      { value: 'cancel', label: 'Cancel' },
    ],
    onSelect: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Change photo' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith({ value: 'upload' });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change photo' }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
