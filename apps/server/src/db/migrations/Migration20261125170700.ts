import { Migration } from '@mikro-orm/migrations';

/**
 * The inventory's status filter says how many parts each status holds. Unnarrowed (the screen as
 * it opens, and every page of it), those three figures come from a tally kept by triggers in the
 * same transaction as every insert, status change, delete and truncate, instead of a count over
 * every part on each page. As for the inbox's tally: statement triggers with transition tables,
 * so a set-based import costs one tally update, and an edit that keeps the status touches none.
 */
export class Migration20261125170700 extends Migration {
  override name = 'Migration20261125170700';

  override up(): void | Promise<void> {
    this.addSql(`create table "part_status_tallies" ("status" varchar(20) primary key, "parts" int not null default 0);`);
    this.addSql(
      `insert into "part_status_tallies" ("status", "parts")
         select s, (select count(*) from "parts" where "status" = s)
         from unnest(array['available', 'sold', 'reserved']) s;`,
    );
    this.addSql(
      `create function parts_status_tally() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then
           insert into part_status_tallies (status, parts)
             select status, count(*) from new_rows group by status order by status
             on conflict (status) do update set parts = part_status_tallies.parts + excluded.parts;
         elsif tg_op = 'UPDATE' then
           insert into part_status_tallies (status, parts)
             select status, sum(change) from (
               select status, -1 as change from old_rows union all select status, 1 from new_rows
             ) changes group by status having sum(change) <> 0 order by status
             on conflict (status) do update set parts = part_status_tallies.parts + excluded.parts;
         elsif tg_op = 'DELETE' then
           update part_status_tallies t set parts = t.parts - gone.parts
             from (select status, count(*) as parts from old_rows group by status) gone
             where t.status = gone.status;
         else
           update part_status_tallies set parts = 0;
         end if;
         return null;
       end $$;`,
    );
    this.addSql(
      `create trigger "parts_status_tally_insert" after insert on "parts"
         referencing new table as new_rows for each statement execute function parts_status_tally();`,
    );
    this.addSql(
      `create trigger "parts_status_tally_update" after update on "parts"
         referencing old table as old_rows new table as new_rows for each statement execute function parts_status_tally();`,
    );
    this.addSql(
      `create trigger "parts_status_tally_delete" after delete on "parts"
         referencing old table as old_rows for each statement execute function parts_status_tally();`,
    );
    this.addSql(
      `create trigger "parts_status_tally_truncate" after truncate on "parts"
         for each statement execute function parts_status_tally();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "parts_status_tally_truncate" on "parts";`);
    this.addSql(`drop trigger if exists "parts_status_tally_delete" on "parts";`);
    this.addSql(`drop trigger if exists "parts_status_tally_update" on "parts";`);
    this.addSql(`drop trigger if exists "parts_status_tally_insert" on "parts";`);
    this.addSql(`drop function if exists parts_status_tally();`);
    this.addSql(`drop table if exists "part_status_tallies";`);
  }
}
