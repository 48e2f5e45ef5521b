import type { Rng } from './prng.js';

/** One row of the articles table as the seed inserts it. */
export interface SeedArticle {
  id: string;
  slug: string;
  language: string;
  title: string;
  summary: string;
  body: string;
  article_type: string;
  practice: string;
  industry: string;
  author: string;
  source_publication: string | null;
  access_status: string;
  published_at: string;
  image_url: string;
}

export const TOPICS = [
  'generative AI', 'supply chain resilience', 'decarbonization', 'the energy transition',
  'talent retention', 'operating-model design', 'pricing power', 'M&A integration',
  'digital transformation', 'cybersecurity', 'customer experience', 'productivity growth',
  'hybrid work', 'capital allocation', 'sustainability reporting', 'data governance',
  'agile organizations', 'cloud migration', 'procurement', 'inclusion and diversity',
  'the frontline workforce', 'inflation', 'geopolitical risk', 'nearshoring',
  'electric vehicles', 'battery storage', 'green hydrogen', 'automation', 'quantum computing',
  'healthcare access', 'mental health at work', 'retail media', 'loyalty programs',
  'personalization', 'reskilling', 'cost transformation', 'working capital',
  'net-zero commitments', 'the circular economy', 'semiconductor supply', 'machine learning',
  'software developer productivity', 'board governance', 'leadership development',
  'growth strategy', 'private markets', 'biotech innovation', 'smart cities',
];
export const INDUSTRIES = [
  'banking', 'insurance', 'healthcare', 'pharmaceuticals', 'retail', 'consumer packaged goods',
  'automotive', 'aerospace and defense', 'energy', 'oil and gas', 'utilities', 'chemicals',
  'mining', 'metals', 'telecommunications', 'media and entertainment', 'technology',
  'semiconductors', 'travel and logistics', 'agriculture', 'real estate', 'public sector',
  'education', 'private equity', 'infrastructure', 'life sciences', 'payments',
];
const AUDIENCES = [
  'CEOs', 'CFOs', 'boards', 'chief operating officers', 'HR leaders', 'chief information officers',
  'marketing leaders', 'investors', 'policy makers', 'supply chain leaders', 'founders',
  'middle managers', 'chief sustainability officers', 'risk officers',
];
const ACTIONS = [
  'capture value from', 'scale', 'accelerate', 'rethink', 'navigate', 'invest in', 'build',
  'measure', 'de-risk', 'organize for', 'fund', 'get ahead of', 'make the most of',
];
const REGIONS = [
  'Europe', 'Asia', 'Africa', 'Latin America', 'the Middle East', 'North America', 'India',
  'China', 'Japan', 'Germany', 'the United States', 'Southeast Asia', 'the Gulf region',
];
const ADJECTIVES = ['resilient', 'inclusive', 'durable', 'profitable', 'responsible', 'adaptive'];
const OUTCOMES = [
  'faster revenue growth', 'higher margins', 'lower emissions', 'better retention',
  'shorter time to market', 'stronger customer loyalty', 'fewer disruptions',
  'higher shareholder returns', 'greater employee engagement',
];
const TITLE_TEMPLATES = [
  'How {industry} companies can {action} {topic}',
  'The state of {topic} in {year}',
  '{Topic} in {industry}: What comes next',
  'Why {topic} matters more than ever for {audience}',
  '{n} ways {audience} can {action} {topic}',
  'What {audience} need to know about {topic}',
  '{Topic}: The next frontier for {industry}',
  'Rethinking {topic} in {region}',
  'The economic potential of {topic}',
  "A leader's guide to {topic}",
  'Building {adjective} {industry} through {topic}',
  'From pilot to scale: {topic} in {industry}',
  '{Topic} and the future of {industry} in {region}',
];
const SENTENCES = [
  'Our research across {n} companies suggests that {topic} is now a board-level priority.',
  'Leaders in {industry} who {action} {topic} report {outcome}.',
  'Yet fewer than one in {small} organizations say they are fully prepared.',
  'In {region}, {topic} is moving faster than many executives expected.',
  'The gap between leaders and laggards has widened since {yearBefore}.',
  '{Audience} can start by setting a clear ambition and measuring progress every quarter.',
  'Three moves stand out: focus on a few high-value use cases, invest in talent, and build the data foundations early.',
  'Companies that treat {topic} as a capability rather than a project see {outcome}.',
  'The economics are compelling: value at stake could reach ${n} billion a year by {yearAfter}.',
  'Regulation, talent shortages and uneven data quality remain the most cited obstacles.',
  'Interviews with {small}0 executives point to the same lesson: start small, but design for scale.',
  'The most successful programs pair a strong business case with visible leadership sponsorship.',
  'For {industry}, the shift also changes how value is shared across the ecosystem.',
  'None of this happens without people: frontline teams need new skills and clear incentives.',
  'Early movers are already rethinking their operating models around {topic}.',
];
const PRACTICES = [
  'strategy-corporate-finance', 'operations', 'technology', 'people-organizational-performance',
  'sustainability', 'marketing-sales', 'risk-resilience', 'quantumblack-ai', 'growth-innovation',
];
const ARTICLE_TYPES = ['Article', 'Article', 'Article', 'Report', 'Interview', 'Podcast', 'Commentary'];
const PUBLICATIONS = ['The Quarterly', 'Global Institute', 'Insights Weekly'];
export const FIRST_NAMES = [
  'Anna', 'Ben', 'Carla', 'David', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kavya',
  'Liam', 'Mei', 'Nadia', 'Omar', 'Paula', 'Quentin', 'Rosa', 'Sanjay', 'Tomoko', 'Umar',
  'Vera', 'Wei', 'Ximena', 'Yusuf', 'Zoe',
];
export const LAST_NAMES = [
  'Andersson', 'Bauer', 'Chen', 'Dubois', 'Eze', 'Fischer', 'Garcia', 'Haddad', 'Ito',
  'Johnson', 'Kim', 'Lopez', 'Müller', 'Nakamura', 'Okafor', 'Patel', 'Rossi', 'Schmidt',
  'Tanaka', 'Usman', 'Varga', 'Williams', 'Xu', 'Yamamoto', 'Zhang',
];

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Fills `{slot}` placeholders; a capitalized slot name (`{Topic}`) capitalizes the value. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const value = values[slot.toLowerCase()] ?? '';
    return slot[0] === slot[0]?.toUpperCase() ? capitalize(value) : value;
  });
}

function slotValues(rng: Rng, year: number): Record<string, string> {
  return {
    topic: rng.pick(TOPICS), industry: rng.pick(INDUSTRIES), audience: rng.pick(AUDIENCES),
    action: rng.pick(ACTIONS), region: rng.pick(REGIONS), adjective: rng.pick(ADJECTIVES),
    outcome: rng.pick(OUTCOMES), n: String(rng.int(3, 12) * (rng.chance(0.3) ? 100 : 1)),
    small: String(rng.int(3, 9)), year: String(year), yearbefore: String(year - rng.int(2, 6)),
    yearafter: String(year + rng.int(3, 10)),
  };
}

const slugify = (s: string) =>
  s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);

/** Publication dates count back from a fixed day, so the data does not depend on today. */
const LATEST_PUBLICATION = Date.UTC(2026, 5, 30);
const DAY_MS = 86_400_000;

export function generateArticles(rng: Rng, count: number): SeedArticle[] {
  const slugs = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const published = new Date(LATEST_PUBLICATION - rng.int(0, 6 * 365) * DAY_MS);
    const year = published.getUTCFullYear();
    const slots = slotValues(rng, year);
    const title = capitalize(fill(rng.pick(TITLE_TEMPLATES), slots));
    let slug = slugify(title);
    if (slugs.has(slug)) slug = `${slug}-${i}`;
    slugs.add(slug);
    const paragraphs = Array.from({ length: rng.int(3, 5) }, () =>
      rng.sample(SENTENCES, rng.int(3, 4)).map((s) => fill(s, { ...slots, ...slotValues(rng, year), topic: slots.topic! })).join(' '),
    );
    return {
      id: rng.uuid(),
      slug,
      language: 'en',
      title,
      summary: fill('{Audience} who {action} {topic} see {outcome}. Here is where {industry} leaders are starting.', slots),
      body: paragraphs.join('\n\n'),
      article_type: rng.pick(ARTICLE_TYPES),
      practice: rng.pick(PRACTICES),
      industry: slots.industry!,
      author: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
      source_publication: rng.chance(0.4) ? rng.pick(PUBLICATIONS) : null,
      access_status: rng.chance(0.15) ? 'registered users' : 'public',
      published_at: published.toISOString().slice(0, 10),
      image_url: `/api/cms/images/article-${(i % 12) + 1}.svg`,
    };
  });
}
