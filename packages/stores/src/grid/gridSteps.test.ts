import { describe, expect, it, vi } from 'vitest';
import { aVideo, signedIn } from '../testing/harness';
import { hashtagGridSteps, neighbourIndex, profileGridSteps, stepThroughGrid } from './gridSteps';

const id = (n: number) => `10000000-0000-4000-8000-00000000000${n}`;

describe('neighbourIndex', () => {
  it('is the index before or after, and null at either end (no wrap-around)', () => {
    expect(neighbourIndex(1, 3, 'previous')).toBe(0);
    expect(neighbourIndex(1, 3, 'next')).toBe(2);
    expect(neighbourIndex(0, 3, 'previous')).toBeNull();
    expect(neighbourIndex(2, 3, 'next')).toBeNull();
  });

  it('passes over items that cannot open, and is null with nothing open', () => {
    const ready = (index: number) => index !== 1 && index !== 2;
    expect(neighbourIndex(0, 4, 'next', ready)).toBe(3);
    expect(neighbourIndex(3, 4, 'previous', ready)).toBe(0);
    expect(neighbourIndex(0, 3, 'next', ready)).toBeNull();
    expect(neighbourIndex(null, 3, 'next')).toBeNull();
  });
});

describe('stepThroughGrid', () => {
  function grid(count: number, selected: number | null) {
    const state = { count, selected, more: true };
    const open = vi.fn((index: number) => {
      state.selected = index;
    });
    return {
      state,
      open,
      grid: {
        selectedIndex: () => state.selected,
        count: () => state.count,
        more: {
          has: () => state.more,
          loading: () => false,
          load: vi.fn(async () => {
            state.count += 2;
          }),
        },
        open,
      },
    };
  }

  it('opens the neighbour through the grid’s own open', async () => {
    const g = grid(3, 1);
    await stepThroughGrid(g.grid, 'next');
    expect(g.open).toHaveBeenCalledWith(2);
    await stepThroughGrid(g.grid, 'previous');
    expect(g.open).toHaveBeenLastCalledWith(1);
    expect(g.grid.more.load).not.toHaveBeenCalled();
  });

  it('reads the next page past the last loaded item, then opens what follows', async () => {
    const g = grid(3, 2);
    await stepThroughGrid(g.grid, 'next');
    expect(g.grid.more.load).toHaveBeenCalledTimes(1);
    expect(g.open).toHaveBeenCalledWith(3);
  });

  it('stays put at the end when no page follows, and never reads one going back', async () => {
    const g = grid(3, 2);
    g.state.more = false;
    await stepThroughGrid(g.grid, 'next');
    g.state.selected = 0;
    g.state.more = true;
    await stepThroughGrid(g.grid, 'previous');
    expect(g.grid.more.load).not.toHaveBeenCalled();
    expect(g.open).not.toHaveBeenCalled();
  });

  it('does not move when the viewer moved or closed while the page was read', async () => {
    const g = grid(3, 2);
    g.grid.more.load.mockImplementationOnce(async () => {
      g.state.count += 2;
      g.state.selected = null;
    });
    await stepThroughGrid(g.grid, 'next');
    expect(g.open).not.toHaveBeenCalled();
  });

  it('does nothing with nothing open', async () => {
    const g = grid(3, null);
    await stepThroughGrid(g.grid, 'next');
    expect(g.open).not.toHaveBeenCalled();
  });
});

describe('GridViewerSteps.total', () => {
  it('is the number of videos of a grid read whole, and null for a paged one, even at its end', async () => {
    const h = signedIn();
    const profile = await h.root.loadProfile();
    const hashtag = await h.root.loadHashtag();
    const page = (hasMore: boolean) => ({
      status: 200,
      body: {
        data: {
          hashTag: { name: 'sunset', videoCount: 3 },
          videos: hasMore
            ? [aVideo({ id: id(1) }), aVideo({ id: id(2) })]
            : [aVideo({ id: id(3) })],
          hasMore,
        },
      },
    });
    h.reply('GET /api/discovery/hashtag/sunset', page(true), page(false));
    await hashtag.open('sunset');
    const steps = hashtagGridSteps(hashtag);
    expect(steps.total).toBeNull();
    await hashtag.loadMore();
    expect(hashtag.hasMore).toBe(false);
    expect(steps.total).toBeNull();
    expect(profileGridSteps(profile).total).toBe(0);
  });
});
