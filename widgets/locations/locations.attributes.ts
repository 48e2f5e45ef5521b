import { AttributeError, num, text, type AttributeKind } from '../../core/host/attributes.js';
import { OFFICE_ID_PATTERN } from '../../core/contracts/offices.js';

const REGION_DOC = "Show one region's offices only: its id (`north-america`, `europe`, …). Empty: every region.";

/** A region id, or empty; anything else is a malformed attribute. */
const regionId: AttributeKind<string> = {
  ...text('', { doc: REGION_DOC }),
  parse(raw) {
    const value = raw == null ? '' : String(raw).trim();
    if (value && !OFFICE_ID_PATTERN.test(value)) {
      throw new AttributeError(`expected a region id (lower-case words joined by "-"), got "${value.slice(0, 60)}"`);
    }
    return value;
  },
};

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const locationsAttributes = {
  heading: text('', { doc: 'Heading above the regions.' }),
  headingLevel: num(2, { min: 2, max: 5, integer: true, doc: "Level of the heading, 2 to 5; regions, countries and cities are headed one, two and three levels below (at most 6)." }),
  region: regionId,
};
