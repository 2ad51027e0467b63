import {
  Button,
  EmptyState,
  KeywordFilter,
  LIST_LOADING_ROWS,
  SkeletonList,
  UserRow,
} from '@flick/design-system';
import { KEYWORD_MAX_LENGTH, type KeywordFilterStore, type MutedUsersStore } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { renderRouterLink } from '../../reels/links';
import { useStores } from '../../stores/StoresContext';
import * as styles from '../Page.css';
import { useFocusAfterRowRemoval } from '../useFocusAfterRowRemoval';

/** Settings' muted accounts with Unmute (docs/product.md#mute). */
export const MutedSection = observer(function MutedSection({ titleId }: { titleId: string }) {
  const stores = useStores();
  // The muted accounts' store loads with this section (ADR 0109).
  const [muted, setMuted] = useState<MutedUsersStore | null>(null);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // An unmuted person leaves the list: focus goes to the next row, not to <body>.
  useFocusAfterRowRemoval(section, heading);
  useEffect(() => {
    let live = true;
    void stores.loadMuted().then((store) => {
      if (!live) return;
      setMuted(store);
      void store.load();
    });
    return () => {
      live = false;
    };
  }, [stores]);
  return (
    <section aria-labelledby={titleId} ref={section}>
      <h2 className={styles.sectionTitle} id={titleId} tabIndex={-1} ref={heading}>
        Muted accounts
      </h2>
      {!muted || (muted.loading && muted.users.length === 0) ? (
        <SkeletonList rows={LIST_LOADING_ROWS} label="Loading muted accounts" />
      ) : muted.error ? (
        <p className={styles.error}>{muted.error}</p>
      ) : muted.users.length === 0 ? (
        <EmptyState
          title="No muted accounts"
          description="People you mute show up here. They are not told."
        />
      ) : (
        <ul className={styles.list} aria-labelledby={titleId}>
          {muted.users.map((user) => (
            <li key={user.id}>
              <UserRow
                user={user}
                href={`/user/profile/${user.id}`}
                renderLink={renderRouterLink}
                action={
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={muted.pendingIds.includes(user.id)}
                    aria-label={`Unmute ${user.userName}`}
                    onClick={() => void muted.unmute(user.id)}
                  >
                    Unmute
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

/** Settings' keyword filter (docs/product.md#keyword-filter); its store loads with it. */
export const KeywordSection = observer(function KeywordSection({ titleId }: { titleId: string }) {
  const stores = useStores();
  const [keywords, setKeywords] = useState<KeywordFilterStore | null>(null);
  useEffect(() => {
    let live = true;
    void stores.loadKeywords().then((store) => {
      if (!live) return;
      setKeywords(store);
      void store.load();
    });
    return () => {
      live = false;
    };
  }, [stores]);
  return (
    <section aria-labelledby={titleId}>
      <h2 className={styles.sectionTitle} id={titleId} tabIndex={-1}>
        Keyword filter
      </h2>
      {/* The field shows once its store is here: typing before that would be lost. */}
      {keywords ? (
        <KeywordFilter
          keywords={keywords.keywords}
          draft={keywords.draft}
          onDraftChange={({ draft }) => keywords.setDraft(draft)}
          onAdd={() => void keywords.add()}
          onRemove={({ keyword }) => void keywords.remove(keyword)}
          pending={keywords.saving}
          error={keywords.error}
          maxLength={KEYWORD_MAX_LENGTH}
        />
      ) : (
        <SkeletonList rows={1} label="Loading the keyword filter" />
      )}
    </section>
  );
});
