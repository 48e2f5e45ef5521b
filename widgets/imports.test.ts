import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// core/contracts/index.ts gathers every service's contracts for the reference services. A widget
// that imports it drags all of them into the core chunk, which every page downloads: widgets import
// the contract file of the service they call.
const WIDGETS = path.dirname(new URL(import.meta.url).pathname);
const sources = readdirSync(WIDGETS, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

describe('widget imports', () => {
  it('take contracts from their own file, never the contracts barrel', () => {
    const offenders = sources.filter((file) => /from '[./]*core\/contracts\/index\.js'/.test(readFileSync(path.join(WIDGETS, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
