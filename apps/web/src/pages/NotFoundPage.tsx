import { NotFound } from '../ui';

/** Any path outside spec section 2. */
export default function NotFoundPage() {
  return <NotFound />;
}
