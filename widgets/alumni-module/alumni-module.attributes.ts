import { record, string } from 'superstruct';
import { json, requiredText } from '../../core/host/attributes.js';
import { ALUMNI_MODULE_NAMES } from './alumni-module.modules.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const alumniModuleAttributes = {
  moduleName: requiredText({
    doc: `The alumni module to show, by its CMS component name (D§2): ${ALUMNI_MODULE_NAMES.join(', ')}. A built module renders its widget; the others a labelled placeholder module; any other name a placeholder message (and a console warning). Missing or blank: the error state.`,
  }),
  moduleAttributes: json(record(string(), string()), {}, {
    type: 'Record<string, string>',
    doc: "Attributes for the module's element, by name, e.g. `{\"to\":\"alumni@example.com\"}` for ContactUs's contact form.",
  }),
};
