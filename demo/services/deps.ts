import type { Db } from '../db/db.js';
import type { ServiceSettings } from './settings.js';

/** What every service is built from: the database and the settings. */
export interface ServiceDeps {
  db: Db;
  settings: ServiceSettings;
}
