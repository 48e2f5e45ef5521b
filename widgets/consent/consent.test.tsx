import { describe, expect, it } from 'vitest';
import {
  consentScriptVariant, cookiesToDelete, defaultConsent, enforce, marketingChanged, parseConsent, serialiseConsent,
  UNKNOWN_PLACE, type Consent,
} from './consent-rules.js';
import { cookieDomains } from './consent-cookies.js';
import { scriptsToLoad } from './third-party.js';

const ALL_ON: Consent = { C0002: true, C0003: true, C0004: true };
const US = { country: 'US', region: 'NY' };
const CALIFORNIA = { country: 'US', region: 'CA' };
const GERMANY = { country: 'DE', region: '' };

describe('consent rules (A§4)', () => {
  it('starts opt-in countries and an unknown place (failed geo lookup) with every optional group off, others on', () => {
    expect(defaultConsent(US)).toEqual(ALL_ON);
    expect(defaultConsent(GERMANY)).toEqual({ C0002: false, C0003: false, C0004: false });
    expect(defaultConsent(UNKNOWN_PLACE)).toEqual({ C0002: false, C0003: false, C0004: false });
  });

  it('forces marketing off in California, whatever was chosen', () => {
    expect(defaultConsent(CALIFORNIA)).toEqual({ C0002: true, C0003: true, C0004: false });
    expect(enforce(ALL_ON, CALIFORNIA).C0004).toBe(false);
    expect(enforce(ALL_ON, { country: 'CA', region: 'CA' }).C0004).toBe(true); // Canada is not California
  });

  it('picks the cookies of the groups that are off', () => {
    const names = ['_ga', '_ga_XYZ', '_gid', 'AMCV_demo', '_fbp', '_gcl_au', 'botsonic_session', 'mck_consent', 'session'];
    expect(cookiesToDelete(names, { C0002: true, C0003: true, C0004: false })).toEqual(['_fbp', '_gcl_au']);
    expect(cookiesToDelete(names, { C0002: false, C0003: true, C0004: true })).toEqual(['_ga', '_ga_XYZ', '_gid', 'AMCV_demo']);
    expect(cookiesToDelete(names, ALL_ON)).toEqual([]);
  });

  it('deletes on a change of the marketing group only, not on the first reading', () => {
    expect(marketingChanged(null, ALL_ON)).toBe(false);
    expect(marketingChanged(ALL_ON, { ...ALL_ON, C0004: false })).toBe(true);
    expect(marketingChanged(ALL_ON, { ...ALL_ON, C0003: false })).toBe(false);
  });

  it('keeps a choice in a cookie and refuses an unreadable one', () => {
    const choice = { C0002: true, C0003: false, C0004: true };
    expect(serialiseConsent(choice)).toBe('C0002:1,C0003:0,C0004:1');
    expect(parseConsent(serialiseConsent(choice))).toEqual(choice);
    expect(parseConsent('C0002:1')).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });
});

describe('third-party scripts (A§7)', () => {
  const scripts = {
    consent: { default: '/c/default.js', brazil: '/c/br.js', germany: '/c/de.js', org: '/c/org.js' },
    tagManager: '/gtm.js', launch: '/launch.js', adPixel: '/pixel.js', chat: '/chat.js',
  };
  it('chooses the consent script per domain', () => {
    expect(consentScriptVariant('www.example.com.br')).toBe('brazil');
    expect(consentScriptVariant('www.example.de')).toBe('germany');
    expect(consentScriptVariant('www.example.org')).toBe('org');
    expect(consentScriptVariant('www.example.com')).toBe('default');
    expect(scriptsToLoad(scripts, ALL_ON, 'example.de', false)[0]).toBe('/c/de.js');
  });
  it('loads each script only when its group is on, the chat only with mck_botsonic', () => {
    expect(scriptsToLoad(scripts, ALL_ON, 'example.com', false)).toEqual(['/c/default.js', '/gtm.js', '/launch.js', '/pixel.js']);
    expect(scriptsToLoad(scripts, ALL_ON, 'example.com', true)).toContain('/chat.js');
    expect(scriptsToLoad(scripts, { C0002: false, C0003: true, C0004: false }, 'example.com', true)).toEqual(['/c/default.js', '/chat.js']);
  });
});

describe('cookieDomains', () => {
  it('tries host-only and every parent domain, only host-only for an address', () => {
    expect(cookieDomains('www.example.com')).toEqual([undefined, 'www.example.com', 'example.com']);
    expect(cookieDomains('127.0.0.1')).toEqual([undefined]);
    expect(cookieDomains('localhost')).toEqual([undefined]);
  });
});
