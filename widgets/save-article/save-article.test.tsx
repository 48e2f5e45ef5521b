import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { readLocalJson, STORAGE_KEYS } from '../../core/page/storage.js';
import { session, user } from '../../core/session/session.js';
import { t } from '../../core/text/i18n.js';
import { configureForTest, serviceUrls } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeServices } from '../../tests/support/fake-services.js';
import { mount } from '../../tests/support/unit.js';
import { testReader as reader } from '../../tests/support/users.js';
import './save-article.define.js';

const PAGE = '/insights/operations/our-insights/article-1';
let services: FakeServices;
const asked = () => services.calls.map(({ method, path, body }) => ({ method, path, body: body ?? null }));
/** Every call of the user service answers `failure` from now on. */
const failWith = (failure: ReturnType<typeof reply>) => services.route({ '* /v2/users/*': failure });

const part = <E extends Element = HTMLElement>(el: Element, name: string) => vi.waitFor(() => {
  const found = el.shadowRoot!.querySelector<E>(`[part~=${name}]`);
  if (!found) throw new Error(`no [part=${name}] yet`);
  return found;
});
const star = (el: Element, value: string) => el.shadowRoot!.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;

describe('<mck-save-article>', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    history.replaceState(null, '', PAGE);
    assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    services = fakeServices({
      'POST /v2/users/:id/articles': { data: { articles: [{ id: 'a1', language: 'en' }] } },
      'DELETE /v2/users/:id/articles/*': { data: { articles: [] } },
      'PUT /v2/users/:id/ratings/*': { data: { userRatings: { a1_en: '4' } } },
    });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setConfig(null);
    localStorage.clear();
    session.value = false;
    user.value = null;
  });

  it('sends a signed-out reader who saves or rates to the auth-save route, calling nothing (A§2)', async () => {
    const el = mount('<mck-save-article article-id="a1"></mck-save-article>');
    (await part<HTMLButtonElement>(el, 'save')).click();
    expect(assign).toHaveBeenCalledWith(`${location.origin}${PAGE}#/auth-save`);
    star(el, '3').click();
    expect(assign).toHaveBeenCalledTimes(2);
    expect(asked()).toEqual([]);
  });

  it('saves for a signed-in reader: the button is pressed, the shared user record and the local copy follow', async () => {
    user.value = reader();
    session.value = true;
    const el = mount('<mck-save-article article-id="a1"></mck-save-article>');
    const changes = vi.fn();
    el.addEventListener('mck-save-article-change', (event) => changes(event.detail));
    const save = await part<HTMLButtonElement>(el, 'save');
    expect(save.getAttribute('aria-pressed')).toBe('false');
    save.click();
    await vi.waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('true'));
    expect(asked()).toEqual([{ method: 'POST', path: '/v2/users/u-reader/articles', body: { articleId: 'a1', language: 'en' } }]);
    expect(user.value?.articles).toEqual([{ id: 'a1', language: 'en' }]);
    expect(readLocalJson(STORAGE_KEYS.savedArticles)).toEqual({ a1_en: true });
    expect(changes).toHaveBeenCalledWith({ articleId: 'a1', language: 'en', saved: true, rating: '' });
  });

  it('unsaves an article the reader saved, keyed by its language', async () => {
    user.value = reader({ articles: [{ id: 'a1', language: 'de' }] });
    session.value = true;
    const el = mount('<mck-save-article article-id="a1" language="de"></mck-save-article>');
    const save = await part<HTMLButtonElement>(el, 'save');
    expect(save.getAttribute('aria-pressed')).toBe('true');
    save.click();
    await vi.waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('false'));
    expect(asked()).toEqual([{ method: 'DELETE', path: '/v2/users/u-reader/articles/a1/de', body: null }]);
  });

  it('rates 1 to 5 stars and shows the reader\'s rating', async () => {
    user.value = reader({ userRatings: { a1_en: '2' } });
    session.value = true;
    const el = mount('<mck-save-article article-id="a1"></mck-save-article>');
    await part(el, 'rating');
    expect(star(el, '2').checked).toBe(true);
    star(el, '4').click();
    expect(star(el, '4').checked).toBe(true); // shown at once…
    await vi.waitFor(() => expect(readLocalJson(STORAGE_KEYS.ratings)).toEqual({ a1_en: '4' })); // …and stored
    expect(asked()).toEqual([{ method: 'PUT', path: '/v2/users/u-reader/ratings/a1/en', body: { rating: '4' } }]);
    expect(el.shadowRoot!.querySelectorAll('.star.on')).toHaveLength(4);
  });

  it('saves the page\'s own article (the config\'s activeItemId) when it names none, as in rich text\'s [[article ratings]]', async () => {
    configureForTest({ activeItemId: 'a9' }, (name) => `https://${name}.test`);
    user.value = reader();
    session.value = true;
    const el = mount('<mck-save-article></mck-save-article>');
    (await part<HTMLButtonElement>(el, 'save')).click();
    await vi.waitFor(() => expect(asked()).toHaveLength(1));
    expect(asked()[0]).toEqual({ method: 'POST', path: '/v2/users/u-reader/articles', body: { articleId: 'a9', language: 'en' } });
  });

  it('sends one rating at a time, the latest choice last, and shows the stored rating again when rating fails', async () => {
    user.value = reader({ userRatings: { a1_en: '2' } });
    session.value = true;
    const el = mount('<mck-save-article article-id="a1"></mck-save-article>');
    await part(el, 'rating');
    star(el, '3').click();
    star(el, '4').click();
    star(el, '5').click();
    await vi.waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked().map((call) => call.body)).toEqual([{ rating: '3' }, { rating: '5' }]);
    failWith(reply(503, { message: 'Down.' }));
    star(el, '1').click();
    expect((await part(el, 'error')).textContent).toBe(t('Common_GenericError'));
    await vi.waitFor(() => expect(star(el, '4').checked).toBe(true)); // the stub's stored answer, not the failed 1
  });

  it('shows its error state, naming the missing field, on a page whose configuration does not list the user service', async () => {
    const { user: _none, ...others } = serviceUrls();
    configureForTest({ services: others });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = mount('<mck-save-article article-id="a1"></mck-save-article>');
    expect((await part(el, 'error')).textContent).toBe(t('Common_ErrorModule'));
    expect(el.getAttribute('data-mck-error')).toBe('config');
    expect(error).toHaveBeenCalledWith('[mck-save-article] the page configuration (#mck-config) has no "services.user": this widget calls it.');
  });

  it('shows the generic error when saving fails and keeps the state; a 401 goes to the sign-in prompt', async () => {
    user.value = reader();
    session.value = true;
    failWith(reply(500, { message: 'Down.' }));
    const el = mount('<mck-save-article article-id="a1" hide-rating></mck-save-article>');
    const save = await part<HTMLButtonElement>(el, 'save');
    expect(el.shadowRoot!.querySelector('[part=rating]')).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    save.click();
    expect((await part(el, 'error')).textContent).toBe(t('Common_GenericError'));
    expect(save.getAttribute('aria-pressed')).toBe('false');
    expect(warn).toHaveBeenCalledWith('[mck-save-article] saving the article failed: the service answered 500.');
    warn.mockRestore();
    failWith(reply(401, { message: 'Sign-in required.' }));
    save.click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/#/signin_prompt/${encodeURIComponent(PAGE)}`));
  });
});
