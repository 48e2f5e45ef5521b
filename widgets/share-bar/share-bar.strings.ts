import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-share-bar>` with their English defaults. */
export const shareBarStrings = defineStrings({
  ShareBar_Label: 'Share',
  ShareBar_LinkedIn: 'LinkedIn',
  ShareBar_Facebook: 'Facebook',
  ShareBar_X: 'X',
  ShareBar_Email: 'Email',
  ShareBar_OpensPopup: '(opens a new window)',
  /** D§7: the email's subject, from the page title. */
  Articles_Email_Subject: '{title}',
  /** D§7: the email's body, from the title and the URL. */
  Articles_Email_Body: 'I thought you would find this interesting: {title} {url}',
});
export const { t } = shareBarStrings;
