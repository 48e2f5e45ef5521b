import { array, defaulted, object, string, type Infer } from 'superstruct';
import { bool, json, num, text } from '../../core/host/attributes.js';

/** One item: a title and an HTML body (sanitised before it is shown). */
export const AccordionItem = object({
  title: defaulted(string(), ''),
  body: defaulted(string(), ''),
});
export type AccordionItem = Infer<typeof AccordionItem>;

export const accordionAttributes = {
  items: json(array(AccordionItem), [], {
    doc: 'JSON array of `{ "title": string, "body": html }`, also settable as an array from script. Bodies are sanitised.',
    type: 'Array<{title: string, body: string}>',
  }),
  heading: text('', { doc: 'Optional heading above the list.' }),
  headingLevel: num(3, { min: 2, max: 6, integer: true, doc: "Heading level of each item's title, a whole number from 2 to 6." }),
  multiple: bool(false, { doc: 'Let several items be open at once; without it, opening one closes the others.' }),
  openFirst: bool(false, { doc: 'Open the first item initially.' }),
};
