/** Where "Map It" goes: OpenStreetMap's page with a marker on the office. */
export const MAP_SITE = 'https://www.openstreetmap.org';

export interface MapPoint {
  latitude: number;
  longitude: number;
  zoom: number;
  isZoomRequired: boolean;
}

/**
 * The office's "Map It" link (D§4 "The map link uses the zoom only if isZoomRequired is set"):
 * a marker at the office, and the city's zoom in the view only when the city asks for it (the
 * map site picks its own view otherwise).
 */
export function mapLink({ latitude, longitude, zoom, isZoomRequired }: MapPoint): string {
  const url = new URL('/', MAP_SITE);
  url.searchParams.set('mlat', String(latitude));
  url.searchParams.set('mlon', String(longitude));
  if (isZoomRequired) url.hash = `map=${zoom}/${latitude}/${longitude}`;
  return url.href;
}
