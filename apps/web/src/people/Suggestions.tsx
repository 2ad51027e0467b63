import { UserRow } from '@flick/design-system';
import { suggestionMessages } from '@flick/stores';
import { useLingui } from '@lingui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { addStoreTexts, storeText } from '../i18n/storeTexts';
import * as page from '../pages/Page.css';
import { renderRouterLink } from '../reels/links';
import { useLoadedStore } from '../stores/useLoadedStore';
import * as styles from './Suggestions.css';

// Its titles (and errors) in the language shown.
addStoreTexts('suggestion', suggestionMessages);

/**
 * What an empty list suggests (docs/product.md#suggestions): accounts to follow, each with
 * its Follow button, and trending hashtags linking to their pages. Its store loads with it,
 * and it reads the suggestions each time it shows. Nothing shows until there is something.
 */
export const Suggestions = observer(function Suggestions() {
  const suggestions = useLoadedStore('loadSuggestions');
  const accountsId = useId();
  const tagsId = useId();
  // Its titles follow the language shown (a switch renders it again).
  useLingui();
  useEffect(() => {
    if (suggestions) void suggestions.load();
  }, [suggestions]);
  if (!suggestions || (suggestions.users.length === 0 && suggestions.hashTags.length === 0)) {
    return null;
  }
  return (
    <div className={styles.root}>
      {suggestions.users.length > 0 ? (
        <section aria-labelledby={accountsId}>
          <h2 className={page.sectionTitle} id={accountsId}>
            {storeText(suggestionMessages.accountsTitle)}
          </h2>
          <ul className={page.list} aria-labelledby={accountsId}>
            {suggestions.users.map((user) => (
              <li key={user.id}>
                <UserRow
                  user={user}
                  href={`/user/profile/${user.id}`}
                  renderLink={renderRouterLink}
                  following={user.isFollowing}
                  followRequested={user.followRequested}
                  followPending={suggestions.follows.isPending(user.id)}
                  onFollowChange={() => void suggestions.toggleFollow(user.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {suggestions.hashTags.length > 0 ? (
        <section aria-labelledby={tagsId}>
          <h2 className={page.sectionTitle} id={tagsId}>
            {storeText(suggestionMessages.hashtagsTitle)}
          </h2>
          <ul className={styles.tags} aria-labelledby={tagsId}>
            {suggestions.hashTags.map((tag) => (
              <li key={tag.name}>
                <Link className={page.tag} to={`/hashtag/${encodeURIComponent(tag.name)}`}>
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
});
