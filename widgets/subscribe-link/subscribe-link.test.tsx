import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { testCatalogueAnswer } from '../../core/kits/subscriptions/test-catalogue.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, networkError, reply, type Answer, type FakeServices } from '../../tests/support/fake-services.js';
import { mount } from '../../tests/support/unit.js';
import './subscribe-link.define.js';

const LIST = 'GET /v1/sitecore/api/subscriptions/list';
const SUBSCRIBE = 'POST https://user.test/v2/subscribe';
let services: FakeServices;
const posted = () => services.callsTo(SUBSCRIBE).map((call) => call.body);
const answerSubscribe = (answer: Answer) => services.route({ [SUBSCRIBE]: answer });

const subscribed = (existingSubscriptions: string[], newSubscriptions: string[]) =>
  ({ data: { existingSubscriptions, newSubscriptions } });

/** The message and state the reader ends up with. */
const settled = (el: Element) => vi.waitFor(() => {
  const base = el.shadowRoot?.querySelector<HTMLElement>('[part=base]');
  if (!base || base.dataset.state === 'loading') throw new Error('still loading');
  return { state: base.dataset.state, text: base.querySelector('[part=message]')!.textContent };
});

const LINK = 'subcode="ALERT_TECHNOLOGY" eid="enc-id" cid="mail-7"';

describe('<mck-subscribe-link>', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    services = fakeServices({ [LIST]: testCatalogueAnswer, [SUBSCRIBE]: subscribed([], ['ALERT_TECHNOLOGY']) });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    history.replaceState(null, '', '/');
    setConfig(null);
  });

  it('subscribes the link\'s user with its codes and campaign, says so by title and publishes subscription-added', async () => {
    const added = vi.fn();
    window.addEventListener('mck:subscription-added', (e) => added((e as CustomEvent).detail), { once: true });
    const el = mount(`<mck-subscribe-link ${LINK}></mck-subscribe-link>`);
    expect(await settled(el)).toEqual({ state: 'success', text: 'Thank you. You are now subscribed to Technology.' });
    expect(posted()).toEqual([{ encUserId: 'enc-id', subscriptions: ['ALERT_TECHNOLOGY'], metadata: { cid: 'mail-7' } }]);
    expect(added).toHaveBeenCalledExactlyOnceWith({ codes: ['ALERT_TECHNOLOGY'] });
  });

  it('reads subcode, eid and cid from the page URL when no attribute names them', async () => {
    history.replaceState(null, '', '/subscribe?subcode=NEWSLETTER_THE_QUARTERLY,ALERT_TECHNOLOGY&eid=from-url');
    answerSubscribe(subscribed(['ALERT_TECHNOLOGY'], ['NEWSLETTER_THE_QUARTERLY']));
    const el = mount('<mck-subscribe-link></mck-subscribe-link>');
    expect(await settled(el)).toEqual({ state: 'success', text: 'Thank you. You are now subscribed to The Quarterly, Technology.' });
    expect(posted()).toEqual([{ encUserId: 'from-url', subscriptions: ['NEWSLETTER_THE_QUARTERLY', 'ALERT_TECHNOLOGY'] }]);
  });

  it('says already subscribed when every code was there before', async () => {
    answerSubscribe(subscribed(['ALERT_TECHNOLOGY'], []));
    expect(await settled(mount(`<mck-subscribe-link ${LINK}></mck-subscribe-link>`)))
      .toEqual({ state: 'already', text: 'You are already subscribed to Technology.' });
  });

  it('is user-not-found when the service knows neither existing nor new subscriptions (A§8)', async () => {
    answerSubscribe(subscribed([], []));
    expect((await settled(mount(`<mck-subscribe-link ${LINK}></mck-subscribe-link>`))).state).toBe('user-not-found');
  });

  it('is sub-not-found when the code is not in the list, or the list lookup fails, without subscribing (A§8)', async () => {
    expect((await settled(mount('<mck-subscribe-link subcode="ALERT_NOPE" eid="x"></mck-subscribe-link>'))).state).toBe('sub-not-found');
    services.route({ [LIST]: reply(503, { message: 'Down.' }) });
    const el = mount(`<mck-subscribe-link ${LINK}></mck-subscribe-link>`);
    expect(await settled(el)).toEqual({ state: 'sub-not-found', text: 'We could not find this subscription.' });
    expect(posted()).toEqual([]);
  });

  it('is empty-code when the link lacks subcode or eid, calling nothing (A§5)', async () => {
    history.replaceState(null, '', '/subscribe?subcode=ALERT_TECHNOLOGY');
    const el = mount('<mck-subscribe-link></mck-subscribe-link>');
    expect(await settled(el)).toEqual({ state: 'empty-code', text: 'This subscription link is incomplete. Please use the full link from your email.' });
    expect(services.calls).toEqual([]);
  });

  it('is api-error when the subscribe call fails without a reason: the service broke or could not be reached', async () => {
    answerSubscribe(reply(500, { message: 'Internal server error.' }));
    expect(await settled(mount(`<mck-subscribe-link ${LINK}></mck-subscribe-link>`)))
      .toEqual({ state: 'api-error', text: 'We could not complete your subscription. Please try again later.' });
    document.body.replaceChildren();
    answerSubscribe(networkError());
    expect((await settled(mount(`<mck-subscribe-link ${LINK}></mck-subscribe-link>`))).state).toBe('api-error');
  });

  it('otherwise shows the service\'s own message, as text', async () => {
    answerSubscribe(reply(400, { message: 'Invalid request: <b>encUserId</b> is malformed.' }));
    expect(await settled(mount(`<mck-subscribe-link ${LINK}></mck-subscribe-link>`)))
      .toEqual({ state: 'server-message', text: 'Invalid request: <b>encUserId</b> is malformed.' });
  });
});
