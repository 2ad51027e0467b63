import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css';

/** One tab: its trigger label and its panel. */
export interface TabItem {
  /** Identifier reported by `onValueChange`, e.g. `all` or `videos`. */
  value: string;
  /** The visible tab label. */
  label: ReactNode;
  /** The panel shown while the tab is active. */
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs in order. */
  items: readonly TabItem[];
  /** Controlled active tab. */
  value?: string;
  /** Initially active tab when uncontrolled. Defaults to the first item. */
  defaultValue?: string;
  /** Called when the user activates another tab. */
  onValueChange?: (change: { value: string }) => void;
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
}

/** Tabs on Radix: arrow keys move between tabs, the active one has `data-state="active"`. */
export function Tabs({ items, value, defaultValue, onValueChange, label, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={className}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(next) => onValueChange?.({ value: next })}
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
