import { OFFICES_PATH, OfficesResponse, type OfficeRegion } from '../../core/contracts/offices.js';
import { request } from '../../core/session/http.js';

/** GET {article}/api/offices (D§2): every region's offices. A public call (no tokens). */
export async function fetchOffices(_: 'every-region', signal: AbortSignal): Promise<OfficeRegion[]> {
  const { data } = await request('article', OFFICES_PATH, { auth: false, schema: OfficesResponse, signal });
  return data.regions;
}
