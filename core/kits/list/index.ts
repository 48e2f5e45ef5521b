/**
 * List kit: offset and cursor paging on top of the async kit, "load more", infinite scroll with a
 * sentinel, and a live-region count. Import it only through this file (its own shared chunk).
 */

export { createList, type List, type ListHandle, type ListOptions, type ListState, type PageLoader } from './list.js';
export { firstPage, hasMore, nextPage, type Page, type PageRequest, type Paging } from './paging.js';
export { useList } from './use-list.js';
export { LoadMore } from './load-more.js';
export { ScrollSentinel } from './scroll-sentinel.js';
export { ListCount } from './list-count.js';
export { listParts } from './list.parts.js';
export { listStyles } from './list.styles.js';
