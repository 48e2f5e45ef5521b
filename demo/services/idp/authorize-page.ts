import { SOCIAL_PROVIDERS } from '../../../core/contracts/social-login.js';
import { html, toHtmlString, trustedHtml } from '../../server/html.js';
import type { AuthorizeRequest } from './authorize-request.js';
import { IDP_DIRECTORY } from './directory.js';

/** What the person typed for a new identity, kept when the page comes back with an error. */
export interface NewIdentityInput {
  email: string;
  firstName: string;
  lastName: string;
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #051c2c; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.125rem; margin-top: 2rem; }
form { display: grid; gap: 0.75rem; margin: 0; } label { display: grid; gap: 0.25rem; font-weight: 600; }
input { font: inherit; padding: 0.5rem; border: 1px solid #4d5b66; border-radius: 2px; }
button { font: inherit; font-weight: 600; padding: 0.5rem 1rem; border: 2px solid #2251ff; border-radius: 2px; background: #2251ff; color: #fff; cursor: pointer; justify-self: start; }
button.secondary { background: #fff; color: #2251ff; }
ul { list-style: none; padding: 0; display: grid; gap: 0.5rem; }
:focus-visible { outline: 3px solid #051c2c; outline-offset: 2px; }
.error { color: #c2261f; font-weight: 600; }
`;

/** The hidden fields that carry the authorization request through each form of the page. */
const carried = (r: AuthorizeRequest) => html`
<input type="hidden" name="response_type" value="code"><input type="hidden" name="client_id" value="${r.clientId}">
<input type="hidden" name="redirect_uri" value="${r.redirectUri}"><input type="hidden" name="state" value="${r.state}">
<input type="hidden" name="code_challenge" value="${r.codeChallenge}"><input type="hidden" name="code_challenge_method" value="S256">
<input type="hidden" name="scope" value="${r.scope}">`;

/**
 * The provider's sign-in page: continue as one of its people, as someone new (email and name),
 * or cancel. Each choice is a form posting back to the same URL with the request carried along.
 */
export function authorizePage(r: AuthorizeRequest, error?: string, typed?: NewIdentityInput): string {
  const name = SOCIAL_PROVIDERS[r.provider].name;
  const siteOrigin = new URL(r.redirectUri).origin;
  const page = html`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Sign in with ${name}</title><style>${trustedHtml(STYLE)}</style></head>
<body><main>
<h1>Sign in with ${name}</h1>
<p>The demo identity provider. <strong>${siteOrigin}</strong> asks for your name and email address.</p>
${error ? html`<p class="error" role="alert" id="idp-error">${error}</p>` : ''}
<h2 id="known">Continue as</h2>
<form method="post" aria-labelledby="known">${carried(r)}
<ul>${IDP_DIRECTORY[r.provider].map((who) => html`<li><button name="identity" value="${who.subject}">${who.firstName} ${who.lastName} (${who.email})</button></li>`)}</ul>
</form>
<h2 id="another">Use another account</h2>
<form method="post" aria-labelledby="another">${carried(r)}
<label>Email address <input name="email" type="email" autocomplete="email" required maxlength="254" value="${typed?.email ?? ''}"${error ? html` aria-describedby="idp-error"` : ''}></label>
<label>First name <input name="firstName" autocomplete="given-name" required maxlength="60" value="${typed?.firstName ?? ''}"></label>
<label>Last name <input name="lastName" autocomplete="family-name" required maxlength="60" value="${typed?.lastName ?? ''}"></label>
<button name="action" value="new">Continue</button>
</form>
<form method="post" aria-label="Cancel">${carried(r)}<p><button class="secondary" name="action" value="cancel">Cancel and go back</button></p></form>
</main></body></html>`;
  return toHtmlString(page);
}

/** The page for a request that cannot be answered by redirecting (unknown client or redirect). */
export function refusalPage(message: string): string {
  return toHtmlString(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Sign-in request refused</title>
<style>${trustedHtml(STYLE)}</style></head><body><main><h1>Sign-in request refused</h1><p class="error">${message}</p></main></body></html>`);
}
