import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeywordFilter, type KeywordFilterProps } from './KeywordFilter';

function Stateful(args: KeywordFilterProps) {
  const [keywords, setKeywords] = useState([...args.keywords]);
  const [draft, setDraft] = useState(args.draft);
  return (
    <KeywordFilter
      {...args}
      keywords={keywords}
      draft={draft}
      onDraftChange={(change) => setDraft(change.draft)}
      onAdd={() => {
        args.onAdd();
        if (draft.trim()) setKeywords([...keywords, draft.trim()]);
        setDraft('');
      }}
      onRemove={(change) => {
        args.onRemove(change);
        setKeywords(keywords.filter((k) => k !== change.keyword));
      }}
    />
  );
}

const meta = {
  title: 'Flick/KeywordFilter',
  component: KeywordFilter,
  render: (args) => <Stateful {...args} />,
  args: {
    keywords: ['spoiler', 'final score'],
    draft: '',
    onDraftChange: fn(),
    onAdd: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof KeywordFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Keyword to hide' }), 'ads{Enter}');
    await expect(args.onAdd).toHaveBeenCalled();
    await expect(canvas.getByRole('list', { name: 'Filtered keywords' })).toHaveTextContent('ads');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove spoiler' }));
    await expect(args.onRemove).toHaveBeenCalledWith({ keyword: 'spoiler' });
  },
};

export const Empty: Story = { args: { keywords: [] } };

export const Refused: Story = {
  args: { draft: '!!!', error: 'A keyword needs at least one letter or digit.' },
};
