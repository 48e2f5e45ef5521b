import { OFFICES_PATH, OfficesResponse, type OfficeRegion, type OfficesRequest } from '../../core/contracts/offices.js';
import { request } from '../../core/session/http.js';

/** GET {article}/api/offices[?region=] (D§2): the offices of every region, or of one. A public call (no tokens). */
export async function fetchOffices(query: OfficesRequest, signal: AbortSignal): Promise<OfficeRegion[]> {
  const { data } = await request('article', OFFICES_PATH, { query: { ...query }, auth: false, schema: OfficesResponse, signal });
  return data.regions;
}
