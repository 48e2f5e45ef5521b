import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { useEditorMode } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { getConfig } from '../../core/page/config.js';
import { on } from '../../core/page/events.js';
import { completeSocialSignIn, goAfterSignIn } from '../../core/kits/social-login/index.js';
import { showPendingToast } from '../../core/kits/toast/index.js';
import { watchNestedTags } from '../../core/host/nested-tags.js';
import { useProtectedPage } from '../../core/kits/account/index.js';
import { navigateTo, safeNavigationUrl } from '../../core/page/navigation.js';
import { session, sessionPending } from '../../core/session/session.js';
import { type authRouterAttributes, t } from './auth-router.api.js';
import { decide, parseRoute, routeNameOf, type Route, type RouteAction } from './auth-router.routes.js';
import { FileDialog, MessageDialog, SaveDialog, SignInDialog, SignUpDialog } from './auth-router.screens.js';
import { useHashRoute } from './use-hash-route.js';

const TAG = 'mck-auth-router';

/** A§3: the page access status that makes printing need sign-in. */
const isRegisteredOnly = (accessStatus: string) => accessStatus.trim().toLowerCase() === 'registered users';

const refused = new Set<string>();

/** The route's redirect once the core URL check allows it; a refused one is named on the console (once) and dropped. */
function checkedRedirect(raw: string): string {
  if (!raw) return '';
  const url = safeNavigationUrl(raw);
  if (!url && !refused.has(raw)) {
    refused.add(raw);
    console.error(`[${TAG}] redirect is refused by the navigation check: not going to "${raw.slice(0, 200)}"`);
  }
  return url ?? '';
}

/** The switch events of the nested forms (mck-signin ↔ mck-signup): what the reader typed. */
const SWITCH_EVENTS = { 'mck-signin-switch': 'signup', 'mck-signup-switch': 'signin' } as const;

/** The loader's hook for mck- tags a widget renders in its own shadow root (loader/loader.ts). */

export function AuthRouter({ host, homePath, articleId, accessStatus }: WidgetProps<typeof authRouterAttributes>) {
  useSignals();
  const editing = useEditorMode();
  // The router is on every page: it guards the protected account pages (A§2) whichever widgets the page has.
  useProtectedPage(`[${TAG}]`);
  const { hash, reroute, leave } = useHashRoute();
  const [email, setEmail] = useState('');
  const route = parseRoute(hash);
  // The hash whose screen is up: a reader who signs up in it stays until mck-signup is done,
  // instead of being sent home as a reader who arrives signed in is.
  const shownFor = useRef('');
  let action: RouteAction = editing
    ? { do: 'nothing' }
    : decide(route, { pending: sessionPending.value, signedIn: session.value, registeredOnly: isRegisteredOnly(accessStatus) });
  if (action.do === 'home' && route && shownFor.current === hash) action = { do: 'show', route };
  shownFor.current = action.do === 'show' ? hash : '';
  const home = homePath || getConfig()?.homePath || '/';

  // A social sign-in started in the router's dialog returns to this page without the dialog (the
  // provider's redirect carries no hash): the router finishes it (one run per page, shared with any mck-signin).
  useEffect(() => {
    void completeSocialSignIn(`[${TAG}]`).then((outcome) => {
      if (outcome.kind === 'failed') console.warn(`[${TAG}] the social sign-in did not complete.`, outcome.error);
    });
  }, []);

  // A toast an earlier page was left with (the thank-you after a sign-up that went on to its
  // return route, A§4: no auto-dismiss) shows again here; the router is on every page.
  useEffect(() => {
    showPendingToast();
  }, []);

  // The nested <mck-signin>/<mck-signup> live in this shadow root: the loader hydrates them once
  // it watches the root (without a loader, in tests, they render as soon as they are defined).
  useEffect(() => watchNestedTags(host.shadowRoot), [host]);

  useRouteEffects(host, hash, route, action, home, leave, reroute);

  // A sign-in in the dialog closes it and goes to the route's redirect (or the path saved when the
  // account was locked, A§4), or stays. The router does it: the nested form goes with the dialog.
  // A sign-up closes when mck-signup has done the after-sign-up steps (mck-signup-complete), not at its sign-in.
  const shown = action.do === 'show' ? action.route : null;
  const signInRedirect = shown?.name === 'signin' ? checkedRedirect(shown.redirect) : null;
  useEffect(() => {
    if (signInRedirect === null) return undefined;
    return on('signed-in', () => {
      leave(true);
      goAfterSignIn(signInRedirect, `[${TAG}] redirect`);
    });
  }, [signInRedirect, leave]);
  useEffect(() => {
    // The sign-up's return route may be this page with another hash (`#/save`, A§4): that route
    // is the next step, so the dialog's route is cleared only when the hash is still its own.
    const complete = () => {
      if (location.hash === hash) leave(true);
    };
    // Switching forms in place of the form's own default (#/signup, #/signin): the router's
    // counterpart route, keeping source and redirect, with the email the reader typed.
    const switchForm = (event: Event) => {
      const to = SWITCH_EVENTS[event.type as keyof typeof SWITCH_EVENTS];
      const detail = (event as CustomEvent<{ email?: unknown } | null>).detail;
      setEmail(typeof detail?.email === 'string' ? detail.email : '');
      if (!route || (route.name !== 'signin' && route.name !== 'signup')) return;
      event.preventDefault();
      const params = [route.source, route.redirect].map((p) => encodeURIComponent(p)).join('/').replace(/\/+$/, '');
      location.hash = `#/${to}${params ? `/${params}` : ''}`;
    };
    host.addEventListener('mck-signup-complete', complete);
    for (const type of Object.keys(SWITCH_EVENTS)) host.addEventListener(type, switchForm);
    return () => {
      host.removeEventListener('mck-signup-complete', complete);
      for (const type of Object.keys(SWITCH_EVENTS)) host.removeEventListener(type, switchForm);
    };
  }, [host, route, hash, leave]);

  if (editing) return <p className="placeholder" part="placeholder">{t('AuthRouter_EditorPlaceholder')}</p>;
  if (action.do === 'save') return <SaveDialog article={articleId} onClose={() => leave()} />;
  if (action.do !== 'show') return null;
  const close = () => leave();
  switch (action.route.name) {
    case 'signin': {
      const route = action.route;
      return (
        <SignInDialog
          purpose={route.purpose} promptPath={route.purpose === 'prompt' ? route.redirect : ''}
          source={route.source} redirectUrl={signInRedirect ?? ''} email={email} onClose={close}
        />
      );
    }
    case 'signup':
      return <SignUpDialog source={action.route.source} redirectUrl={checkedRedirect(action.route.redirect)} email={email} onClose={close} />;
    case 'message':
      return <MessageDialog screen={action.route.screen} redirectUrl={checkedRedirect(action.route.redirect)} onClose={close} />;
    case 'download':
    case 'view-file':
      return <FileDialog file={action.route.file} view={action.route.name === 'view-file'} onClose={close} />;
    default:
      return null;
  }
}

/** Carries out the actions that are not a screen, once per route and action, and tells the page. */
function useRouteEffects(
  host: HTMLElement, hash: string, route: Route | null, action: RouteAction, home: string,
  leave: (inPlace?: boolean) => void, reroute: (hash: string) => void,
): void {
  const done = useRef('');
  const key = `${hash}\u0001${action.do}`;
  useEffect(() => {
    if (action.do === 'nothing' || done.current === key) return;
    done.current = key;
    fire(host, 'mck-auth-router-route', { route: routeNameOf(hash), action: action.do });
    switch (action.do) {
      case 'home':
        navigateTo(home, `[${TAG}] home-path`);
        break;
      case 'reroute':
        reroute(action.hash);
        break;
      case 'print':
        // Leave first: the print dialog blocks, and the page behind it should not keep the route.
        leave(true);
        window.print();
        break;
      case 'publish':
        // Legacy scripts subscribe by name on the bus core/page/events.ts installs: untyped on purpose.
        window.mck?.events?.publish(action.name, { segments: action.segments });
        navigateTo(home, `[${TAG}] home-path`);
        break;
      default:
        break;
    }
  }, [key, action, host, hash, home, leave, reroute, route]);
}
