/**
 * The repo's own ESLint rules (`mck/…` in eslint.config.mjs): what docs/architecture.md asks that
 * no published plugin checks. Each rule's header says what it sees and why.
 */
import useSignalsFirst from './use-signals-first.mjs';

export default {
  meta: { name: 'mck' },
  rules: { 'use-signals-first': useSignalsFirst },
};
