import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { session, sessionPending, user } from '../../core/session/session.js';
import { configureForTest } from '../../tests/support/config.js';
import { mount } from '../../tests/support/unit.js';
import { testReader } from '../../tests/support/users.js';
import './account-menu.define.js';

const links = (el: Element) => vi.waitFor(() => {
  const found = [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a')];
  if (!found.length) throw new Error('not rendered yet');
  return found;
});

describe('<mck-account-menu>', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
    setConfig(null);
    session.value = false;
    user.value = null;
    sessionPending.value = false;
    history.replaceState(null, '', '/');
  });

  it('lists Profile, Email subscriptions and Saved articles under the account path, marking the current page', async () => {
    history.replaceState(null, '', '/my-account/edit_subscriptions');
    user.value = testReader();
    session.value = true;
    const el = mount('<mck-account-menu account-path="/my-account/"></mck-account-menu>');
    const found = await links(el);
    expect(found.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Profile', '/my-account/edit_profile', null],
      ['Email subscriptions', '/my-account/edit_subscriptions', 'page'],
      ['Saved articles', '/my-account/saved_articles', null],
    ]);
    expect(el.shadowRoot!.querySelector('[part=name]')?.textContent).toBe('Rosa Reyes');
    expect(assign).not.toHaveBeenCalled();
  });

  it('on a protected page, sends a signed-out reader to the sign-in prompt carrying the page path', async () => {
    history.replaceState(null, '', '/my-account/edit_profile?from=mail');
    mount('<mck-account-menu></mck-account-menu>');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(
      `${location.origin}/#/signin_prompt/${encodeURIComponent('/my-account/edit_profile?from=mail')}`));
  });

  it('elsewhere, shows a signed-out reader the sign-in link and sends them nowhere; nothing while the session check runs', async () => {
    history.replaceState(null, '', '/insights');
    sessionPending.value = true;
    const el = mount('<mck-account-menu signin-href="#signin/"></mck-account-menu>');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(el.shadowRoot!.querySelector('a')).toBeNull();
    sessionPending.value = false;
    const [link] = await links(el);
    expect([link!.textContent, link!.getAttribute('href')]).toEqual(['Sign in', '#signin/']);
    expect(assign).not.toHaveBeenCalled();
  });
});
