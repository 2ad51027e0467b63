import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import * as styles from './Menu.css';

/** One menu entry. */
export interface MenuItem {
  /** Stable identifier reported by `onSelect`. */
  value: string;
  label: ReactNode;
  /** `danger` for destructive entries, `accent` for the main one. */
  tone?: 'default' | 'danger' | 'accent';
  disabled?: boolean;
}

export interface MenuProps {
  /** The element that opens the menu (a Button or IconButton). */
  trigger: ReactNode;
  items: readonly MenuItem[];
  /** Called with the chosen entry; the menu then closes and focus returns to the trigger. */
  onSelect: (selection: { value: string }) => void;
  /** Which side of the trigger the menu opens on. Defaults to `bottom`. */
  side?: 'top' | 'bottom' | 'left' | 'right';
}

/**
 * A dropdown menu on Radix: arrow keys move, Enter chooses, Escape closes, focus returns to
 * the trigger. E.g. the change-photo menu: Remove Current Photo, Upload Photo, Cancel.
 */
export function Menu({ trigger, items, onSelect, side = 'bottom' }: MenuProps) {
  return (
    <RadixMenu.Root>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className={styles.content} side={side} sideOffset={6} align="start">
          {items.map((item) => (
            <RadixMenu.Item
              key={item.value}
              disabled={item.disabled}
              className={[
                styles.item,
                item.tone === 'danger' ? styles.danger : undefined,
                item.tone === 'accent' ? styles.accent : undefined,
              ]
                .filter(Boolean)
                .join(' ')}
              onSelect={() => onSelect({ value: item.value })}
            >
              {item.label}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
