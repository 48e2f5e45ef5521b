import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../core/page/config.js';
import { REPO_ROOT } from '../server/paths.js';
import { TEST_SETTINGS } from '../server/testing.js';
import { cmsOriginApp } from './server.js';
import { listWidgetFolders } from '../../build/discover.mjs';

const BUNDLE = 'http://127.0.0.1:4399';
const app = cmsOriginApp({ bundleOrigin: BUNDLE, settings: TEST_SETTINGS });
const page = async (url = '/') => (await app.request(`http://127.0.0.1:4400${url}`)).text();
const configText = (doc: string) => /<script type="application\/json" id="mck-config">(.*?)<\/script>/s.exec(doc)?.[1] ?? '';

const builtTags = listWidgetFolders(path.join(REPO_ROOT, 'widgets')).map((w) => w.tag);

describe('the second-origin CMS page', () => {
  it('loads the loader from the bundle origin and points every service there by absolute URL', async () => {
    const doc = await page();
    expect(doc).toContain(`<script src="${BUNDLE}/mck/mck-loader.js" defer></script>`);
    const config = parseConfig(configText(doc));
    for (const url of Object.values(config.services)) expect(url).toMatch(new RegExp(`^${BUNDLE}/api/`));
    expect(config.services.user).toBe(`${BUNDLE}/api/user`);
    expect(config.videoPolicyKey).toBe(TEST_SETTINGS.videoPolicyKey);
    expect(doc).not.toMatch(/\{\{\w+\}\}/);
  });

  it('keeps its careless global CSS and inline scripts', async () => {
    const doc = await page();
    expect(doc).toContain('* { box-sizing: content-box !important; }');
    expect(doc).toContain('button { font-size: 31px; }');
    expect(doc).toContain('div { line-height: 3; }');
    expect(doc).toContain("subscribe('signed-in'");
  });

  it('has one block per built widget and the marker where new ones go', async () => {
    const doc = await page();
    expect(builtTags.length).toBeGreaterThan(0);
    for (const tag of builtTags) {
      expect(doc, `${tag}: add its block to demo/cms-origin/page.html`).toContain(`<div class="cms-block" data-widget="${tag}"`);
      expect(doc).toContain(`<${tag}`);
    }
    expect(doc.indexOf('<!-- mck:new-widget -->')).toBeGreaterThan(doc.lastIndexOf('data-widget='));
  });

  it('applies the demo-state query parameters', async () => {
    expect(parseConfig(configText(await page('/?lang=de&site=insights'))).language).toBe('de');
    expect((await app.request('/nope')).status).toBe(404);
  });
});
