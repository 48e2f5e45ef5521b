import type { Rng } from './prng.js';
import { GERMAN_SPEAKING, OFFICES, type Office } from './regions.js';

/** One row of the jobs table as the seed inserts it (the job of D§3). */
export interface SeedJob {
  id: string;
  friendly_url: string;
  title: string;
  interest_category: string;
  interest: string;
  continents: string[];
  countries: string[];
  cities: string[];
  industries: string[];
  functions: string[];
  languages: string[];
  who_you_will_work_with: string;
  what_you_will_do: string;
  your_background: string;
  compensation_range: string;
  apply_url: string;
  einstiegslevel: { name: string; url: string }[];
  posted_at: string;
}

/** Interest category (the careers facet's group) → titles and skills that go with it. */
const ROLES: Record<string, { titles: string[]; skills: string[] }> = {
  Consulting: {
    titles: ['Business Analyst', 'Associate', 'Junior Associate', 'Engagement Manager', 'Summer Business Analyst Intern', 'Senior Associate'],
    skills: ['problem solving', 'client communication', 'financial modeling', 'structured thinking', 'stakeholder management', 'PowerPoint'],
  },
  Technology: {
    titles: ['Software Engineer', 'Senior Software Engineer', 'Full-Stack Engineer', 'Platform Engineer', 'Cloud Architect', 'Site Reliability Engineer', 'Frontend Engineer (React)', 'Security Engineer'],
    skills: ['TypeScript', 'React', 'Node.js', 'Python', 'Kubernetes', 'AWS', 'Azure', 'Terraform', 'PostgreSQL', 'CI/CD'],
  },
  'Data & Analytics': {
    titles: ['Data Scientist', 'Senior Data Engineer', 'Machine Learning Engineer', 'Analytics Consultant', 'Data Analyst', 'MLOps Engineer', 'AI Research Scientist'],
    skills: ['Python', 'SQL', 'Spark', 'machine learning', 'statistics', 'PyTorch', 'data visualization', 'dbt', 'Databricks'],
  },
  'Research & Knowledge': {
    titles: ['Research Analyst', 'Knowledge Expert', 'Research Science Specialist', 'Economist', 'Capabilities Specialist'],
    skills: ['desk research', 'econometrics', 'survey design', 'industry expertise', 'Excel', 'writing'],
  },
  Design: {
    titles: ['Product Designer', 'UX Researcher', 'Service Designer', 'Visual Designer', 'Design Lead'],
    skills: ['Figma', 'user research', 'prototyping', 'design systems', 'accessibility', 'facilitation'],
  },
  'Firm Functions': {
    titles: ['Recruiting Coordinator', 'Finance Specialist', 'Executive Assistant', 'Learning & Development Specialist', 'Communications Specialist', 'Legal Counsel', 'IT Support Specialist', 'Office Manager'],
    skills: ['organization', 'communication', 'Excel', 'project coordination', 'discretion', 'customer service'],
  },
};
/** Interest category → its interests (the finer facet; D§3 "interests"). */
export const INTERESTS: Readonly<Record<string, readonly string[]>> = {
  Consulting: ['Generalist Consulting', 'Implementation', 'Specialist Consulting'],
  Technology: ['Software Engineering', 'Cloud & Infrastructure', 'Cybersecurity'],
  'Data & Analytics': ['Data Science', 'Data Engineering', 'AI & Machine Learning'],
  'Research & Knowledge': ['Research', 'Knowledge Management', 'Economics'],
  Design: ['Product Design', 'User Research', 'Service Design'],
  'Firm Functions': ['Recruiting', 'Finance', 'Communications', 'Legal', 'Administration'],
};
/** The industries facet: where the job's clients are. */
export const INDUSTRIES = [
  'Healthcare', 'Financial Services', 'Energy & Materials', 'Public Sector', 'Consumer & Retail',
  'Advanced Industries', 'Private Equity', 'Sustainability', 'Telecommunications', 'Life Sciences',
];
/** The functions facet: the kind of problem the job works on. */
export const FUNCTIONS = [
  'Strategy & Corporate Finance', 'Operations', 'Marketing & Sales', 'Risk & Resilience',
  'People & Organizational Performance', 'Digital', 'Growth & Innovation', 'Transformation',
];
/** Entry levels of German postings, each with its own apply link (D§2 "Einstiegslevel"). */
const EINSTIEGSLEVEL = ['Praktikum', 'Berufseinstieg', 'Berufserfahrung'];
const WHO_YOU_WORK_WITH = [
  'You will be based in our {city} office as part of our {interest} team, working with colleagues across the region.',
  'You will join a diverse team in {city} that serves clients in {specialty} and beyond.',
  'You will work alongside consultants, engineers and designers on engagements for leading organizations in {specialty}.',
];
const WHAT_YOU_DO = [
  'You will help clients solve their most important problems, from shaping strategy to delivering lasting change.',
  'You will own workstreams end to end, from early discovery to production and measurable impact.',
  'You will build tools and analyses that teams use every day, and you will coach others as you grow.',
  'You will turn complex data into clear recommendations and present them to senior stakeholders.',
  'Expect to travel occasionally and to learn quickly in a supportive, feedback-rich environment.',
];
const QUALIFICATIONS = [
  'A degree with an excellent academic record, or equivalent experience.',
  '{years}+ years of relevant work experience.',
  'Strong skills in {skills}.',
  'Fluency in English; another language is a plus.',
  'Ability to work collaboratively in a team environment and with people at all levels.',
];

const LATEST_POSTING = Date.UTC(2026, 5, 30);
const DAY_MS = 86_400_000;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, slot: string) => values[slot] ?? '');

const slugify = (s: string) =>
  s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The first office, and now and then one or two more on the same continent. */
function officesFor(rng: Rng): Office[] {
  const first = rng.pick(OFFICES);
  if (!rng.chance(0.3)) return [first];
  const sameContinent = OFFICES.filter((o) => o.continent === first.continent && o !== first);
  return [first, ...rng.sample(sameContinent, rng.int(1, 2))];
}

const unique = (items: string[]) => [...new Set(items)];

export function generateJobs(rng: Rng, count: number): SeedJob[] {
  const categories = Object.keys(ROLES);
  return Array.from({ length: count }, (_, i) => {
    const category = rng.pick(categories);
    const role = ROLES[category]!;
    const industries = rng.sample(INDUSTRIES, rng.int(1, 3));
    const specialty = industries[0]!;
    const baseTitle = rng.pick(role.titles);
    const title = rng.chance(0.35) ? `${baseTitle} - ${specialty}` : baseTitle;
    const offices = officesFor(rng);
    const countries = unique(offices.map((o) => o.country));
    const skills = rng.sample(role.skills, rng.int(3, 5));
    const slots = {
      city: offices[0]!.city, interest: category, specialty, years: String(rng.int(1, 8)), skills: skills.join(', '),
    };
    // Increasing with a random step: unique, stable, and shaped like a real job code.
    const id = String(100000 + i * 7 + rng.int(0, 6));
    const german = countries.some((c) => GERMAN_SPEAKING.has(c)) && rng.chance(0.7);
    const applyUrl = `https://careers.example.com/apply/${id}`;
    const salary = rng.int(8, 20) * 10;
    return {
      id,
      friendly_url: `${slugify(title)}-${id}`,
      title,
      interest_category: category,
      interest: rng.pick(INTERESTS[category]!),
      continents: unique(offices.map((o) => o.continent)),
      countries,
      cities: offices.map((o) => o.city),
      industries,
      functions: rng.sample(FUNCTIONS, rng.int(1, 2)),
      languages: german ? ['en', 'de'] : ['en'],
      who_you_will_work_with: fill(rng.pick(WHO_YOU_WORK_WITH), slots),
      what_you_will_do: rng.sample(WHAT_YOU_DO, rng.int(3, 4)).map((s) => fill(s, slots)).join(' '),
      your_background: rng.sample(QUALIFICATIONS, 4).map((s) => fill(s, slots)).join('\n'),
      // Pay transparency: US postings state a range.
      compensation_range: countries.includes('United States') ? `$${salary},000 - $${salary + 40},000 a year` : '',
      apply_url: applyUrl,
      einstiegslevel: german ? EINSTIEGSLEVEL.map((name) => ({ name, url: `${applyUrl}?level=${slugify(name)}` })) : [],
      posted_at: new Date(LATEST_POSTING - rng.int(0, 180) * DAY_MS).toISOString().slice(0, 10),
    };
  });
}
