/**
 * The client-side authentication routes of A§2, as one table and two pure functions:
 * `parseRoute(hash)` reads a location hash into a route, `decide(route, context)` says what the
 * router does with it for the reader's session. The component only carries the answer out.
 *
 * Parameters are path segments after the route name, each percent-decoded. A route's last
 * parameter (a redirect URL, a file, a path) takes the rest of the hash, so an unencoded URL with
 * slashes still arrives whole; trailing slashes are dropped.
 */

/** The fixed prefix of the page-event route (A§2 "a route with a fixed prefix and {queryparams}"): `#/event/{name}/{more}/…`. */
export const EVENT_ROUTE_PREFIX = 'event';

/** What a sign-in dialog is for; each has its own heading (auth-router.api.ts). */
export type SignInPurpose = 'signin' | 'welcome' | 'prompt' | 'download' | 'save' | 'print';
/** The router's own screens, shown without a form. */
export type MessageScreen = 'signup-thanks' | 'signup-welcome';

export type Route =
  | { name: 'signin'; purpose: SignInPurpose; source: string; redirect: string; auth: boolean }
  | { name: 'signup'; source: string; redirect: string }
  | { name: 'message'; screen: MessageScreen; redirect: string }
  | { name: 'download'; file: string; signInFirst: boolean }
  | { name: 'view-file'; file: string }
  | { name: 'save' }
  | { name: 'print' }
  | { name: 'event'; segments: string[] };

type Parse = (params: string[]) => Route | null;

const rest = (params: string[], from = 0) => params.slice(from).join('/');

const signIn = (purpose: SignInPurpose, auth = true): Parse => (params) =>
  ({ name: 'signin', purpose, source: '', redirect: rest(params), auth });

const message = (screen: MessageScreen): Parse => (params) => ({ name: 'message', screen, redirect: rest(params) });

/** A route that needs its file parameter: without one it is no route (renders nothing). */
const withFile = (make: (file: string) => Route): Parse => (params) => (params.length ? make(rest(params)) : null);

/** Route name (first hash segment) → its parameters' reading. Every route of A§2 and nothing else. */
export const ROUTES: Readonly<Record<string, Parse>> = {
  // signin, signin/{source}, signin/{source}/{redirectUrl}
  signin: (params) => ({ name: 'signin', purpose: 'signin', source: params[0] ?? '', redirect: rest(params, 1), auth: true }),
  'auth-signin': signIn('signin'),
  'signin-welcome': signIn('welcome'),
  // Not an auth screen: a signed-in reader who must sign in again (A§6) is sent here.
  'signin-prompt': signIn('prompt', false),
  signin_prompt: signIn('prompt', false),
  signup: (params) => ({ name: 'signup', source: params[0] ?? '', redirect: rest(params, 1) }),
  'registration-modal': (params) => ({ name: 'signup', source: '', redirect: rest(params) }),
  'signup-thanks': message('signup-thanks'),
  signup_thanks: message('signup-thanks'),
  'signup-welcome': message('signup-welcome'),
  'auth-download': withFile((file) => ({ name: 'download', file, signInFirst: true })),
  download: withFile((file) => ({ name: 'download', file, signInFirst: false })),
  'view-file': withFile((file) => ({ name: 'view-file', file })),
  'auth-save': () => ({ name: 'signin', purpose: 'save', source: '', redirect: '#/save', auth: true }),
  save: () => ({ name: 'save' }),
  'auth-print': () => ({ name: 'signin', purpose: 'print', source: '', redirect: '#/print', auth: true }),
  print: () => ({ name: 'print' }),
  [EVENT_ROUTE_PREFIX]: (params) => (params.length ? { name: 'event', segments: params } : null),
};

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a stray "%" is taken as it is rather than dropping the route
  }
}

/** The route a location hash names (`#/signin/save/%2Fa`), or null: not a route of A§2 (render nothing). */
export function parseRoute(hash: string): Route | null {
  // Routes are `#/name…`; a plain anchor (`#signin`, the CMS's jump to its sign-in block) is none.
  if (!hash.startsWith('#/')) return null;
  const path = hash.slice(2).replace(/\/+$/, '');
  const [name = '', ...params] = path.split('/');
  const parse = Object.hasOwn(ROUTES, name) ? ROUTES[name] : undefined;
  if (!parse) return null;
  const route = parse(params.map(decodeSegment));
  // auth-download/{qp}: after signing in, the download screen of the same file.
  if (route?.name === 'download' && route.signInFirst) {
    return { name: 'signin', purpose: 'download', source: '', redirect: downloadHash(route.file), auth: true };
  }
  return route;
}

/** The hash of the download screen for a file; the sign-in step's, with `auth`. */
export const downloadHash = (file: string, auth = false) => `#/${auth ? 'auth-download' : 'download'}/${encodeURIComponent(file)}`;

/** What the router knows when it decides. */
export interface RouteContext {
  /** The start-up session check is running (A§2: auth screens render nothing meanwhile). */
  pending: boolean;
  signedIn: boolean;
  /** The page's access status is "registered users" (printing needs sign-in, A§2). */
  registeredOnly: boolean;
}

/** What the router does. */
export type RouteAction =
  | { do: 'nothing' }
  /** Show a screen. */
  | { do: 'show'; route: Route }
  /** Go to another route of this page (the hash), replacing this history entry. */
  | { do: 'reroute'; hash: string }
  /** Leave for the home path (a signed-in reader on an auth screen; after a page event). */
  | { do: 'home' }
  | { do: 'save' }
  | { do: 'print' }
  /** Publish the page event `name` with every segment, then go home. */
  | { do: 'publish'; name: string; segments: string[] };

const nothing: RouteAction = { do: 'nothing' };

/** Whether a route's answer depends on the session, so nothing happens while it is checked. */
const needsSession = (route: Route) =>
  (route.name === 'signin' && route.auth) || ['signup', 'message', 'download', 'save', 'print'].includes(route.name);

/** A§2, route by route: what the router does for a reader in `context`. */
export function decide(route: Route | null, context: RouteContext): RouteAction {
  if (!route) return nothing;
  if (context.pending && needsSession(route)) return nothing;
  switch (route.name) {
    case 'signin':
      return route.auth && context.signedIn ? { do: 'home' } : { do: 'show', route };
    case 'signup':
    case 'message':
      return context.signedIn ? { do: 'home' } : { do: 'show', route };
    case 'download':
      return context.signedIn ? { do: 'show', route } : { do: 'reroute', hash: downloadHash(route.file, true) };
    case 'view-file':
      return { do: 'show', route };
    case 'save':
      return context.signedIn ? { do: 'save' } : { do: 'reroute', hash: '#/auth-save' };
    case 'print':
      return context.registeredOnly && !context.signedIn ? { do: 'reroute', hash: '#/auth-print' } : { do: 'print' };
    case 'event':
      return { do: 'publish', name: route.segments[0]!, segments: route.segments };
  }
}

/** The route's name as the hash spells it (`auth-download`, `signup_thanks`), '' for none. */
export const routeNameOf = (hash: string) => hash.replace(/^#\/?/, '').split('/')[0] ?? '';
