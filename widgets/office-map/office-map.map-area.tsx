import { useEffect, useRef, useState } from 'react';
import type { CityOffice } from '../../core/contracts/offices.js';
import { adoptMoreStyles } from '../../core/host/styles.js';
import type { OfficeMapView } from './office-map.leaflet.js';
import { t } from './office-map.api.js';

/** The map chunk (Leaflet and the atlas), imported once per page and only by a map on screen. */
const loadMapChunk = () => import('./office-map.leaflet.js');
type MapChunk = Awaited<ReturnType<typeof loadMapChunk>>;

/**
 * The map, supplementary to the selector: a labelled region Leaflet draws into. Its box is fixed
 * by CSS, so the chunk arriving moves nothing; if the chunk cannot be loaded the box stays empty
 * and the selector and the address panel keep working.
 */
export function MapArea({ office, tag }: { office: CityOffice; tag: string }) {
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<OfficeMapView | null>(null);
  const [chunk, setChunk] = useState<MapChunk | null>(null);
  const latest = useRef(office);
  latest.current = office;

  useEffect(() => {
    let gone = false;
    loadMapChunk().then((loaded) => {
      if (!gone) setChunk(loaded);
    }, (err: unknown) => console.error(`[${tag}] the map could not be loaded:`, err));
    return () => {
      gone = true;
    };
  }, [tag]);

  // Leaflet draws once its CSS is in the shadow root: drawn unstyled first, its controls would
  // jump into place. Adopted as a constructed sheet (a <style> element breaks under a strict CSP).
  useEffect(() => {
    if (!chunk || !container.current) return undefined;
    const root = container.current.getRootNode();
    if (root instanceof ShadowRoot) adoptMoreStyles(root, chunk.LEAFLET_CSS);
    const drawn = chunk.createOfficeMap(container.current, { zoomIn: t('OfficeMap_ZoomIn'), zoomOut: t('OfficeMap_ZoomOut') });
    drawn.show(latest.current);
    view.current = drawn;
    return () => {
      drawn.destroy();
      view.current = null;
    };
  }, [chunk]);

  useEffect(() => {
    view.current?.show(office);
  }, [office]);

  return (
    <>
      <div ref={container} className="map" part="map" role="region" aria-label={t('OfficeMap_MapLabel', { city: office.name })}>
        {/* Leaflet's own attribution control writes HTML strings, which Trusted Types refuse. */}
        <p className="attribution" part="attribution">{t('OfficeMap_Attribution')}</p>
      </div>
    </>
  );
}
