/** China keeps no daylight saving: its calendar month is UTC+8's. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** A month as one number (year × 12 + month − 1), so months ahead and back are additions. */
export const chinaMonth = (now: Date): number => {
  const d = new Date(now.getTime() + CHINA_OFFSET_MS);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};

const pad = (n: number) => String(n).padStart(2, '0');
const parts = (month: number) => ({ y: Math.floor(month / 12), m: (month % 12) + 1 });

/** `<table>_yYYYYmMM`, the one name a month's partition has. */
export const partitionName = (table: string, month: number): string => {
  const { y, m } = parts(month);
  return `${table}_y${y}m${pad(m)}`;
};

/** The month a partition name stands for, or null for a partition this helper did not make. */
export const monthOfName = (table: string, name: string): number | null => {
  const hit = /^(.*)_y(\d{4})m(\d{2})$/.exec(name);
  if (!hit || hit[1] !== table) return null;
  const m = Number(hit[3]);
  return m >= 1 && m <= 12 ? Number(hit[2]) * 12 + m - 1 : null;
};

/** The first instant of a month as a literal of the column's type; timestamps with a zone start at China's midnight. */
export const monthStart = (month: number, columnType: string): string => {
  const { y, m } = parts(month);
  const day = `${y}-${pad(m)}-01`;
  if (columnType === 'date') return day;
  return columnType === 'timestamp with time zone' ? `${day} 00:00:00+08` : `${day} 00:00:00`;
};
