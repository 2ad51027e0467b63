import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { gridVideoLabel } from './gridVideoLabel';
import { VideoViewer } from './VideoViewer';
import { viewerStepOf } from './viewerSteps';

describe('VideoViewer', () => {
  it('places the player, owner, comments, actions and composer', () => {
    render(
      <VideoViewer
        player={<div>player</div>}
        owner={<div>owner</div>}
        comments={<div>comments</div>}
        actions={<div>actions</div>}
        composer={<div>composer</div>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Video' });
    for (const part of ['player', 'owner', 'comments', 'actions', 'composer']) {
      expect(region).toHaveTextContent(part);
    }
  });

  it('shows the fetch error instead of the player', () => {
    render(<VideoViewer player={<div>player</div>} error="Error fetching video" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching video');
    expect(screen.queryByText('player')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    render(<VideoViewer onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no previous and next without onStep', () => {
    render(<VideoViewer player={<div>player</div>} />);
    expect(screen.queryByRole('button', { name: 'Next video' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous video' })).not.toBeInTheDocument();
  });

  it('moves with Previous video and Next video, each disabled at its end of the list', async () => {
    const onStep = vi.fn();
    const { rerender } = render(<VideoViewer onStep={onStep} hasNext />);
    const previous = screen.getByRole('button', { name: 'Previous video' });
    const next = screen.getByRole('button', { name: 'Next video' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('aria-disabled');
    await userEvent.click(previous);
    expect(onStep).not.toHaveBeenCalled();
    await userEvent.click(next);
    expect(onStep).toHaveBeenLastCalledWith({ direction: 'next' });
    rerender(<VideoViewer onStep={onStep} hasPrevious />);
    await userEvent.click(screen.getByRole('button', { name: 'Next video' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous video' }));
    expect(onStep.mock.calls).toEqual([[{ direction: 'next' }], [{ direction: 'previous' }]]);
  });

  it('shows Next video busy while the next video is on its way, and ignores presses', async () => {
    const onStep = vi.fn();
    render(<VideoViewer onStep={onStep} hasPrevious hasNext nextPending />);
    const next = screen.getByRole('button', { name: 'Next video' });
    expect(next).toHaveAttribute('aria-busy', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    fireEvent.keyDown(next, { key: 'ArrowDown' });
    expect(onStep).not.toHaveBeenCalled();
    fireEvent.keyDown(next, { key: 'ArrowUp' });
    expect(onStep).toHaveBeenCalledWith({ direction: 'previous' });
  });

  it('moves with the arrow keys and J / K, but not while typing a comment', () => {
    const onStep = vi.fn();
    render(
      <VideoViewer
        onStep={onStep}
        hasPrevious
        hasNext
        owner={<a href="/u">ada</a>}
        composer={<input aria-label="Add a comment" />}
      />,
    );
    const link = screen.getByRole('link', { name: 'ada' });
    for (const key of ['ArrowDown', 'ArrowRight', 'j', 'ArrowUp', 'ArrowLeft', 'K']) {
      fireEvent.keyDown(link, { key });
    }
    expect(onStep.mock.calls.map(([change]) => change.direction)).toEqual([
      'next',
      'next',
      'next',
      'previous',
      'previous',
      'previous',
    ]);
    onStep.mockClear();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Add a comment' }), {
      key: 'ArrowDown',
    });
    fireEvent.keyDown(link, { key: 'ArrowDown', altKey: true });
    // Keys outside the viewer (another layer, the page) are not its own.
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(onStep).not.toHaveBeenCalled();
  });
});

describe('viewerStepOf', () => {
  const press = (key: string, target: EventTarget | null, more: Partial<KeyboardEvent> = {}) =>
    viewerStepOf({
      key,
      target,
      altKey: false,
      ctrlKey: false,
      metaKey: false,
      defaultPrevented: false,
      ...more,
    });

  it('leaves keys to fields and to controls with arrow keys of their own', () => {
    const button = document.createElement('button');
    const slider = document.createElement('div');
    slider.setAttribute('role', 'slider');
    const area = document.createElement('textarea');
    expect(press('ArrowRight', button)).toBe('next');
    expect(press('ArrowRight', slider)).toBeNull();
    expect(press('ArrowUp', area)).toBeNull();
    expect(press('ArrowDown', button, { defaultPrevented: true })).toBeNull();
    expect(press('ArrowDown', button, { ctrlKey: true })).toBeNull();
    expect(press('ArrowDown', button, { repeat: true })).toBeNull();
    expect(press('Enter', button)).toBeNull();
  });
});

describe('gridVideoLabel', () => {
  it('names each video of one owner apart: its number, the total when known, and its caption', () => {
    const maya = { userName: 'maya.travels', total: 20 };
    expect(gridVideoLabel({ ...maya, position: 3, caption: 'Lisbon trams' })).toBe(
      'Video 3 of 20 by maya.travels: Lisbon trams',
    );
    expect(gridVideoLabel({ ...maya, position: 4 })).toBe('Video 4 of 20 by maya.travels');
    // A paged grid that may grow does not say a total it does not know.
    expect(
      gridVideoLabel({ position: 4, total: null, userName: 'maya.travels', caption: '' }),
    ).toBe('Video 4 by maya.travels');
  });

  it('keeps only the start of a long caption, cut at a word', () => {
    expect(
      gridVideoLabel({
        position: 1,
        userName: 'ada',
        caption: 'A very long caption about the sunset over the harbour   and the boats coming in',
      }),
    ).toBe('Video 1 by ada: A very long caption about the sunset…');
  });
});
