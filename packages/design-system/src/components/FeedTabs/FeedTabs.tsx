import * as RadixTabs from '@radix-ui/react-tabs';
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
  /** Called when the viewer picks another feed (click, or arrow keys on the bar). */
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
 * A tab bar floating over a full-screen feed, on Radix Tabs: the arrow keys move between
 * the feeds (and show the focused one), Home and End jump to the first and last. The app
 * renders the one panel (the feed on screen) itself, so the bar can load after the feed.
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
    <RadixTabs.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      value={value}
      onValueChange={(next) => onValueChange({ value: next })}
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            id={feedTabId(panelId, item.value)}
            aria-controls={panelId}
            className={styles.trigger}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
    </RadixTabs.Root>
  );
}
