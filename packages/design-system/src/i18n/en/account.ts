// English, signing in and out, account deletion, full-screen pages, settings controls,
// notifications (ADR 0135). One module per area, so each screen's chunk carries only its own words.
import type { DesignSystemMessages } from '../messages';

export const accountTexts = {
  deleteAccountTitle: 'Delete account?',
  deleteAccountText:
    'This deletes your account, your videos, comments, likes and follows for good. It cannot be undone.',
  currentPassword: 'Current password',
  code: 'Code',
  codeSentTo: (destination) => `We sent a code to ${destination}.`,
  codeWillBeSent: 'We send a six-digit code to your email or phone.',
  sendCode: 'Send code',
  sendNewCode: 'Send a new code',
  deleteAccount: 'Delete account',

  logoutTitle: 'Log Out',
  logoutQuestion: 'Are you sure you want to log out from your account?',
  unreadMark: 'New: ',

  keywordLabel: 'Keyword to hide',
  add: 'Add',
  keywordHint: 'Videos and comments with these words (whole words, any case) are hidden from you.',
  noKeywords: 'No filtered keywords.',
  keywordList: 'Filtered keywords',
  removeKeyword: (keyword) => `Remove ${keyword}`,

  tagline: 'Watch, share and upload short videos with friends.',
  createAccount: 'Create New Account',
  login: 'Login',
  or: 'or',
  socialSignIn: 'Social sign-in',
  continueWith: (provider) => `Continue with ${provider}`,
  getTheApp: 'Get the app.',
  appStore: 'Download on the App Store',
  googlePlay: 'Get it on Google Play',

  theme: 'Theme',
  themeChoices: { system: 'System', light: 'Light', dark: 'Dark' },
  caption: 'Caption',
  suggestions: 'Suggestions',

  otpSentEmail: 'We sent a 6-digit code to your email address ',
  otpSentPhone: 'We sent a 6-digit code to your phone number ',
  otpLegend: 'One-time code',
  otpDigit: (position, length) => `Digit ${position} of ${length}`,
  next: 'Next',
  resendOtp: 'Resend OTP',
  logIn: 'Log in',
} satisfies Partial<DesignSystemMessages>;
