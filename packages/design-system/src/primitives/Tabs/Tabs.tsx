import * as RadixTabs from '@radix-ui/react-tabs';
import { type ReactNode, useRef } from 'react';
import * as styles from './Tabs.css';

/** One tab: its trigger label and its panel. */
export interface TabItem {
  /** Identifier reported by `onValueChange`, e.g. `all` or `videos`. */
  value: string;
  /** The visible tab label. */
  label: ReactNode;
  /** The panel shown while the tab is active; left out when the app renders it (`panelId`). */
  content?: ReactNode;
  /** The tab's element id, e.g. for a panel's `aria-labelledby`. */
  id?: string;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs in order. */
  items: readonly TabItem[];
  /** Controlled active tab. */
  value?: string;
  /** Initially active tab when uncontrolled. Defaults to the first item. */
  defaultValue?: string;
  /**
   * Called once when the user activates another tab (a press, or the arrow keys), even when a
   * controlled `value` moves only later.
   */
  onValueChange?: (change: { value: string }) => void;
  /** Accessible name of the tab list. */
  label: string;
  /**
   * The id of the one `role="tabpanel"` element the app renders itself: every tab controls
   * it and Tabs renders no panels.
   */
  panelId?: string;
  /** `line` (default): underlined tabs under a heading; `overlay`: pills floating over a video. */
  appearance?: 'line' | 'overlay';
  className?: string;
}

/**
 * Reports each change of tab once. Radix asks for a tab on its press and again when the press
 * focuses it: with a controlled `value` that has not moved yet (an app that keeps the tab in
 * the URL), both would reach the caller. A change the caller has already been told of is
 * not told again until `value` moves.
 */
function useOneReportPerChange(
  value: string | undefined,
  onValueChange: TabsProps['onValueChange'],
): (next: string) => void {
  const asked = useRef(value);
  const seen = useRef(value);
  if (seen.current !== value) {
    seen.current = value;
    asked.current = value;
  }
  return (next) => {
    if (next === asked.current) return;
    asked.current = next;
    onValueChange?.({ value: next });
  };
}

/** Tabs on Radix: arrow keys move between tabs, the active one has `data-state="active"`. */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  label,
  panelId,
  appearance = 'line',
  className,
}: TabsProps) {
  const report = useOneReportPerChange(value, onValueChange);
  const overlay = appearance === 'overlay';
  return (
    <RadixTabs.Root
      className={className}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={report}
    >
      <RadixTabs.List aria-label={label} className={overlay ? styles.overlayList : styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            // Radix names each tab and its panel itself; only an app's own ids replace them.
            {...(item.id ? { id: item.id } : {})}
            {...(panelId ? { 'aria-controls': panelId } : {})}
            className={overlay ? styles.overlayTrigger : styles.trigger}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {panelId
        ? null
        : items.map((item) => (
            <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
              {item.content}
            </RadixTabs.Content>
          ))}
    </RadixTabs.Root>
  );
}
