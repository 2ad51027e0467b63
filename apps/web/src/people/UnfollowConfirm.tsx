import { ConfirmDialog } from '@flick/design-system';
import { useLingui } from '@lingui/react/macro';

/**
 * The question before an unfollow (docs/product.md#follow): `Unfollow @<username>?`, `Their
 * videos will no longer appear in your feed.`, button `Unfollow`. A profile and the
 * single-video views ask it.
 */
export function UnfollowConfirm({
  userName,
  open,
  onConfirm,
  onCancel,
}: {
  /** Whom the question is about; empty while closed. */
  userName: string;
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) onCancel();
      }}
      onConfirm={onConfirm}
      title={t`Unfollow @${userName}?`}
      description={t`Their videos will no longer appear in your feed.`}
      confirmLabel={t`Unfollow`}
    />
  );
}
