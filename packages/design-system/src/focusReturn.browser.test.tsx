// Focus order (WCAG 2.4.3): a keyboard user who opens a dialog or sheet and closes it with
// Escape lands back on the control that opened it, not on <body>. Real Chromium: focus
// handling is what jsdom gets wrong.
import { type ReactElement, useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { DeleteAccountDialog } from './components/DeleteAccountDialog';
import { LogoutDialog } from './components/LogoutDialog';
import { ProfileHeader } from './components/ProfileHeader';
import { UploadDialog } from './components/UploadDialog';
import { UserListDialog } from './components/UserListDialog';
import './tokens/global.css';

afterEach(() => {
  cleanup();
});

/** A button that opens `dialog`; the dialog is mounted only while open, as apps often do. */
function Opener({
  label,
  dialog,
  unmountWhenClosed,
}: {
  label: string;
  dialog: (props: { open: boolean; onOpenChange: (c: { open: boolean }) => void }) => ReactElement;
  unmountWhenClosed: boolean;
}) {
  const [open, setOpen] = useState(false);
  const onOpenChange = ({ open: next }: { open: boolean }) => setOpen(next);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open || !unmountWhenClosed ? dialog({ open, onOpenChange }) : null}
    </>
  );
}

async function openWithKeyboardAndEscape(label: string): Promise<void> {
  const opener = document.querySelector<HTMLButtonElement>('button');
  expect(opener?.textContent).toBe(label);
  opener?.focus();
  await userEvent.keyboard('{Enter}');
  await expect
    .poll(() => document.querySelector('[role="dialog"],[role="alertdialog"]'))
    .not.toBeNull();
  await userEvent.keyboard('{Escape}');
  await expect
    .poll(() => document.querySelector('[role="dialog"],[role="alertdialog"]'))
    .toBeNull();
  await expect.poll(() => document.activeElement?.textContent).toBe(label);
}

const dialogs: Record<
  string,
  (props: { open: boolean; onOpenChange: (c: { open: boolean }) => void }) => ReactElement
> = {
  'Upload Video': (props) => (
    <UploadDialog
      {...props}
      status="select"
      onFileSelect={() => {}}
      onBack={() => {}}
      onUpload={() => {}}
    />
  ),
  Logout: (props) => <LogoutDialog {...props} onConfirm={() => {}} />,
  'Delete account': (props) => (
    <DeleteAccountDialog {...props} proof="password" codeLength={6} onConfirm={() => {}} />
  ),
  Followers: (props) => (
    <UserListDialog
      {...props}
      title="Followers"
      users={[]}
      hrefFor={() => '/'}
      onFollowChange={() => {}}
    />
  ),
};

describe('dialogs return focus to the control that opened them', () => {
  for (const [label, dialog] of Object.entries(dialogs)) {
    for (const unmountWhenClosed of [false, true]) {
      test(`${label}${unmountWhenClosed ? ' (unmounted when closed)' : ''}`, async () => {
        await render(
          <Opener label={label} dialog={dialog} unmountWhenClosed={unmountWhenClosed} />,
        );
        await openWithKeyboardAndEscape(label);
      });
    }
  }

  test('the block confirmation, chosen in the More menu, returns focus to the More button', async () => {
    await render(
      <ProfileHeader
        profile={{
          id: 'u1',
          userName: 'ada',
          videoCount: 1,
          totalFollowers: 2,
          totalFollowing: 3,
          isFollowing: false,
        }}
        editHref="/setting/edit"
        settingsHref="/setting"
        isOwnProfile={false}
        onFollowersClick={() => {}}
        onFollowingClick={() => {}}
        onBlock={() => {}}
      />,
    );
    const more = document.querySelector<HTMLButtonElement>('button[aria-label="More"]');
    more?.focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.querySelector('[role="menuitem"]')).not.toBeNull();
    // Block is the menu's one entry here, and has the focus.
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.querySelector('[role="alertdialog"]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelector('[role="alertdialog"]')).toBeNull();
    await expect.poll(() => document.activeElement?.getAttribute('aria-label')).toBe('More');
  });
});
