import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLISHED_WORK_PAGE_SIZE } from '../../core/contracts/profiles.js';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeServices } from '../../tests/support/fake-services.js';
import { mount } from '../../tests/support/unit.js';
import { parseExternalWork } from './profile.external-work.js';
import { externalText, profile, workAnswer } from './profile.fixtures.js';
import './profile.define.js';

/** The fake service: the profile to answer (null: 404) and how much published work it has. */
let answer: ReturnType<typeof profile> | null;
let workTotal: number;
let services: FakeServices;
const WORK = 'GET /api/profiles/p-1/published-work';
const workCalls = () => services.callsTo(WORK).map((call) => call.url.search);

const $ = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const loaded = (el: Element) => vi.waitFor(() => {
  const base = $(el, '[part=base]');
  if (!base) throw new Error('not loaded');
  return base;
});
const workItems = (el: Element, count: number) => vi.waitFor(() => expect(el.shadowRoot!.querySelectorAll('[part=work-item]')).toHaveLength(count));

describe('<mck-profile>', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    answer = profile();
    workTotal = 20;
    services = fakeServices({
      'GET /api/profiles/p-1': () => (answer ? { data: answer } : reply(404, { message: 'No such profile.' })),
      [WORK]: ({ url }) => workAnswer(Number(url.searchParams.get('offset')), Number(url.searchParams.get('limit')), workTotal),
    });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    setConfig(null);
  });

  it('shows the hero, about and background, and the name as the page heading', async () => {
    const el = mount('<mck-profile profile-id="p-1" hero-mode="circular-crop"><h1>Anna Bauer</h1></mck-profile>');
    await loaded(el);
    expect($(el, 'h1')?.textContent).toBe('Anna Bauer');
    expect($(el, '[part=hero]')?.dataset.mode).toBe('circular-crop');
    expect($(el, '[part=about] h2')?.textContent).toBe('About Anna');
    expect($(el, '[part=background]')?.textContent).toContain('Joined in 2004.');
    expect($(el, '[part=photo]')).toBeNull(); // no photo: a text-only hero
  });

  it('puts the expertise in area A, area C or the sidebar, as the profile says', async () => {
    for (const [position, container] of [['area-a', 'area-a'], ['area-c', 'area-c'], ['sidebar', 'sidebar']] as const) {
      answer = profile({ expertisePosition: position });
      const el = mount('<mck-profile profile-id="p-1"></mck-profile>');
      await loaded(el);
      expect($(el, `[part=${container}] [part=expertise]`)?.dataset.position).toBe(position);
      expect(el.shadowRoot!.querySelectorAll('[part=expertise]')).toHaveLength(1);
    }
  });

  it('lists 8 published works, and each "Load more" adds 8 until the end', async () => {
    const el = mount('<mck-profile profile-id="p-1"></mck-profile>');
    await workItems(el, PUBLISHED_WORK_PAGE_SIZE);
    $(el, '[part=load-more]')!.click();
    await workItems(el, 16);
    $(el, '[part=load-more]')!.click();
    await workItems(el, 20);
    expect($(el, '[part=load-more]')).toBeNull();
    expect(workCalls()).toEqual(['?offset=0&limit=8', '?offset=8&limit=8', '?offset=16&limit=8']);
  });

  it('lists the external text 8 at a time and names the malformed line on the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer = profile({ autoFetchPublishedWork: false, externalPublishedWork: externalText(10) });
    const el = mount('<mck-profile profile-id="p-1"></mck-profile>');
    await workItems(el, 8);
    expect(warn).toHaveBeenCalledWith('[mck-profile] externalPublishedWork line 3 has 1 field(s), not 4 (title|URL|source|date): skipped');
    $(el, '[part=load-more]')!.click();
    await workItems(el, 10);
    expect(workCalls()).toEqual([]);
    expect($(el, '[part=work-link]')?.textContent).toBe('External 1');
  });

  it('emits contact:open with the partner when mck-contact-modal is on the page', async () => {
    const opened = vi.fn();
    window.addEventListener('mck:contact:open', (event) => opened((event as CustomEvent).detail), { once: true });
    const el = mount('<mck-profile profile-id="p-1"></mck-profile><mck-contact-modal></mck-contact-modal>');
    await loaded(el);
    $(el, '[part=get-in-touch]')!.click();
    expect(opened).toHaveBeenCalledExactlyOnceWith({ to: 'anna-bauer@example.com', partnerName: 'Anna Bauer', trigger: 'Profile' });
  });

  it('goes to contact-url without mck-contact-modal, and shows no button with neither', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: window.location.href, origin: window.location.origin, assign });
    const withUrl = mount('<mck-profile profile-id="p-1" contact-url="/contact-us"></mck-profile>');
    await loaded(withUrl);
    $(withUrl, '[part=get-in-touch]')!.click();
    expect(assign).toHaveBeenCalledWith(new URL('/contact-us', window.location.href).href);
    const without = mount('<mck-profile profile-id="p-1"></mck-profile>');
    await loaded(without);
    expect($(without, '[part=get-in-touch]')).toBeNull();
  });

  it('shows no "Get in touch" when the profile does not enable the contact form', async () => {
    answer = profile({ enableContactForm: false });
    const el = mount('<mck-profile profile-id="p-1" contact-url="/contact-us"></mck-profile>');
    await loaded(el);
    expect($(el, '[part=get-in-touch]')).toBeNull();
  });

  it('keeps what the CMS printed when the profile cannot be loaded', async () => {
    answer = null;
    const el = mount('<mck-profile profile-id="p-1"><h1>Anna Bauer</h1></mck-profile>');
    await vi.waitFor(() => expect($(el, '[part=fallback]')?.getAttribute('aria-busy')).toBe('false'));
    expect($(el, '[part=fallback] slot')).not.toBeNull();
    expect($(el, '[part=base], [role=alert]')).toBeNull();
  });

  it('shows only a placeholder in editor mode, without calling the service', async () => {
    configureForTest({ editorMode: true }, (name) => `https://${name}.test`);
    const el = mount('<mck-profile profile-id="p-1"></mck-profile>');
    await vi.waitFor(() => expect($(el, '[part=placeholder]')?.textContent).toBe('Profile module: shown on the published page'));
    expect(services.calls).toEqual([]);
  });
});

describe('external published work', () => {
  it('reads title|URL|source|date lines, skipping blank ones, and lists each malformed line with why', () => {
    const { items, malformed } = parseExternalWork([
      'Pricing power | /insights/pricing | Quarterly | 2024-03-01',
      '',
      'No fields',
      'Missing source|/insights/x||2024-01-01',
      'Bad date|/insights/y|Podcast|someday',
      'Too|many|fields|2024-01-01|extra',
      'Written date|https://example.com/a|FT|March 5, 2023',
    ].join('\n'));
    expect(items.map((item) => [item.Title, item.URL, item.source, item.DisplayDate])).toEqual([
      ['Pricing power', '/insights/pricing', 'Quarterly', '2024-03-01'],
      ['Written date', 'https://example.com/a', 'FT', '2023-03-05'],
    ]);
    expect(malformed).toEqual([
      { line: 3, reason: 'has 1 field(s), not 4 (title|URL|source|date)' },
      { line: 4, reason: 'has no source' },
      { line: 5, reason: 'has a date that is not one ("someday")' },
      { line: 6, reason: 'has 5 field(s), not 4 (title|URL|source|date)' },
    ]);
  });
});
