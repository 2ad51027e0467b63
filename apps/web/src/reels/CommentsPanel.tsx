import {
  CommentComposer,
  CommentList,
  ConfirmDialog,
  shortTime,
  useLocale,
} from '@flick/design-system';
import { type CommentsStore, videoMessages } from '@flick/stores';
import { useLingui } from '@lingui/react';
import { observer } from 'mobx-react-lite';
import type { Ref } from 'react';
import { storeText } from '../i18n/storeTexts';
import { useStores } from '../stores/StoresContext';
import * as styles from './CommentsPanel.css';
import { profilePath, renderAnyLink } from './links';

/**
 * A video's comment list: an `N comments` heading, each comment's time, likes, and its
 * "More actions" menu (Report, Delete with a confirmation); the store holds every rule.
 */
export const CommentsList = observer(function CommentsList({
  comments,
}: {
  comments: CommentsStore;
}) {
  const { session, report } = useStores();
  const locale = useLocale();
  const views = comments.items.map((item) => ({
    id: item.id,
    userName: item.comment.userName,
    profilePicture: item.comment.profilePicture,
    comment: item.text,
    like: item.like,
    liked: item.liked,
    createdAt: item.comment.createdAt,
    ...(item.comment.hidden ? { hidden: true } : {}),
  }));
  const authorOf = new Map(comments.items.map((item) => [item.id, item.comment.userId]));
  // A reply from another server (docs/federation.md): its author's page is on their server.
  const remoteOf = new Map(comments.items.map((item) => [item.id, item.authorUrl]));
  const itemOf = (commentId: string) => comments.items.find((item) => item.id === commentId);
  // Read once per render: each comment's time is as of when the list last changed.
  const now = Date.now();
  return (
    <>
      <CommentList
        total={comments.total}
        timeOf={(view) => (view.createdAt ? shortTime(view.createdAt, now, locale) : undefined)}
        comments={views}
        loading={comments.loading}
        {...(comments.error ? { error: storeText(comments.error) } : {})}
        pendingIds={comments.items.filter((item) => item.pending).map((item) => item.id)}
        failedIds={comments.items
          .filter((item) => item.likeToggle.state === 'failed')
          .map((item) => item.id)}
        onLikeChange={({ commentId }) => {
          const item = comments.items.find((candidate) => candidate.id === commentId);
          if (item) void comments.toggleLike(item);
        }}
        profileHref={(view) => {
          const remote = remoteOf.get(view.id);
          if (remote) return remote;
          const userId = authorOf.get(view.id);
          return userId ? profilePath(userId, session.userId) : undefined;
        }}
        renderLink={renderAnyLink}
        canReport={(view) => authorOf.get(view.id) !== session.userId}
        onReport={({ commentId }) => {
          // A reply from another server: its handle's host, where the report may go too.
          const server = remoteOf.get(commentId)
            ? itemOf(commentId)?.comment.userName.split('@')[1]
            : undefined;
          report.start({
            targetType: 'comment',
            targetId: commentId,
            ...(server ? { server } : {}),
          });
        }}
        canDelete={(view) => {
          const item = itemOf(view.id);
          return item !== undefined && comments.canDelete(item);
        }}
        onDelete={({ commentId }) => {
          const item = itemOf(commentId);
          if (item) comments.askDelete(item);
        }}
      />
      <ConfirmDialog
        open={comments.confirmingDelete !== null}
        onOpenChange={({ open }) => {
          if (!open) comments.cancelDelete();
        }}
        onConfirm={() => void comments.confirmDelete()}
        title={storeText(videoMessages.deleteCommentTitle)}
        description={storeText(videoMessages.deleteCommentDescription)}
        confirmLabel={storeText(videoMessages.deleteConfirm)}
        pending={comments.deletePending}
      />
    </>
  );
});

/** The comment box ('Add a comment...', emoji picker, Post) bound to a comments store. */
export const CommentsComposer = observer(function CommentsComposer({
  comments,
  inputRef,
}: {
  comments: CommentsStore;
  inputRef?: Ref<HTMLInputElement | null>;
}) {
  // Its note follows the language shown (a switch renders it again).
  useLingui();
  // The owner turned comments off (docs/product.md#who-may-interact): no box to type into.
  if (comments.closedText) {
    return <p className={styles.closed}>{storeText(comments.closedText)}</p>;
  }
  return (
    <CommentComposer
      value={comments.draft}
      onValueChange={({ value }) => comments.setDraft(value)}
      onSubmit={() => void comments.post()}
      pending={comments.posting}
      {...(inputRef ? { inputRef } : {})}
    />
  );
});
