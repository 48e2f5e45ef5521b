import type { CityOffice } from '../../core/contracts/offices.js';

/** D§9 "Map marker 65 by 65", in CSS pixels; the pin's point is the bottom centre. */
export const MARKER_SIZE = 65;

/** The zoom of a city that does not ask for its own (D§4): its region and neighbours in view. */
export const DEFAULT_MAP_ZOOM = 5;

export interface MapView {
  center: [latitude: number, longitude: number];
  zoom: number;
}

/** Where the map looks for an office: at it, with the city's zoom only when the city requires it (D§4, D§9). */
export const mapViewOf = (office: CityOffice): MapView => ({
  center: [office.mapLatitude, office.mapLongitude],
  zoom: office.isZoomRequired ? office.mapZoom : DEFAULT_MAP_ZOOM,
});
