import { array, defaulted, object, string, type Infer } from 'superstruct';
import { bool, json, num, text } from '../../core/host/attributes.js';

/** One item: a title and an HTML body (sanitised before it is shown). */
export const AccordionItem = object({
  title: defaulted(string(), ''),
  body: defaulted(string(), ''),
});
export type AccordionItem = Infer<typeof AccordionItem>;

export const accordionAttributes = {
  items: json(array(AccordionItem), []),
  heading: text(),
  headingLevel: num(3, { min: 2, max: 6, integer: true }),
  multiple: bool(false),
  openFirst: bool(false),
};
