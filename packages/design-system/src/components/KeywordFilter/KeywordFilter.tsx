import { accountTexts } from '../../i18n/en/account';
import { useTexts } from '../../i18n/MessagesProvider';
import { CloseIcon } from '../../icons/Icons';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import * as styles from './KeywordFilter.css';

export interface KeywordFilterProps {
  /** The filtered keywords, in order. */
  keywords: readonly string[];
  /** The keyword being typed. */
  draft: string;
  onDraftChange: (change: { draft: string }) => void;
  /** `Add` pressed (or Enter in the field). */
  onAdd: () => void;
  /** A keyword's remove button pressed. */
  onRemove: (change: { keyword: string }) => void;
  /** A change is being saved. */
  pending?: boolean;
  /** Why the last change was refused. */
  error?: string | null;
  /** Longest keyword the field accepts. Defaults to 40. */
  maxLength?: number;
}

/**
 * A personal keyword filter: a field with `Add`, and the keywords as chips each with a
 * remove button. Posts holding a keyword as a whole word, in any case, are not shown.
 */
export function KeywordFilter({
  keywords,
  draft,
  onDraftChange,
  onAdd,
  onRemove,
  pending = false,
  error,
  maxLength = 40,
}: KeywordFilterProps) {
  const t = useTexts(accountTexts);
  return (
    <div className={styles.root}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) onAdd();
        }}
      >
        <TextField
          className={styles.field}
          label={t.keywordLabel}
          value={draft}
          maxLength={maxLength}
          onChange={(event) => onDraftChange({ draft: event.target.value })}
          {...(error ? { error } : {})}
        />
        <Button type="submit" variant="secondary" loading={pending}>
          {t.add}
        </Button>
      </form>
      <p className={styles.hint}>{t.keywordHint}</p>
      {keywords.length === 0 ? (
        <p className={styles.hint}>{t.noKeywords}</p>
      ) : (
        <ul className={styles.list} aria-label={t.keywordList}>
          {keywords.map((keyword) => (
            <li key={keyword} className={styles.chip}>
              {keyword}
              <button
                type="button"
                className={styles.remove}
                aria-label={t.removeKeyword(keyword)}
                disabled={pending}
                onClick={() => onRemove({ keyword })}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
