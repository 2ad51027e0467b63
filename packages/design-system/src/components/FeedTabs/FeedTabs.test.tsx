import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FeedTabs } from './FeedTabs';
import { feedTabId } from './feedTabId';

const ITEMS = [
  { value: 'home', label: 'Home' },
  { value: 'for-you', label: 'For you' },
  { value: 'following', label: 'Following' },
];

/** The bar over its one panel, showing `value`. */
const bar = (value: string, onValueChange: (change: { value: string }) => void) => (
  <div>
    <FeedTabs
      items={ITEMS}
      value={value}
      onValueChange={onValueChange}
      label="Feeds"
      panelId="feed"
    />
    <div role="tabpanel" id="feed" aria-labelledby={feedTabId('feed', value)} />
  </div>
);

function renderTabs(value = 'home') {
  const onValueChange = vi.fn();
  const view = render(bar(value, onValueChange));
  return { onValueChange, ...view };
}

describe('FeedTabs', () => {
  it('names the bar and marks the shown feed; each tab controls the one panel', () => {
    renderTabs('for-you');
    expect(screen.getByRole('tablist', { name: 'Feeds' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'For you' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'false');
    for (const tab of screen.getAllByRole('tab')) {
      expect(tab).toHaveAttribute('aria-controls', 'feed');
    }
    expect(screen.getByRole('tabpanel', { name: 'For you' })).toBeInTheDocument();
  });

  it('reports a click on another feed', async () => {
    const { onValueChange } = renderTabs();
    await userEvent.click(screen.getByRole('tab', { name: 'Following' }));
    expect(onValueChange).toHaveBeenCalledWith({ value: 'following' });
  });

  it('reports a press once while the app has not shown the feed yet (press and focus both pick it)', async () => {
    // The app moves `value` later (the URL changes after the press): Radix's press and its
    // focus both ask for the tab before then, and one change must come of the two.
    const { onValueChange, rerender } = renderTabs('home');
    await userEvent.click(screen.getByRole('tab', { name: 'Following' }));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith({ value: 'following' });
    // Back to Home (the app moved `value`), then the same tab again: a new change.
    rerender(bar('following', onValueChange));
    rerender(bar('home', onValueChange));
    await userEvent.click(screen.getByRole('tab', { name: 'Home' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Following' }));
    expect(onValueChange).toHaveBeenCalledTimes(2);
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 'following' });
  });

  it('moves between feeds with the arrow keys, one tab stop for the bar', async () => {
    const { onValueChange } = renderTabs();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'For you' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 'for-you' });
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Following' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 'following' });
  });

  it('has no axe violations', async () => {
    const { container } = renderTabs('following');
    await expectNoAxeViolations(container);
  });
});
