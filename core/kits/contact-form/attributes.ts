import { AttributeError, type AttributeDocs, type AttributeKind } from '../../host/attributes.js';
import { isEmail } from '../form/index.js';

/**
 * The recipient attribute of the contact widgets: absent or empty → '' (no recipient); anything
 * else must be an email address, so a template's typo is named on the console, not mailed to.
 */
export function recipientAddress(docs: AttributeDocs = {}): AttributeKind<string> {
  return {
    kind: 'string',
    reflect: true,
    default: '""',
    ...docs,
    parse(raw) {
      const value = raw == null ? '' : String(raw).trim();
      if (value && !isEmail(value)) throw new AttributeError(`expected an email address, got "${value.slice(0, 200)}"`);
      return value;
    },
  };
}
