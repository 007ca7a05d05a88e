// The workbench module's public entry: what other modules may use.
export { ItemList } from './item-list.tsx';
export { ReadOnlyBanner } from './read-only-banner.tsx';
export { GUIDE_QUERY_KEY } from './use-guide-items.ts';
