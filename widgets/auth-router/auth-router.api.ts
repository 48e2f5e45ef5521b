/**
 * The public contract of `<mck-auth-router>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { navigationUrl, text } from '../../core/host/attributes.js';
import { dialogParts } from '../../core/kits/dialog/index.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const authRouterAttributes = {
  homePath: navigationUrl('', {
    doc: 'Where a signed-in reader on an auth screen, and every page-event route, is sent; default the page config\'s homePath ("/"). Checked like any navigation URL.',
  }),
  articleId: text('', {
    doc: "The article #/save saves; default the page config's activeItemId (the article page's own item).",
  }),
  accessStatus: text('', {
    doc: 'The page\'s access status; "registered users" makes #/print send a signed-out reader to #/auth-print (A§2, A§3).',
  }),
};

/** The parts of `<mck-auth-router>`, for `mck-auth-router::part(…)`. */
export const authRouterParts = /* @__PURE__ */ defineParts({
  message: 'The text of the thank-you and welcome screens.',
  continue: 'The "Continue" button of the thank-you and welcome screens.',
  'file-link': 'The link to the file on the download and view-file screens.',
  status: 'What the save or file screen says (saving, saved, refused, failed).',
  placeholder: 'Editor mode: the note naming the router, which is invisible to readers.',
}, dialogParts);

/** What `<mck-auth-router>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface AuthRouterEvents {
  /**
   * The router acted on a hash route of A§2: `route` is its name (`signin`, `download`, …) and
   * `action` what it did (`show`, `reroute`, `home`, `save`, `print`, `publish`). On the element;
   * bubbles, composed.
   */
  'mck-auth-router-route': { route: string; action: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<AuthRouterEvents> {}
}

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
