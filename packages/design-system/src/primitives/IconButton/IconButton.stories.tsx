import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeartIcon, MutedIcon, PlusIcon } from '../../icons/Icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Like', icon: <HeartIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Like' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const OverVideo: Story = {
  args: { tone: 'overVideo', label: 'Unmute', icon: <MutedIcon /> },
  parameters: { backgrounds: { disable: true } },
  decorators: [
    (Story) => (
      <div style={{ background: '#000', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
};

export const Accent: Story = { args: { tone: 'accent', label: 'Upload', icon: <PlusIcon /> } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Like' })).toBeDisabled();
  },
};
