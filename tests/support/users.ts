import type { User } from '../../core/contracts/user.js';

/** A signed-in reader as the user service describes them (GET /v2/users/{id}), for widget tests. */
export const testReader = (overrides: Partial<User> = {}): User => ({
  id: 'u-reader', firstName: 'Rosa', lastName: 'Reyes', company: null, titleName: null, email: 'reader@example.com',
  isPremiumUser: false, subscriptions: [], articles: [], practiceUser: false, userRatings: {}, hasPassword: true,
  ...overrides,
});
