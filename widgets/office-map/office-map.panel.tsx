import { resolveCtaLink } from '../../core/kits/content/index.js';
import type { SelectableCity } from './office-map.cities.js';
import { t } from './office-map.api.js';

/**
 * The chosen city's address panel (D§2): name, address, Tel, Fax, "Map It" and the page author's
 * link for the city. A polite live region, so choosing another city reads out its office.
 */
export function AddressPanel({ city, level }: { city: SelectableCity; level: number }) {
  const { office } = city;
  const Name = `h${Math.min(level, 6)}` as 'h3';
  const mapIt = resolveCtaLink({ url: office.mapLink, text: t('OfficeMap_MapIt'), target: '_blank' });
  const cityLink = city.link ? resolveCtaLink(city.link) : null;
  return (
    <div className="panel" part="panel" aria-live="polite">
      <Name className="city" part="city">{city.label}</Name>
      <address className="address" part="address">
        {office.officeAddress.split('\n').map((line, i) => <span key={i}>{line}</span>)}
      </address>
      {office.officePhoneNumber && <p className="phone" part="phone">{t('OfficeMap_Tel')}: <span dir="ltr">{office.officePhoneNumber}</span></p>}
      {office.officeFaxNumber && <p className="fax" part="fax">{t('OfficeMap_Fax')}: <span dir="ltr">{office.officeFaxNumber}</span></p>}
      <p className="links">
        {mapIt.ok && (
          <a className="map-link" part="map-link" href={mapIt.link.href} target={mapIt.link.target} rel={mapIt.link.rel}
            aria-label={`${mapIt.link.text}: ${city.label}`}>{mapIt.link.text}</a>
        )}
        {cityLink?.ok && (
          <a className="city-link" part="city-link" href={cityLink.link.href} target={cityLink.link.target} rel={cityLink.link.rel}
            title={cityLink.link.title}>{cityLink.link.text}</a>
        )}
      </p>
    </div>
  );
}
