import type pg from 'pg';

export interface ColumnInfo {
  name: string;
  /** pg_type name of the column, or of its element for an array (int8, text, timestamptz, …). */
  type: string;
  /** Array dimensions (0 for a plain column). */
  dims: number;
  /** typmod details as format_type prints them, e.g. `character varying(20)` or `numeric(6,2)`. */
  formatted: string;
  notNull: boolean;
  /** The default expression as PostgreSQL prints it, or null. */
  defaultSql: string | null;
  /** 'a' generated always, 'd' by default, '' not an identity. */
  identity: string;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  /** Primary key columns in key order (empty when the table has none). */
  primaryKey: string[];
}

/**
 * The public schema's tables as the migrations left them: ordinary and partitioned tables,
 * partitions skipped (their parent stands for them), columns in creation order.
 */
export async function introspect(pool: pg.Pool): Promise<TableInfo[]> {
  const { rows: tables } = await pool.query<{ oid: number; name: string }>(
    `select c.oid::int as oid, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  const { rows: columns } = await pool.query<ColumnInfo & { table: number }>(
    `select a.attrelid::int as "table", a.attname as name,
            coalesce(nullif(et.typname, ''), t.typname) as type,
            case when t.typcategory = 'A' then greatest(a.attndims, 1) else 0 end as dims,
            format_type(a.atttypid, a.atttypmod) as formatted,
            a.attnotnull as "notNull", pg_get_expr(d.adbin, d.adrelid) as "defaultSql",
            a.attidentity::text as identity
       from pg_attribute a
       join pg_type t on t.oid = a.atttypid
       left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = any($1::oid[]) and a.attnum > 0 and not a.attisdropped
      order by a.attrelid, a.attnum`,
    [tables.map((t) => t.oid)],
  );
  const { rows: keys } = await pool.query<{ table: number; columns: string[] }>(
    `select k.conrelid::int as "table",
            array(select a.attname from unnest(k.conkey) with ordinality u(n, i)
                   join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i)::text[] as columns
       from pg_constraint k
      where k.contype = 'p' and k.conrelid = any($1::oid[])`,
    [tables.map((t) => t.oid)],
  );
  return tables.map((t) => ({
    name: t.name,
    columns: columns.filter((c) => c.table === t.oid).map(({ table: _, ...c }) => c),
    primaryKey: keys.find((k) => k.table === t.oid)?.columns ?? [],
  }));
}
