import { array, object, optional, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';
import { User } from './user.js';

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
