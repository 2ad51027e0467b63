import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { samplePoster, sampleVideo } from '../../fixtures/media';
import { GridWithViewer, pictureRect, Viewer } from '../../fixtures/videoViewer';
import { ReelActions } from '../ReelActions';
import { ReelPlayer } from '../ReelPlayer';
import { VideoViewer } from './VideoViewer';

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

/** Whether two boxes share any pixel. */
const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Previous and next keep clear of the player's controls (top corner, play icon, seek bar)
 * and of the comment box.
 */
async function expectStepsClearOfControls(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const steps = ['Previous video', 'Next video'].map((name) =>
    canvas.getByRole('button', { name }).getBoundingClientRect(),
  );
  // The seek bar: the whole strip along the bottom edge, not only its thumb.
  const seek = (await canvas.findByRole('slider', { name: 'Seek' })).closest(
    '[data-orientation="horizontal"]',
  );
  const controls = [
    ...['Full screen', 'Unmute', 'Mute', 'Add emoji', 'Post']
      .flatMap((name) => canvas.queryAllByRole('button', { name }))
      .map((control) => control.getBoundingClientRect()),
    (seek as HTMLElement).getBoundingClientRect(),
    canvas.getByRole('textbox', { name: 'Add a comment' }).getBoundingClientRect(),
  ];
  await expect(controls.length).toBeGreaterThanOrEqual(5);
  for (const step of steps) {
    for (const control of controls) await expect(overlaps(step, control)).toBe(false);
  }
  // Whole circles on the picture, not half on the stage's black sides.
  const picture = await pictureRect(canvasElement.querySelector('video') as HTMLVideoElement);
  for (const step of steps) {
    await expect(step.left).toBeGreaterThanOrEqual(picture.left);
    await expect(step.right).toBeLessThanOrEqual(picture.right);
    await expect(step.top).toBeGreaterThanOrEqual(picture.top);
    await expect(step.bottom).toBeLessThanOrEqual(picture.bottom);
  }
}

/** Opened from a list: previous and next on the player's edge (here both ways are open). */
export const WithPreviousAndNext: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <Viewer onStep={fn()} hasPrevious hasNext />,
  play: async ({ canvasElement }) => {
    await expectStepsClearOfControls(canvasElement);
  },
};

export const MobileWithPreviousAndNext: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Viewer onStep={fn()} hasPrevious hasNext />,
  play: async ({ canvasElement }) => {
    await expectStepsClearOfControls(canvasElement);
  },
};

/** The last loaded video of a paged list: Next waits for the next page, busy. */
export const NextPending: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <Viewer onStep={fn()} hasPrevious hasNext nextPending />,
  play: async ({ canvasElement }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Next video' });
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * From a grid: Next, Previous and the arrow keys move through the grid's videos without
 * leaving the dialog (the dialog's name follows), stop at the ends, leave the comment box's
 * arrows alone, and closing gives focus to the tile of the video shown last.
 */
export const FromGrid: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <GridWithViewer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /^Open video 2:/ }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Video 2 of 4 by lin: Tram ride' });
    const dialog = () => screen.getByRole('dialog');
    // What the polite live region reads after each move: a new text for every video, also
    // for the next one by the same owner.
    const announced: string[] = [];
    const live = dialog().querySelector('[aria-live="polite"]') as HTMLElement;
    const watch = new MutationObserver(() => {
      const text = live.textContent ?? '';
      if (text && text !== announced[announced.length - 1]) announced.push(text);
    });
    watch.observe(live, { childList: true, subtree: true, characterData: true });
    await userEvent.click(screen.getByRole('button', { name: 'Next video' }));
    await screen.findByRole('dialog', { name: 'Video 3 of 4 by lin' });
    await waitFor(() => expect(live).toHaveTextContent('Video 3 of 4 by lin'));
    await expect(screen.getByRole('button', { name: 'Next video' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('dialog', { name: 'Video 4 of 4 by kai: Night market' });
    // The last video: Next is disabled and keeps the focus; no wrap-around to the first.
    await expect(screen.getByRole('button', { name: 'Next video' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(screen.getByRole('button', { name: 'Next video' }));
    await expect(dialog()).toHaveAccessibleName('Video 4 of 4 by kai: Night market');
    await expect(dialog().contains(document.activeElement)).toBe(true);
    // The comment box keeps its arrow keys.
    const input = screen.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(input, 'ab');
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(dialog()).toHaveAccessibleName('Video 4 of 4 by kai: Night market');
    await expect(input).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Previous video' }));
    await userEvent.keyboard('{ArrowLeft}');
    await screen.findByRole('dialog', { name: 'Video 2 of 4 by lin: Tram ride' });
    await waitFor(() => expect(live).toHaveTextContent('Video 2 of 4 by lin: Tram ride'));
    watch.disconnect();
    await expect(announced).toEqual([
      'Video 3 of 4 by lin',
      'Video 4 of 4 by kai: Night market',
      'Video 3 of 4 by lin',
      'Video 2 of 4 by lin: Tram ride',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Open video 2:/ })).toHaveFocus(),
    );
    // Moved on from the tile that opened it: focus goes to the one shown last.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Video 2 of 4 by lin: Tram ride' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await screen.findByRole('dialog', { name: 'Video 4 of 4 by kai: Night market' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Open video 4:/ })).toHaveFocus(),
    );
  },
};

/**
 * A phone's full-screen viewer: no panel, the owner and the actions drawn over the picture
 * (as the feed does), inside the first screen; the comments open elsewhere (a sheet).
 */
export const MobileOverlay: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <div style={{ height: 'calc(100vh - 56px)' }}>
      <VideoViewer
        fill
        onClose={fn()}
        player={
          <ReelPlayer
            src={sampleVideo}
            poster={samplePoster(200)}
            label="Video by ada"
            defaultPlaying={false}
          />
        }
        overlay={
          <div
            style={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'flex-end',
              justifyContent: 'space-between',
              padding: 16,
              paddingBottom: 32,
              pointerEvents: 'none',
              color: 'white',
            }}
          >
            <strong>ada</strong>
            <div style={{ pointerEvents: 'auto' }}>
              <ReelActions
                likes={42}
                liked={false}
                comments={2}
                downloads={3}
                shares={1}
                onLikeChange={() => {}}
                onCommentFocus={() => {}}
                onDownload={() => {}}
                onShare={() => {}}
              />
            </div>
          </div>
        }
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Comments' })).toBeNull();
    const viewer = canvas.getByRole('region', { name: 'Video' }).getBoundingClientRect();
    for (const name of ['Like', 'Comment', 'Share']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.bottom).toBeLessThanOrEqual(viewer.bottom);
    }
  },
};
