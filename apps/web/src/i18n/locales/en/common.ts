export default {
  appTitle: 'Kindergarten Back Office',
  ok: 'OK',
  cancel: 'Cancel',
  search: 'Search',
  clear: 'Clear',
  loading: 'Loading…',
  switchLanguageSuccess: 'Switch Language Success',
  /** A name with its note (a guardian's relation, a post, a class). */
  /** Between the items of a list, and between its clauses. */
  listSep: ', ',
  clauseSep: '; ',
  withNote: '{{name}} ({{note}})',
};
