import type { PublishChoice, PublishMode } from '@flick/stores';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { storeText } from '../i18n/storeTexts';
import { CoverPicker } from './CoverPicker';
import * as styles from './PublishDetails.css';

const MODES: { mode: PublishMode; label: MessageDescriptor }[] = [
  { mode: 'posted', label: msg`Post now` },
  { mode: 'draft', label: msg`Save draft` },
  { mode: 'scheduled', label: msg`Schedule` },
];

/**
 * The cover frame and when the video goes out (docs/product.md#drafts-and-scheduled-videos):
 * a slider over the chosen file whose frame shows above it, then "Post now" (the default),
 * "Save draft" or "Schedule" with a local date and time. Part of the upload dialog's lazy chunk.
 */
export const PublishDetails = observer(function PublishDetails({
  choice,
  previewSrc,
  duration,
  disabled = false,
}: {
  choice: PublishChoice;
  previewSrc: string | undefined;
  duration: number | null;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const bounds = choice.bounds;
  return (
    <div className={styles.details}>
      {previewSrc && duration !== null ? (
        <CoverPicker
          src={previewSrc}
          duration={duration}
          value={choice.cover}
          onChange={(seconds) => choice.setCover(seconds)}
          disabled={disabled}
        />
      ) : null}
      <fieldset className={styles.modes} disabled={disabled}>
        <legend>{t`When it goes out`}</legend>
        {MODES.map(({ mode, label }) => (
          <label key={mode} className={styles.mode}>
            <input
              type="radio"
              name="publication"
              value={mode}
              checked={choice.mode === mode}
              onChange={() => choice.setMode(mode)}
            />
            {t(label)}
          </label>
        ))}
      </fieldset>
      {choice.mode === 'scheduled' ? (
        <label className={styles.field}>
          <span>{t`Date and time (your time zone)`}</span>
          <input
            type="datetime-local"
            min={bounds.min}
            max={bounds.max}
            step={1}
            value={choice.when}
            disabled={disabled}
            aria-invalid={choice.error !== null}
            aria-describedby="publish-at-error"
            onChange={(event) => choice.setWhen(event.currentTarget.value)}
          />
          {choice.error ? (
            <span id="publish-at-error" className={styles.error} role="alert">
              {/* The server's own sentence, said in the shown language (its code's text). */}
              {storeText(choice.error)}
            </span>
          ) : null}
        </label>
      ) : null}
    </div>
  );
});
