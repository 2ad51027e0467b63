import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CommentList } from '../components/CommentList';
import { ReelActions } from '../components/ReelActions';
import { ConfirmDialog } from '../primitives/ConfirmDialog';
import { arabicMessages } from './ar';
import { englishMessages } from './english';
import { spanishMessages } from './es';
import { MessagesProvider } from './MessagesProvider';

const actions = {
  likes: 1299,
  liked: false,
  comments: 2,
  downloads: 3,
  shares: 1,
  onLikeChange: vi.fn(),
  onCommentFocus: vi.fn(),
  onDownload: vi.fn(),
  onShare: vi.fn(),
};

describe('MessagesProvider', () => {
  it('speaks English without a provider', () => {
    render(<ReelActions {...actions} />);
    expect(screen.getByRole('list', { name: 'Video actions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(screen.getByText('1.2K')).toHaveAttribute('title', '1,299 likes');
    expect(screen.getByText('1')).toHaveAttribute('title', '1 shares');
  });

  it('takes the consumer’s words and locale, English for keys it does not give', () => {
    render(
      <MessagesProvider
        locale="es"
        messages={{ like: 'Me gusta', likeCount: (_n, f) => `${f} me gusta` }}
      >
        <ReelActions {...actions} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('button', { name: 'Me gusta' })).toBeInTheDocument();
    // Not given: English.
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    const likes = screen.getByText(/^1,2\s?mil$/);
    expect(likes).toHaveAttribute('title', `${new Intl.NumberFormat('es').format(1299)} me gusta`);
  });

  it('lets props win over the provider', () => {
    render(
      <MessagesProvider messages={spanishMessages}>
        <ConfirmDialog
          open
          onOpenChange={() => {}}
          onConfirm={() => {}}
          title="Title"
          confirmLabel="Go"
        />
      </MessagesProvider>,
    );
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('renders a whole set: Spanish and Arabic lists of comments', () => {
    const { unmount } = render(
      <MessagesProvider locale="es" messages={spanishMessages}>
        <CommentList comments={[]} onLikeChange={() => {}} total={0} />
      </MessagesProvider>,
    );
    expect(screen.getByText('0 comentarios')).toBeInTheDocument();
    expect(screen.getByText(spanishMessages.noComments)).toBeInTheDocument();
    unmount();
    render(
      <MessagesProvider locale="ar" messages={arabicMessages}>
        <CommentList comments={[]} onLikeChange={() => {}} total={0} />
      </MessagesProvider>,
    );
    expect(screen.getByText('لا تعليقات')).toBeInTheDocument();
  });
});

describe('message sets', () => {
  it('give Arabic its six plural forms', () => {
    const say = (count: number) =>
      arabicMessages.commentCount(count, new Intl.NumberFormat('ar').format(count));
    const forms = [0, 1, 2, 3, 11, 100].map((count) => new Intl.PluralRules('ar').select(count));
    expect(forms).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect([0, 1, 2].map(say)).toEqual(['لا تعليقات', 'تعليق واحد', 'تعليقان']);
    expect(say(3)).toMatch(/ تعليقات$/);
    expect(say(11)).toMatch(/ تعليقًا$/);
    expect(say(100)).toMatch(/ تعليق$/);
  });

  it('translate every text (none left as the English)', () => {
    // Names and symbols read the same in every language.
    const same = new Set(['brand', 'seekPosition']);
    for (const set of [spanishMessages, arabicMessages]) {
      const untranslated = Object.keys(englishMessages).filter((key) => {
        const k = key as keyof typeof englishMessages;
        if (same.has(key)) return false;
        const english = englishMessages[k];
        return typeof english === 'string' && english === set[k];
      });
      expect(untranslated).toEqual([]);
    }
  });
});
