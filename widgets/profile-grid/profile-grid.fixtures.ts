import type { ProfileCard, ProfileFacets } from '../../core/contracts/profiles.js';

/** A card as the service answers it, for the widget's tests: profile `n`, public unless overridden. */
export const card = (n: number, overrides: Partial<ProfileCard> = {}): ProfileCard => ({
  id: `p-${n}`,
  title: `Person ${n}`,
  firmTitle: 'Partner',
  locations: ['London', 'Berlin'],
  regions: ['Europe'],
  interest: 'Operations',
  description: `<p>Advises on <strong>topic ${n}</strong>.</p>`,
  backgroundHeader: 'Background',
  background: '<p>Joined in 2001.</p>',
  standardImage: '',
  url: `/our-people/person-${n}`,
  isPrivate: false,
  enableContactForm: true,
  linkedInUrl: '',
  twitterUrl: '',
  languages: ['English'],
  ...overrides,
});

/** The facets of the fake selection: what the cards above hold, and a few more. */
export const FACETS: ProfileFacets = {
  practice: ['Operations', 'Technology'],
  office: ['Berlin', 'London', 'Tokyo'],
  role: ['Expert', 'Partner'],
};

/** The service's answer for cards `from`..`to` (inclusive) of `total`. */
export const cardsAnswer = (
  from: number, to: number, total: number, overrides: (n: number) => Partial<ProfileCard> = () => ({}), facets: ProfileFacets = FACETS,
) => Response.json({
  data: { profiles: Array.from({ length: to - from + 1 }, (_, i) => card(from + i, overrides(from + i))), total, facets },
});
