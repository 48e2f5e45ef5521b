/**
 * The map itself, in its own chunk: the widget imports this module dynamically, so Leaflet and the
 * world atlas load only on pages with a map, and only once the map is on screen.
 *
 * No tile server: land and country borders are drawn as vector layers from world-atlas's Natural
 * Earth 1:110m TopoJSON (`topojson-client` turns it into GeoJSON), so the map needs no request
 * beyond this chunk and works offline.
 */
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css' with { type: 'text' };
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';
import type { CityOffice } from '../../core/contracts/offices.js';
import { asPageHtml } from '../../core/host/trusted-html.js';
import { prefersReducedMotion } from '../../core/page/motion.js';
import { MARKER_SIZE, mapViewOf } from './office-map.view.js';

/** Leaflet's own CSS, for the widget to put inside its shadow root (a page's CSS does not reach it). */
export const LEAFLET_CSS = leafletCss;

export interface MapTexts {
  zoomIn: string;
  zoomOut: string;
}

export interface OfficeMapView {
  /** Centres the map on the office, with its marker. */
  show(office: CityOffice): void;
  destroy(): void;
}

const world = atlas as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
const LAND = feature(world, world.objects.land);
/** Borders between two countries only: coastlines are the land's outline already. */
const BORDERS = mesh(world, world.objects.countries, (a, b) => a !== b);

/** The marker's pin, built with the DOM (no HTML string: see the attribution above). */
function markerGraphic(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  for (const [name, value] of [['viewBox', '0 0 24 24'], ['width', '100%'], ['height', '100%'], ['aria-hidden', 'true']]) svg.setAttribute(name!, value!);
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', 'M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z');
  svg.append(path);
  return svg;
}

export function createOfficeMap(container: HTMLElement, texts: MapTexts): OfficeMapView {
  const map = L.map(container, {
    zoomControl: false,
    // The map is supplementary: the selector is the way to move between offices. Scrolling the
    // page over the map must not zoom it.
    scrollWheelZoom: false,
    worldCopyJump: true,
    minZoom: 1,
    maxZoom: 18,
    // Leaflet writes its attribution with innerHTML from a string, which a page enforcing
    // Trusted Types refuses: the widget prints the attribution itself (office-map.tsx).
    attributionControl: false,
  });
  // The buttons' text is set with innerHTML too: given as TrustedHTML from the bundle's policy.
  L.control.zoom({
    zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut,
    zoomInText: asPageHtml('<span aria-hidden="true">+</span>') as string,
    zoomOutText: asPageHtml('<span aria-hidden="true">&#x2212;</span>') as string,
  }).addTo(map);
  L.geoJSON(LAND, { interactive: false, style: { stroke: true, color: '#b9c3cc', weight: 1, fillColor: '#e6eaee', fillOpacity: 1 } }).addTo(map);
  L.geoJSON(BORDERS, { interactive: false, style: { color: '#ffffff', weight: 1 } }).addTo(map);

  const icon = L.divIcon({
    className: 'office-marker',
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE],
    // An element, not a string: Leaflet appends it (a string would go through innerHTML).
    html: markerGraphic() as unknown as HTMLElement,
  });
  // Not a control: the address panel says what the marker marks (no focus stop, no role).
  let marker: L.Marker | null = null;

  return {
    show(office) {
      const { center, zoom } = mapViewOf(office);
      marker?.remove();
      marker = L.marker(center, { icon, keyboard: false, interactive: false }).addTo(map);
      map.setView(center, zoom, { animate: !prefersReducedMotion() });
    },
    destroy() {
      map.remove();
    },
  };
}
