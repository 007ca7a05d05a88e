// Ending sessions: every module that takes access away (a departure, a disabled sign-in, a lost
// reach or supervision, a new password or phone) ends the sessions that relied on it here.

export { revokeAccountSessions } from './account-sessions.ts';
export { endSessionsWithoutReason, type SessionReason } from './session-reasons.ts';
