import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inShadow } from '../../tests/support/unit.js';
import { ALUMNI_MODULE_NAMES, ALUMNI_MODULES, alumniModuleFor } from './alumni-module.modules.js';
import './alumni-module.define.js';

/** The tags of the widgets built in this repository (their meta.json). */
const widgetsDir = join(__dirname, '..');
const builtTags = new Set(readdirSync(widgetsDir)
  .filter((name) => existsSync(join(widgetsDir, name, 'meta.json')))
  .map((name) => (JSON.parse(readFileSync(join(widgetsDir, name, 'meta.json'), 'utf8')) as { tag: string }).tag));

/** D§2 "Other", in the spec's order. */
const SPEC_NAMES = [
  'QuizTracker', 'SignIn', 'SiteWideSearch', 'HomeLogin', 'ContactUs', 'ForgotPassword', 'ResetPassword',
  'Registration', 'ForgotEmailFMNO', 'ChangePassword', 'RecruiterRegistration', 'DirectorySearch', 'JobDetails',
  'PostARole', 'Profile', 'Candidate', 'BulkUpload', 'SearchAll', 'JobSearch', 'CandidateSearch', 'PersonalSettings',
  'MyPosts', 'EmailSubscriptions', 'HomeBadge', 'Connections', 'ManageCorporateRecruiter', 'ContentSearch', 'UpdateInfo',
];

const render = (name: string) => {
  document.body.innerHTML = `<mck-alumni-module module-name="${name}"><p>Printed</p></mck-alumni-module>`;
  return document.body.firstElementChild as HTMLElement;
};

describe('alumni module names (D§2)', () => {
  it('declares exactly the 28 names of the spec', () => {
    expect(ALUMNI_MODULE_NAMES).toEqual(SPEC_NAMES);
  });

  it.each(SPEC_NAMES)('%s maps to a built widget or to the placeholder module', (name) => {
    const tag = ALUMNI_MODULES[name as keyof typeof ALUMNI_MODULES];
    expect(alumniModuleFor(name)).toEqual(tag ? { kind: 'widget', tag } : { kind: 'placeholder' });
    if (tag) expect(builtTags).toContain(tag);
  });

  it('maps every name a widget of this repository serves, the account pages and searches included', () => {
    expect(Object.fromEntries(['ContactUs', 'ForgotPassword', 'ResetPassword', 'Registration', 'ChangePassword',
      'PersonalSettings', 'UpdateInfo', 'EmailSubscriptions', 'SearchAll', 'ContentSearch'].map((name) => [name, alumniModuleFor(name)])))
      .toEqual({
        ContactUs: { kind: 'widget', tag: 'mck-form' },
        ForgotPassword: { kind: 'widget', tag: 'mck-forgot-password' },
        ResetPassword: { kind: 'widget', tag: 'mck-reset-password' },
        Registration: { kind: 'widget', tag: 'mck-registration' },
        ChangePassword: { kind: 'widget', tag: 'mck-profile-settings' },
        PersonalSettings: { kind: 'widget', tag: 'mck-profile-settings' },
        UpdateInfo: { kind: 'widget', tag: 'mck-profile-settings' },
        EmailSubscriptions: { kind: 'widget', tag: 'mck-edit-subscriptions' },
        SearchAll: { kind: 'widget', tag: 'mck-global-search' },
        ContentSearch: { kind: 'widget', tag: 'mck-global-search' },
      });
  });

  it('treats any other name, also a differently cased one, as unknown', () => {
    for (const name of ['signin', 'Nope', 'toString', '__proto__']) expect(alumniModuleFor(name)).toEqual({ kind: 'unknown' });
  });
});

describe('<mck-alumni-module>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it.each(SPEC_NAMES.filter((name) => ALUMNI_MODULES[name as keyof typeof ALUMNI_MODULES]))('%s renders its widget inside the tag, in the page DOM', async (name) => {
    const el = render(name);
    await inShadow(el, 'slot[name=module]');
    const module = el.querySelector('[slot=module]')!;
    expect(module.localName).toBe(ALUMNI_MODULES[name as keyof typeof ALUMNI_MODULES]);
    expect(el.shadowRoot!.querySelector('[part=placeholder]')).toBeNull();
  });

  it.each(SPEC_NAMES.filter((name) => !ALUMNI_MODULES[name as keyof typeof ALUMNI_MODULES]))('%s shows the placeholder module labelled with its name', async (name) => {
    const el = render(name);
    const title = await inShadow(el, '[part=title]');
    expect(title.textContent).toBe(`Alumni module: ${name}`);
    expect(el.shadowRoot!.querySelector('[part=message]')!.textContent).toBe('This module is not available on this site yet.');
    expect(el.querySelector('[slot=module]')).toBeNull();
  });

  it("gives ContactUs's contact form the firm's form type and the recipient the CMS names in module-attributes", async () => {
    document.body.innerHTML = `<mck-alumni-module module-name="ContactUs" module-attributes='{"to":"alumni@example.com"}'></mck-alumni-module>`;
    const el = document.body.firstElementChild as HTMLElement;
    await vi.waitFor(() => expect(el.querySelector('[slot=module]')).not.toBeNull());
    const form = el.querySelector('[slot=module]')!;
    expect([form.localName, form.getAttribute('form-type'), form.getAttribute('to')]).toEqual(['mck-form', 'global contact us', 'alumni@example.com']);
  });

  it('shows the placeholder message for an unknown name and warns once, naming tag and attribute', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = render('AlumniQuiz');
    const message = await inShadow(el, '[part=message]');
    expect(message.textContent).toBe('There is no alumni module of this name.');
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toMatch(/\[mck-alumni-module\] attribute "module-name".*"AlumniQuiz"/);
  });

  it('swaps the module when the name changes, leaving no old element behind', async () => {
    const el = render('SignIn');
    await vi.waitFor(() => expect(el.querySelector('[slot=module]')?.localName).toBe('mck-signin'));
    el.setAttribute('module-name', 'JobSearch');
    await vi.waitFor(() => expect([...el.querySelectorAll('[slot=module]')].map((m) => m.localName)).toEqual(['mck-job-search']));
    el.setAttribute('module-name', 'MyPosts');
    await inShadow(el, '[part=placeholder]');
    expect(el.querySelector('[slot=module]')).toBeNull();
  });
});
