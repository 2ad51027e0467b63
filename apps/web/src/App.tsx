import { ThemeProvider } from '@flick/design-system';
import { RouterProvider } from 'react-router-dom';
import { router } from './routes/router';
import { createBrowserStores } from './stores/createBrowserStores';
import { StoresProvider } from './stores/StoresContext';

// One RootStore for the page's lifetime; stores navigate through the app's router.
const stores = createBrowserStores((path) => {
  void router.navigate(path);
});

/** The whole app: stores, theme and the router over every route of spec section 2. */
export function App() {
  return (
    <StoresProvider stores={stores}>
      <ThemeProvider theme="light">
        <RouterProvider router={router} />
      </ThemeProvider>
    </StoresProvider>
  );
}
