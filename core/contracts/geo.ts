import { object, optional, pattern, string, type Infer } from 'superstruct';

/**
 * GET {geo} (A§7): where the caller is, by IP. `country_code` is ISO 3166-1 alpha-2 (`US`, `DE`);
 * `region_code` the subdivision when known (`CA` for California), which A§4's California rule
 * needs. A third-party shape, not wrapped in `{ data }`.
 */
export const GeoResponse = object({
  country_code: pattern(string(), /^[A-Z]{2}$/),
  region_code: optional(pattern(string(), /^[A-Z0-9]{1,3}$/)),
});
export type GeoResponse = Infer<typeof GeoResponse>;
