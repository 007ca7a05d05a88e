import { t } from './api-error.ts';

export const DEBUG_KEY = 'debug';
export const DEBUG_REMINDER_MS = 60_000;

export function debugValue(): string | null {
  try {
    return localStorage.getItem(DEBUG_KEY);
  } catch {
    return null;
  }
}

let timer: ReturnType<typeof setInterval> | null = null;

/**
 * While local storage holds 'debug', every call carries it as a header (the server logs
 * more); a console reminder every 60 s keeps it from being left on by accident.
 */
export function ensureDebugReminder(): void {
  if (timer || debugValue() === null) return;
  const remind = () => {
    const value = debugValue();
    if (value === null) return stopDebugReminder();
    console.warn(t('request.debugReminder', { value }));
  };
  remind();
  timer = setInterval(remind, DEBUG_REMINDER_MS);
}

export function stopDebugReminder(): void {
  if (timer) clearInterval(timer);
  timer = null;
}
