import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ServiceUrls } from '../core/page/config.js';
import { listWidgetFolders } from './discover.mjs';
import { SERVICE_NAMES, servicesCalledBy, withServicesTable } from './services.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const widgets = listWidgetFolders(`${ROOT}widgets`).filter((w) => w.hasDefine);

describe("each widget's services (meta.json)", () => {
  it('name the page configuration\'s services', () => {
    expect([...SERVICE_NAMES].sort()).toEqual(Object.keys(ServiceUrls.schema).sort());
  });

  it('are the services its code calls, no more and no fewer', async () => {
    const called = await servicesCalledBy(ROOT, widgets.map((w) => w.folder));
    const declared = Object.fromEntries(widgets.map((w) => [w.folder, w.services.map((s: string) => s.replace(/\?$/, ''))]));
    expect(declared).toEqual(Object.fromEntries(widgets.map((w) => [w.folder, called.get(w.folder)])));
  }, 60_000);

  it('are the README\'s table (npm run manifest writes it)', () => {
    const readme = readFileSync(`${ROOT}README.md`, 'utf8');
    expect(withServicesTable(readme, widgets)).toBe(readme);
  });
});
