/**
 * The demo accounts. Tests, the demo pages and the README name them, so they are fixed here and
 * never generated. `password: null` is a social-login-only account (hasPassword false).
 */
export interface DemoUser {
  email: string;
  password: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  titleName: string | null;
  businessFunction: string | null;
  country: string | null;
  isPremium?: boolean;
  isAlumni?: boolean;
  practiceUser?: boolean;
  socialLoginIdps?: string;
  subscriptions: string[];
  /** How many of the first seeded articles this user has saved (and rated, for the reader). */
  savedArticles: number;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'reader@example.com', password: 'Reader-pass-1', firstName: 'Rosa', lastName: 'Reyes',
    company: 'Northwind Traders', titleName: 'Director', businessFunction: 'STRA', country: 'US',
    subscriptions: ['NEWSLETTER_THE_QUARTERLY', 'ALERT_TECHNOLOGY'], savedArticles: 12,
  },
  {
    email: 'premium@example.com', password: 'Premium-pass-1', firstName: 'Priya', lastName: 'Menon',
    company: 'Contoso Bank', titleName: 'Chief Financial Officer', businessFunction: 'ACCT', country: 'IN',
    isPremium: true, subscriptions: ['NEWSLETTER_THE_QUARTERLY', 'NEWSLETTER_GLOBAL_INSTITUTE'], savedArticles: 3,
  },
  {
    email: 'alumni@example.com', password: 'Alumni-pass-1', firstName: 'Anders', lastName: 'Lund',
    company: 'Fabrikam Energy', titleName: 'Partner', businessFunction: 'GMGT', country: 'SE',
    isAlumni: true, subscriptions: ['ALERT_SUSTAINABILITY'], savedArticles: 0,
  },
  {
    email: 'social@example.com', password: null, firstName: 'Sam', lastName: 'Okafor',
    company: null, titleName: null, businessFunction: null, country: 'NG',
    socialLoginIdps: 'Google', subscriptions: [], savedArticles: 0,
  },
  {
    email: 'linked@example.com', password: 'Linked-pass-1', firstName: 'Lena', lastName: 'Fischer',
    company: 'Tailspin Toys', titleName: 'Manager', businessFunction: 'MKTG', country: 'DE',
    socialLoginIdps: 'LinkedIn,Apple', subscriptions: ['ALERT_MARKETING_SALES'], savedArticles: 1,
  },
  {
    email: 'practice@example.com', password: 'Practice-pass-1', firstName: 'Paolo', lastName: 'Rossi',
    company: 'Adventure Works', titleName: 'Vice President', businessFunction: 'OPER', country: 'IT',
    practiceUser: true, subscriptions: ['NEWSLETTER_OPERATIONS'], savedArticles: 2,
  },
];

/**
 * An article no demo account has saved (the 14th seeded; the reader saved the first 12), which the
 * save-article demo page prints and its tests save and unsave. Seeded ids are deterministic and do
 * not depend on the seed scale; demo/services/saved-articles/saved-articles.test.ts checks it.
 */
export const DEMO_UNSAVED_ARTICLE = {
  id: '94472a62-223c-4b11-bc56-3e0c24805df9',
  title: 'From pilot to scale: quantum computing in retail',
} as const;
