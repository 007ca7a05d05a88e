// What is left to type from the schema: hand-written row types per module, printed by
// `npm run db:schema` (and by running this file alone) so the next session sees the remainder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RowTypeCount {
  /** modules/<name> or platform/<name>. */
  area: string;
  /** `execute<…>(` calls: a result row type written by hand. */
  executeGenerics: number;
  /** `as "camelCase"` column aliases that shape such a row. */
  aliases: number;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** Counts in the server's modules and platform, tests excluded, largest first. */
export function countRowTypes(src = SRC): RowTypeCount[] {
  const counts: RowTypeCount[] = [];
  for (const tier of ['modules', 'platform']) {
    const root = path.join(src, tier);
    for (const e of fs.readdirSync(root, { withFileTypes: true })) {
      if (!e.isDirectory()) continue;
      const text = sources(path.join(root, e.name))
        .map((f) => fs.readFileSync(f, 'utf8'))
        .join('\n');
      const executeGenerics = text.match(/\.execute<\s*[^>(]/g)?.length ?? 0;
      const aliases = text.match(/\bas "[A-Za-z0-9_]+"/g)?.length ?? 0;
      if (executeGenerics || aliases) counts.push({ area: `${tier}/${e.name}`, executeGenerics, aliases });
    }
  }
  return counts.sort((a, b) => b.executeGenerics + b.aliases - (a.executeGenerics + a.aliases) || (a.area < b.area ? -1 : 1));
}

export function printRowTypeCounts(counts = countRowTypes()): void {
  const total = counts.reduce((s, c) => ({ e: s.e + c.executeGenerics, a: s.a + c.aliases }), { e: 0, a: 0 });
  console.log(`hand-written row types left: ${total.e} execute<…> generics, ${total.a} "as" aliases`);
  for (const c of counts)
    console.log(`  ${c.area.padEnd(24)} ${String(c.executeGenerics).padStart(4)} execute<…>  ${String(c.aliases).padStart(4)} aliases`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) printRowTypeCounts();
