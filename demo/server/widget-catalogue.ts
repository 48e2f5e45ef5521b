import { existsSync, readFileSync } from 'node:fs';
import { listWidgetFolders } from '../../build/discover.mjs';

export interface CatalogueEntry {
  tag: string;
  description: string;
  /** e.g. "A§4, A§7". */
  specRefs: string;
}

export interface CatalogueSection {
  title: string;
  widgets: CatalogueEntry[];
}

const SECTION_HEADING = /^##\s+(.+?)\s*$/;
/** A table row: | `mck-tag` | what it is | spec |. Descriptions hold no pipes (it would break the table). */
const WIDGET_ROW = /^\|\s*`(mck-[a-z0-9-]+)`\s*\|(.*)\|(.*)\|\s*$/;

/** Reads the catalogue's tables (docs/widgets.md), grouped by their `##` sections. Empty when the file is missing. */
export function readWidgetCatalogue(file: string): CatalogueSection[] {
  if (!existsSync(file)) return [];
  const sections: CatalogueSection[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const heading = SECTION_HEADING.exec(line);
    if (heading) {
      sections.push({ title: heading[1]!, widgets: [] });
      continue;
    }
    const row = WIDGET_ROW.exec(line);
    if (row && sections.length > 0) {
      sections.at(-1)!.widgets.push({ tag: row[1]!, description: row[2]!.trim(), specRefs: row[3]!.trim() });
    }
  }
  return sections.filter((s) => s.widgets.length > 0);
}

/**
 * Built widgets: tag → folder name, from widgets/<folder>/meta.json through the build's reader
 * (build/discover.mjs). Read per call, so new widgets show up live; a broken meta.json is warned
 * about and skipped, so the demo keeps serving while someone edits it.
 */
export function builtWidgetFolders(dir: string): Map<string, string> {
  const onProblem = (message: string) => console.warn(`[demo] ignoring a widget: ${message}`);
  return new Map(listWidgetFolders(dir, { onProblem }).map((w) => [w.tag, w.folder]));
}
