import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { samplePoster, sampleVideo } from '../../fixtures/media';
import { LandingHero } from './LandingHero';

const meta = {
  title: 'Flick/LandingHero',
  component: LandingHero,
  args: {
    registerHref: '/register',
    loginHref: '/login',
    appStoreHref: 'https://apps.apple.com/',
    playStoreHref: 'https://play.google.com/store',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Create New Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const DarkTheme: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
};

/** Social sign-in buttons for the providers the server is configured for. */
export const WithSocialSignIn: Story = {
  args: {
    providers: [
      { name: 'google', label: 'Google', href: '/api/account/oidc/google/start' },
      { name: 'github', label: 'GitHub', href: '/api/account/oidc/github/start' },
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Social sign-in' });
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/account/oidc/google/start',
    );
    await expect(canvas.getByRole('link', { name: 'Continue with GitHub' })).toHaveAttribute(
      'href',
      '/api/account/oidc/github/start',
    );
  },
};

/** No provider configured: no social buttons at all. */
export const WithoutSocialSignIn: Story = {
  args: { providers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Social sign-in' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Continue with / })).toBeNull();
  },
};

/** The phone frame plays public videos, muted, one after the other, poster first. */
export const WithShowcase: Story = {
  args: {
    showcase: [
      { videoUrl: sampleVideo, posterUrl: samplePoster(200) },
      { videoUrl: sampleVideo, posterUrl: samplePoster(20) },
    ],
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).not.toBeNull();
    await expect(video?.muted).toBe(true);
    await expect(video?.getAttribute('poster')).toBe(samplePoster(200));
    // Decorative: the frame is hidden from assistive technology.
    await expect(video?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};
