// Loaded lazily by CommentComposer (React.lazy): emoji-picker-react and its data stay out
// of the main bundle until someone opens the picker.
import EmojiPicker from 'emoji-picker-react';

export interface EmojiPickerPanelProps {
  /** Called with the chosen emoji character(s). */
  onPick: (emoji: string) => void;
  colorScheme: 'light' | 'dark';
  width: number;
  height: number;
}

/** emoji-picker-react configured for Flick: recent suggestions, native glyphs (no CDN). */
export function EmojiPickerPanel({ onPick, colorScheme, width, height }: EmojiPickerPanelProps) {
  return (
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
  );
}
