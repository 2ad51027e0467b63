import type { UserSummary } from '@flick/api-types';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  KeywordFilter,
  LIST_LOADING_ROWS,
  SkeletonList,
  UNBLOCK_CONFIRM_TEXT,
  UserRow,
} from '@flick/design-system';
import {
  type BlockedUsersStore,
  KEYWORD_MAX_LENGTH,
  type KeywordFilterStore,
  type MutedUsersStore,
} from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { renderRouterLink } from '../../reels/links';
import { useLoadedStore } from '../../stores/useLoadedStore';
import * as styles from '../Page.css';
import { useFocusAfterRowRemoval } from '../useFocusAfterRowRemoval';

/** Settings' blocked accounts with Unblock, which asks first (docs/product.md#block). */
export function BlockedSection({ titleId }: { titleId: string }) {
  // The store's code loads with the section (no first screen needs it).
  const blocked = useLoadedStore('loadBlocked');
  return blocked ? (
    <BlockedList blocked={blocked} titleId={titleId} />
  ) : (
    <SectionLoading titleId={titleId} title="Blocked accounts" label="Loading blocked accounts" />
  );
}

const BlockedList = observer(function BlockedList({
  blocked,
  titleId,
}: {
  blocked: BlockedUsersStore;
  titleId: string;
}) {
  const [unblocking, setUnblocking] = useState<UserSummary | null>(null);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // An unblocked person leaves the list: focus goes to the next row, not to <body>.
  useFocusAfterRowRemoval(section, heading);
  useEffect(() => {
    void blocked.load();
  }, [blocked]);
  return (
    <section aria-labelledby={titleId} ref={section}>
      <h2 className={styles.sectionTitle} id={titleId} tabIndex={-1} ref={heading}>
        Blocked accounts
      </h2>
      {blocked.loading && blocked.users.length === 0 ? (
        <SkeletonList rows={LIST_LOADING_ROWS} label="Loading blocked accounts" />
      ) : blocked.error ? (
        <p className={styles.error}>{blocked.error}</p>
      ) : blocked.users.length === 0 ? (
        <EmptyState title="No blocked accounts" description="People you block show up here." />
      ) : (
        <ul className={styles.list} aria-labelledby={titleId}>
          {blocked.users.map((user) => (
            <li key={user.id}>
              <UserRow
                user={user}
                href={`/user/profile/${user.id}`}
                renderLink={renderRouterLink}
                action={
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={blocked.pendingIds.includes(user.id)}
                    aria-label={`Unblock ${user.userName}`}
                    onClick={() => setUnblocking(user)}
                  >
                    Unblock
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={unblocking !== null}
        onOpenChange={({ open }) => {
          if (!open) setUnblocking(null);
        }}
        title={`Unblock @${unblocking?.userName ?? ''}?`}
        description={UNBLOCK_CONFIRM_TEXT}
        confirmLabel="Unblock"
        onConfirm={() => {
          const user = unblocking;
          setUnblocking(null);
          if (user) void blocked.unblock(user.id);
        }}
      />
    </section>
  );
});

/** Settings' muted accounts with Unmute (docs/product.md#mute). */
export function MutedSection({ titleId }: { titleId: string }) {
  // The store's code loads with the section (no first screen needs it).
  const muted = useLoadedStore('loadMuted');
  return muted ? (
    <MutedList muted={muted} titleId={titleId} />
  ) : (
    <SectionLoading titleId={titleId} title="Muted accounts" label="Loading muted accounts" />
  );
}

/** A section whose store is still loading: its heading and a skeleton. */
function SectionLoading({
  titleId,
  title,
  label,
}: {
  titleId: string;
  title: string;
  label: string;
}) {
  return (
    <section aria-labelledby={titleId}>
      <h2 className={styles.sectionTitle} id={titleId} tabIndex={-1}>
        {title}
      </h2>
      <SkeletonList rows={LIST_LOADING_ROWS} label={label} />
    </section>
  );
}

const MutedList = observer(function MutedList({
  muted,
  titleId,
}: {
  muted: MutedUsersStore;
  titleId: string;
}) {
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // An unmuted person leaves the list: focus goes to the next row, not to <body>.
  useFocusAfterRowRemoval(section, heading);
  useEffect(() => {
    void muted.load();
  }, [muted]);
  return (
    <section aria-labelledby={titleId} ref={section}>
      <h2 className={styles.sectionTitle} id={titleId} tabIndex={-1} ref={heading}>
        Muted accounts
      </h2>
      {muted.loading && muted.users.length === 0 ? (
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

/** Settings' keyword filter (docs/product.md#keyword-filter). */
export function KeywordSection({ titleId }: { titleId: string }) {
  const keywords = useLoadedStore('loadKeywords');
  return keywords ? (
    <KeywordList keywords={keywords} titleId={titleId} />
  ) : (
    <SectionLoading titleId={titleId} title="Keyword filter" label="Loading keyword filter" />
  );
}

const KeywordList = observer(function KeywordList({
  keywords,
  titleId,
}: {
  keywords: KeywordFilterStore;
  titleId: string;
}) {
  useEffect(() => {
    void keywords.load();
  }, [keywords]);
  return (
    <section aria-labelledby={titleId}>
      <h2 className={styles.sectionTitle} id={titleId} tabIndex={-1}>
        Keyword filter
      </h2>
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
    </section>
  );
});
