import { describe, expect, it } from 'vitest';
import { accessLevel, daysSince, isAppView, isPdfView, isRestricted, pageTitle, robots } from './page-data.js';

describe('article page rules', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('counts the rounded days since the CMS updated date (A§9)', () => {
    expect(daysSince('2026-03-01T12:00:00Z', now)).toBe(9);
    expect(daysSince('2026-03-09T23:00:00Z', now)).toBe(1); // 0.54 days rounds up
    expect(daysSince('2026-03-10T06:00:00Z', now)).toBe(0); // 0.25 rounds down
    expect(daysSince('', now)).toBeNull();
  });
  it('restricts "registered users" pages only', () => {
    expect(isRestricted('registered users')).toBe(true);
    expect(isRestricted('Registered Users')).toBe(true);
    expect(isRestricted('public')).toBe(false);
  });
  it("says 'exclusive' for clients-only articles, else 'public' (D§5)", () => {
    expect(accessLevel(true)).toBe('exclusive');
    expect(accessLevel(false)).toBe('public');
  });
  it('keeps hidden and aliased pages out of search engines (A§7)', () => {
    expect(robots(false, false)).toBe('index,follow');
    expect(robots(true, false)).toBe('noindex,nofollow');
    expect(robots(false, true)).toBe('noindex,nofollow');
  });
  it('ends titles with the firm name, careers pages adding the office or section (A§7)', () => {
    expect(pageTitle('The state of AI', '', 'McKinsey & Company')).toBe('The state of AI | McKinsey & Company');
    expect(pageTitle('Students', 'London office', 'McKinsey & Company')).toBe('Students | London office | McKinsey & Company');
    expect(pageTitle('', '', 'McKinsey & Company')).toBe('McKinsey & Company');
  });
  it('reads the PDF view and the mobile-app view from the query (D§2)', () => {
    expect(isPdfView('?generatepdf=true')).toBe(true);
    expect(isPdfView('?generatepdf')).toBe(true);
    expect(isPdfView('?x=1')).toBe(false);
    expect(isAppView('?view=app')).toBe(true);
    expect(isAppView('?view=web')).toBe(false);
  });
});
