import type {
  Subscription, SubscriptionCatalogue, SubscriptionCategory, SubscriptionGroup,
} from '../../contracts/subscriptions.js';

// Types only: the values come from the service through calls.ts.

/** The catalogue's categories in the order the service sent them. */
const categoriesOf = (catalogue: SubscriptionCatalogue) => Object.keys(catalogue) as SubscriptionCategory[];

/** The groups of some categories (default all), in page order. */
export const groupsOf = (catalogue: SubscriptionCatalogue, categories: readonly SubscriptionCategory[] = categoriesOf(catalogue)): SubscriptionGroup[] =>
  categories.flatMap((c) => catalogue[c]);

/** Every subscription of the catalogue (or of some categories), in page order. */
export const allSubscriptions = (catalogue: SubscriptionCatalogue, categories?: readonly SubscriptionCategory[]): Subscription[] =>
  groupsOf(catalogue, categories).flatMap((g) => g.alertItems.alerts);

/** The subscription with this code, if the catalogue has it (A§7: the list is used to look up names). */
export const findSubscription = (catalogue: SubscriptionCatalogue, code: string): Subscription | undefined =>
  allSubscriptions(catalogue).find((s) => s.alertCode === code);

/** Codes of a group's items. */
export const codesOf = (group: SubscriptionGroup): string[] => group.alertItems.alerts.map((a) => a.alertCode);
