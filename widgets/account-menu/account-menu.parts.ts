import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-account-menu>`, for `mck-account-menu::part(…)`. */
export const accountMenuParts = {
  base: 'The navigation.',
  name: "The reader's name.",
  link: 'Each account link.',
  'signin-link': 'The sign-in link shown when signed out.',
} satisfies PartDocs;
