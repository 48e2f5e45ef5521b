import { enums, object, record, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';

/** Languages the CMS has dictionaries for. `ja` is served for the page language `ja-JP`. */
export const DictionaryLanguage = enums(['en', 'de', 'ja', 'ar']);
export type DictionaryLanguage = Infer<typeof DictionaryLanguage>;

/** GET {cms}/dictionary/{language}: key → translated text (A§7). */
export const DictionaryResponse = envelope(record(string(), string()));
export type DictionaryResponse = Infer<typeof DictionaryResponse>;

export const DictionaryParams = object({ language: DictionaryLanguage });
