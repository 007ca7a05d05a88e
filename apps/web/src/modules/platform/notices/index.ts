// What the shell uses of the notification centre: the bell's list and count.
export { BellMessages } from './bell-messages.tsx';
export { noticesPath, UNREAD_POLL_MS, useUnreadCount } from './notice-api.ts';
