import { describe, expect, it } from 'vitest';
import { decide, downloadHash, EVENT_ROUTE_PREFIX, parseRoute, ROUTES, type RouteContext } from './auth-router.routes.js';

const signedOut: RouteContext = { pending: false, signedIn: false, registeredOnly: false };
const signedIn: RouteContext = { ...signedOut, signedIn: true };
const pending: RouteContext = { ...signedOut, pending: true };

const signin = (purpose: string, source: string, redirect: string, auth = true) => ({ name: 'signin', purpose, source, redirect, auth });
const enc = encodeURIComponent;

describe('auth routes: reading the hash (A§2)', () => {
  it('reads signin bare, with {source}, and with {source}/{redirectUrl}, encoded or not', () => {
    expect(parseRoute('#/signin')).toEqual(signin('signin', '', ''));
    expect(parseRoute('#/signin/')).toEqual(signin('signin', '', ''));
    expect(parseRoute('#/signin/save')).toEqual(signin('signin', 'save', ''));
    expect(parseRoute(`#/signin/download/${enc('/insights/a?x=1')}`)).toEqual(signin('signin', 'download', '/insights/a?x=1'));
    expect(parseRoute('#/signin/print/https://site.test/a/b/')).toEqual(signin('signin', 'print', 'https://site.test/a/b'));
    expect(parseRoute(`#/signin//${enc('/a')}`)).toEqual(signin('signin', '', '/a'));
  });

  it('reads the redirect of auth-signin, signin-welcome and signin-prompt, and the path of signin_prompt', () => {
    expect(parseRoute('#/auth-signin')).toEqual(signin('signin', '', ''));
    expect(parseRoute(`#/auth-signin/${enc('/a')}`)).toEqual(signin('signin', '', '/a'));
    expect(parseRoute(`#/signin-welcome/${enc('/b')}`)).toEqual(signin('welcome', '', '/b'));
    expect(parseRoute('#/signin-prompt')).toEqual(signin('prompt', '', '', false));
    expect(parseRoute(`#/signin-prompt/${enc('/c')}`)).toEqual(signin('prompt', '', '/c', false));
    expect(parseRoute(`#/signin_prompt/${enc('/my-account/saved_articles?tab=2')}`))
      .toEqual(signin('prompt', '', '/my-account/saved_articles?tab=2', false));
  });

  it('reads signup bare, with {source} and with {source}/{redirectUrl}; registration-modal with its redirect', () => {
    expect(parseRoute('#/signup')).toEqual({ name: 'signup', source: '', redirect: '' });
    expect(parseRoute('#/signup/download')).toEqual({ name: 'signup', source: 'download', redirect: '' });
    expect(parseRoute(`#/signup/save/${enc('/d?e=1')}`)).toEqual({ name: 'signup', source: 'save', redirect: '/d?e=1' });
    expect(parseRoute('#/registration-modal')).toEqual({ name: 'signup', source: '', redirect: '' });
    expect(parseRoute(`#/registration-modal/${enc('/f')}/`)).toEqual({ name: 'signup', source: '', redirect: '/f' });
  });

  it('reads both spellings of signup-thanks, and signup-welcome, each with an optional redirect', () => {
    expect(parseRoute('#/signup-thanks')).toEqual({ name: 'message', screen: 'signup-thanks', redirect: '' });
    expect(parseRoute(`#/signup_thanks/${enc('/g')}`)).toEqual({ name: 'message', screen: 'signup-thanks', redirect: '/g' });
    expect(parseRoute(`#/signup-welcome/${enc('/h')}`)).toEqual({ name: 'message', screen: 'signup-welcome', redirect: '/h' });
  });

  it('reads the file of download, auth-download and view-file; without one they are no route', () => {
    const file = '/pdfs/report one.pdf';
    expect(parseRoute(`#/download/${enc(file)}`)).toEqual({ name: 'download', file, signInFirst: false });
    expect(parseRoute('#/download/pdfs/a.pdf')).toEqual({ name: 'download', file: 'pdfs/a.pdf', signInFirst: false });
    expect(parseRoute(`#/auth-download/${enc(file)}`)).toEqual(signin('download', '', downloadHash(file)));
    expect(downloadHash(file)).toBe('#/download/%2Fpdfs%2Freport%20one.pdf');
    expect(parseRoute(`#/view-file/${enc(file)}`)).toEqual({ name: 'view-file', file });
    expect(parseRoute('#/download')).toBeNull();
    expect(parseRoute('#/auth-download/')).toBeNull();
    expect(parseRoute('#/view-file')).toBeNull();
  });

  it('reads save, auth-save, print and auth-print; the auth steps come back to their action', () => {
    expect(parseRoute('#/save')).toEqual({ name: 'save' });
    expect(parseRoute('#/auth-save')).toEqual(signin('save', '', '#/save'));
    expect(parseRoute('#/print/')).toEqual({ name: 'print' });
    expect(parseRoute('#/auth-print')).toEqual(signin('print', '', '#/print'));
  });

  it('reads the page-event route: its segments, decoded', () => {
    expect(EVENT_ROUTE_PREFIX).toBe('event');
    expect(parseRoute('#/event/open-quiz/q%201/7/')).toEqual({ name: 'event', segments: ['open-quiz', 'q 1', '7'] });
    expect(parseRoute('#/event')).toBeNull();
  });

  it('knows nothing else: unknown names, other hashes, case and inherited names', () => {
    for (const hash of ['', '#', '#/', '#top', '#signin', '#signin/', 'signin', '#/Signin', '#/sign-in', '#/toString', '#/__proto__', '#/my-account']) {
      expect(parseRoute(hash), hash).toBeNull();
    }
  });

  it('takes a malformed escape as it is instead of failing', () => {
    expect(parseRoute('#/signin/x/%E0%A4%A')).toEqual(signin('signin', 'x', '%E0%A4%A'));
  });

  it('lists every route name of A§2 and the event prefix', () => {
    expect(Object.keys(ROUTES).sort()).toEqual([
      'auth-download', 'auth-print', 'auth-save', 'auth-signin', 'download', 'event', 'print', 'registration-modal', 'save',
      'signin', 'signin-prompt', 'signin-welcome', 'signin_prompt', 'signup', 'signup-thanks', 'signup-welcome', 'signup_thanks',
      'view-file',
    ]);
  });
});

describe('auth routes: what each does for the session (A§2)', () => {
  const AUTH_SCREENS = ['#/signin', '#/auth-signin', '#/signin-welcome', '#/signup', '#/signup-thanks', '#/signup_thanks',
    '#/signup-welcome', '#/registration-modal', '#/auth-download/x.pdf', '#/auth-save', '#/auth-print'];

  it('shows each auth screen to a signed-out reader, sends a signed-in one home, and waits while the session is checked', () => {
    for (const hash of AUTH_SCREENS) {
      const route = parseRoute(hash);
      expect(decide(route, signedOut), hash).toEqual({ do: 'show', route });
      expect(decide(route, signedIn), hash).toEqual({ do: 'home' });
      expect(decide(route, pending), hash).toEqual({ do: 'nothing' });
    }
  });

  it('shows the sign-in prompt to everyone, also while the session is checked', () => {
    for (const hash of ['#/signin-prompt', '#/signin_prompt/%2Fa']) {
      const route = parseRoute(hash);
      for (const context of [signedOut, signedIn, pending]) expect(decide(route, context)).toEqual({ do: 'show', route });
    }
  });

  it('sends a signed-out download to its sign-in step and shows a signed-in reader the download screen', () => {
    const route = parseRoute('#/download/%2Fa%20b.pdf');
    expect(decide(route, signedOut)).toEqual({ do: 'reroute', hash: '#/auth-download/%2Fa%20b.pdf' });
    expect(decide(route, signedIn)).toEqual({ do: 'show', route });
    expect(decide(route, pending)).toEqual({ do: 'nothing' });
  });

  it('opens view-file for everyone', () => {
    const route = parseRoute('#/view-file/%2Fa.pdf');
    for (const context of [signedOut, signedIn, pending]) expect(decide(route, context)).toEqual({ do: 'show', route });
  });

  it('saves for a signed-in reader and sends a signed-out one to auth-save', () => {
    const route = parseRoute('#/save');
    expect(decide(route, signedIn)).toEqual({ do: 'save' });
    expect(decide(route, signedOut)).toEqual({ do: 'reroute', hash: '#/auth-save' });
    expect(decide(route, pending)).toEqual({ do: 'nothing' });
  });

  it('prints at once unless the page is for registered users and nobody is signed in', () => {
    const route = parseRoute('#/print');
    expect(decide(route, signedOut)).toEqual({ do: 'print' });
    expect(decide(route, signedIn)).toEqual({ do: 'print' });
    expect(decide(route, { ...signedOut, registeredOnly: true })).toEqual({ do: 'reroute', hash: '#/auth-print' });
    expect(decide(route, { ...signedIn, registeredOnly: true })).toEqual({ do: 'print' });
  });

  it('publishes the event route for anyone, named after its first segment with all of them', () => {
    const route = parseRoute('#/event/open-quiz/q1');
    const action = { do: 'publish', name: 'open-quiz', segments: ['open-quiz', 'q1'] };
    for (const context of [signedOut, signedIn, pending]) expect(decide(route, context)).toEqual(action);
  });

  it('does nothing for any other route', () => {
    expect(decide(parseRoute('#/elsewhere'), signedIn)).toEqual({ do: 'nothing' });
    expect(decide(null, signedOut)).toEqual({ do: 'nothing' });
  });
});
