/**
 * API contracts: the superstruct schema of every call's request and response. Widgets `create()`
 * or `assert()` responses with these on the way in; the reference services in demo/ validate
 * what they send with the same schemas on the way out.
 */
export * from './envelope.js';
export * from './auth.js';
export * from './user.js';
export * from './video.js';
export * from './dictionary.js';
export * from './lookups.js';
export * from './search.js';
export * from './jobs.js';
export * from './short-link.js';
export * from './geo.js';
export * from './insights-grid.js';
export * from './quiz.js';
