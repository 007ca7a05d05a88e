/** One error of the catalogue: HTTP status travels with the code so the server never guesses it. */
export interface ErrorDef {
  status: number;
  zh: string;
  en: string;
}

export const def = (status: number, zh: string, en: string): ErrorDef => ({ status, zh, en });

/**
 * A module's own errors. Each module owns code prefixes (e.g. 'garden-', 'kid-arch-00') and
 * numbers within them, so modules built side by side cannot collide; the catalogue refuses a
 * code outside the module's prefixes or declared twice.
 */
export function moduleErrors<const T extends Record<string, ErrorDef>>(module: string, prefixes: readonly string[], defs: T): T {
  for (const code of Object.keys(defs)) {
    if (!prefixes.some((p) => code.startsWith(p)))
      throw new Error(`error ${code} of module ${module} is outside its prefixes ${prefixes.join(', ')}`);
  }
  return defs;
}

type Joined<T extends readonly unknown[]> = T extends readonly [infer H, ...infer R] ? H & Joined<R> : unknown;

/** Joins the catalogues of all modules; a code declared twice stops the program at once. */
export function joinErrors<const T extends readonly Record<string, ErrorDef>[]>(...parts: T): Joined<T> {
  const out: Record<string, ErrorDef> = {};
  for (const part of parts) {
    for (const [code, d] of Object.entries(part)) {
      if (code in out) throw new Error(`error ${code} is declared twice`);
      out[code] = d;
    }
  }
  return out as Joined<T>;
}
