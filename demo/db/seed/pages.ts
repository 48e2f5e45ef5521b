import type { Rng } from './prng.js';
import { FIRST_NAMES, INDUSTRIES, LAST_NAMES, TOPICS } from './articles.js';
import { OFFICES } from './regions.js';
import { INTERESTS } from './jobs.js';

/**
 * The pages of the site search (D§3 "Search result") that no other table holds: people
 * profiles, services pages and career-info pages. Insights pages are the articles and the
 * careers job pages are the jobs: the seed copies those in SQL (discovery.ts).
 */
export interface SeedPage {
  id: string;
  filter: 'insights' | 'people' | 'services' | 'careers';
  url: string;
  title: string;
  description: string;
  authors: string[];
  image_url: string;
  title_location: string;
  tags: string[];
  published_at: string;
}

const FIRM_TITLES = ['Senior Partner', 'Partner', 'Partner', 'Associate Partner', 'Expert', 'Senior Expert', 'Consultant'];
const LATEST_UPDATE = Date.UTC(2026, 5, 30);
const DAY_MS = 86_400_000;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const slugify = (s: string) =>
  s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const dayBefore = (rng: Rng, maxDays: number) =>
  new Date(LATEST_UPDATE - rng.int(0, maxDays) * DAY_MS).toISOString().slice(0, 10);

export function generatePeople(rng: Rng, count: number): SeedPage[] {
  const urls = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const first = rng.pick(FIRST_NAMES);
    const name = `${first} ${String.fromCharCode(65 + rng.int(0, 25))}. ${rng.pick(LAST_NAMES)}`;
    let url = `/our-people/${slugify(name)}`;
    if (urls.has(url)) url = `${url}-${i}`;
    urls.add(url);
    const firmTitle = rng.pick(FIRM_TITLES);
    const { city } = rng.pick(OFFICES);
    const [topic, otherTopic] = rng.sample(TOPICS, 2) as [string, string];
    const industry = rng.pick(INDUSTRIES);
    return {
      id: rng.uuid(), filter: 'people', url, title: name,
      description: `${first} is ${/^[AEIOU]/.test(firmTitle) ? 'an' : 'a'} ${firmTitle.toLowerCase()} in our ${city} office who helps ${industry} organizations with ${topic} and ${otherTopic}.`,
      authors: [], image_url: `/api/cms/images/person-${(i % 12) + 1}.svg`,
      title_location: `${firmTitle}, ${city}`, tags: [topic, otherTopic, industry], published_at: dayBefore(rng, 3 * 365),
    };
  });
}

/** One page per industry and capability pair, in a shuffled but fixed order. */
export function generateServices(rng: Rng, count: number): SeedPage[] {
  const pairs = INDUSTRIES.flatMap((industry) => TOPICS.map((topic) => [industry, topic] as const));
  return rng.sample(pairs, count).map(([industry, topic]) => ({
    id: rng.uuid(), filter: 'services',
    url: `/industries/${slugify(industry)}/how-we-help-clients/${slugify(topic)}`,
    title: `${capitalize(topic)} in ${industry}`,
    description: `How we help ${industry} clients with ${topic}: diagnostics, capability building and the change that makes results last.`,
    authors: [], image_url: '', title_location: capitalize(industry), tags: [topic, industry],
    published_at: dayBefore(rng, 2 * 365),
  }));
}

const CAREER_TEMPLATES = [
  ['Life in our {city} office', 'What working in {city} is like: the teams, the clients and the community around {interest}.'],
  ['Interviewing for {interest} roles', 'How we interview for {interest}: the case, the experience interview and how to prepare.'],
  ['{interest} careers in {country}', 'Students and experienced professionals in {country} join our {interest} teams; here is how.'],
  ['Meet our {interest} team in {city}', 'Colleagues in {city} tell how they grow, learn and work with clients on {interest}.'],
] as const;

export function generateCareerInfo(rng: Rng, count: number): SeedPage[] {
  const interests = Object.values(INTERESTS).flat();
  const urls = new Set<string>();
  const pages: SeedPage[] = [];
  // Attempts are bounded: at small counts every draw is new; at large ones a repeat is skipped.
  for (let attempt = 0; pages.length < count && attempt < count * 20; attempt++) {
    const [titleTemplate, descriptionTemplate] = rng.pick(CAREER_TEMPLATES);
    const office = rng.pick(OFFICES);
    const slots: Record<string, string> = { city: office.city, country: office.country, interest: rng.pick(interests) };
    const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_, slot: string) => slots[slot]!);
    const title = fill(titleTemplate);
    const url = `/careers/${slugify(title)}`;
    if (urls.has(url)) continue;
    urls.add(url);
    pages.push({
      id: rng.uuid(), filter: 'careers', url, title, description: fill(descriptionTemplate),
      authors: [], image_url: `/api/cms/images/careers-${(pages.length % 12) + 1}.svg`,
      title_location: 'Career Info', tags: [slots.interest!, office.city], published_at: dayBefore(rng, 2 * 365),
    });
  }
  return pages;
}
