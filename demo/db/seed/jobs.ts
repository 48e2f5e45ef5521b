import type { Rng } from './prng.js';

/** One row of the jobs table as the seed inserts it. */
export interface SeedJob {
  id: string;
  title: string;
  interest: string;
  experience_level: string;
  city: string;
  country_code: string;
  remote: boolean;
  description: string;
  skills: string[];
  posted_at: string;
}

/** Interest (the careers facet) → titles and skills that go with it. */
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
const SPECIALTIES = [
  'Healthcare', 'Financial Services', 'Energy & Materials', 'Public Sector', 'Consumer & Retail',
  'Advanced Industries', 'Private Equity', 'Sustainability', 'Telecommunications', 'Life Sciences',
];
const EXPERIENCE = ['Students', 'Recent graduates', 'Experienced professionals', 'Experienced professionals', 'Advanced degree holders'];
const CITIES: readonly [city: string, country: string][] = [
  ['New York', 'US'], ['Chicago', 'US'], ['San Francisco', 'US'], ['Atlanta', 'US'],
  ['Boston', 'US'], ['Toronto', 'CA'], ['Mexico City', 'MX'], ['São Paulo', 'BR'],
  ['Bogotá', 'CO'], ['London', 'GB'], ['Dublin', 'IE'], ['Paris', 'FR'], ['Berlin', 'DE'],
  ['Munich', 'DE'], ['Frankfurt', 'DE'], ['Zurich', 'CH'], ['Amsterdam', 'NL'],
  ['Stockholm', 'SE'], ['Copenhagen', 'DK'], ['Madrid', 'ES'], ['Milan', 'IT'], ['Warsaw', 'PL'],
  ['Prague', 'CZ'], ['Istanbul', 'TR'], ['Dubai', 'AE'], ['Riyadh', 'SA'], ['Doha', 'QA'],
  ['Johannesburg', 'ZA'], ['Nairobi', 'KE'], ['Lagos', 'NG'], ['Mumbai', 'IN'],
  ['Bengaluru', 'IN'], ['Gurugram', 'IN'], ['Singapore', 'SG'], ['Jakarta', 'ID'],
  ['Shanghai', 'CN'], ['Hong Kong', 'HK'], ['Tokyo', 'JP'], ['Seoul', 'KR'], ['Sydney', 'AU'],
];
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

export function generateJobs(rng: Rng, count: number): SeedJob[] {
  const interests = Object.keys(ROLES);
  return Array.from({ length: count }, (_, i) => {
    const interest = rng.pick(interests);
    const role = ROLES[interest]!;
    const specialty = rng.pick(SPECIALTIES);
    const baseTitle = rng.pick(role.titles);
    const title = rng.chance(0.35) ? `${baseTitle} - ${specialty}` : baseTitle;
    const [city, countryCode] = rng.pick(CITIES);
    const skills = rng.sample(role.skills, rng.int(3, 5));
    const slots = { city, interest, specialty, years: String(rng.int(1, 8)), skills: skills.join(', ') };
    const description = [
      `Who you'll work with\n${fill(rng.pick(WHO_YOU_WORK_WITH), slots)}`,
      `What you'll do\n${rng.sample(WHAT_YOU_DO, 3).map((s) => fill(s, slots)).join(' ')}`,
      `Your qualifications and skills\n${rng.sample(QUALIFICATIONS, 4).map((s) => fill(s, slots)).join('\n')}`,
    ].join('\n\n');
    return {
      // Increasing with a random step: unique, stable, and shaped like a real job code.
      id: String(100000 + i * 7 + rng.int(0, 6)),
      title,
      interest,
      experience_level: rng.pick(EXPERIENCE),
      city,
      country_code: countryCode,
      remote: rng.chance(0.2),
      description,
      skills,
      posted_at: new Date(LATEST_POSTING - rng.int(0, 180) * DAY_MS).toISOString().slice(0, 10),
    };
  });
}
