import { createElement, useEffect, useLayoutEffect, useRef } from 'react';
import type { User } from '../../core/contracts/user.js';
import { watchNestedTags } from '../../core/host/nested-tags.js';
import { focusFirstField } from './focus-first-field.js';

/** The nested forms, built by their own widgets; the rail never imports them, the loader loads them. */
export const SIGNUP_TAG = 'mck-signup';
export const SIGNIN_TAG = 'mck-signin';
/** Their cancelable switch events (detail `{ email }`: what the reader typed) and the sign-up's end. */
export const SIGNUP_SWITCH = 'mck-signup-switch';
export const SIGNIN_SWITCH = 'mck-signin-switch';
export const SIGNUP_COMPLETE = 'mck-signup-complete';

export type FormMode = 'register' | 'signin';

/**
 * The nested sign-up's field set: the rail's registration payload (E§3) has job title,
 * organization and function, which `<mck-signup>`'s `profile` set asks for.
 */
export const SIGNUP_FIELD_SET = 'profile';

interface NestedFormProps {
  mode: FormMode;
  /** Kept in the tree but not shown (the reader signed in; a sign-up may still be finishing). */
  hidden: boolean;
  /** Carried over from the other form. */
  email: string;
  source: string;
  redirectUrl: string;
  /** The nested sign-up's heading (empty: its default). */
  heading: string;
  /** The nested forms' heading level: one below the rail's. */
  headingLevel: number;
  /** The rail's form type is Email Courses: the sign-up shows no thank-you toast (A§4). */
  emailCourses: boolean;
  /** Focus the form's first empty field once it shows (after a switch, not on first show). */
  focus: boolean;
  onSwitch(to: FormMode, email: string): void;
  onRegistered(user: User | null): void;
}


/**
 * A sign-up goes to its return route after its A§4 steps (else the home path): from a rail, back to
 * this page (its `#/{source}` hash added), where the rail confirms. A sign-in without one stays.
 */
const thisPage = () => location.href.split('#')[0]!;

const emailOf = (event: Event) => {
  const email = (event as CustomEvent<{ email?: unknown } | null>).detail?.email;
  return typeof email === 'string' ? email : '';
};

/**
 * `<mck-signup>` or `<mck-signin>` inside the rail's shadow root. Their switch links fire a cancelable
 * event; the rail cancels it (no route change) and swaps the form in place, carrying the email. The
 * loader only sees tags in the document, so the rail hands it its shadow root.
 */
export function NestedForm({ mode, hidden, email, source, redirectUrl, heading, headingLevel, emailCourses, focus, onSwitch, onRegistered }: NestedFormProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => watchNestedTags(box.current?.getRootNode()), []);

  // In the commit that shows the form (layout effect): its switch link must never find nobody listening.
  useLayoutEffect(() => {
    const el = box.current!;
    const toSignIn = (event: Event) => { event.preventDefault(); onSwitch('signin', emailOf(event)); };
    const toSignUp = (event: Event) => { event.preventDefault(); onSwitch('register', emailOf(event)); };
    const registered = (event: Event) => onRegistered((event as CustomEvent<{ user?: User } | null>).detail?.user ?? null);
    el.addEventListener(SIGNUP_SWITCH, toSignIn);
    el.addEventListener(SIGNIN_SWITCH, toSignUp);
    el.addEventListener(SIGNUP_COMPLETE, registered);
    return () => {
      el.removeEventListener(SIGNUP_SWITCH, toSignIn);
      el.removeEventListener(SIGNIN_SWITCH, toSignUp);
      el.removeEventListener(SIGNUP_COMPLETE, registered);
    };
  }, [onSwitch, onRegistered]);

  useEffect(() => {
    const form = box.current?.firstElementChild;
    if (focus && !hidden && form instanceof HTMLElement) return focusFirstField(form);
    return undefined;
  }, [mode, focus, hidden]);

  const tag = mode === 'register' ? SIGNUP_TAG : SIGNIN_TAG;
  // Attributes by their kebab-case names: the nested element may not be defined yet.
  const attributes = {
    key: tag, email: email || undefined, source, 'heading-level': String(headingLevel),
    'redirect-url': (mode === 'register' ? redirectUrl || thisPage() : redirectUrl) || undefined,
    ...(mode === 'register' ? { 'form-type': SIGNUP_FIELD_SET, heading: heading || undefined, 'email-courses': emailCourses ? '' : undefined } : {}),
  };
  return <div className="form" part="form" ref={box} hidden={hidden}>{createElement(tag, attributes)}</div>;
}
