import { expect } from 'chai';
import {
  captureConsoleErrors, expectAttributeError, expectAxeClean, fixture, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys } from '../../tests/support/keys.js';
import { setViewport } from '../../tests/support/wtr-command.js';
import { externalText, profile, workAnswer } from './profile.fixtures.js';
import './profile.define.js';
import { profileParts } from './profile.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const realFetch = window.fetch;
/** The fake service's profile p-1 (null: 404). */
let answer: ReturnType<typeof profile> | null;

const loaded = (el: Element) => waitFor(() => {
  const base = shadow(el).querySelector<HTMLElement>('[part=base]');
  if (!base) throw new Error('not loaded');
  return base;
});
const workItems = (el: Element, count: number) => waitFor(() => {
  const found = shadow(el).querySelectorAll('[part=work-item]').length;
  if (found !== count) throw new Error(`${found} items, waiting for ${count}`);
});
const PROFILE = '<mck-profile profile-id="p-1"><h1>Anna Bauer</h1><p>Senior Partner, Berlin</p></mck-profile>';

describe('mck-profile', () => {
  widgetTestHooks('mck-profile', profileParts, () => {
    window.fetch = realFetch;
    document.querySelectorAll('mck-contact-modal').forEach((modal) => modal.remove());
  });
  beforeEach(() => {
    answer = profile();
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), location.href);
      if (!url.pathname.includes('/test-services/article/api/profiles/')) return realFetch(input, init);
      if (url.pathname.endsWith('/published-work')) {
        return workAnswer(Number(url.searchParams.get('offset')), Number(url.searchParams.get('limit')), 12);
      }
      return answer ? Response.json({ data: answer }) : Response.json({ message: 'No such profile.' }, { status: 404 });
    }) as typeof fetch;
  });
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('gets in touch by keyboard, with a visible focus ring, and loads more published work', async () => {
    document.body.append(document.createElement('mck-contact-modal'));
    const details: unknown[] = [];
    const listen = (event: Event) => details.push((event as CustomEvent).detail);
    window.addEventListener('mck:contact:open', listen);
    try {
      const el = fixture(PROFILE);
      await loaded(el);
      await workItems(el, 8);
      const button = shadow(el).querySelector<HTMLButtonElement>('[part=get-in-touch]')!;
      button.focus();
      expect(getComputedStyle(button).outlineStyle).to.equal('solid');
      await sendKeys({ press: 'Enter' });
      expect(details).to.deep.equal([{ to: 'anna-bauer@example.com', partnerName: 'Anna Bauer', trigger: 'Profile' }]);
      await sendKeys({ press: 'Tab' });
      expect(shadow(el).activeElement?.getAttribute('part')).to.equal('work-link');
      shadow(el).querySelector<HTMLButtonElement>('[part=load-more]')!.focus();
      await sendKeys({ press: 'Enter' });
      await workItems(el, 12);
    } finally {
      window.removeEventListener('mck:contact:open', listen);
    }
  });

  it('sanitises the about and background HTML', async () => {
    answer = profile({ about: '<p onclick="alert(1)">Safe<script>alert(1)</script></p>', background: '<img src="/favicon.ico" alt="" onerror="alert(1)"><p>Joined</p>' });
    const el = fixture(PROFILE);
    await loaded(el);
    expect(shadow(el).querySelector('[part=about] .rich')?.innerHTML).to.equal('<p>Safe</p>');
    expect(shadow(el).querySelector('[part=background] [onerror], script, [onclick]')).to.equal(null);
  });

  it('shows each hero mode axe clean, the expertise wherever it is placed', async () => {
    for (const [mode, position] of [['independent', 'area-a'], ['independent-v2', 'area-c'], ['full-bleed', 'sidebar'], ['circular-crop', 'area-a']] as const) {
      answer = profile({ expertisePosition: position, standardImage: mode === 'full-bleed' ? '/favicon.ico' : '' });
      const el = fixture(`<mck-profile profile-id="p-1" hero-mode="${mode}"></mck-profile>`);
      await loaded(el);
      await workItems(el, 8);
      expect(shadow(el).querySelector<HTMLElement>('[part=hero]')?.dataset.mode).to.equal(mode);
      await expectAxeClean(el);
    }
  });

  it('lists the external text and names the malformed line on the console', async () => {
    answer = profile({ autoFetchPublishedWork: false, externalPublishedWork: externalText(3) });
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const el = fixture(PROFILE);
      await workItems(el, 3);
      expect(warnings).to.include('[mck-profile] externalPublishedWork line 3 has 1 field(s), not 4 (title|URL|source|date): skipped');
    } finally {
      console.warn = warn;
    }
  });

  it('sets a long name on a 390 px phone whole: words unbroken, inside the hero, at a step of the type scale', async () => {
    await setViewport(390, 800);
    try {
      answer = profile({ title: 'عمر الفاروقي', engTitle: 'Omar Al-Farouqi', standardImage: '/favicon.ico' });
      // In a page's column with its gutters, as the gallery frames it (about 300 px of the 390).
      const el = fixture('<mck-profile profile-id="p-1" hero-mode="circular-crop" style="margin-inline: 2.5rem"></mck-profile>');
      await loaded(el);
      const hero = shadow(el).querySelector('[part=hero]')!.getBoundingClientRect();
      for (const part of ['name', 'eng-name']) {
        const line = shadow(el).querySelector(`[part=${part}]`)!;
        const text = line.firstChild!;
        // Each word a reader sees stays on one line (a word broken across lines has two boxes).
        for (const word of text.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          expect(range.getClientRects().length, `"${word[0]}" in ${part}`).to.equal(1);
        }
        const box = line.getBoundingClientRect();
        expect(box.left).to.be.at.least(hero.left);
        expect(box.right).to.be.at.most(hero.right);
      }
      expect(getComputedStyle(shadow(el).querySelector('[part=name]')!).fontSize).to.equal('32px');
    } finally {
      await setViewport(800, 600);
    }
  });

  it('puts the photo on the right in Arabic', async () => {
    document.documentElement.dir = 'rtl';
    try {
      answer = profile({ standardImage: '/favicon.ico' });
      const el = fixture('<mck-profile profile-id="p-1" style="width: 50rem"></mck-profile>');
      await loaded(el);
      const photo = shadow(el).querySelector('[part=photo]')!.getBoundingClientRect();
      const name = shadow(el).querySelector('[part=name]')!.getBoundingClientRect();
      expect(photo.left).to.be.greaterThan(name.left);
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('gets in touch without a transition under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = fixture('<mck-profile profile-id="p-1" contact-url="/contact-us"></mck-profile>');
    await loaded(el);
    expect(getComputedStyle(shadow(el).querySelector('[part=get-in-touch]')!).transitionDuration).to.equal('0s');
  });

  it('keeps what the CMS printed when the profile is not found, axe clean and quiet', async () => {
    answer = null;
    const errors = await captureConsoleErrors(async () => {
      const el = fixture(PROFILE);
      await waitFor(() => {
        if (shadow(el).querySelector('[part=fallback]')?.getAttribute('aria-busy') !== 'false') throw new Error('loading');
      });
      expect(el.querySelector('h1')?.checkVisibility()).to.equal(true);
      await expectAxeClean(el);
    });
    expect(errors.filter((line) => line.includes('[mck-profile]'))).to.deep.equal([]);
  });

  it('shows a placeholder in editor mode, axe clean', async () => {
    testConfig({ editorMode: true });
    const el = fixture(PROFILE);
    await waitFor(() => {
      if (!shadow(el).querySelector('[part=placeholder]')) throw new Error('no placeholder');
    });
    await expectAxeClean(el);
  });

  it('shows its error state for a malformed attribute, naming tag and attribute', async () => {
    await expectAttributeError('<mck-profile profile-id="p-1" hero-mode="banner"></mck-profile>', 'mck-profile', 'hero-mode');
    await expectAttributeError('<mck-profile profile-id="p-1" contact-url="javascript:alert(1)"></mck-profile>', 'mck-profile', 'contact-url');
    await expectAttributeError('<mck-profile></mck-profile>', 'mck-profile', 'profile-id');
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('profile');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('profile', css())).to.deep.equal([]);
    });
  });
});
