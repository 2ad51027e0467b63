import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaptionField, type CaptionFieldProps } from './CaptionField';

const TAGS = [
  { id: '#sunset', label: '#sunset', detail: '42 videos' },
  { id: '#surf', label: '#surf', detail: '7 videos' },
];

/** Suggests the tags above while the last word starts with `#s`, as a store would. */
function Stateful(args: CaptionFieldProps) {
  const [value, setValue] = useState(args.value);
  const [caret, setCaret] = useState(args.value.length);
  const [dismissed, setDismissed] = useState(false);
  const word = value.slice(0, caret).split(/\s/).pop() ?? '';
  const suggestions = !dismissed && word.startsWith('#s') ? args.suggestions : [];
  return (
    <CaptionField
      {...args}
      value={value}
      caret={caret}
      count={`${[...value].length}/2200`}
      suggestions={suggestions}
      onValueChange={(change) => {
        args.onValueChange(change);
        setValue(change.value);
        setCaret(change.caret);
        setDismissed(false);
      }}
      onSuggestionSelect={(choice) => {
        args.onSuggestionSelect(choice);
        const start = caret - word.length;
        const next = `${value.slice(0, start)}${choice.id} ${value.slice(caret)}`;
        setValue(next);
        setCaret(start + choice.id.length + 1);
      }}
      onSuggestionsDismiss={() => {
        args.onSuggestionsDismiss();
        setDismissed(true);
      }}
    />
  );
}

const meta = {
  title: 'Flick/CaptionField',
  component: CaptionField,
  render: (args) => <Stateful {...args} />,
  args: {
    value: '',
    count: '0/2200',
    suggestions: TAGS,
    placeholder: 'Describe your video. #tags and @mentions work too.',
    onValueChange: fn(),
    onSuggestionSelect: fn(),
    onSuggestionsDismiss: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaptionField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Typing `#s` opens the list; ArrowDown and Enter take the second tag, with the keyboard only. */
export const SuggestingHashtags: Story = {
  args: { value: 'Golden hour ' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Caption' });
    await userEvent.click(box);
    await userEvent.keyboard('{End}#s');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSuggestionSelect).toHaveBeenCalledWith({ id: '#surf' });
    await expect(box).toHaveValue('Golden hour #surf ');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveFocus();
  },
};

/** The list stays open for the picture: the active option is marked. */
export const Open: Story = {
  args: { value: 'Golden hour #s' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Caption' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box.getAttribute('aria-activedescendant')).toBeTruthy();
  },
};

export const OverTheLimit: Story = {
  args: {
    value: 'A very long caption…',
    error: 'A caption can be at most 2200 characters.',
    suggestions: [],
  },
  render: (args) => <CaptionField {...args} count="2201/2200" />,
};
