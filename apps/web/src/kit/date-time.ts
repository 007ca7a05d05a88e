import { chinaDateTime } from '@kg/shared/time/china';

// A zone-less 'YYYY-MM-DD[ HH:mm[:ss[.fff]]]' (a day, or a time the server wrote on China's clock).
const WALL = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;
// An instant with its zone: ISO with Z or ±hh:mm, or PostgreSQL's text ('… 08:00:00.123+08').
const ZONED = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?)(Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** China's wall clock of a value from the server, or null when it is none of the shapes it sends. */
function chinaWall(v: string | Date): string | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : chinaDateTime(v);
  const s = v.trim();
  // already China's clock: taken as written, never moved through the browser's zone (a day stays its day)
  const wall = WALL.exec(s);
  if (wall) return `${wall[1]} ${wall[2] ?? '00:00'}:${wall[3] ?? '00'}`;
  const zoned = ZONED.exec(s);
  if (!zoned) return null;
  const zone = zoned[3].length === 3 ? `${zoned[3]}:00` : zoned[3].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const at = new Date(`${zoned[1]}T${zoned[2]}${zone}`);
  return Number.isNaN(at.getTime()) ? null : chinaDateTime(at);
}

/**
 * A moment as the spec writes it ('YYYY-MM-DD HH:mm:ss', or to the minute) on China's clock,
 * wherever the browser is, in every language; blank when absent, as given when unreadable.
 */
export function dateTime(v: string | Date | null | undefined, to: 'second' | 'minute' = 'second'): string {
  if (!v) return '';
  const wall = chinaWall(v);
  if (wall === null) return String(v);
  return to === 'second' ? wall : wall.slice(0, 16);
}
