import { LogoutDialog } from '@flick/design-system';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../stores/StoresContext';

/** The logout dialog (docs/product.md#logout-dialog); loaded only when first opened. */
const LogoutConfirm = observer(function LogoutConfirm({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (change: { open: boolean }) => void;
}) {
  const { session } = useStores();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    await session.logout();
    setPending(false);
    onOpenChange({ open: false });
  };
  return (
    <LogoutDialog
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={() => void logout()}
      pending={pending}
    />
  );
});

export default LogoutConfirm;
