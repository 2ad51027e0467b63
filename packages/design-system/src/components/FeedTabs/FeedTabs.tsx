import { Tabs } from '../../primitives/Tabs';
import * as styles from './FeedTabs.css';
import { feedTabId } from './feedTabId';

/** One feed the tab bar can show. */
export interface FeedTabItem {
  /** Identifier reported by `onValueChange`, e.g. `for-you`. */
  value: string;
  /** The visible tab label, e.g. `For you`. */
  label: string;
}

export interface FeedTabsProps {
  /** The feeds in order. */
  items: readonly FeedTabItem[];
  /** The feed shown now (controlled). */
  value: string;
  /** Called once when the viewer picks another feed (click, or arrow keys on the bar). */
  onValueChange: (change: { value: string }) => void;
  /** Accessible name of the tab bar, e.g. `Feeds`. */
  label: string;
  /**
   * The id of the app's `role="tabpanel"` element showing the feed. Each tab controls it and
   * is named `feedTabId(panelId, value)`, so the panel can be labelled by the active tab.
   */
  panelId: string;
  className?: string;
}

/**
 * A tab bar floating over a full-screen feed: the `Tabs` primitive (Radix) with the overlay
 * look. The arrow keys move between the feeds (and show the focused one), Home and End jump
 * to the first and last; a change is reported once. The app renders the one panel (the feed
 * on screen) itself, so the bar can load after the feed.
 */
export function FeedTabs({
  items,
  value,
  onValueChange,
  label,
  panelId,
  className,
}: FeedTabsProps) {
  return (
    <Tabs
      className={[styles.root, className].filter(Boolean).join(' ')}
      appearance="overlay"
      items={items.map((item) => ({ ...item, id: feedTabId(panelId, item.value) }))}
      value={value}
      onValueChange={onValueChange}
      label={label}
      panelId={panelId}
    />
  );
}
