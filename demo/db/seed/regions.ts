/**
 * The offices jobs are posted in, as the job facets group them (D§3 "Facet master list"):
 * continent → country → cities. Names carry no commas: the job search takes filter values as
 * comma-separated lists.
 */
export const REGIONS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  'North America': {
    'United States': ['New York', 'Chicago', 'San Francisco', 'Atlanta', 'Boston'],
    Canada: ['Toronto'],
    Mexico: ['Mexico City'],
  },
  'Latin America': {
    Brazil: ['São Paulo'],
    Colombia: ['Bogotá'],
  },
  Europe: {
    'United Kingdom': ['London'],
    Ireland: ['Dublin'],
    France: ['Paris'],
    Germany: ['Berlin', 'Munich', 'Frankfurt'],
    Switzerland: ['Zurich'],
    Netherlands: ['Amsterdam'],
    Sweden: ['Stockholm'],
    Denmark: ['Copenhagen'],
    Spain: ['Madrid'],
    Italy: ['Milan'],
    Poland: ['Warsaw'],
    'Czech Republic': ['Prague'],
  },
  'Middle East': {
    Türkiye: ['Istanbul'],
    'United Arab Emirates': ['Dubai'],
    'Saudi Arabia': ['Riyadh'],
    Qatar: ['Doha'],
  },
  Africa: {
    'South Africa': ['Johannesburg'],
    Kenya: ['Nairobi'],
    Nigeria: ['Lagos'],
  },
  Asia: {
    India: ['Mumbai', 'Bengaluru', 'Gurugram'],
    Singapore: ['Singapore'],
    Indonesia: ['Jakarta'],
    China: ['Shanghai'],
    'Hong Kong SAR': ['Hong Kong'],
    Japan: ['Tokyo'],
    'South Korea': ['Seoul'],
  },
  Oceania: {
    Australia: ['Sydney'],
  },
};

export interface Office {
  city: string;
  country: string;
  continent: string;
}

/** Every office, continent by continent. */
export const OFFICES: readonly Office[] = Object.entries(REGIONS).flatMap(([continent, countries]) =>
  Object.entries(countries).flatMap(([country, cities]) => cities.map((city) => ({ city, country, continent }))));

/** Countries whose job postings are also published in German (`lang=de`). */
export const GERMAN_SPEAKING = new Set(['Germany', 'Switzerland']);
