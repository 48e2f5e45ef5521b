import type { Db } from '../db/db.js';
import type { ClientKey } from './rate-limit.js';
import type { ServiceSettings } from './settings.js';

/** What every service is built from: the database and the settings. */
export interface ServiceDeps {
  db: Db;
  settings: ServiceSettings;
  /** Who a request counts against in rate limits; default the peer address (tests inject their own). */
  clientKey?: ClientKey;
}
