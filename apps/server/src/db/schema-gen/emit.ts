import { AREAS, COLUMN_KEYS, JSON_TYPES } from './areas.ts';
import type { ColumnInfo, TableInfo } from './introspect.ts';

export const HEADER =
  '// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.\n' +
  '// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.\n';

export const camel = (name: string): string => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const keyOf = (table: string, column: string): string => COLUMN_KEYS[`${table}.${column}`] ?? camel(column);

/** Literal defaults as Drizzle values; anything else stays the database's own expression. */
function defaultOf(c: ColumnInfo): string {
  const d = c.defaultSql;
  if (d === null) return '';
  if (d === 'now()') return '.defaultNow()';
  if (d === 'true' || d === 'false' || /^-?\d+(\.\d+)?$/.test(d)) return `.default(${d})`;
  return `.default(sql\`${d.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${')}\`)`;
}

const serial = (c: ColumnInfo) => c.dims === 0 && c.defaultSql?.startsWith('nextval(') === true;

/** The Drizzle builder whose JavaScript type matches what node-postgres hands back with db/pool.ts's parsers. */
function builderOf(table: string, c: ColumnInfo): { fn: string; call: string } {
  const n = `'${c.name}'`;
  const length = /\((\d+)\)$/.exec(c.formatted)?.[1];
  const precision = /^numeric\((\d+),(\d+)\)/.exec(c.formatted);
  switch (c.type) {
    case 'int8':
      return serial(c)
        ? { fn: 'bigserial', call: `bigserial(${n}, { mode: 'number' })` }
        : { fn: 'bigint', call: `bigint(${n}, { mode: 'number' })` };
    case 'int4':
      return serial(c) ? { fn: 'serial', call: `serial(${n})` } : { fn: 'integer', call: `integer(${n})` };
    case 'int2':
      return serial(c) ? { fn: 'smallserial', call: `smallserial(${n})` } : { fn: 'smallint', call: `smallint(${n})` };
    case 'text':
      return { fn: 'text', call: `text(${n})` };
    case 'varchar':
      return { fn: 'varchar', call: length ? `varchar(${n}, { length: ${length} })` : `varchar(${n})` };
    case 'bpchar':
      return { fn: 'char', call: length ? `char(${n}, { length: ${length} })` : `char(${n})` };
    case 'bool':
      return { fn: 'boolean', call: `boolean(${n})` };
    case 'timestamptz':
      return { fn: 'timestamp', call: `timestamp(${n}, { withTimezone: true, mode: 'date' })` };
    case 'timestamp':
      return { fn: 'timestamp', call: `timestamp(${n}, { mode: 'date' })` };
    // pool.ts keeps dates as 'YYYY-MM-DD' strings, Drizzle's default date mode
    case 'date':
      return { fn: 'date', call: `date(${n})` };
    case 'time':
      return { fn: 'time', call: `time(${n})` };
    // pg returns numeric as a string (exact decimals), Drizzle's default numeric mode
    case 'numeric':
      return { fn: 'numeric', call: precision ? `numeric(${n}, { precision: ${precision[1]}, scale: ${precision[2]} })` : `numeric(${n})` };
    case 'float8':
      return { fn: 'doublePrecision', call: `doublePrecision(${n})` };
    case 'float4':
      return { fn: 'real', call: `real(${n})` };
    case 'uuid':
      return { fn: 'uuid', call: `uuid(${n})` };
    case 'json':
    case 'jsonb': {
      const type = JSON_TYPES[`${table}.${c.name}`];
      return { fn: c.type, call: `${c.type}(${n})${type ? `.$type<${type}>()` : ''}` };
    }
    default:
      throw new Error(`schema-gen: ${table}.${c.name} has type ${c.formatted}, which schema-gen/emit.ts does not map yet`);
  }
}

function columnOf(t: TableInfo, c: ColumnInfo, uses: Set<string>): string {
  const { fn, call } = builderOf(t.name, c);
  uses.add(fn);
  let out = call + '.array()'.repeat(c.dims);
  const soleKey = t.primaryKey.length === 1 && t.primaryKey[0] === c.name;
  if (soleKey) out += '.primaryKey()';
  else if (c.notNull) out += '.notNull()';
  if (c.identity === 'a') out += '.generatedAlwaysAsIdentity()';
  else if (c.identity === 'd') out += '.generatedByDefaultAsIdentity()';
  else if (!serial(c)) {
    const d = defaultOf(c);
    if (d.startsWith('.default(sql')) uses.add('sql');
    out += d;
  }
  return `  ${keyOf(t.name, c.name)}: ${out},`;
}

function tableOf(t: TableInfo, uses: Set<string>): string {
  uses.add('pgTable');
  const columns = t.columns.map((c) => columnOf(t, c, uses)).join('\n');
  let extra = '';
  if (t.primaryKey.length > 1) {
    uses.add('primaryKey');
    extra = `, (t) => [primaryKey({ columns: [${t.primaryKey.map((k) => `t.${keyOf(t.name, k)}`).join(', ')}] })]`;
  }
  return `export const ${camel(t.name)} = pgTable('${t.name}', {\n${columns}\n}${extra});\n`;
}

function areaOf(table: string): string {
  for (const [area, tables] of Object.entries(AREAS)) if (tables.includes(table)) return area;
  throw new Error(`schema-gen: no area claims table ${table}: add it to AREAS in schema-gen/areas.ts`);
}

/** Unformatted file texts by file name (`<area>.ts` and `index.ts`), in a stable order. */
export function emitSchema(tables: TableInfo[]): Map<string, string> {
  const byArea = new Map<string, TableInfo[]>();
  for (const t of [...tables].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const area = areaOf(t.name);
    byArea.set(area, [...(byArea.get(area) ?? []), t]);
  }
  const files = new Map<string, string>();
  const areas = [...byArea.keys()].sort();
  for (const area of areas) {
    const uses = new Set<string>();
    const body = (byArea.get(area) ?? []).map((t) => tableOf(t, uses)).join('\n');
    const core = [...uses].filter((u) => u !== 'sql').sort();
    const imports = `${uses.has('sql') ? "import { sql } from 'drizzle-orm';\n" : ''}import { ${core.join(', ')} } from 'drizzle-orm/pg-core';\n`;
    files.set(`${area}.ts`, `${HEADER}${imports}\n${body}`);
  }
  files.set('index.ts', HEADER + areas.map((a) => `export * from './${a}.ts';\n`).join(''));
  return files;
}
