import { sessionStore } from '../session/session-store.ts';

type Ender = () => void;

/** Until the session layer plugs in its logout, an ended session is at least forgotten. */
const forget: Ender = () => sessionStore.set(null);
let ender: Ender = forget;

/**
 * What the request layer does when the server says the session is over (a refresh that failed,
 * a 401 nothing mends, gateway-0102): the session layer's logout, plugged in by
 * session/logout.ts, so that this layer imports nothing that imports it back.
 */
export function setSessionEnder(fn: Ender | null): void {
  ender = fn ?? forget;
}

export const endSession = (): void => ender();
