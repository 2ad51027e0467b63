import type { Preview } from '@storybook/react-vite';
import { withLocale } from '../packages/design-system/src/storybook/withLocale';
import { withTheme } from '../packages/design-system/src/storybook/withTheme';
import '../packages/design-system/src/tokens/global.css';

/**
 * WCAG 2.2's target-size rule, off in axe by default, turned on by id and held to the
 * stricter half of it: every target is at least 24 x 24 CSS px (its `target-size` check
 * alone), where WCAG would also pass a smaller target with 24 px of space around it (the
 * `target-offset` check). ADR 0131.
 */
const TARGET_SIZE_RULE = { id: 'target-size', enabled: true, any: ['target-size'] };

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme, withLocale],
  globalTypes: {
    locale: {
      description: 'Language of the components (Arabic is right to left)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
          { value: 'ar', title: 'العربية (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: ['light', 'dark'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'centered',
    controls: { expanded: true },
    // Any axe violation fails the story's test (serious and critical included).
    a11y: { test: 'error', config: { rules: [TARGET_SIZE_RULE] } },
    viewport: {
      options: {
        mobile: { name: 'Mobile', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        desktop: {
          name: 'Desktop',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
