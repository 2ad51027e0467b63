import { type RenderResult, render } from '@testing-library/react';
import { ReelPlayer } from '../components/ReelPlayer/ReelPlayer';

/** A player rendered for a unit test: its root element and its `<video>`. */
export function setupPlayer(
  props: Partial<Parameters<typeof ReelPlayer>[0]> = {},
): RenderResult & { root: HTMLElement; video: HTMLVideoElement } {
  const utils = render(<ReelPlayer src="/v.mp4" label="Video by ada" {...props} />);
  const root = utils.container.firstElementChild as HTMLElement;
  const video = utils.container.querySelector('video') as HTMLVideoElement;
  return { ...utils, root, video };
}
