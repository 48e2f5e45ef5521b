import { expect } from 'chai';
import { testCatalogueAnswer } from '../../core/kits/subscriptions/test-catalogue.js';
import { session, sessionPending, user } from '../../core/session/session.js';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import { testReader } from '../../tests/support/users.js';
import './edit-subscriptions.define.js';
import { editSubscriptionsParts } from './edit-subscriptions.api.js';

const realFetch = window.fetch;
let listStatus = 200;
let patchStatus = 200;

const banner = (el: Element) => waitFor(() => {
  const found = shadow(el).querySelector('[part~=banner]');
  if (!found) throw new Error('no banner yet');
  return found;
});

describe('mck-edit-subscriptions', () => {
  widgetTestHooks('mck-edit-subscriptions', editSubscriptionsParts, () => {
    window.fetch = realFetch;
    session.value = false;
    user.value = null;
    document.documentElement.removeAttribute('dir');
    void emulateMedia({ reducedMotion: 'no-preference' });
  });
  beforeEach(() => {
    listStatus = 200;
    patchStatus = 200;
    sessionPending.value = false;
    session.value = true;
    user.value = testReader({ subscriptions: ['ALERT_TECHNOLOGY'] });
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      if (url.pathname.endsWith('/subscriptions/list')) {
        return listStatus === 200 ? testCatalogueAnswer() : Response.json({ message: 'Down.' }, { status: listStatus });
      }
      if (patchStatus !== 200) return Response.json({ message: 'Down.' }, { status: patchStatus });
      const { Subscriptions } = JSON.parse(String(init?.body)) as { Subscriptions: string[] };
      return Response.json({ data: testReader({ subscriptions: Subscriptions }) });
    }) as typeof fetch;
  });

  it('works by keyboard with visible focus: Space ticks select-all, Enter on save saves', async () => {
    const el = fixture('<mck-edit-subscriptions></mck-edit-subscriptions>');
    await present(el, '[part=save]');
    const first = await tabInto<HTMLInputElement>(el);
    expect(first.closest('[part=select-all]')).to.not.equal(null);
    await sendKeys({ press: 'Space' });
    await waitFor(() => {
      if (![...shadow(el).querySelectorAll<HTMLInputElement>('[part=option] input')].slice(0, 2).every((i) => i.checked)) throw new Error('group not ticked');
    });
    shadow(el).querySelector<HTMLButtonElement>('[part=save]')!.focus();
    await sendKeys({ press: 'Enter' });
    expect((await banner(el)).textContent).to.equal('Your subscriptions have been saved.');
  });

  it('is axe clean in every state, right to left and with reduced motion: list, saved, save failed, load failed, anonymous', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    document.documentElement.dir = 'rtl';
    const el = fixture('<mck-edit-subscriptions></mck-edit-subscriptions>');
    const save = await present<HTMLButtonElement>(el, '[part=save]');
    await expectAxeClean(el);
    expect(getComputedStyle(shadow(el).querySelector('[part=base]')!).direction).to.equal('rtl');
    save.click();
    await banner(el);
    await expectAxeClean(el);

    patchStatus = 500;
    const failing = fixture('<mck-edit-subscriptions></mck-edit-subscriptions>');
    (await present<HTMLButtonElement>(failing, '[part=save]')).click();
    expect((await banner(failing)).getAttribute('part')).to.contain('error-banner');
    await expectAxeClean(failing);

    listStatus = 503;
    const unloaded = fixture('<mck-edit-subscriptions></mck-edit-subscriptions>');
    await banner(unloaded);
    await expectAxeClean(unloaded);

    session.value = false;
    user.value = null;
    const anonymous = fixture('<mck-edit-subscriptions></mck-edit-subscriptions>');
    await present(anonymous, '[part=sign-in]');
    await expectAxeClean(anonymous);
  });

  it('shows its error state for a malformed heading-level, naming tag and attribute', async () => {
    await expectAttributeError('<mck-edit-subscriptions heading-level="0"></mck-edit-subscriptions>', 'mck-edit-subscriptions', 'heading-level');
  });
});
