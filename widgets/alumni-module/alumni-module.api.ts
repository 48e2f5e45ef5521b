/**
 * The public contract of `<mck-alumni-module>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { record, string } from 'superstruct';
import { json, requiredText } from '../../core/host/attributes.js';
import { ALUMNI_MODULE_NAMES } from './alumni-module.modules.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const alumniModuleAttributes = {
  moduleName: requiredText({
    doc: `The alumni module to show, by its CMS component name (D§2): ${ALUMNI_MODULE_NAMES.join(', ')}. A built module renders its widget; the others a labelled placeholder module; any other name a placeholder message (and a console warning). Missing or blank: the error state.`,
  }),
  moduleAttributes: json(record(string(), string()), {}, {
    doc: "Attributes for the module's element, by name, e.g. `{\"to\":\"alumni@example.com\"}` for ContactUs's contact form.",
  }),
};

/** The parts of `<mck-alumni-module>`, for `mck-alumni-module::part(…)`. */
export const alumniModuleParts = /* @__PURE__ */ defineParts({
  placeholder: 'The placeholder module (a module not built yet, or an unknown name): a labelled box.',
  title: 'The placeholder\'s title, naming the module.',
  message: 'The placeholder\'s message.',
});

/**
 * What `<mck-alumni-module>` tells the page (name → detail): nothing of its own (D§2 gives it no
 * events); the module it renders fires its own.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface AlumniModuleEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<AlumniModuleEvents> {}
}

/** Dictionary keys of `<mck-alumni-module>` with their English defaults. */
export const alumniModuleStrings = defineStrings({
  AlumniModule_PlaceholderTitle: 'Alumni module: {name}',
  AlumniModule_PlaceholderText: 'This module is not available on this site yet.',
  AlumniModule_UnknownText: 'There is no alumni module of this name.',
});
export const { t } = alumniModuleStrings;
