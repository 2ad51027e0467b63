import { describe, expect, it } from 'vitest';
import { builtTextOf, sessionMessages, storeMessageGroups, videoMessages } from './messages';

describe("the stores' texts built with values", () => {
  it('keep what a shown text was made of, for a page to say it in its language', () => {
    const shown = videoMessages.downloading('pier.mp4', 42);
    expect(shown).toBe('Downloading pier.mp4... 42%');
    expect(builtTextOf(shown)).toEqual({
      text: videoMessages.downloading,
      values: { fileName: 'pier.mp4', percent: 0.42 },
    });
    expect(builtTextOf(videoMessages.downloading('pier.mp4', null))?.values).toEqual({
      fileName: 'pier.mp4',
      percent: 'unknown',
    });
    expect(builtTextOf('Downloading something else')).toBeUndefined();
  });

  it('keep a text built once for good, however many are built after it', () => {
    for (let percent = 0; percent <= 100; percent += 1) {
      videoMessages.downloading(`file-${percent}.mp4`, percent);
      videoMessages.downloading(`other-${percent}.mp4`, percent);
    }
    expect(builtTextOf(sessionMessages.passwordHint)?.values).toEqual({ count: 8 });
    expect(builtTextOf(videoMessages.downloading('file-0.mp4', 0))).toBeDefined();
  });

  it('are found among the groups by their value text', () => {
    expect(storeMessageGroups.video.downloading).toBe(videoMessages.downloading);
    expect(storeMessageGroups.session.passwordHint).toBe('At least 8 characters.');
  });
});
