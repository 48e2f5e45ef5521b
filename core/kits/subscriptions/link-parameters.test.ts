import { describe, expect, it } from 'vitest';
import { linkParameters } from './link-parameters.js';

describe('linkParameters', () => {
  it('reads subcode (one or several codes), eid and the optional cid', () => {
    expect(linkParameters('?subcode=ALERT_A&eid=abc')).toEqual({ codes: ['ALERT_A'], eid: 'abc' });
    expect(linkParameters('?subcode=ALERT_A,%20ALERT_B&eid=abc&cid=mail')).toEqual({ codes: ['ALERT_A', 'ALERT_B'], eid: 'abc', cid: 'mail' });
  });

  it('is null without a code or an encrypted id (A§5: the empty-code error)', () => {
    for (const search of ['', '?eid=abc', '?subcode=ALERT_A', '?subcode=,&eid=abc', '?subcode=ALERT_A&eid=%20']) {
      expect(linkParameters(search)).toBeNull();
    }
  });
});
