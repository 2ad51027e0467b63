import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { CommentComposer } from '../../components/CommentComposer';
import { CommentList } from '../../components/CommentList';
import { avatarAda, avatarLin } from '../../fixtures/media';
import { Sheet } from './Sheet';

const comments = [
  {
    id: 'c1',
    userName: 'lin',
    profilePicture: avatarLin,
    comment: 'Love it!',
    like: 2,
    liked: false,
  },
  {
    id: 'c2',
    userName: 'ada',
    profilePicture: avatarAda,
    comment: 'Where is this?',
    like: 0,
    liked: true,
  },
];

const meta = {
  title: 'Primitives/Sheet',
  component: Sheet,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Comments',
    children: <CommentList comments={comments} total={2} onLikeChange={fn()} />,
    footer: <CommentComposer value="" onValueChange={fn()} onSubmit={fn()} />,
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the medium width: a panel along the right edge. */
export const SidePanel: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args }) => {
    const sheet = await screen.findByRole('dialog', { name: 'Comments' });
    // The sheet has the focus, not the comment box: no keyboard rises on a phone.
    await expect(sheet).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
  },
};

/** Below the medium width: a bottom sheet with a grip, dragged down to close. */
export const BottomSheet: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
