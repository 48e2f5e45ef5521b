#!/usr/bin/env node
// Writes the README's table of the services each widget needs, from the widgets' meta.json
// (build/services.mjs). Run by `npm run manifest`; build/services.test.ts fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { listWidgetFolders } from '../build/discover.mjs';
import { withServicesTable } from '../build/services.mjs';

const readme = readFileSync('README.md', 'utf8');
const next = withServicesTable(readme, listWidgetFolders('widgets'));
if (next !== readme) writeFileSync('README.md', next);
