import type { Queryable } from '../../db/db.js';

export const listFunctions = (db: Queryable) =>
  db.query<{ Description: string; code: string }>(
    'SELECT description AS "Description", code FROM lookup_functions ORDER BY position');

export const listCountries = (db: Queryable) =>
  db.query<{ Description: string; code: string }>(
    'SELECT description AS "Description", code FROM lookup_countries ORDER BY description');

export const listTitles = (db: Queryable) =>
  db.query<{ name: string; id: string }>('SELECT name, id FROM lookup_titles ORDER BY position');
