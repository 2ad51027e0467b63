import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { avatarAda, avatarLin, samplePoster, sampleVideo } from '../../fixtures/media';
import { CommentComposer } from '../CommentComposer';
import { CommentList } from '../CommentList';
import { ReelActions } from '../ReelActions';
import { ReelPlayer } from '../ReelPlayer';
import { UserRow } from '../UserRow';
import { VideoViewer } from './VideoViewer';

const manyComments = Array.from({ length: 12 }, (_, i) => ({
  id: `m${i}`,
  userName: 'lin',
  comment: `Comment number ${i + 1}`,
  like: 0,
  liked: false,
}));

function Viewer({
  empty = false,
  many = false,
  fill = false,
}: {
  empty?: boolean;
  many?: boolean;
  fill?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  return (
    // `fill`: a page between a 56 px bottom bar and the top of the window.
    <div style={{ height: fill ? 'calc(100vh - 56px)' : '100vh' }}>
      <VideoViewer
        fill={fill}
        onClose={fn()}
        player={
          <ReelPlayer
            src={sampleVideo}
            poster={samplePoster(200)}
            label="Video by ada"
            defaultPlaying={false}
          />
        }
        owner={
          <UserRow
            user={{
              id: 'u1',
              userName: 'ada',
              firstName: 'Ada',
              lastName: 'Lovelace',
              profilePicture: avatarAda,
            }}
            href="/user/profile/u1"
            following={false}
            onFollowChange={() => {}}
          />
        }
        comments={
          <CommentList
            comments={
              empty
                ? []
                : many
                  ? manyComments
                  : [
                      {
                        id: 'c1',
                        userName: 'lin',
                        profilePicture: avatarLin,
                        comment: 'So good!',
                        like: 2,
                        liked: false,
                      },
                      {
                        id: 'c2',
                        userName: 'sam',
                        comment: 'Where is this?',
                        like: 0,
                        liked: false,
                      },
                    ]
            }
            onLikeChange={() => {}}
          />
        }
        actions={
          <ReelActions
            tone="surface"
            direction="row"
            likes={42}
            liked={false}
            downloads={3}
            shares={1}
            onLikeChange={() => {}}
            onCommentFocus={() => inputRef.current?.focus()}
            onDownload={() => {}}
            onShare={() => {}}
          />
        }
        composer={<CommentComposer inputRef={inputRef} onSubmit={() => {}} />}
      />
    </div>
  );
}

const meta = {
  title: 'Flick/VideoViewer',
  component: VideoViewer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VideoViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <Viewer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Wide screens: the player and the comments sit side by side.
    const stage = canvasElement.querySelector('video')?.getBoundingClientRect();
    const list = canvas.getByRole('list', { name: 'Comments' }).getBoundingClientRect();
    await expect(list.left).toBeGreaterThanOrEqual(Math.floor(stage?.right ?? 0));
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(canvas.getByRole('textbox', { name: 'Add a comment' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Viewer />,
  play: async ({ canvasElement }) => {
    // Small screens: stacked, comments below the player.
    const stage = canvasElement.querySelector('video')?.getBoundingClientRect();
    const list = within(canvasElement)
      .getByRole('list', { name: 'Comments' })
      .getBoundingClientRect();
    await expect(list.top).toBeGreaterThanOrEqual(Math.floor(stage?.bottom ?? 0));
  },
};

/**
 * `fill` on a phone: the viewer keeps to its container (the window above a bottom bar), the
 * comments scroll inside, and the actions and the comment box show without scrolling.
 */
export const MobileFill: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Viewer many fill />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewer = canvas.getByRole('region', { name: 'Video' });
    const frame = (viewer.parentElement as HTMLElement).getBoundingClientRect();
    for (const control of [
      canvas.getByRole('button', { name: 'Like' }),
      canvas.getByRole('button', { name: 'Share' }),
      canvas.getByRole('textbox', { name: 'Add a comment' }),
    ]) {
      const box = control.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(frame.top);
      await expect(box.bottom).toBeLessThanOrEqual(frame.bottom);
    }
    // The player keeps at least half of the height; the comments scroll.
    const stage = canvasElement.querySelector('video')?.getBoundingClientRect();
    await expect(stage?.height ?? 0).toBeGreaterThanOrEqual(frame.height / 2 - 1);
    const list = canvas.getByRole('list', { name: 'Comments' });
    const scroller = list.closest('div') as HTMLElement;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
  },
};

export const NoComments: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <Viewer empty />,
};

export const Loading: Story = { args: { loading: true } };

export const ErrorState: Story = {
  args: { error: 'Error fetching video' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error fetching video',
    );
  },
};
