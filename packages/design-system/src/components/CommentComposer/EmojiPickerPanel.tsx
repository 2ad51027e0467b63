// Loaded lazily by CommentComposer (React.lazy): emoji-picker-react and its data, and the
// popover that holds it, stay out of the bundles until someone opens the picker.
import * as Popover from '@radix-ui/react-popover';
import EmojiPicker from 'emoji-picker-react';
import { type RefObject, useRef } from 'react';
import { commentsTexts } from '../../i18n/en/comments';
import { useTexts } from '../../i18n/MessagesProvider';

export interface EmojiPickerPanelProps {
  /** The id the emoji button's `aria-controls` names. */
  id: string;
  /** The emoji button: the picker opens beside it, and Escape gives it the focus back. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  /** Focus moving here (the composer: its input, Post) keeps the picker open. */
  keepOpenWithin: RefObject<HTMLElement | null>;
  /** The picker asks to close: Escape, or the focus left for somewhere else. */
  onClose: () => void;
  /** Called with the chosen emoji character(s). */
  onPick: (emoji: string) => void;
  colorScheme: 'light' | 'dark';
  /** A number of pixels or a CSS length. */
  width: number | string;
  /** A number of pixels or a CSS length. */
  height: number | string;
  /** The least room kept between the picker and the window's edges, in pixels. */
  edgeGap: number;
  /**
   * The popover's class. The composer's stylesheet is passed in, not imported here: this
   * chunk then brings no CSS file of its own beside the package's one stylesheet.
   */
  className: string;
}

/**
 * emoji-picker-react configured for Flick (recent suggestions, native glyphs: no CDN) in a
 * Radix popover, in a portal on <body>: no dialog or scrolling panel around the composer
 * clips it, Radix keeps it inside the window (above the button, or where there is room), and
 * as the topmost layer Escape closes it alone, not a dialog it was opened from.
 */
export function EmojiPickerPanel({
  id,
  anchorRef,
  keepOpenWithin,
  onClose,
  onPick,
  colorScheme,
  width,
  height,
  edgeGap,
  className,
}: EmojiPickerPanelProps) {
  const t = useTexts(commentsTexts);
  const closedByEscape = useRef(false);
  return (
    <Popover.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          aria-label={t.emojiPicker}
          className={className}
          side="top"
          align="start"
          sideOffset={4}
          collisionPadding={edgeGap}
          // The composer closes the picker on a press outside it (the picker and the
          // composer excepted), from the moment it is asked for; the popover only adds focus.
          onPointerDownOutside={(event) => event.preventDefault()}
          onFocusOutside={(event) => {
            if (event.target instanceof Node && keepOpenWithin.current?.contains(event.target)) {
              event.preventDefault();
            }
          }}
          onEscapeKeyDown={() => {
            closedByEscape.current = true;
          }}
          // Only Escape sends the focus back to the emoji button: after Post or a press
          // elsewhere it stays where the person put it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (closedByEscape.current) anchorRef.current?.focus();
          }}
        >
          <EmojiPicker
            width={width}
            height={height}
            suggestedEmojisMode="recent"
            emojiStyle="native"
            colorScheme={colorScheme}
            lazyLoadEmojis
            previewConfig={{ showPreview: false }}
            onEmojiClick={(data) => onPick(data.emoji)}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
