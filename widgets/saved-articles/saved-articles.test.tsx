import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { expired, reLoginRequiredForSensitiveData, session, sessionPending, user } from '../../core/session/session.js';
import { t } from '../../core/text/i18n.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeCall, type FakeServices } from '../../tests/support/fake-services.js';
import { mount } from '../../tests/support/unit.js';
import { testReader as reader } from '../../tests/support/users.js';
import { savedPage } from './saved-articles.fixtures.js';
import './saved-articles.define.js';

const PAGE = '/my-account/saved_articles';
const PROMPT = `/#/signin_prompt/${encodeURIComponent(PAGE)}`;
const LIST = 'GET https://user.test/api/v2/user/article';
let services: FakeServices;
let asked: FakeCall[];

const items = (el: Element) => vi.waitFor(() => {
  const found = [...el.shadowRoot!.querySelectorAll('[part=item]')];
  if (!found.length) throw new Error('no items yet');
  return found;
});

/** The element of `part` in the shadow root, once it is there. */
const part = <E extends Element = HTMLElement>(el: Element, name: string) => vi.waitFor(() => {
  const found = el.shadowRoot!.querySelector<E>(`[part~=${name}]`);
  if (!found) throw new Error(`no [part=${name}] yet`);
  return found;
});

function signIn(overrides = {}) {
  user.value = reader(overrides);
  session.value = true;
}

describe('<mck-saved-articles>', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    history.replaceState(null, '', PAGE);
    assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    services = fakeServices({ [LIST]: ({ url }) => savedPage(Number(url.searchParams.get('currentOffset')), 12) });
    asked = services.calls;
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setConfig(null);
    session.value = false;
    user.value = null;
    expired.value = false;
    reLoginRequiredForSensitiveData.value = false;
    sessionPending.value = false;
  });

  it('fetches 9 saved articles at offset 0 for a signed-in reader and shows the count', async () => {
    signIn();
    const el = mount('<mck-saved-articles></mck-saved-articles>');
    expect(await items(el)).toHaveLength(9);
    const { url } = asked[0]!;
    expect(url.origin + url.pathname).toBe('https://user.test/api/v2/user/article');
    expect(Object.fromEntries(url.searchParams)).toEqual({ currentOffset: '0', pageSize: '9' });
    expect(el.shadowRoot!.querySelector('h2')?.textContent).toBe('Saved articles');
    expect(el.shadowRoot!.querySelector('[part=count]')?.textContent).toBe('Showing 9 of 12');
  });

  it('sends an anonymous reader on this protected page to the sign-in prompt carrying the path, fetching nothing', async () => {
    const el = mount('<mck-saved-articles></mck-saved-articles>');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}${PROMPT}`));
    expect(asked).toHaveLength(0);
    expect(el.shadowRoot!.querySelector('[part=list]')).toBeNull();
  });

  it('does the same for an expired session and one that needs a fresh sign-in for sensitive data', async () => {
    signIn();
    reLoginRequiredForSensitiveData.value = true;
    mount('<mck-saved-articles></mck-saved-articles>');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}${PROMPT}`));
    document.body.replaceChildren();
    assign.mockClear();
    reLoginRequiredForSensitiveData.value = false;
    expired.value = true;
    mount('<mck-saved-articles></mck-saved-articles>');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}${PROMPT}`));
    expect(asked).toHaveLength(0);
  });

  it('waits while the session check runs', async () => {
    sessionPending.value = true;
    const el = mount('<mck-saved-articles></mck-saved-articles>');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(assign).not.toHaveBeenCalled();
    expect(asked).toHaveLength(0);
    signIn();
    sessionPending.value = false;
    expect(await items(el)).toHaveLength(9);
  });

  it('shows the generic error under Load More when a further page fails, keeping what is listed', async () => {
    signIn();
    const el = mount('<mck-saved-articles></mck-saved-articles>');
    await items(el);
    services.route({ [LIST]: reply(503, { message: 'Down.' }) });
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=load-more]')!.click();
    const error = await part(el, 'load-more-error');
    expect(error.textContent).toBe(t('Common_GenericError'));
    expect(el.shadowRoot!.querySelectorAll('[part=item]')).toHaveLength(9);
  });

  it('sends the reader to sign in when the unsave answers 401 (A§7)', async () => {
    signIn();
    const el = mount('<mck-saved-articles></mck-saved-articles>');
    const [first] = await items(el);
    services.route({ [LIST]: () => savedPage(0, 12), 'DELETE /v2/users/:id/articles/*': reply(401, { message: 'Sign-in required.' }) });
    first!.querySelector<HTMLButtonElement>('[part=unsave]')!.click();
    (await part<HTMLButtonElement>(el, 'confirm')).click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}${PROMPT}`));
    expect(asked.some((r) => r.method === 'DELETE' && r.path === '/v2/users/u-reader/articles/a1/en')).toBe(true);
  });

  it('is hidden in page-editing mode: a placeholder for editors, nothing fetched', async () => {
    configureForTest({ editorMode: true }, (name) => `https://${name}.test`);
    signIn();
    const el = mount('<mck-saved-articles></mck-saved-articles>');
    const placeholder = await part(el, 'placeholder');
    expect(placeholder.textContent).toContain('hidden in page-editing mode');
    expect(asked).toHaveLength(0);
  });
});
