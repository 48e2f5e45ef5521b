import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-alumni-module>` with their English defaults. */
export const alumniModuleStrings = defineStrings({
  AlumniModule_PlaceholderTitle: 'Alumni module: {name}',
  AlumniModule_PlaceholderText: 'This module is not available on this site yet.',
  AlumniModule_UnknownText: 'There is no alumni module of this name.',
});
export const { t } = alumniModuleStrings;
