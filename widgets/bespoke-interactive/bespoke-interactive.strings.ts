import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-bespoke-interactive>` with their English defaults. */
export const bespokeInteractiveStrings = defineStrings({
  BespokeInteractive_Loading: 'Loading the interactive…',
  BespokeInteractive_LoadFailed: 'The interactive could not be loaded.',
  /** E§8: the default screen-reader text where no accessibility description exists. */
  BespokeInteractive_DefaultDescription: 'Interactive graphic',
});
export const { t } = bespokeInteractiveStrings;
