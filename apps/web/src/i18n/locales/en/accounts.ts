/** The accounts tab of the user information page (system-account): who can sign in to the school. */
export default {
  tabs: { mine: 'My information', accounts: 'Accounts' },
  title: 'Accounts',
  fields: {
    realName: 'Name',
    mobile: 'Phone',
    roles: 'Roles',
    range: 'Manage range',
    status: 'Status',
    lastSignIn: 'Last sign-in',
    postType: 'Post type',
    classIds: 'Classes',
    allRange: 'Whole school',
  },
  status: { '1': 'Active', '2': 'Disabled', '3': 'Must change password', '4': 'Departed' },
  range: { school: 'Whole school', none: 'None' },
  never: 'Never',
  you: '{{name}} (you)',
  actions: {
    add: 'Create account',
    disable: 'Disable',
    enable: 'Enable',
    resetPassword: 'Reset password',
    history: 'Sign-ins',
  },
  add: {
    title: 'Create account',
    help: 'The initial password is sent to the phone by SMS and must be changed at first sign-in. A phone that already has an account keeps its password.',
    done: 'Account created for {{name}}',
  },
  disable: {
    title: 'Disable account',
    confirm: '{{name}} will be signed out everywhere at once and cannot sign in to this school until enabled again.',
    done: '{{name}} is disabled',
  },
  enable: {
    title: 'Enable account',
    confirm: '{{name}} will be able to sign in to this school again.',
    done: '{{name}} is enabled',
  },
  reset: {
    title: 'Reset password',
    confirm:
      'Reset the password of {{name}}? A new one goes to their phone by SMS and must be changed at the next sign-in; they are signed out now.',
    done: 'The password of {{name}} is reset; the new one was sent to {{mobile}}',
  },
  history: {
    title: 'Sign-ins of {{name}}',
    time: 'Signed in',
    ip: 'IP address',
    device: 'Browser / device',
    ended: 'Ended',
    endedBy: { logout: 'Signed out', disabled: 'Disabled', 'password-reset': 'Password reset', departure: 'Departure' },
    live: 'Active',
  },
};
