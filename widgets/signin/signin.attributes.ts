import { AttributeError, navigationUrl, text, type AttributeKind } from '../../core/host/attributes.js';
import { SOCIAL_PROVIDER_IDS, isSocialProviderId, type SocialProviderId } from '../../core/contracts/social-login.js';

/** A list of provider ids, separated by spaces or commas; an unknown id is an error, empty → none. */
const providerList: AttributeKind<readonly SocialProviderId[]> = {
  kind: 'string',
  reflect: true,
  type: 'string',
  default: JSON.stringify(SOCIAL_PROVIDER_IDS.join(' ')),
  doc: `The social login buttons, in order: provider ids separated by spaces (${SOCIAL_PROVIDER_IDS.map((id) => `\`${id}\``).join(', ')}); absent = all five, empty = none. An unknown id is an error.`,
  parse(raw) {
    if (raw == null) return SOCIAL_PROVIDER_IDS;
    const ids = String(raw).split(/[\s,]+/).filter(Boolean);
    const unknown = ids.filter((id) => !isSocialProviderId(id));
    if (unknown.length) throw new AttributeError(`unknown provider "${unknown[0]}"; expected ids among ${SOCIAL_PROVIDER_IDS.join(', ')}`);
    return [...new Set(ids)] as SocialProviderId[];
  },
};

export const signinAttributes = {
  heading: text('', { doc: 'Heading text; default from the dictionary (SignIn_Heading).' }),
  redirectUrl: navigationUrl('', {
    doc: 'Where to go after signing in: this site or an origin the page config allows (`navigationOrigins`); empty = stay on the page. Anything else is refused and named on the console. A sign-in after a locked account returns to the page of the lock instead (A§4).',
  }),
  providers: providerList,
  email: text('', { doc: 'Prefills the email address (e.g. carried over from the sign-up form); the form then keeps no draft of it.' }),
  source: text('', { doc: 'Why the reader signs in (A§2 `source`: save, download, print, …); carried to the registration page when a social sign-in has no account yet.' }),
};
