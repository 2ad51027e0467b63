import { RequireAuth } from '../routes/RequireAuth';
import { AppLayout } from './AppLayout';

/** The layout route of the signed-in routes: the redirect to /login, then the app's shell. */
function ProtectedLayout() {
  return (
    <RequireAuth>
      <AppLayout />
    </RequireAuth>
  );
}

export default ProtectedLayout;
