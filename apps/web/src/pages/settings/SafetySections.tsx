import type { UserSummary } from '@flick/api-types';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  KeywordFilter,
  LIST_LOADING_ROWS,
  SkeletonList,
  UserRow,
  useMessages,
} from '@flick/design-system';
import {
  type BlockedUsersStore,
  KEYWORD_MAX_LENGTH,
  type KeywordFilterStore,
  type MutedUsersStore,
} from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { storeText } from '../../i18n/storeTexts';
import { renderRouterLink } from '../../reels/links';
import { useLoadedStore } from '../../stores/useLoadedStore';
import * as styles from '../Page.css';
import { useFocusAfterRowRemoval } from '../useFocusAfterRowRemoval';

/** Settings' blocked accounts with Unblock, which asks first (docs/product.md#block). */
export function BlockedSection({ titleId }: { titleId: string }) {
  // The store's code loads with the section (no first screen needs it).
  const blocked = useLoadedStore('loadBlocked');
  const { t } = useLingui();
  return blocked ? (
    <BlockedList blocked={blocked} titleId={titleId} />
  ) : (
    <SectionLoading
      titleId={titleId}
      title={t`Blocked accounts`}
      label={t`Loading blocked accounts`}
    />
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
  const { t } = useLingui();
  const unblockName = unblocking?.userName ?? '';
  // The design system's own words for the confirmation, in the language shown.
  const { unblockText } = useMessages();
  return (
    <PeopleListSection
      list={blocked}
      titleId={titleId}
      title={t`Blocked accounts`}
      loadingLabel={t`Loading blocked accounts`}
      empty={{ title: t`No blocked accounts`, description: t`People you block show up here.` }}
      actionLabel={t`Unblock`}
      onAction={setUnblocking}
    >
      <ConfirmDialog
        open={unblocking !== null}
        onOpenChange={({ open }) => {
          if (!open) setUnblocking(null);
        }}
        title={t`Unblock @${unblockName}?`}
        description={unblockText}
        confirmLabel={t`Unblock`}
        onConfirm={() => {
          const user = unblocking;
          setUnblocking(null);
          if (user) void blocked.unblock(user.id);
        }}
      />
    </PeopleListSection>
  );
});

/** Settings' muted accounts with Unmute (docs/product.md#mute). */
export function MutedSection({ titleId }: { titleId: string }) {
  // The store's code loads with the section (no first screen needs it).
  const muted = useLoadedStore('loadMuted');
  const { t } = useLingui();
  return muted ? (
    <MutedList muted={muted} titleId={titleId} />
  ) : (
    <SectionLoading titleId={titleId} title={t`Muted accounts`} label={t`Loading muted accounts`} />
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
  const { t } = useLingui();
  return (
    <PeopleListSection
      list={muted}
      titleId={titleId}
      title={t`Muted accounts`}
      loadingLabel={t`Loading muted accounts`}
      empty={{
        title: t`No muted accounts`,
        description: t`People you mute show up here. They are not told.`,
      }}
      actionLabel={t`Unmute`}
      onAction={(user) => void muted.unmute(user.id)}
    />
  );
});

/** What a settings list of people reads from its store (blocked and muted accounts). */
interface PeopleList {
  users: UserSummary[];
  loading: boolean;
  error: string | null;
  pendingIds: string[];
  load(): Promise<void>;
}

/**
 * A settings section listing people, each with one action (Unblock, Unmute): its heading,
 * a skeleton while the first read runs, the error, an empty state, and the rows. A person
 * leaving the list moves the focus to the next row, not to <body>.
 */
const PeopleListSection = observer(function PeopleListSection({
  list,
  titleId,
  title,
  loadingLabel,
  empty,
  actionLabel,
  onAction,
  children,
}: {
  list: PeopleList;
  titleId: string;
  title: string;
  loadingLabel: string;
  empty: { title: string; description: string };
  actionLabel: string;
  onAction: (user: UserSummary) => void;
  children?: ReactNode;
}) {
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterRowRemoval(section, heading);
  useEffect(() => {
    void list.load();
  }, [list]);
  return (
    <section aria-labelledby={titleId} ref={section}>
      <h2 className={styles.sectionTitle} id={titleId} tabIndex={-1} ref={heading}>
        {title}
      </h2>
      {list.loading && list.users.length === 0 ? (
        <SkeletonList rows={LIST_LOADING_ROWS} label={loadingLabel} />
      ) : list.error ? (
        <p className={styles.error}>{storeText(list.error)}</p>
      ) : list.users.length === 0 ? (
        <EmptyState title={empty.title} description={empty.description} />
      ) : (
        <ul className={styles.list} aria-labelledby={titleId}>
          {list.users.map((user) => (
            <li key={user.id}>
              <UserRow
                user={user}
                href={`/user/profile/${user.id}`}
                renderLink={renderRouterLink}
                action={
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={list.pendingIds.includes(user.id)}
                    aria-label={`${actionLabel} ${user.userName}`}
                    onClick={() => onAction(user)}
                  >
                    {actionLabel}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
});

/** Settings' keyword filter (docs/product.md#keyword-filter). */
export function KeywordSection({ titleId }: { titleId: string }) {
  const keywords = useLoadedStore('loadKeywords');
  const { t } = useLingui();
  return keywords ? (
    <KeywordList keywords={keywords} titleId={titleId} />
  ) : (
    <SectionLoading titleId={titleId} title={t`Keyword filter`} label={t`Loading keyword filter`} />
  );
}

const KeywordList = observer(function KeywordList({
  keywords,
  titleId,
}: {
  keywords: KeywordFilterStore;
  titleId: string;
}) {
  const { t } = useLingui();
  useEffect(() => {
    void keywords.load();
  }, [keywords]);
  return (
    <section aria-labelledby={titleId}>
      <h2 className={styles.sectionTitle} id={titleId} tabIndex={-1}>
        {t`Keyword filter`}
      </h2>
      <KeywordFilter
        keywords={keywords.keywords}
        draft={keywords.draft}
        onDraftChange={({ draft }) => keywords.setDraft(draft)}
        onAdd={() => void keywords.add()}
        onRemove={({ keyword }) => void keywords.remove(keyword)}
        pending={keywords.saving}
        error={keywords.error && storeText(keywords.error)}
        maxLength={KEYWORD_MAX_LENGTH}
      />
    </section>
  );
});
