import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { KeywordFilter } from './KeywordFilter';

function Controlled({ onAdd = vi.fn(), onRemove = vi.fn() }) {
  const [draft, setDraft] = useState('');
  return (
    <KeywordFilter
      keywords={['spoiler', 'final score']}
      draft={draft}
      onDraftChange={({ draft: d }) => setDraft(d)}
      onAdd={onAdd}
      onRemove={onRemove}
    />
  );
}

describe('KeywordFilter', () => {
  it('lists the keywords and adds one with Enter', async () => {
    const onAdd = vi.fn();
    const { container } = render(<Controlled onAdd={onAdd} />);
    expect(screen.getByRole('list', { name: 'Filtered keywords' })).toHaveTextContent('spoiler');
    await userEvent.type(screen.getByRole('textbox', { name: 'Keyword to hide' }), 'ads{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('removes a keyword', async () => {
    const onRemove = vi.fn();
    render(<Controlled onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove final score' }));
    expect(onRemove).toHaveBeenCalledWith({ keyword: 'final score' });
  });

  it('shows why a keyword was refused', () => {
    render(
      <KeywordFilter
        keywords={[]}
        draft="!!!"
        onDraftChange={() => {}}
        onAdd={() => {}}
        onRemove={() => {}}
        error="A keyword needs at least one letter or digit."
      />,
    );
    expect(screen.getByText('A keyword needs at least one letter or digit.')).toBeInTheDocument();
    expect(screen.getByText('No filtered keywords.')).toBeInTheDocument();
  });
});
