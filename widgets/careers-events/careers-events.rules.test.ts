import { describe, expect, it } from 'vitest';
import { FACETS } from './careers-events.fixtures.js';
import { eventsQuery, rangeToSend, showDate, showEventDate } from './careers-events.query.js';
import { addValue, defaultChoice, noSelection, readSelection, removeGroup, removeValue, writeSelection } from './careers-events.url.js';

describe('careers events URL and query rules (D§4, D§9)', () => {
  it('reads names case-insensitively, repeated or comma-separated, dropping unknown ones', () => {
    expect(readSelection('?format=virtual&format=IN%20PERSON,zoom&location=Europe&x=1', FACETS))
      .toEqual({ format: ['virtual', 'in-person'], location: ['europe'], interest: [] });
  });

  it("writes names in the facets' order and keeps the page's other parameters", () => {
    const selection = { ...noSelection(), format: ['hybrid', 'virtual'], interest: ['data-analytics'] };
    expect(writeSelection('?utm=a&format=old', selection, FACETS)).toBe('?utm=a&format=Virtual%2CHybrid&interest=Data+%26+Analytics');
    expect(readSelection(writeSelection('', selection, FACETS), FACETS)).toEqual({ ...selection, format: ['virtual', 'hybrid'] });
    expect(writeSelection('?format=Virtual', noSelection(), FACETS)).toBe('');
  });

  it('adds once, removes one, removes a group', () => {
    const one = addValue(noSelection(), 'format', 'virtual');
    expect(addValue(one, 'format', 'virtual')).toBe(one);
    const two = addValue(addValue(one, 'format', 'hybrid'), 'location', 'europe');
    expect(removeValue(two, 'format', 'virtual')).toEqual({ format: ['hybrid'], location: ['europe'], interest: [] });
    expect(removeGroup(two, 'format')).toEqual({ format: [], location: ['europe'], interest: [] });
  });

  it('sends a date range only with both ends in order, the whole of both days', () => {
    expect(rangeToSend('2026-03-01', '')).toBeNull();
    expect(rangeToSend('', '2026-03-01')).toBeNull();
    expect(rangeToSend('2026-03-02', '2026-03-01')).toBeNull();
    expect(rangeToSend('2026-03-01', '2026-03-01')).toEqual({ startDate: '2026-03-01T00:00:00Z', endDate: '2026-03-01T23:59:59Z' });
    expect(eventsQuery({ ...defaultChoice(), from: '2026-03-01' }, { parentFolderId: '', pinnedItem: false })).toEqual({ sortByField: 'featured' });
  });

  it("shows dates as 'MMM d, yyyy', an event's in UTC as the CMS wrote it", () => {
    expect(showDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(showEventDate('2026-12-31T23:30:00Z')).toBe('Dec 31, 2026');
  });
});
