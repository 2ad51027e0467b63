import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appReady } from './App';

// On /reels the boot script (src/boot/reelsBoot.ts) may start this script before the body
// is parsed: the page's #root then comes with DOMContentLoaded.
const parsed = new Promise<void>((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
});
void Promise.all([appReady, parsed]).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A transition: React renders the first screen in slices and lets the browser in
  // between, instead of one long task (Lighthouse's Total Blocking Time on /reels).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
