import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, ensureLiveRegions, LIVE_REGION_ATTR } from '../../core/page/announce.js';
import { isPageChange } from './full-page-loads.js';
import { showsSubscriptionBar } from './page-shell.js';

describe('showsSubscriptionBar (A§2, A§6)', () => {
  it('shows on featured-insights and our-insights pages only', () => {
    expect(showsSubscriptionBar('featured-insights', false, false)).toBe(true);
    expect(showsSubscriptionBar('Our-Insights', false, false)).toBe(true);
    expect(showsSubscriptionBar('article', false, false)).toBe(false);
    expect(showsSubscriptionBar('', false, false)).toBe(false);
  });
  it('is hidden by the "hide sticky subscription bar" field and in page-editing mode', () => {
    expect(showsSubscriptionBar('our-insights', true, false)).toBe(false);
    expect(showsSubscriptionBar('our-insights', false, true)).toBe(false);
  });
});

describe('isPageChange (A§2: navigation starts become full page loads)', () => {
  const here = 'https://site.example/insights/article?x=1#top';
  it('is a page change when the path or origin differs', () => {
    expect(isPageChange('/careers', here)).toBe(true);
    expect(isPageChange('https://other.example/insights/article', here)).toBe(true);
  });
  it('keeps hash routes and query-only changes in the page', () => {
    expect(isPageChange('/insights/article#/download/x.pdf', here)).toBe(false);
    expect(isPageChange('?x=2', here)).toBe(false);
  });
});

describe('announce (core/page/announce.ts)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('keeps one polite and one assertive region on the page, however often it is asked', () => {
    ensureLiveRegions();
    ensureLiveRegions();
    announce('Showing 9 of 20');
    expect(document.querySelectorAll(`[${LIVE_REGION_ATTR}]`)).toHaveLength(2);
    const polite = document.querySelector(`[${LIVE_REGION_ATTR}=polite]`)!;
    expect(polite.getAttribute('role')).toBe('status');
    expect(document.querySelector(`[${LIVE_REGION_ATTR}=assertive]`)!.getAttribute('role')).toBe('alert');
  });

  it('says the text in the chosen region, and the same text again when repeated', () => {
    vi.useFakeTimers();
    const { polite, assertive } = ensureLiveRegions();
    announce('Saved');
    vi.runAllTimers();
    expect(polite.textContent).toBe('Saved');
    announce('Saved');
    expect(polite.textContent).toBe(''); // emptied first, so the repeat is a change
    vi.runAllTimers();
    expect(polite.textContent).toBe('Saved');
    announce('Session expired', 'assertive');
    vi.runAllTimers();
    expect(assertive.textContent).toBe('Session expired');
  });

  it('creates the regions on first use when the page has no shell, and fills them a moment later', () => {
    vi.useFakeTimers();
    announce('Hello');
    const polite = document.querySelector(`[${LIVE_REGION_ATTR}=polite]`)!;
    expect(polite.textContent).toBe('');
    vi.runAllTimers();
    expect(polite.textContent).toBe('Hello');
  });
});
