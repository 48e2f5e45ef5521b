/**
 * Which alert of the subscription catalogue (demo/db/seed/subscriptions.ts, "Practice alerts") a
 * practice's site subscribes a new reader to (A§4 "subscribe to the practice"). The keys are the
 * practice codes the demo's articles and pages carry (demo/db/seed/articles.ts); a practice without
 * an alert of its own is not here, and the call answers 404 for it.
 */
export const PRACTICE_ALERTS: Readonly<Record<string, string>> = {
  technology: 'ALERT_TECHNOLOGY',
  sustainability: 'ALERT_SUSTAINABILITY',
  'marketing-sales': 'ALERT_MARKETING_SALES',
  'strategy-corporate-finance': 'ALERT_STRATEGY',
};

/** The practice's alert code, for a code in any case; undefined when the practice has none. */
export const practiceAlert = (practiceCode: string): string | undefined =>
  Object.hasOwn(PRACTICE_ALERTS, practiceCode.trim().toLowerCase()) ? PRACTICE_ALERTS[practiceCode.trim().toLowerCase()] : undefined;
