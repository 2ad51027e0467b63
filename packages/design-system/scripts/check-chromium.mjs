// The browser tests need Debian's Chromium. Fail loudly instead of skipping when it is missing.
import { accessSync, constants } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    `✖ Chromium not found at ${path}. Install Debian's chromium (apt-get install chromium) ` +
      'or set CHROMIUM_PATH. The design-system tests run stories in a real browser and never skip.',
  );
  process.exit(1);
}
