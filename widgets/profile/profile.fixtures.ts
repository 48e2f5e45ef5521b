import type { Profile, PublishedWorkItem } from '../../core/contracts/profiles.js';

/** A profile as the service answers it, for the widget's tests. */
export const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'p-1',
  title: 'Anna Bauer',
  engTitle: 'Anna Bauer',
  firmTitle: 'Senior Partner',
  locations: ['Berlin'],
  expertise: ['Pricing', 'Supply chains'],
  additionalExpertise: ['Retail'],
  expertisePosition: 'area-a',
  about: '<p>Anna leads our pricing work.</p>',
  aboutName: 'Anna',
  background: '<p>Joined in 2004.</p>',
  standardImage: '',
  email: 'anna-bauer@example.com',
  enableContactForm: true,
  twitterUrl: '',
  linkedInUrl: '',
  autoFetchPublishedWork: true,
  externalPublishedWork: '',
  ...overrides,
});

/** Published work item `n`. */
export const work = (n: number): PublishedWorkItem => ({
  Title: `Work ${n}`, URL: `/insights/work-${n}`, source: 'Quarterly', DisplayDate: '2025-03-01', ArticleType: 'Article',
  ImageUrl: '', ImageAlt: '', LanguageName: 'English', SourcePublication: 'Quarterly',
});

/** The service's answer for items `offset`+1 … of `total`, `limit` at most. */
export const workAnswer = (offset: number, limit: number, total: number) => Response.json({
  data: { items: Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => work(offset + i + 1)), total },
});

/** An editor's external text: `good` valid lines, with a malformed one after the second. */
export const externalText = (good: number) => {
  const lines = Array.from({ length: good }, (_, i) => `External ${i + 1}|/insights/external-${i + 1}|Podcast|2024-0${(i % 9) + 1}-15`);
  lines.splice(2, 0, 'Only a title');
  return lines.join('\n');
};
