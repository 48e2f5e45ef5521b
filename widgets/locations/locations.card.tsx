import type { CityOffice } from '../../core/contracts/offices.js';
import { resolveCtaLink } from '../../core/kits/content/index.js';
import { t } from './locations.api.js';

interface CardProps {
  office: CityOffice;
  level: number;
}

/** One city office (D§2): name, address, Tel, Fax, a "Map It" link and the office's extra links. */
export function OfficeCard({ office, level }: CardProps) {
  const Name = `h${Math.min(level, 6)}` as 'h5';
  // Links from the service go through the content kit: a URL the page does not allow is not shown.
  const mapIt = resolveCtaLink({ url: office.mapLink, text: t('Locations_MapIt'), target: '_blank' });
  const links = office.officeLinks.map((link) => resolveCtaLink({ url: link.url, text: link.text })).flatMap((r) => (r.ok ? [r.link] : []));
  return (
    <li className="card" part="card">
      <Name className="city" part="city">{office.name}</Name>
      <address className="address" part="address">
        {office.officeAddress.split('\n').map((line, i) => <span key={i} className="line">{line}</span>)}
      </address>
      {office.officePhoneNumber && <p className="phone" part="phone">{t('Locations_Tel')}: <span dir="ltr">{office.officePhoneNumber}</span></p>}
      {office.officeFaxNumber && <p className="fax" part="fax">{t('Locations_Fax')}: <span dir="ltr">{office.officeFaxNumber}</span></p>}
      {mapIt.ok && (
        <a className="map-link" part="map-link" href={mapIt.link.href} target={mapIt.link.target} rel={mapIt.link.rel}
          aria-label={`${mapIt.link.text}: ${office.name}`}>{mapIt.link.text}</a>
      )}
      {links.length > 0 && (
        <ul className="links" part="links">
          {links.map((link) => <li key={link.href}><a className="link" part="link" href={link.href}>{link.text}</a></li>)}
        </ul>
      )}
    </li>
  );
}
