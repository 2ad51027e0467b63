import { CaptionField, SwitchRow } from '@flick/design-system';
import type { CaptionDraft, CaptionSuggestion } from '@flick/stores';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { storeText } from '../i18n/storeTexts';
import * as styles from './CaptionDetails.css';

/**
 * The caption (with `#`/`@` suggestions) and the comment, download and duet switches of a
 * video being posted or edited (docs/product.md#caption-hashtags-and-mentions,
 * docs/product.md#who-may-interact), over one caption draft. Loaded with the upload dialog
 * or the owner's actions, with the shown language's `screens` texts.
 */
export const CaptionDetails = observer(function CaptionDetails({
  draft,
  disabled = false,
}: {
  draft: CaptionDraft;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  // A hashtag's second line, `N videos`, in the shown language's plural.
  const suggestions = draft.suggestions.map(({ videoCount, ...suggestion }: CaptionSuggestion) =>
    videoCount === undefined
      ? suggestion
      : {
          ...suggestion,
          detail: t`${plural(videoCount, { one: '# video', other: '# videos' })}`,
        },
  );
  return (
    <div className={styles.details}>
      <CaptionField
        value={draft.text}
        caret={draft.caret}
        count={draft.countText}
        // The server's own sentence (over the limit), said in the shown language.
        {...(draft.error ? { error: storeText(draft.error) } : {})}
        suggestions={suggestions}
        placeholder={t`Describe your video. #tags and @mentions work too.`}
        disabled={disabled}
        onValueChange={({ value, caret }) => draft.setText(value, caret)}
        onSuggestionSelect={({ id }) => draft.choose(id)}
        onSuggestionsDismiss={() => draft.dismiss()}
      />
      <SwitchRow
        label={t`Allow comments`}
        checked={draft.allowComment}
        disabled={disabled}
        onCheckedChange={({ checked }) => draft.setSwitch('allowComment', checked)}
      />
      <SwitchRow
        label={t`Allow downloads`}
        checked={draft.allowDownload}
        disabled={disabled}
        onCheckedChange={({ checked }) => draft.setSwitch('allowDownload', checked)}
      />
      <SwitchRow
        label={t`Allow duets`}
        checked={draft.allowDuet}
        disabled={disabled}
        onCheckedChange={({ checked }) => draft.setSwitch('allowDuet', checked)}
      />
    </div>
  );
});
