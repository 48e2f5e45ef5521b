import { array, object, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';

/** GET {lookups}/v1/lookuplists/function and /country: items with Description and code (A§3). */
export const CodedItem = object({ Description: string(), code: string() });
export const CodedListResponse = envelope(array(CodedItem));
export type CodedListResponse = Infer<typeof CodedListResponse>;

/** GET {lookups}/v1/lookuplists/titles: `data.titles`, items with name and id. */
export const TitleItem = object({ name: string(), id: string() });
export const TitlesResponse = envelope(object({ titles: array(TitleItem) }));
export type TitlesResponse = Infer<typeof TitlesResponse>;

/** What a widget's dropdown shows (A§3 "lookup options"). */
export interface LookupOption {
  name: string;
  value: string;
}
