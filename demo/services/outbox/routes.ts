import { Hono } from 'hono';
import type { ServiceDeps } from '../deps.js';
import { html, toHtmlString } from '../../server/html.js';
import { listMail, type SentMail } from './outbox.js';

/** A line that is a URL of this server becomes a link (the reset link); everything else is text. */
function bodyHtml(body: string, publicOrigin: string) {
  return body.split('\n').map((line) => (line.startsWith(`${publicOrigin}/`)
    ? html`<a href="${line}">${line}</a>\n`
    : html`${line}\n`));
}

function mailHtml(mail: SentMail, publicOrigin: string) {
  return html`<article class="mail" data-kind="${mail.kind}" data-to="${mail.to}">
<h2>${mail.subject}</h2>
<p>To <code>${mail.to}</code>, ${mail.sentAt} (${mail.kind})</p>
<pre>${bodyHtml(mail.body, publicOrigin)}</pre>
</article>`;
}

/**
 * The demo's outbox: GET /demo/outbox (a page a person reads; `?to=` filters by recipient) and
 * GET /demo/outbox.json (the same for scripts). Demo only: a real mail server would deliver these.
 */
export function outboxRoutes({ db, settings }: ServiceDeps) {
  const app = new Hono();
  app.get('/demo/outbox.json', async (c) => c.json({ messages: await listMail(db, c.req.query('to') || undefined) }));
  app.get('/demo/outbox', async (c) => {
    const to = c.req.query('to') || undefined;
    const messages = await listMail(db, to);
    const page = html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox: mck-widgets demo</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}.mail{border-top:1px solid #ccc}pre{white-space:pre-wrap}</style></head>
<body><main><h1>Outbox</h1>
<p>Mail the demo services "sent" (reset links, one-time codes, contact messages), newest first${to ? html`, to <code>${to}</code>` : ''}. <a href="/">Demo home</a></p>
${messages.length ? messages.map((m) => mailHtml(m, settings.publicOrigin)) : html`<p>No mail yet.</p>`}
</main></body></html>`;
    return c.html(toHtmlString(page));
  });
  return app;
}
