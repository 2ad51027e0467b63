import { CaptionField, SwitchRow } from '@flick/design-system';
import type { CaptionDraft } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import * as styles from './CaptionDetails.css';

/**
 * The caption (with `#`/`@` suggestions) and the comment, download and duet switches of a
 * video being posted or edited (docs/product.md#caption-hashtags-and-mentions,
 * docs/product.md#who-may-interact), over one caption draft.
 */
export const CaptionDetails = observer(function CaptionDetails({
  draft,
  disabled = false,
}: {
  draft: CaptionDraft;
  disabled?: boolean;
}) {
  return (
    <div className={styles.details}>
      <CaptionField
        value={draft.text}
        caret={draft.caret}
        count={draft.countText}
        {...(draft.error ? { error: draft.error } : {})}
        suggestions={draft.suggestions}
        placeholder="Describe your video. #tags and @mentions work too."
        disabled={disabled}
        onValueChange={({ value, caret }) => draft.setText(value, caret)}
        onSuggestionSelect={({ id }) => draft.choose(id)}
        onSuggestionsDismiss={() => draft.dismiss()}
      />
      <SwitchRow
        label="Allow comments"
        checked={draft.allowComment}
        disabled={disabled}
        onCheckedChange={({ checked }) => draft.setSwitch('allowComment', checked)}
      />
      <SwitchRow
        label="Allow downloads"
        checked={draft.allowDownload}
        disabled={disabled}
        onCheckedChange={({ checked }) => draft.setSwitch('allowDownload', checked)}
      />
      <SwitchRow
        label="Allow duets"
        checked={draft.allowDuet}
        disabled={disabled}
        onCheckedChange={({ checked }) => draft.setSwitch('allowDuet', checked)}
      />
    </div>
  );
});
