import type pg from 'pg';

/**
 * What of the database a backup holds, read from PostgreSQL's catalog rather than a list kept by
 * hand, so a table a later migration adds is backed up without anyone remembering to.
 *
 * Left out: the migrations table (its content is the schema version, written anew by the restore),
 * the record of backup runs (it describes the machine's backups, not the shop; a restore keeps the
 * target's), graphile_worker's schema (queued jobs are work in flight, not data), and the news
 * told to open dashboards (a day's worth, for reconnecting ones: not the shop's data).
 */
export const NOT_BACKED_UP = ['mikro_orm_migrations', 'backup_runs', 'live_events'];

export interface ShopTable {
  name: string;
  columns: string[];
}

/** Every table of the public schema that a backup holds, each after the tables it references. */
export async function shopTables(db: pg.ClientBase): Promise<ShopTable[]> {
  const { rows: tables } = await db.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname <> all($1::text[])
      group by c.relname
      order by c.relname`,
    [NOT_BACKED_UP],
  );
  const { rows: references } = await db.query<{ child: string; parent: string }>(
    `select distinct c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c
       join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  return parentsFirst(tables, references);
}

/** Orders tables so that COPY never meets a row whose referenced row isn't in yet. */
function parentsFirst(tables: ShopTable[], references: { child: string; parent: string }[]): ShopTable[] {
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parentsOf = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of references) parentsOf.get(unquote(child))?.add(unquote(parent));
  const ordered: ShopTable[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t.name) && [...(parentsOf.get(t.name) ?? [])].every((p) => placed.has(p) || !parentsOf.has(p)),
    );
    if (ready.length === 0) {
      const left = tables.filter((t) => !placed.has(t.name)).map((t) => t.name);
      throw new Error(`These tables reference each other in a circle, which a backup can't order: ${left.join(', ')}`);
    }
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
  }
  return ordered;
}

/** The last migration applied: what the schema is. Null for a database never migrated. */
export async function schemaVersion(db: pg.ClientBase): Promise<string | null> {
  const { rows } = await db.query<{ name: string | null }>(
    `select case when to_regclass('public.mikro_orm_migrations') is null then null
                 else (select max(name) from public.mikro_orm_migrations) end as name`,
  );
  return rows[0]?.name ?? null;
}

export interface SequencePosition {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

/** Where each sequence of a backed-up table stands (ids as text: they are bigint). */
export async function sequencePositions(db: pg.ClientBase): Promise<SequencePosition[]> {
  const { rows } = await db.query<{ name: string; last_value: string | null; start_value: string }>(
    `select s.sequencename as name, s.last_value::text, s.start_value::text
       from pg_sequences s
       join pg_class seq on seq.relname = s.sequencename
       join pg_namespace n on n.oid = seq.relnamespace and n.nspname = s.schemaname
       left join pg_depend d on d.objid = seq.oid and d.deptype in ('a', 'i') and d.classid = 'pg_class'::regclass
       left join pg_class owner on owner.oid = d.refobjid
      where s.schemaname = 'public' and (owner.relname is null or owner.relname <> all($1::text[]))
      order by s.sequencename`,
    [NOT_BACKED_UP],
  );
  return rows.map((r) => ({ name: r.name, lastValue: r.last_value ?? r.start_value, isCalled: r.last_value !== null }));
}

/** Quotes a name read from the catalog (they are plain, but never trusted into SQL as they are). */
export function quoteName(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
