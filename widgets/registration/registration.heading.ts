import { hasSource } from '../../core/kits/registration/index.js';
import { t } from './registration.api.js';

/** The sources with a heading of their own (A§2 "a print/save/download heading"). */
const SOURCE_HEADINGS = {
  print: 'Registration_HeadingPrint',
  save: 'Registration_HeadingSave',
  download: 'Registration_HeadingDownload',
} as const;

/**
 * The page's heading (A§2): "complete account details" for single sign-on; for a source other
 * than "default" its print, save or download heading (any other source: "register to continue");
 * else the plain one.
 */
export function headingFor(source: string, singleSignOn: boolean): string {
  if (singleSignOn) return t('Registration_HeadingSingleSignOn');
  if (!hasSource(source)) return t('Registration_Heading');
  const key = SOURCE_HEADINGS[source.toLowerCase() as keyof typeof SOURCE_HEADINGS];
  return t(key ?? 'Registration_HeadingSource');
}
