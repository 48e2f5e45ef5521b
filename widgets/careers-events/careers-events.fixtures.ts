import type { CareerEvent, EventFacets } from '../../core/contracts/events.js';

/** The filters' values as the service answers them. */
export const FACETS: EventFacets = {
  formats: [{ key: 'in-person', name: 'In person' }, { key: 'virtual', name: 'Virtual' }, { key: 'hybrid', name: 'Hybrid' }],
  locations: [{ key: 'europe', name: 'Europe' }, { key: 'north-america', name: 'North America' }],
  interests: [{ key: 'consulting', name: 'Consulting' }, { key: 'data-analytics', name: 'Data & Analytics' }],
};

/** Event `n`, on March n+1 2030, virtual, in Europe. */
export const careerEvent = (n: number, overrides: Partial<CareerEvent> = {}): CareerEvent => ({
  id: `event-${n}`,
  title: `Event ${n}`,
  description: `What happens at event ${n}.`,
  region: 'europe',
  eventLocation: 'Online',
  eventFormat: 'virtual',
  startTime: `2030-03-${String(n + 1).padStart(2, '0')}T09:00:00Z`,
  endTime: `2030-03-${String(n + 1).padStart(2, '0')}T11:00:00Z`,
  expirationDate: null,
  image: { src: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E", alt: '' },
  callToActions: [{ text: 'Register', url: `/careers/events/event-${n}` }],
  pinnedItem: false,
  filterValue: 'consulting',
  ...overrides,
});

/** One page of the service's answer. */
export const eventsPage = (ids: number[], nextCursor: string | null, total = ids.length) =>
  ({ data: { events: ids.map((n) => careerEvent(n)), hasNext: nextCursor !== null, nextCursor, total } });
