import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from '../Button';
import { SHEET_SWIPE_CLOSE_PX, Sheet } from './Sheet';

/** A button that opens a sheet holding a field, as the comments do. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Comments</Button>
      <Sheet
        open={open}
        onOpenChange={({ open: next }) => setOpen(next)}
        title="Comments"
        footer={<input aria-label="Add a comment" />}
      >
        <p>No comments yet.</p>
      </Sheet>
    </>
  );
}

/** A sheet opened by a request to write: the box takes the focus. */
function AskedToWrite() {
  const box = useRef<HTMLInputElement | null>(null);
  return (
    <Sheet
      open
      onOpenChange={() => {}}
      title="Comments"
      initialFocus={box}
      footer={<input aria-label="Add a comment" ref={box} />}
    />
  );
}

/** Makes the window read as a phone (below the medium width) for the drag. */
function asPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Sheet', () => {
  it('takes the focus itself, not the field in it, and gives it back on Escape', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Comments' });
    await userEvent.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'Comments' });
    await waitFor(() => expect(sheet).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('focuses what `initialFocus` names when the person asked for it', async () => {
    render(<AskedToWrite />);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveFocus(),
    );
  });

  it('closes with its close button', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Comments' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Comments' })).toHaveFocus();
  });

  it('closes when its header is dragged down far enough on a phone, not for a short drag', () => {
    asPhone(true);
    const onOpenChange = vi.fn();
    render(
      <Sheet open onOpenChange={onOpenChange} title="Comments">
        <p>List</p>
      </Sheet>,
    );
    const title = screen.getByText('Comments');
    fireEvent.pointerDown(title, { pointerId: 1, clientY: 100 });
    fireEvent.pointerMove(title, { pointerId: 1, clientY: 100 + SHEET_SWIPE_CLOSE_PX / 2 });
    fireEvent.pointerUp(title, { pointerId: 1, clientY: 100 + SHEET_SWIPE_CLOSE_PX / 2 });
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.pointerDown(title, { pointerId: 2, clientY: 100 });
    fireEvent.pointerMove(title, { pointerId: 2, clientY: 100 + SHEET_SWIPE_CLOSE_PX + 10 });
    fireEvent.pointerUp(title, { pointerId: 2, clientY: 100 + SHEET_SWIPE_CLOSE_PX + 10 });
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
  });

  it('is not dragged on a wide screen, where it is a side panel', () => {
    asPhone(false);
    const onOpenChange = vi.fn();
    render(
      <Sheet open onOpenChange={onOpenChange} title="Comments">
        <p>List</p>
      </Sheet>,
    );
    const title = screen.getByText('Comments');
    fireEvent.pointerDown(title, { pointerId: 1, clientY: 100 });
    fireEvent.pointerMove(title, { pointerId: 1, clientY: 400 });
    fireEvent.pointerUp(title, { pointerId: 1, clientY: 400 });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    render(
      <Sheet open onOpenChange={() => {}} title="Comments" description="3 comments">
        <p>List</p>
      </Sheet>,
    );
    await expectNoAxeViolations();
  });
});
