import { RouterProvider } from 'react-router-dom';
import { router } from './routes/router';

/** The whole app: the router over every route of spec section 2. */
export function App() {
  return <RouterProvider router={router} />;
}
