// A tab press reports one change in real Chromium (docs/product.md#for-you: Back from a feed
// tab returns to the feed before it): Radix asks for the tab on the press and again when the
// press focuses it, and an app that keeps the tab in the URL moves `value` only afterwards.
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { FeedTabs } from './components/FeedTabs';
import { Tabs } from './primitives/Tabs';
import './tokens/global.css';

afterEach(() => {
  cleanup();
});

const FEEDS = [
  { value: 'home', label: 'Home' },
  { value: 'for-you', label: 'For you' },
  { value: 'following', label: 'Following' },
];

/** Shows a picked feed a moment later, as an app does once its URL has changed. */
function LateFeeds({ onValueChange }: { onValueChange: (change: { value: string }) => void }) {
  const [value, setValue] = useState('home');
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    if (picked === null) return;
    const timer = setTimeout(() => setValue(picked), 50);
    return () => clearTimeout(timer);
  }, [picked]);
  return (
    <>
      <FeedTabs
        items={FEEDS}
        value={value}
        onValueChange={(change) => {
          onValueChange(change);
          setPicked(change.value);
        }}
        label="Feeds"
        panelId="feed"
      />
      <div role="tabpanel" id="feed" aria-label={value} />
    </>
  );
}

describe('one report per tab change', () => {
  test('a press on a feed tab reports it once, and a later press on another once more', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<LateFeeds onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'For you' }));
    await expect
      .element(screen.getByRole('tab', { name: 'For you' }))
      .toHaveAttribute('aria-selected', 'true');
    expect(onValueChange.mock.calls).toEqual([[{ value: 'for-you' }]]);
    await userEvent.click(screen.getByRole('tab', { name: 'Home' }));
    await expect
      .element(screen.getByRole('tab', { name: 'Home' }))
      .toHaveAttribute('aria-selected', 'true');
    expect(onValueChange.mock.calls).toEqual([[{ value: 'for-you' }], [{ value: 'home' }]]);
  });

  test('a press on a controlled tab that has not moved yet reports it once', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <Tabs
        label="Results"
        value="all"
        onValueChange={onValueChange}
        items={[
          { value: 'all', label: 'All', content: <p>Everything</p> },
          { value: 'videos', label: 'Videos', content: <p>Videos only</p> },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    await expect.element(screen.getByRole('tab', { name: 'Videos' })).toHaveFocus();
    expect(onValueChange.mock.calls).toEqual([[{ value: 'videos' }]]);
  });
});
