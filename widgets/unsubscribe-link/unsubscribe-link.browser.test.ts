import { expect } from 'chai';
import { testCatalogueAnswer } from '../../core/kits/subscriptions/test-catalogue.js';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './unsubscribe-link.define.js';
import { unsubscribeLinkParts } from './unsubscribe-link.api.js';

const realFetch = window.fetch;
let unsubscribeStatus = 200;

const stateOf = (el: Element) => shadow(el).querySelector<HTMLElement>('[part=base]')?.dataset.state;
const reaches = (el: Element, state: string) => waitFor(() => {
  if (stateOf(el) !== state) throw new Error(`state ${stateOf(el)}, not ${state}`);
});
const LINK = '<mck-unsubscribe-link subcode="ALERT_TECHNOLOGY" eid="enc-id"></mck-unsubscribe-link>';

describe('mck-unsubscribe-link', () => {
  widgetTestHooks('mck-unsubscribe-link', unsubscribeLinkParts, () => {
    window.fetch = realFetch;
    document.documentElement.removeAttribute('dir');
    void emulateMedia({ reducedMotion: 'no-preference' });
  });
  beforeEach(() => {
    unsubscribeStatus = 200;
    window.fetch = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      if (url.pathname.endsWith('/subscriptions/list')) return testCatalogueAnswer();
      return unsubscribeStatus === 200
        ? Response.json({ data: { unsubscribed: ['ALERT_TECHNOLOGY'] } })
        : Response.json({ message: 'No such subscriber.' }, { status: unsubscribeStatus });
    }) as typeof fetch;
  });

  it('confirms by keyboard with visible focus; focus moves to the answer', async () => {
    const el = fixture(LINK);
    await present(el, '[part=confirm]');
    await waitFor(() => {
      if (!shadow(el).querySelector('[part=message]')!.textContent!.includes('Technology')) throw new Error('no title yet');
    });
    const button = await tabInto(el);
    expect(button.getAttribute('part')).to.equal('confirm');
    await sendKeys({ press: 'Enter' });
    await reaches(el, 'success');
    expect(shadow(el).activeElement?.getAttribute('part')).to.equal('message');
  });

  it('is axe clean in every state: confirm, success, error, incomplete; also right to left and with reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    document.documentElement.dir = 'rtl';
    const confirm = fixture(LINK);
    await reaches(confirm, 'confirm');
    await expectAxeClean(confirm);
    expect(getComputedStyle(shadow(confirm).querySelector('[part=base]')!).direction).to.equal('rtl');
    shadow(confirm).querySelector<HTMLButtonElement>('[part=confirm]')!.click();
    await reaches(confirm, 'success');
    await expectAxeClean(confirm);

    unsubscribeStatus = 404;
    const failing = fixture(LINK);
    (await present<HTMLButtonElement>(failing, '[part=confirm]')).click();
    await reaches(failing, 'error');
    await expectAxeClean(failing);

    const incomplete = fixture('<mck-unsubscribe-link eid="x"></mck-unsubscribe-link>');
    await reaches(incomplete, 'incomplete');
    await expectAxeClean(incomplete);
  });

  it('shows its error state for a malformed heading-level, naming tag and attribute', async () => {
    await expectAttributeError('<mck-unsubscribe-link heading-level="9"></mck-unsubscribe-link>', 'mck-unsubscribe-link', 'heading-level');
  });
});
