import { describe, expect, it } from 'vitest';
import { consentDefault, RESTRICTED_CONSENT_COUNTRY } from './consent.js';
import { CHECKED } from './fields.js';

describe('consent default (A§5)', () => {
  it('is ticked for every country but the restricted one, and when the country is unknown', () => {
    expect(RESTRICTED_CONSENT_COUNTRY).toBe('DE');
    expect(consentDefault('DE')).toBe('');
    expect(consentDefault('de')).toBe('');
    expect(consentDefault('FR')).toBe(CHECKED);
    expect(consentDefault('')).toBe(CHECKED);
  });
});
