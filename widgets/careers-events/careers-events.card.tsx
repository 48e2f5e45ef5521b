import type { CareerEvent, EventFacets } from '../../core/contracts/events.js';
import { resolveCtaLink } from '../../core/kits/content/index.js';
import { showEventDate } from './careers-events.query.js';

/** D§4: the CMS writes an unset date as year 1. */
const isSet = (iso: string | null): iso is string => iso !== null && Number(iso.slice(0, 4)) > 1;

/** A facet key's name, or the key itself when the facets are unknown (their call failed). */
const nameOf = (key: string, facets: EventFacets['formats']) => facets.find((f) => f.key === key)?.name ?? key;

/** One event card: image, format and location, title, dates, description, calls to action. */
export function EventCard({ event, facets, titleLevel }: { event: CareerEvent; facets: EventFacets; titleLevel: number }) {
  const Title = `h${titleLevel}` as 'h3';
  const start = showEventDate(event.startTime);
  const end = isSet(event.endTime) ? showEventDate(event.endTime) : start;
  const links = event.callToActions.map((cta) => resolveCtaLink(cta)).flatMap((r) => (r.ok ? [r.link] : []));
  return (
    <li className="card" part="card">
      <img className="image" part="image" src={event.image.src} alt={event.image.alt} width="400" height="225" loading="lazy" />
      <p className="meta" part="meta">{nameOf(event.eventFormat, facets.formats)} · {event.eventLocation}</p>
      <Title className="title" part="title">{event.title}</Title>
      <p className="date" part="date">
        <time dateTime={event.startTime}>{start}</time>
        {end !== start && <> – <time dateTime={event.endTime!}>{end}</time></>}
      </p>
      <p className="description" part="description">{event.description}</p>
      {links.length > 0 && (
        <p className="ctas">
          {links.map((link) => (
            <a key={link.href} className="cta" part="cta" href={link.href} target={link.target} rel={link.rel} title={link.title}>
              {link.text}<span className="mck-visually-hidden">: {event.title}</span>
            </a>
          ))}
        </p>
      )}
    </li>
  );
}
