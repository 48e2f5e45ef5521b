import { SAVED_ARTICLES_PAGE_SIZE } from '../../core/contracts/saved-articles.js';
import type { Paging } from '../../core/kits/list/index.js';
import meta from './meta.json';

export const TAG = meta.tag;

/** A§7/A§9: offset paging (`currentOffset`, `pageSize`), 9 per page. */
export const SAVED_ARTICLES_PAGING: Paging = { kind: 'offset', pageSize: SAVED_ARTICLES_PAGE_SIZE };
