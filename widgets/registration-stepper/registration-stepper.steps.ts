import { DEFAULT_SOURCE } from '../../core/contracts/registration.js';
import type { SubscriptionCategory } from '../../core/contracts/subscriptions.js';
import { CHOICE_CATEGORIES, returnRoute } from '../../core/kits/registration/index.js';

/** A§9 "Registration stepper total steps 4": the account form, then one subscription category a step. */
export const TOTAL_STEPS = 4;
export type Step = 1 | 2 | 3 | 4;
export const FIRST_STEP: Step = 1;

/** Where a signed-in reader goes, and Back from step 2 without a source (A§2 home path). */
export const HOME_PATH = '/';

/**
 * The subscription category a step chooses from (A§2: steps 2 to 4 choose subscriptions), in the
 * registration kit's order: newsletters, alerts, email guides; none for step 1, the account form.
 */
export const categoryOf = (step: Step): SubscriptionCategory | null => (step === FIRST_STEP ? null : CHOICE_CATEGORIES[step - 2] ?? null);

/** The last step submits (A§2 "Button reads continue before step 4 and submit at step 4"). */
export const isLastStep = (step: Step) => step === TOTAL_STEPS;

export interface Origin {
  /** The `source` the reader came with (print, save, download, …); {@link DEFAULT_SOURCE} for none. */
  source: string;
  /** A return page given by the attribute or the query's `redirectURL`; '' for the stored one. */
  redirectUrl: string;
}

/**
 * Back from step 2 (A§2 "returns to the source page hash or '/'"): with a source other than
 * "default", the page the reader came from with the source's hash route, `{page}#/{source}` (the
 * kit's return route: the redirect URL, else the page stored when the reader was sent to sign up,
 * else the home path), so the page reopens what the reader was doing (the save or download step);
 * without a source, the home path "/".
 */
export const backFromFirstChoice = ({ source, redirectUrl }: Origin): string =>
  (source && source !== DEFAULT_SOURCE ? returnRoute({ source, redirectUrl }) : HOME_PATH);
