import { OFFICES } from './regions.js';

/** The university list behind the university search bar (D§3 "University": name, url). */
export interface SeedUniversity {
  name: string;
  url: string;
}

const KINDS = ['University of {city}', '{city} Institute of Technology', '{city} School of Business'];

const slugify = (s: string) =>
  s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function generateUniversities(): SeedUniversity[] {
  const cities = [...new Set(OFFICES.map((o) => o.city))];
  return cities.flatMap((city) => KINDS.map((kind) => {
    const name = kind.replace('{city}', city);
    return { name, url: `https://www.${slugify(name)}.example.edu/` };
  }));
}
