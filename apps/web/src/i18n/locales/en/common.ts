export default {
  appTitle: 'Kindergarten Back Office',
  ok: 'OK',
  cancel: 'Cancel',
  search: 'Search',
  clear: 'Clear',
  loading: 'Loading…',
  switchLanguageSuccess: 'Switch Language Success',
};
