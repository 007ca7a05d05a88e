export default {
  failed: 'The request failed, please try again',
  badRequest: 'Request failed',
  unauthorized: 'Authorization failed, please sign in again',
  forbidden: 'Access denied',
  notFound: 'Wrong request address: {{url}}',
  serverError: 'Server error',
  timeout: 'The request timed out ({{seconds}} s), please try again later',
  downloadFailed: 'The download failed, please try again',
  debugReminder: 'Debug mode is on (localStorage.debug = {{value}}): every request carries the debug header',
};
