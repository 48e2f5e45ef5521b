import { describe, expect, it } from 'vitest';
import { protectedPageOf } from '../../contracts/protected-pages.js';
import { protectedPageRedirect, signInPromptUrl } from './index.js';

const signedIn = { pending: false, session: true, expired: false, reLoginRequired: false };

describe('protected account pages (A§2, A§6)', () => {
  it('knows the three protected pages by their last path segment, with or without a trailing slash', () => {
    expect(protectedPageOf('/my-account/edit_profile')).toBe('edit_profile');
    expect(protectedPageOf('/de/my-account/edit_subscriptions/')).toBe('edit_subscriptions');
    expect(protectedPageOf('/saved_articles')).toBe('saved_articles');
    expect(protectedPageOf('/insights/saved_articles-guide')).toBeNull();
    expect(protectedPageOf('/')).toBeNull();
  });

  it('sends anonymous, expired and re-login-required readers to the sign-in prompt carrying the page path', () => {
    const page = '/my-account/saved_articles';
    const prompt = signInPromptUrl(`${page}?tab=2`);
    expect(prompt).toBe('/#/signin_prompt/%2Fmy-account%2Fsaved_articles%3Ftab%3D2');
    expect(protectedPageRedirect(page, '?tab=2', { ...signedIn, session: false })).toBe(prompt);
    expect(protectedPageRedirect(page, '?tab=2', { ...signedIn, expired: true })).toBe(prompt);
    expect(protectedPageRedirect(page, '?tab=2', { ...signedIn, reLoginRequired: true })).toBe(prompt);
    expect(protectedPageRedirect(page, '', { ...signedIn, session: false }, '/de/')).toBe('/de/#/signin_prompt/%2Fmy-account%2Fsaved_articles');
  });

  it('lets a signed-in reader stay, waits while the session check runs, and never guards other pages', () => {
    expect(protectedPageRedirect('/my-account/edit_profile', '', signedIn)).toBeNull();
    expect(protectedPageRedirect('/my-account/edit_profile', '', { ...signedIn, session: false, pending: true })).toBeNull();
    expect(protectedPageRedirect('/insights/article', '', { ...signedIn, session: false })).toBeNull();
  });

  it('guards any page for a widget protected wherever it is printed (the profile form)', () => {
    expect(protectedPageRedirect('/insights/profile', '', { ...signedIn, session: false }, '/', true))
      .toBe(signInPromptUrl('/insights/profile'));
    expect(protectedPageRedirect('/insights/profile', '', signedIn, '/', true)).toBeNull();
  });
});
