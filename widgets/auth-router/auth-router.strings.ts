import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-auth-router>` with their English defaults. */
export const authRouterStrings = defineStrings({
  AuthRouter_SignInTitle: 'Sign in',
  AuthRouter_SignUpTitle: 'Create an account',
  AuthRouter_HeadingWelcome: 'Welcome back: sign in to your account',
  AuthRouter_HeadingPrompt: 'Sign in to continue',
  AuthRouter_HeadingPromptPath: 'Sign in to continue to {path}',
  AuthRouter_HeadingDownload: 'Sign in to download this file',
  AuthRouter_HeadingSave: 'Sign in to save this article',
  AuthRouter_HeadingPrint: 'Sign in to print this page',
  AuthRouter_ThanksTitle: 'Thank you for signing up',
  AuthRouter_ThanksText: 'You will receive our emails at the address you gave. You can change your subscriptions at any time.',
  AuthRouter_WelcomeTitle: 'Welcome',
  AuthRouter_WelcomeText: 'Your account is ready. Enjoy the articles, save them and choose the emails you receive.',
  AuthRouter_Continue: 'Continue',
  AuthRouter_DownloadTitle: 'Download',
  AuthRouter_DownloadLink: 'Download {name}',
  AuthRouter_ViewFileTitle: 'View file',
  AuthRouter_ViewFileLink: 'Open {name}',
  AuthRouter_FileRefused: 'This file cannot be opened from here.',
  AuthRouter_SaveTitle: 'Save article',
  AuthRouter_Saving: 'Saving the article…',
  AuthRouter_Saved: 'The article is saved to your account.',
  AuthRouter_NothingToSave: 'This page has no article to save.',
  AuthRouter_EditorPlaceholder: 'Sign-in and sign-up router: opens the sign-in, sign-up, download, save and print dialogs of #/ links on this page.',
});
export const { t } = authRouterStrings;
