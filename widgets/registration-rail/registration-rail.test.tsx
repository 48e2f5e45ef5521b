import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { STORAGE_KEYS } from '../../core/page/storage.js';
import { premium, session, sessionPending, user } from '../../core/session/session.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { testReader } from '../../tests/support/users.js';
import { DEFAULT_PROFILE_URL } from './registration-rail.api.js';
import {
  codesOf, DEFAULT_FORM_TYPE, FORM_TYPES, isSubscribed, PROFILE_FIRST, profileCompleteOf, railView,
  type FormType, type RailReader, type RailSituation, type RailView,
} from './registration-rail.rules.js';
import './registration-rail.define.js';

const visitor: RailReader = { pending: false, signedIn: false, premium: false, subscriptions: [], profileComplete: false };
const member: RailReader = { ...visitor, signedIn: true, profileComplete: true };
const rail = (formType: FormType, more: Partial<RailSituation> = {}): RailSituation =>
  ({ formType, codes: ['GUIDE_AI_BASICS'], switchedToSignIn: false, justSubscribed: false, ...more });

describe('what the rail shows (A§4, A§6)', () => {
  it.each<[string, RailReader, RailSituation, RailView]>([
    ['anyone while the session check runs', { ...visitor, pending: true }, rail('email-courses'), 'nothing'],
    ['a visitor: the registration form', visitor, rail('insights-store'), 'register'],
    ['a visitor who switched: the sign-in form', visitor, rail('ub-page', { switchedToSignIn: true }), 'signin'],
    ['a premium visitor, not Email Courses: nothing', { ...visitor, premium: true }, rail('mq-digital'), 'nothing'],
    ['a premium reader on Email Courses: the confirmation', { ...member, premium: true }, rail('email-courses'), 'confirmation'],
    ['a subscribed reader: nothing', { ...member, subscriptions: ['GUIDE_AI_BASICS'] }, rail('insights-store'), 'nothing'],
    ['a subscribed reader on Email Courses: the confirmation', { ...member, subscriptions: ['GUIDE_AI_BASICS'] }, rail('email-courses'), 'confirmation'],
    ['a reader on only some of the codes: the offer', { ...member, subscriptions: ['A'] }, rail('insights-store', { codes: ['A', 'B'] }), 'subscribe'],
    ['a reader not subscribed: the one-click offer', member, rail('email-courses'), 'subscribe'],
    ['a reader without job title or organization, MQ digital: the profile variant', { ...member, profileComplete: false }, rail('mq-digital'), 'profile'],
    ['the same on a UB page', { ...member, profileComplete: false }, rail('ub-page'), 'profile'],
    ['the same on Email Courses: the offer (the course needs no profile)', { ...member, profileComplete: false }, rail('email-courses'), 'subscribe'],
    ['a subscribed reader with an incomplete profile: nothing', { ...member, profileComplete: false, subscriptions: ['GUIDE_AI_BASICS'] }, rail('ub-page'), 'nothing'],
    ['a reader on a rail without codes: nothing to offer', member, rail('insights-store', { codes: [] }), 'nothing'],
    ['a reader who just subscribed here: the confirmation, whatever the type', { ...member, subscriptions: ['GUIDE_AI_BASICS'] }, rail('insights-store', { justSubscribed: true }), 'confirmation'],
  ])('%s', (_row, reader, situation, view) => {
    expect(railView(reader, situation)).toBe(view);
  });

  it('knows the four form types of A§2, the Insights store page by default, and which ask for the profile first', () => {
    expect(FORM_TYPES).toEqual(['email-courses', 'mq-digital', 'ub-page', 'insights-store']);
    expect(DEFAULT_FORM_TYPE).toBe('insights-store');
    expect(PROFILE_FIRST).toEqual(['mq-digital', 'ub-page']);
  });

  it('reads the codes from a comma- or space-separated list, and counts subscribed only with every one', () => {
    expect(codesOf(' A, B  C,,A ')).toEqual(['A', 'B', 'C']);
    expect(codesOf('')).toEqual([]);
    expect(isSubscribed(['A', 'B'], ['A', 'B'])).toBe(true);
    expect(isSubscribed(['A'], ['A', 'B'])).toBe(false);
    expect(isSubscribed(['A'], [])).toBe(false);
  });

  it('counts a profile complete with job title and organization, or after a profile save', () => {
    expect(profileCompleteOf({ titleName: 'Director', company: 'Northwind' }, false)).toBe(true);
    expect(profileCompleteOf({ titleName: 'Director', company: ' ' }, false)).toBe(false);
    expect(profileCompleteOf({ titleName: null, company: null }, true)).toBe(true);
    expect(profileCompleteOf(null, false)).toBe(false);
  });
});

const SAVE = 'PATCH /v2/users/:id';
let services: FakeServices;
/** The saves: the nested sign-up form's lookups, when its element is defined, are not this widget's. */
const calls = () => services.calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
const shadowOf = (el: Element) => el.shadowRoot!;
const view = (el: Element) => shadowOf(el).querySelector('[part=base]')?.getAttribute('data-view') ?? null;

describe('<mck-registration-rail>', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    sessionPending.value = false;
    const notHere = reply(404, { message: 'not here' });
    services = fakeServices({
      [SAVE]: { data: testReader({ subscriptions: ['ALERT_TECHNOLOGY', 'GUIDE_AI_BASICS'] }) },
      'GET /v1/lookuplists/:name': notHere,
      'GET https://geo.test/': notHere,
    });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    session.value = false;
    user.value = null;
    premium.value = false;
    localStorage.clear();
    setConfig(null);
  });

  it('shows a visitor the invitation with the nested sign-up form, the type\'s default heading when the CMS left it empty', async () => {
    const el = mount('<mck-registration-rail form-type="email-courses" source="course" redirect-url="/thanks"></mck-registration-rail>');
    const signup = await inShadow(el, 'mck-signup');
    expect(shadowOf(el).querySelector('h2')?.textContent).toBe('Sign up for this email course');
    expect(signup.getAttribute('source')).toBe('course');
    expect(signup.getAttribute('redirect-url')).toBe('/thanks');
    expect(signup.hasAttribute('email')).toBe(false);
    // The rail's payload (E§3) asks for job title, organization and function: the sign-up's profile set.
    expect(signup.getAttribute('form-type')).toBe('profile');
    // A section of the rail: its heading one level below the rail's.
    expect(signup.getAttribute('heading-level')).toBe('3');
    expect(signup.hasAttribute('heading')).toBe(false);
  });

  it('brings a sign-up back to this page when the CMS gave no redirect; a sign-in stays', async () => {
    history.replaceState(null, '', '/insights/ai?x=1#top');
    const el = mount('<mck-registration-rail></mck-registration-rail>');
    const signup = await inShadow(el, 'mck-signup');
    expect(signup.getAttribute('redirect-url')).toBe(`${location.origin}/insights/ai?x=1`);
    signup.dispatchEvent(new CustomEvent('mck-signup-switch', { detail: { email: '' }, bubbles: true, composed: true, cancelable: true }));
    expect((await inShadow(el, 'mck-signin')).hasAttribute('redirect-url')).toBe(false);
    history.replaceState(null, '', '/');
  });

  it('names the nested form by its form-heading, a level below the rail\'s heading, never deeper than h6', async () => {
    const el = mount('<mck-registration-rail heading-level="6" form-heading="Your account for the course"></mck-registration-rail>');
    const signup = await inShadow(el, 'mck-signup');
    expect(signup.getAttribute('heading')).toBe('Your account for the course');
    expect(signup.getAttribute('heading-level')).toBe('6');
  });

  it('swaps to sign-in in place carrying the typed email, and back, keeping the route', async () => {
    history.replaceState(null, '', '/insights');
    const el = mount('<mck-registration-rail heading="Join us"></mck-registration-rail>');
    const signup = await inShadow(el, 'mck-signup');
    const switched = signup.dispatchEvent(new CustomEvent('mck-signup-switch', { detail: { email: 'a@example.org' }, bubbles: true, composed: true, cancelable: true }));
    expect(switched).toBe(false); // the rail took over the default route change
    const signin = await inShadow(el, 'mck-signin');
    expect(signin.getAttribute('email')).toBe('a@example.org');
    expect(shadowOf(el).querySelector('mck-signup')).toBeNull();
    expect(shadowOf(el).querySelector('h2')?.textContent).toBe('Join us');
    signin.dispatchEvent(new CustomEvent('mck-signin-switch', { detail: { email: 'b@example.org' }, bubbles: true, composed: true, cancelable: true }));
    expect((await inShadow(el, 'mck-signup')).getAttribute('email')).toBe('b@example.org');
    expect(location.hash).toBe('');
  });

  it('subscribes a reader who registered here to the rail\'s codes', async () => {
    const el = mount('<mck-registration-rail form-type="email-courses" subscription-codes="GUIDE_AI_BASICS"></mck-registration-rail>');
    const signup = await inShadow(el, 'mck-signup');
    const fresh = testReader({ subscriptions: ['ALERT_TECHNOLOGY'] });
    // The sign-up signs the reader in first (the rail turns to its signed-in view), then finishes its
    // own steps and says it is complete: the form is still there, hidden, to say so.
    session.value = true;
    user.value = fresh;
    await vi.waitFor(() => expect(view(el)).toBe('subscribe'));
    expect(signup.isConnected && signup.closest('[hidden]')).toBeTruthy();
    expect(calls()).toEqual([]);
    signup.dispatchEvent(new CustomEvent('mck-signup-complete', { detail: { user: fresh }, bubbles: true, composed: true }));
    await vi.waitFor(() => expect(view(el)).toBe('confirmation'));
    expect(calls()).toEqual([{ method: 'PATCH', path: '/v2/users/u-reader', body: { Subscriptions: ['ALERT_TECHNOLOGY', 'GUIDE_AI_BASICS'] } }]);
    expect(shadowOf(el).querySelector('h2')?.textContent).toBe('You are enrolled in this email course');
  });

  it('subscribes a signed-in reader in one click, tells the page and confirms', async () => {
    session.value = true;
    user.value = testReader({ subscriptions: ['ALERT_TECHNOLOGY'], titleName: 'Director', company: 'Northwind' });
    const added = vi.fn();
    window.addEventListener('mck:subscription-added', (e) => added((e as CustomEvent).detail), { once: true });
    const el = mount('<mck-registration-rail subscription-codes="GUIDE_AI_BASICS" subscribe-heading="Get the guide" confirmation-heading="Done" confirmation-description="Look in your inbox."></mck-registration-rail>');
    const button = await inShadow<HTMLButtonElement>(el, '[part=subscribe]');
    expect(shadowOf(el).querySelector('h2')?.textContent).toBe('Get the guide');
    button.click();
    await vi.waitFor(() => expect(view(el)).toBe('confirmation'));
    expect(shadowOf(el).querySelector('h2')?.textContent).toBe('Done');
    expect(shadowOf(el).querySelector('[part=description]')?.textContent).toBe('Look in your inbox.');
    expect(calls()).toEqual([{ method: 'PATCH', path: '/v2/users/u-reader', body: { Subscriptions: ['ALERT_TECHNOLOGY', 'GUIDE_AI_BASICS'] } }]);
    expect(added).toHaveBeenCalledExactlyOnceWith({ codes: ['GUIDE_AI_BASICS'] });
    expect(user.value?.subscriptions).toContain('GUIDE_AI_BASICS');
  });

  it('shows the generic error when subscribing fails, and keeps the offer', async () => {
    session.value = true;
    user.value = testReader({ titleName: 'Director', company: 'Northwind' });
    services.route({ [SAVE]: reply(500, { message: 'Down.' }) });
    const el = mount('<mck-registration-rail subscription-codes="GUIDE_AI_BASICS"></mck-registration-rail>');
    (await inShadow<HTMLButtonElement>(el, '[part=subscribe]')).click();
    expect((await inShadow(el, '[part=error-message]')).textContent).toBe('Something went wrong. Please try again.');
    expect(view(el)).toBe('subscribe');
  });

  it('links a reader without job title or organization to the profile on an MQ digital rail, until a profile save', async () => {
    session.value = true;
    user.value = testReader();
    const el = mount('<mck-registration-rail form-type="mq-digital" subscription-codes="GUIDE_AI_BASICS"></mck-registration-rail>');
    const link = await inShadow<HTMLAnchorElement>(el, '[part=profile-link]');
    expect(link.getAttribute('href')).toBe(DEFAULT_PROFILE_URL);
    expect(shadowOf(el).querySelector('h2')?.textContent).toBe('Complete your profile');
    localStorage.setItem(STORAGE_KEYS.profileComplete, 'true');
    document.body.replaceChildren();
    const again = mount('<mck-registration-rail form-type="mq-digital" subscription-codes="GUIDE_AI_BASICS"></mck-registration-rail>');
    await inShadow(again, '[part=subscribe]');
  });

  it('shows nothing to a subscribed or premium reader, the confirmation on Email Courses', async () => {
    session.value = true;
    user.value = testReader({ subscriptions: ['GUIDE_AI_BASICS'], titleName: 'Director', company: 'Northwind' });
    const plain = mount('<mck-registration-rail form-type="ub-page" subscription-codes="GUIDE_AI_BASICS"><p>Printed</p></mck-registration-rail>');
    await vi.waitFor(() => expect(plain.hasAttribute('data-mck-rendered')).toBe(true));
    expect(shadowOf(plain).querySelector('[part=base], slot')).toBeNull();
    document.body.replaceChildren();
    session.value = false;
    user.value = null;
    premium.value = true;
    const course = mount('<mck-registration-rail form-type="email-courses" subscription-codes="GUIDE_AI_BASICS" confirmation-description="Your first lesson arrives on Monday."></mck-registration-rail>');
    await vi.waitFor(() => expect(view(course)).toBe('confirmation'));
    expect(shadowOf(course).querySelector('[part=description]')?.textContent).toBe('Your first lesson arrives on Monday.');
  });

  it('shows nothing while the session check runs', async () => {
    sessionPending.value = true;
    const el = mount('<mck-registration-rail></mck-registration-rail>');
    await vi.waitFor(() => expect(el.hasAttribute('data-mck-rendered')).toBe(true));
    expect(view(el)).toBeNull();
    sessionPending.value = false;
    await inShadow(el, 'mck-signup');
  });
});
