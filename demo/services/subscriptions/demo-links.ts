import type { Queryable } from '../../db/db.js';
import { html, toHtmlString } from '../../server/html.js';
import { SUBSCRIPTION_GROUPS } from '../../db/seed/subscriptions.js';
import type { UserIdCipher } from './encrypted-id.js';
import { demoAccounts } from './queries.js';

/** The demo pages that read the links' parameters (demo/pages/subscribe.html, unsubscribe.html). */
export const SUBSCRIBE_PAGE = '/pages/subscribe';
export const UNSUBSCRIBE_PAGE = '/pages/unsubscribe';
/** The campaign id the demo's links carry (A§3 metadata.cid). */
const DEMO_CID = 'demo-newsletter-mail';

interface Link { code: string; url: string }
export interface AccountLinks { email: string; subscribe: Link[]; unsubscribe: Link[] }

const ALL_CODES = SUBSCRIPTION_GROUPS.flatMap((g) => g.rows.map(([code]) => code));

/**
 * Each account's links, as a newsletter mail would carry them: subscribe to each code it does
 * not have, unsubscribe from each it has. A fresh encryption each time (a new IV), as mails do.
 */
export async function demoLinks(db: Queryable, cipher: UserIdCipher, origin: string): Promise<AccountLinks[]> {
  return (await demoAccounts(db)).map(({ id, email, subscriptions }) => {
    const eid = cipher.encrypt(id);
    const link = (page: string, code: string, extra = '') =>
      ({ code, url: `${origin}${page}?subcode=${encodeURIComponent(code)}&eid=${eid}${extra}` });
    return {
      email,
      subscribe: ALL_CODES.filter((c) => !subscriptions.includes(c)).map((c) => link(SUBSCRIBE_PAGE, c, `&cid=${DEMO_CID}`)),
      unsubscribe: subscriptions.map((c) => link(UNSUBSCRIBE_PAGE, c)),
    };
  });
}

/** GET /demo/subscription-links: the same for a person to click. */
export function demoLinksPage(accounts: AccountLinks[]): string {
  const list = (links: Link[]) => (links.length
    ? html`<ul>${links.map((l) => html`<li><a href="${l.url}">${l.code}</a></li>`)}</ul>`
    : html`<p>None.</p>`);
  return toHtmlString(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Subscription links: mck-widgets demo</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}section{border-top:1px solid #ccc}</style></head>
<body><main><h1>Subscription links</h1>
<p>The links a newsletter mail gives each demo account, with its encrypted user id. Each opens the
subscribe or unsubscribe page (<code>mck-subscribe-link</code>, <code>mck-unsubscribe-link</code>). <a href="/">Demo home</a></p>
${accounts.map((a) => html`<section data-email="${a.email}"><h2>${a.email}</h2>
<h3>Subscribe</h3>${list(a.subscribe)}<h3>Unsubscribe</h3>${list(a.unsubscribe)}</section>`)}
</main></body></html>`);
}
