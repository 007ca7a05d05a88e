export default {
  appTitle: 'Kindergarten Back Office',
  ok: 'OK',
  cancel: 'Cancel',
  search: 'Search',
  clear: 'Clear',
  loading: 'Loading…',
  switchLanguageSuccess: 'Switch Language Success',
  /** A name with its note (a guardian's relation, a post, a class). */
  withNote: '{{name}} ({{note}})',
};
