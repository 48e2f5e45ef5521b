import { array, boolean, nullable, object, optional, record, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';

/** A saved article as the user record carries it (A§3). */
export const SavedArticleRef = object({ id: string(), language: string() });
export type SavedArticleRef = Infer<typeof SavedArticleRef>;

/** User after login (A§3). `socialLoginIdps` is comma-separated as the spec says. */
export const User = object({
  id: string(),
  firstName: string(),
  lastName: string(),
  company: nullable(string()),
  titleName: nullable(string()),
  email: string(),
  isPremiumUser: boolean(),
  subscriptions: array(string()),
  articles: array(SavedArticleRef),
  practiceUser: boolean(),
  /** `{articleId}_{language}` → rating. */
  userRatings: record(string(), string()),
  hasPassword: boolean(),
  socialLoginIdps: optional(string()),
  isAlumni: optional(boolean()),
});
export type User = Infer<typeof User>;

/** GET {user}/v2/users/{userId}. */
export const GetUserResponse = envelope(User);
export type GetUserResponse = Infer<typeof GetUserResponse>;

