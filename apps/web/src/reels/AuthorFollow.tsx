import { FollowButton } from '@flick/design-system';
import type { AuthorFollowStore } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { UnfollowConfirm } from '../people/UnfollowConfirm';
import { useStores } from '../stores/StoresContext';

/**
 * The Follow button beside a shown video's author (docs/product.md#video-viewer), with the
 * profiles' rules (docs/product.md#follow): nothing for one's own videos, nor until the
 * caller's state with the author is read (each time the video changes).
 */
export const AuthorFollow = observer(function AuthorFollow({
  author,
  className,
}: {
  author: { userId: string; userName: string };
  className?: string;
}) {
  const stores = useStores();
  const { userId, userName } = author;
  const own = userId === stores.session.userId;
  // The store's code loads with the first author shown (not with the feed's first screen).
  const [authors, setAuthors] = useState<AuthorFollowStore | null>(null);
  useEffect(() => {
    if (own) return;
    let current = true;
    void stores.loadAuthors().then((loaded) => {
      if (!current) return;
      setAuthors(loaded);
      return loaded.read(userId);
    });
    return () => {
      current = false;
    };
  }, [stores, userId, own]);
  const state = authors?.stateOf(userId);
  if (own || !authors || state === undefined) return null;
  const confirming = authors.confirming;
  return (
    <>
      <FollowButton
        following={state === 'following'}
        requested={state === 'requested'}
        pending={authors.isPending(userId)}
        onFollowChange={() => void authors.press({ userId, userName })}
        {...(className ? { className } : {})}
      />
      <UnfollowConfirm
        userName={confirming?.userName ?? userName}
        open={confirming?.userId === userId}
        onConfirm={() => void authors.confirmUnfollow()}
        onCancel={() => authors.cancelUnfollow()}
      />
    </>
  );
});
