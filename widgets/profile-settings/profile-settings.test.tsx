import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../core/contracts/user.js';
import { FIRST_NAME_MAX } from '../../core/kits/form/index.js';
import { setConfig } from '../../core/page/config.js';
import { STORAGE_KEYS } from '../../core/page/storage.js';
import { expired, session, sessionPending, user } from '../../core/session/session.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeCall, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { PROFILE_COMPLETE_KEY } from './profile-settings.form.js';
import './profile-settings.define.js';

const READER: User = {
  id: 'u-1', firstName: 'Rosa', lastName: 'Reyes', company: 'Northwind', titleName: 'Director', email: 'reader@example.com',
  isPremiumUser: false, subscriptions: [], articles: [], practiceUser: false, userRatings: {}, hasPassword: true, isAlumni: false,
};
const PROFILE = {
  firstName: 'Rosa', lastName: 'Reyes', email: 'reader@example.com', title: 'Director', company: 'Northwind',
  businessFunction: 'STRA', country: 'US',
};

let services: FakeServices;
const sent = () => services.calls.map(({ method, url, body }) => ({ method, url: url.href, body: body ?? null }));

const json = (body: unknown, status = 200) => reply(status, body);
/** The profile save answers the reader with the names sent. */
const savedProfile = ({ body }: FakeCall) => {
  const { firstName, lastName } = body as { firstName: string; lastName: string };
  return json({ data: { ...READER, firstName, lastName } });
};
const signInAs = (who: User) => {
  sessionPending.value = false;
  expired.value = false;
  user.value = who;
  session.value = true;
};
const shadow = (el: Element) => el.shadowRoot!;
const field = (el: Element, name: string) => inShadow<HTMLInputElement & HTMLSelectElement>(el, `[name=${name}]`);
async function type(el: Element, name: string, value: string) {
  const input = await field(el, name);
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}
const save = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('[part~=submit]')!.click();

describe('<mck-profile-settings>', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    localStorage.clear();
    services = fakeServices({
      'GET https://user.test/v2/users/u-1/profile': json({ data: PROFILE }),
      'GET https://lookups.test/v1/lookuplists/function': json({ data: [{ Description: 'Strategy', code: 'STRA' }, { Description: 'Marketing', code: 'MKTG' }] }),
      'GET https://lookups.test/v1/lookuplists/country': json({ data: [{ Description: 'United States', code: 'US' }, { Description: 'Germany', code: 'DE' }] }),
      'PATCH https://user.test/v2/users/u-1': savedProfile,
    });
  });
  afterEach(() => {
    document.body.replaceChildren();
    session.value = false;
    user.value = null;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setConfig(null);
  });

  it('sends an anonymous visitor to the sign-in prompt carrying the page path', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    history.replaceState(null, '', '/pages/profile?tab=1');
    sessionPending.value = false;
    session.value = false;
    mount('<mck-profile-settings></mck-profile-settings>');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/#/signin_prompt/${encodeURIComponent('/pages/profile?tab=1')}`));
  });

  it('renders nothing in editor mode', async () => {
    configureForTest({ editorMode: true }, (name) => `https://${name}.test`);
    signInAs(READER);
    const el = mount('<mck-profile-settings><p>fallback</p></mck-profile-settings>');
    await vi.waitFor(() => expect(shadow(el).querySelector('slot')).toBeNull());
    expect(shadow(el).querySelector('form')).toBeNull();
    expect(sent()).toEqual([]);
  });

  it('shows alumni the notice instead of the form', async () => {
    signInAs({ ...READER, isAlumni: true });
    const el = mount('<mck-profile-settings></mck-profile-settings>');
    expect((await inShadow(el, '[part~=alumni-notice]')).textContent).toContain('alumni network');
    expect(shadow(el).querySelector('form')).toBeNull();
  });

  it('fills the form from the current profile, with the lookup lists as options', async () => {
    signInAs(READER);
    const el = mount('<mck-profile-settings></mck-profile-settings>');
    expect((await field(el, 'firstname')).value).toBe('Rosa');
    expect((await field(el, 'jobTitle')).value).toBe('Director');
    expect((await field(el, 'businessFunction')).value).toBe('STRA');
    expect((await field(el, 'country')).value).toBe('US');
    expect([...(await field(el, 'country')).options].map((o) => o.textContent)).toEqual(['Choose…', 'United States', 'Germany']);
    expect((await field(el, 'email')).disabled).toBe(false);
    expect(shadow(el).querySelector('[name=password]')).not.toBeNull();
  });

  it('locks the email of a user with a social provider other than the default, or without a password', async () => {
    signInAs({ ...READER, socialLoginIdps: 'LinkedIn' });
    const linked = mount('<mck-profile-settings></mck-profile-settings>');
    expect((await field(linked, 'email')).disabled).toBe(true);
    document.body.replaceChildren();
    signInAs({ ...READER, hasPassword: false });
    const noPassword = mount('<mck-profile-settings></mck-profile-settings>');
    expect((await field(noPassword, 'email')).disabled).toBe(true);
  });

  it('keeps the form when the lookups fail: the dropdowns are empty but keep the saved code', async () => {
    services.route({ 'GET https://lookups.test/v1/lookuplists/country': json({ message: 'Down' }, 500) });
    signInAs(READER);
    const el = mount('<mck-profile-settings></mck-profile-settings>');
    const country = await field(el, 'country');
    expect(country.value).toBe('US');
    expect([...country.options].map((o) => o.value)).toEqual(['', 'US']);
  });

  it('saves: a spinner replaces the button, then the banner; the name is stored, profile-complete marked, password cleared', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => { release = resolve; });
    services.route({ 'PATCH https://user.test/v2/users/u-1': async (call) => { await answered; return savedProfile(call); } });
    signInAs(READER);
    const el = mount('<mck-profile-settings campaign-id="cmp-7"></mck-profile-settings>');
    await type(el, 'firstname', 'Rosalind');
    await type(el, 'country', 'DE');
    await type(el, 'password', 'Newer-pass-2');
    save(el);
    const spinner = await inShadow(el, '[part~=spinner]');
    expect(spinner.getAttribute('role')).toBe('status');
    expect(shadow(el).querySelector('[part~=submit]')).toBeNull();
    release();
    const banner = await inShadow(el, '[part~=success-message]');
    expect(banner.textContent).toBe('Your profile has been updated.');
    expect(sent().find((s) => s.method === 'PATCH')!.body).toEqual({
      firstName: 'Rosalind', lastName: 'Reyes', email: 'reader@example.com', title: 'Director', company: 'Northwind',
      businessFunction: 'STRA', country: 'DE', password: 'Newer-pass-2', metadata: { cid: 'cmp-7' },
    });
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBe('Rosalind Reyes');
    expect(localStorage.getItem(PROFILE_COMPLETE_KEY)).toBe('true');
    expect(user.value?.firstName).toBe('Rosalind');
    expect((await field(el, 'password')).value).toBe('');
    expect(shadow(el).querySelector('[part~=submit]')).not.toBeNull();
  });

  it('in MQ mode has no password field and sends no password', async () => {
    signInAs(READER);
    const el = mount('<mck-profile-settings mq-mode></mck-profile-settings>');
    await field(el, 'firstname');
    expect(shadow(el).querySelector('[name=password]')).toBeNull();
    save(el);
    await inShadow(el, '[part~=success-message]');
    expect(sent().find((s) => s.method === 'PATCH')!.body).not.toHaveProperty('password');
  });

  it('names the field and the limit when a name is too long, and checks the password with the email', async () => {
    signInAs(READER);
    const el = mount('<mck-profile-settings></mck-profile-settings>');
    await type(el, 'firstname', 'A'.repeat(FIRST_NAME_MAX + 1));
    await type(el, 'password', 'Reader-pass-9'); // contains the email's name
    const errors = [...shadow(el).querySelectorAll('[part~=field-error]')].map((e) => e.textContent);
    expect(errors).toEqual([
      `First name can be at most ${FIRST_NAME_MAX} characters.`,
      'Use at least 8 characters with upper- and lower-case letters and a digit, not containing your email name.',
    ]);
    save(el);
    expect(sent().some((s) => s.method === 'PATCH')).toBe(false);
  });

  it.each([
    [1002, 409, 'Another account already uses this email address.'],
    [6012, 409, 'Your email address cannot be changed because you sign in with a social account.'],
    [6011, 400, 'This password is not strong enough. Please choose another.'],
    [undefined, 500, 'Something went wrong. Please try again.'],
  ])('shows the error banner for code %s, scrolled into view', async (code, status, message) => {
    services.route({ 'PATCH https://user.test/v2/users/u-1': json({ ...(code ? { code } : {}), message: 'No.' }, status) });
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    signInAs(READER);
    const el = mount('<mck-profile-settings></mck-profile-settings>');
    await field(el, 'firstname');
    save(el);
    const banner = await inShadow(el, '[part~=error-message]');
    expect(banner.textContent).toBe(message);
    expect(banner.getAttribute('role')).toBe('alert');
    await vi.waitFor(() => expect(scrolled.mock.contexts).toContain(banner));
  });
});

describe('<mck-profile-settings> linked accounts', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    services = fakeServices({
      'GET https://user.test/v2/users/u-1/profile': json({ data: PROFILE }),
      'GET https://lookups.test/v1/lookuplists/function': json({ data: [] }),
      'GET https://lookups.test/v1/lookuplists/country': json({ data: [] }),
    });
  });
  afterEach(() => {
    document.body.replaceChildren();
    session.value = false;
    user.value = null;
    vi.unstubAllGlobals();
    setConfig(null);
  });
  const unlinkButtons = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('[part~=unlink]')];

  it('lists each provider and unlinks one, saying so', async () => {
    services.route({ 'POST https://user.test/v2/users/u-1/unlink-social-login-user-account': json({ data: { ...READER, socialLoginIdps: 'LinkedIn' } }) });
    signInAs({ ...READER, socialLoginIdps: 'LinkedIn,Apple' });
    const el = mount('<mck-profile-settings></mck-profile-settings>');
    await inShadow(el, '[part~=unlink]');
    expect(unlinkButtons(el).map((b) => b.textContent)).toEqual(['Unlink LinkedIn', 'Unlink Apple']);
    unlinkButtons(el)[1]!.click();
    expect((await inShadow(el, '[part~=unlink-message]')).textContent).toBe('Your Apple account has been unlinked.');
    expect(sent().at(-1)!.body).toEqual({ socialLoginIdpName: 'Apple' });
    expect(unlinkButtons(el).map((b) => b.textContent)).toEqual(['Unlink LinkedIn']);
  });

  it('names the provider when unlinking fails', async () => {
    services.route({ 'POST https://user.test/v2/users/u-1/unlink-social-login-user-account': json({ message: 'No' }, 500) });
    signInAs({ ...READER, socialLoginIdps: 'LinkedIn' });
    const el = mount('<mck-profile-settings></mck-profile-settings>');
    (await inShadow<HTMLButtonElement>(el, '[part~=unlink]')).click();
    expect((await inShadow(el, '[part~=unlink-error]')).textContent).toBe('We could not unlink your LinkedIn account. Please try again.');
  });

  it('asks a user without a password for one before unlinking the only social login, then unlinks', async () => {
    const social = { ...READER, hasPassword: false, socialLoginIdps: 'Google' };
    services.route({ 'POST https://user.test/v2/users/u-1/password': json({ data: { ...social, hasPassword: true } }) });
    services.route({
      'POST https://user.test/v2/users/u-1/unlink-social-login-user-account': () => {
        const { socialLoginIdps: _gone, ...rest } = social;
        return json({ data: { ...rest, hasPassword: true } });
      },
    });
    signInAs(social);
    const el = mount('<mck-profile-settings></mck-profile-settings>');
    (await inShadow<HTMLButtonElement>(el, '[part~=unlink]')).click();
    await inShadow(el, 'dialog [name=newPassword]');
    expect(sent().some((s) => s.method === 'POST')).toBe(false);
    await type(el, 'newPassword', 'Created-pass-3');
    await type(el, 'confirm', 'Created-pass-3');
    shadow(el).querySelector<HTMLButtonElement>('dialog [part~=submit]')!.click();
    expect((await inShadow(el, '[part~=unlink-message]')).textContent).toBe('Your Google account has been unlinked.');
    expect(sent().filter((s) => s.method === 'POST').map((s) => [s.url.split('/').pop(), s.body])).toEqual([
      ['password', { password: 'Created-pass-3' }],
      ['unlink-social-login-user-account', { socialLoginIdpName: 'Google' }],
    ]);
    expect(user.value?.hasPassword).toBe(true);
  });

  it('shows the create-password error in the dialog when creating fails', async () => {
    services.route({ 'POST https://user.test/v2/users/u-1/password': json({ message: 'No' }, 500) });
    signInAs({ ...READER, hasPassword: false, socialLoginIdps: 'Google' });
    const el = mount('<mck-profile-settings></mck-profile-settings>');
    (await inShadow<HTMLButtonElement>(el, '[part~=unlink]')).click();
    await type(el, 'newPassword', 'Created-pass-3');
    await type(el, 'confirm', 'Created-pass-3');
    shadow(el).querySelector<HTMLButtonElement>('dialog [part~=submit]')!.click();
    expect((await inShadow(el, 'dialog [part~=error-message]')).textContent).toBe('We could not create your password. Please try again.');
  });
});

describe('<mck-profile-settings when-signed-out="hide">', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
    setConfig(null);
  });
  it('renders nothing for an anonymous visitor and stays on the page', async () => {
    configureForTest({}, (name) => `https://${name}.test`);
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    sessionPending.value = false;
    session.value = false;
    const el = mount('<mck-profile-settings when-signed-out="hide"><p>fallback</p></mck-profile-settings>');
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('slot')).toBeNull());
    expect(el.shadowRoot!.querySelector('[part]')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
