import { array, boolean, nullable, object, optional, record, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';

/** A saved article as the user record carries it (A§3). */
export const SavedArticleRef = object({ id: string(), language: string() });

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

/**
 * PATCH {user}/v2/users/{userId} with profile fields (A§7; password omitted in MQ mode, metadata
 * carries the campaign id when there is one). Limits are the service's; the form checks them first.
 */
export const ProfilePatch = object({
  firstName: string(),
  lastName: string(),
  email: string(),
  title: string(),
  company: string(),
  businessFunction: string(),
  country: string(),
  password: optional(string()),
  metadata: optional(object({ cid: optional(string()) })),
});
export type ProfilePatch = Infer<typeof ProfilePatch>;

/** PATCH {user}/v2/users/{userId} with the chosen alert codes: the whole new set (A§7). */
export const SubscriptionsPatch = object({ Subscriptions: array(string()) });
export type SubscriptionsPatch = Infer<typeof SubscriptionsPatch>;

/** Either body; the answer is the updated user. */
export const PatchUserResponse = envelope(User);
export type PatchUserResponse = Infer<typeof PatchUserResponse>;
