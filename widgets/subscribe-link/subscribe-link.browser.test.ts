import { expect } from 'chai';
import { testCatalogueAnswer } from '../../core/kits/subscriptions/test-catalogue.js';
import {
  expectAttributeError, expectAxeClean, fixture, shadow, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import './subscribe-link.define.js';
import { subscribeLinkParts } from './subscribe-link.api.js';

const realFetch = window.fetch;

/** The subscribe call's answer per encrypted id: each id one outcome. */
const ANSWERS: Record<string, () => Response> = {
  new: () => Response.json({ data: { existingSubscriptions: [], newSubscriptions: ['ALERT_TECHNOLOGY'] } }),
  old: () => Response.json({ data: { existingSubscriptions: ['ALERT_TECHNOLOGY'], newSubscriptions: [] } }),
  nobody: () => Response.json({ data: { existingSubscriptions: [], newSubscriptions: [] } }),
  broken: () => Response.json({ message: 'Internal server error.' }, { status: 500 }),
  refused: () => Response.json({ message: 'Invalid request: encUserId is malformed.' }, { status: 400 }),
};

const settled = (el: Element) => waitFor(() => {
  const state = shadow(el).querySelector<HTMLElement>('[part=base]')?.dataset.state;
  if (!state || state === 'loading') throw new Error('still loading');
  return state;
});

describe('mck-subscribe-link', () => {
  widgetTestHooks('mck-subscribe-link', subscribeLinkParts, () => {
    window.fetch = realFetch;
    document.documentElement.removeAttribute('dir');
    void emulateMedia({ reducedMotion: 'no-preference' });
  });
  beforeEach(() => {
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      if (url.pathname.endsWith('/subscriptions/list')) return testCatalogueAnswer();
      const body = JSON.parse(String(init?.body ?? (input instanceof Request ? await input.text() : '{}'))) as { encUserId: string };
      return ANSWERS[body.encUserId]!();
    }) as typeof fetch;
  });

  it('is axe clean in every outcome, with nothing to operate by keyboard (no focus trap), right to left and with reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    document.documentElement.dir = 'rtl';
    const cases: [string, string][] = [
      ['subcode="ALERT_TECHNOLOGY" eid="new"', 'success'],
      ['subcode="ALERT_TECHNOLOGY" eid="old"', 'already'],
      ['subcode="ALERT_TECHNOLOGY" eid="nobody"', 'user-not-found'],
      ['subcode="ALERT_NOPE" eid="new"', 'sub-not-found'],
      ['eid="new"', 'empty-code'],
      ['subcode="ALERT_TECHNOLOGY" eid="broken"', 'api-error'],
      ['subcode="ALERT_TECHNOLOGY" eid="refused"', 'server-message'],
    ];
    for (const [attributes, state] of cases) {
      const el = fixture(`<mck-subscribe-link ${attributes}></mck-subscribe-link>`);
      expect(await settled(el)).to.equal(state);
      await expectAxeClean(el);
      expect(shadow(el).querySelectorAll('a, button, input, [tabindex]')).to.have.length(0);
      expect(getComputedStyle(shadow(el).querySelector('[part=base]')!).direction).to.equal('rtl');
    }
  });

  it('shows its error state for a malformed heading-level, naming tag and attribute', async () => {
    await expectAttributeError('<mck-subscribe-link heading-level="9"></mck-subscribe-link>', 'mck-subscribe-link', 'heading-level');
  });
});
