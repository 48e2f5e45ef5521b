import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { reLoginRequiredForSensitiveData, session } from '../../core/session/session.js';
import { configureForTest } from '../../tests/support/config.js';
import { mount } from '../../tests/support/unit.js';
import './relogin-notice.define.js';
import { dismissed } from './relogin-notice.js';

const PAGE = '/my-account/saved_articles';
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const part = <E extends Element = HTMLElement>(el: Element, name: string) => vi.waitFor(() => {
  const found = el.shadowRoot!.querySelector<E>(`[part=${name}]`);
  if (!found) throw new Error(`no [part=${name}] yet`);
  return found;
});

describe('<mck-relogin-notice>', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    configureForTest({ homePath: '/en/' }, (name) => `https://${name}.test`);
    history.replaceState(null, '', `${PAGE}?tab=2`);
    assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
    setConfig(null);
    session.value = false;
    reLoginRequiredForSensitiveData.value = false;
    dismissed.value = false;
    history.replaceState(null, '', '/');
  });

  it('shows nothing signed out or with a session that needs no re-login', async () => {
    const el = mount('<mck-relogin-notice></mck-relogin-notice>');
    reLoginRequiredForSensitiveData.value = true;
    await settle();
    expect(el.shadowRoot!.querySelector('[part=base]')).toBeNull();
    reLoginRequiredForSensitiveData.value = false;
    session.value = true;
    await settle();
    expect(el.shadowRoot!.querySelector('[part=base]')).toBeNull();
  });

  it('appears when the session needs re-login and sends the reader to the sign-in prompt carrying this page', async () => {
    const el = mount('<mck-relogin-notice></mck-relogin-notice>');
    session.value = true;
    reLoginRequiredForSensitiveData.value = true;
    const notice = await part(el, 'base');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain('sign in again');
    (await part<HTMLButtonElement>(el, 'action')).click();
    expect(assign).toHaveBeenCalledWith(`${location.origin}/en/#/signin_prompt/${encodeURIComponent(`${PAGE}?tab=2`)}`);
  });

  it('is dismissed for the page view: every notice hides and says so', async () => {
    session.value = true;
    reLoginRequiredForSensitiveData.value = true;
    const el = mount('<mck-relogin-notice></mck-relogin-notice>');
    const heard = vi.fn();
    el.addEventListener('mck-relogin-notice-dismiss', heard);
    (await part<HTMLButtonElement>(el, 'dismiss')).click();
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('[part=base]')).toBeNull());
    expect(heard).toHaveBeenCalledOnce();
    const again = mount('<mck-relogin-notice variant="inline"></mck-relogin-notice>');
    await settle();
    expect(again.shadowRoot!.querySelector('[part=base]')).toBeNull();
  });

  it('shows itself whatever the session with preview', async () => {
    const el = mount('<mck-relogin-notice preview variant="inline"></mck-relogin-notice>');
    expect((await part(el, 'base')).className).toBe('notice inline');
  });
});
