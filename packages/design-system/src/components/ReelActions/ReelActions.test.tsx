import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ReelActions, type ReelActionsProps } from './ReelActions';

function setup(overrides: Partial<ReelActionsProps> = {}) {
  const props: ReelActionsProps = {
    likes: 10,
    liked: false,
    downloads: 2,
    shares: 3,
    onLikeChange: vi.fn(),
    onCommentFocus: vi.fn(),
    onDownload: vi.fn(),
    onShare: vi.fn(),
    ...overrides,
  };
  const utils = render(<ReelActions {...props} />);
  return { ...utils, props };
}

describe('ReelActions', () => {
  it('shows the like state and counts', () => {
    setup({ liked: true, likes: 1500 });
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1.5K')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('spells the exact counts out in one and many', () => {
    setup({ likes: 1, comments: 1 });
    expect(screen.getByTitle('1 like')).toHaveTextContent('1');
    expect(screen.getByTitle('1 comment')).toBeInTheDocument();
    setup({ likes: 1500, comments: 0 });
    expect(screen.getByTitle('1,500 likes')).toHaveTextContent('1.5K');
    expect(screen.getByTitle('0 comments')).toBeInTheDocument();
  });

  it('asks to unlike when liked, and to like when not', async () => {
    const { props, rerender } = setup({ liked: true });
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(props.onLikeChange).toHaveBeenLastCalledWith({ liked: false });
    rerender(<ReelActions {...props} liked={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(props.onLikeChange).toHaveBeenLastCalledWith({ liked: true });
  });

  it('shows the wanted heart while a like is pending, and marks a refused one', () => {
    const { props, rerender } = setup({ liked: false, pending: { like: true } });
    const like = screen.getByRole('button', { name: 'Like' });
    // The agreed state stays in aria-pressed; the heart already shows the wanted one.
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveAttribute('aria-busy', 'true');
    expect(like).toHaveAttribute('data-state', 'pending');
    // The full heart (filled) is drawn already.
    expect(like.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
    rerender(<ReelActions {...props} liked={false} pending={{}} likeFailed />);
    expect(like).toHaveAttribute('data-state', 'failed');
    expect(like.querySelector('svg')).toHaveAttribute('fill', 'none');
    rerender(<ReelActions {...props} liked pending={{}} />);
    expect(like).not.toHaveAttribute('data-state');
  });

  it('focuses comments, downloads and shares', async () => {
    const { props } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(props.onCommentFocus).toHaveBeenCalledTimes(1);
    expect(props.onDownload).toHaveBeenCalledTimes(1);
    expect(props.onShare).toHaveBeenCalledTimes(1);
  });

  it('ignores a second press while a request is pending', async () => {
    const { props } = setup({ pending: { share: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(props.onShare).not.toHaveBeenCalled();
  });

  it('hides Download when the owner disallows it, and has no axe violations', async () => {
    const { container } = setup({ canDownload: false });
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('offers Report only when asked to', async () => {
    const onReport = vi.fn();
    setup({ onReport });
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(onReport).toHaveBeenCalledTimes(1);
  });

  it('offers Delete video only when asked to (its owner)', async () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Delete video' })).toBeNull();
    const onDelete = vi.fn();
    setup({ onDelete });
    await userEvent.click(screen.getByRole('button', { name: 'Delete video' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('offers Save only when asked to: pressed once saved, asking for the other state, busy while pending', async () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const onSavedChange = vi.fn();
    const { rerender, props } = setup({ onSavedChange });
    const save = () => screen.getByRole('button', { name: 'Save' });
    expect(save()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save());
    expect(onSavedChange).toHaveBeenLastCalledWith({ saved: true });
    rerender(<ReelActions {...props} onSavedChange={onSavedChange} saved />);
    expect(save()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(save());
    expect(onSavedChange).toHaveBeenLastCalledWith({ saved: false });
    rerender(
      <ReelActions {...props} onSavedChange={onSavedChange} saved pending={{ save: true }} />,
    );
    expect(save()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save());
    expect(onSavedChange).toHaveBeenCalledTimes(2);
  });
});
