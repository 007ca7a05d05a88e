type Value = unknown;

function stringify(v: Value): string {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/**
 * Form and query encoding: arrays become repeated keys (a=1&a=2, which the server parses
 * back into an array); null and undefined are left out; nested objects travel as JSON. The web
 * client and the server tests' typed call both encode with it, so tests send what the client sends.
 */
export function formEncode(data: object | undefined | null): string {
  const out = new URLSearchParams();
  if (!data) return '';
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) {
      for (const item of v) if (item !== undefined && item !== null) out.append(k, stringify(item));
    } else out.append(k, stringify(v));
  }
  return out.toString();
}

/**
 * The path and the exact query string that will be sent (and signed): a query already in
 * the url is normalised the same way as params, so what is signed is what fetch sends.
 */
export function splitUrl(url: string, params?: object): { path: string; query: string } {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const given = q < 0 ? '' : new URLSearchParams(url.slice(q + 1)).toString();
  const extra = formEncode(params);
  return { path, query: [given, extra].filter(Boolean).join('&') };
}
