// Applies the colour theme before the first paint (docs/product.md#settings), so a dark
// choice never flashes light: the same rule as src/theme/themePreference.ts, which takes
// over once the app runs. Kept tiny and free of the app's code: it blocks the first paint.
(() => {
  let stored = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch {}
  const dark =
    stored === 'dark' ||
    (stored !== 'light' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
