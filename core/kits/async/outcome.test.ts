import { describe, expect, it } from 'vitest';
import { HttpError, TimeoutError } from '../../session/http.js';
import { describeFailure, failureCause, failureMessageKey, outcomeOf } from './index.js';

describe('describeFailure', () => {
  it('classifies what http.ts throws', () => {
    expect(describeFailure(new TimeoutError('video', '/v', 30_000)).kind).toBe('timeout');
    expect(describeFailure(new HttpError({ status: 401, message: 'no' }))).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(describeFailure(new HttpError({ status: 404, message: 'gone' })).kind).toBe('not-found');
    expect(describeFailure(new HttpError({ status: 500, code: 7, message: 'boom' }))).toMatchObject({ kind: 'server', code: 7 });
    expect(describeFailure(new TypeError('Failed to fetch')).kind).toBe('network');
    expect(describeFailure(new Error('a contract mismatch or a bug')).kind).toBe('server');
  });

  it('keeps the service message only when the service wrote one', () => {
    expect(describeFailure(new HttpError({ status: 400, message: '<b>Bad</b>', body: { message: '<b>Bad</b>' } })).serverMessage).toBe('<b>Bad</b>');
    expect(describeFailure(new HttpError({ status: 502, message: 'user /x answered 502', body: 'Bad gateway' })).serverMessage).toBeUndefined();
  });
});

describe('failureCause', () => {
  it('says what the service answered, or why there was no answer, for the console', () => {
    expect(failureCause(describeFailure(new HttpError({ status: 503, message: 'down', retryAfterSeconds: 5 })))).toBe('the service answered 503, retry after 5 s');
    expect(failureCause(describeFailure(new HttpError({ status: 423, code: 1005, message: 'locked' })))).toBe('the service answered 423 (code 1005)');
    expect(failureCause(describeFailure(new TypeError('Failed to fetch')))).toBe('the service could not be reached (network error)');
    expect(failureCause(describeFailure(new TimeoutError('user', '/x', 10)))).toBe('[mck] user /x timed out after 10 ms.');
  });
});

describe('failureMessageKey', () => {
  const policy = {
    codes: { 1005: 'SignIn_AccountLocked' },
    statuses: { 401: 'SignIn_InvalidCredentials' },
    kinds: { timeout: 'Common_Timeout' },
  };
  it('prefers the code, then the status, then the kind, then the generic message', () => {
    expect(failureMessageKey(describeFailure(new HttpError({ status: 401, code: 1005, message: '' })), policy)).toBe('SignIn_AccountLocked');
    expect(failureMessageKey(describeFailure(new HttpError({ status: 401, message: '' })), policy)).toBe('SignIn_InvalidCredentials');
    expect(failureMessageKey(describeFailure(new TimeoutError('user', '/', 1)), policy)).toBe('Common_Timeout');
    expect(failureMessageKey(describeFailure(new HttpError({ status: 500, code: 9, message: '' })), policy)).toBe('Common_GenericError');
    expect(failureMessageKey(describeFailure(new Error('bug')), { fallback: 'Forms_SubmitError' })).toBe('Forms_SubmitError');
  });
});

describe('outcomeOf', () => {
  it('passes the service message on only when the policy shows it, and only for a failure without a code', () => {
    const err = new HttpError({ status: 400, message: 'Email <i>taken</i>', body: { message: 'Email <i>taken</i>' } });
    expect(outcomeOf(err).serverHtml).toBeUndefined();
    expect(outcomeOf(err, { showServerMessage: true })).toMatchObject({ status: 'error', serverHtml: 'Email <i>taken</i>' });
    const coded = new HttpError({ status: 400, code: 4242, message: 'Email <i>taken</i>', body: { code: 4242, message: 'Email <i>taken</i>' } });
    const outcome = outcomeOf(coded, { showServerMessage: true, fallback: 'Forms_SubmitError' });
    expect(outcome.messageKey).toBe('Forms_SubmitError');
    expect(outcome.serverHtml).toBeUndefined();
  });
});

describe('failureMessageKey: the service\'s words', () => {
  it('maps an exact message text, before the status, and ignores any other text', () => {
    const policy = { messages: { 'Otp is expired': 'Contact_OtpExpired' }, statuses: { 400: 'Bad_Request' } };
    const answer = (message: string) => describeFailure(new HttpError({ status: 400, message, body: { message } }));
    expect(failureMessageKey(answer('Otp is expired'), policy)).toBe('Contact_OtpExpired');
    expect(failureMessageKey(answer('otp is expired.'), policy)).toBe('Bad_Request');
    expect(failureMessageKey(answer('toString'), policy)).toBe('Bad_Request');
  });
});
