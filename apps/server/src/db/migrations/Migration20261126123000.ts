import { Migration } from '@mikro-orm/migrations';

/**
 * The appointments list's past and "all" views say how many appointments they hold. The upcoming
 * ones are few (as far ahead as bookings go) and are counted; the past ones grow by the day (50,000
 * after a few busy years), and counting them on every page read the whole table (tens of
 * milliseconds a page). So a tally of the appointments in each status, kept by triggers in the same
 * transaction as every insert, status change, delete and truncate: the past count is that tally
 * less the upcoming count, read in one statement (one snapshot), so it is exact.
 *
 * As for the inbox's and the inventory's tallies: statement triggers with transition tables, so a
 * set-based import costs one tally update, and an edit that keeps the status touches none.
 */
export class Migration20261126123000 extends Migration {
  override name = 'Migration20261126123000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "appointment_status_tallies" ("status" varchar(20) primary key, "appointments" int not null default 0);`,
    );
    this.addSql(
      `insert into "appointment_status_tallies" ("status", "appointments")
         select s, (select count(*) from "appointments" where "status" = s)
         from unnest(array['pending', 'confirmed', 'completed', 'cancelled']) s;`,
    );
    this.addSql(
      `create function appointments_status_tally() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then
           insert into appointment_status_tallies (status, appointments)
             select status, count(*) from new_rows group by status order by status
             on conflict (status) do update set appointments = appointment_status_tallies.appointments + excluded.appointments;
         elsif tg_op = 'UPDATE' then
           insert into appointment_status_tallies (status, appointments)
             select status, sum(change) from (
               select status, -1 as change from old_rows union all select status, 1 from new_rows
             ) changes group by status having sum(change) <> 0 order by status
             on conflict (status) do update set appointments = appointment_status_tallies.appointments + excluded.appointments;
         elsif tg_op = 'DELETE' then
           update appointment_status_tallies t set appointments = t.appointments - gone.appointments
             from (select status, count(*) as appointments from old_rows group by status) gone
             where t.status = gone.status;
         else
           update appointment_status_tallies set appointments = 0;
         end if;
         return null;
       end $$;`,
    );
    this.addSql(
      `create trigger "appointments_status_tally_insert" after insert on "appointments"
         referencing new table as new_rows for each statement execute function appointments_status_tally();`,
    );
    this.addSql(
      `create trigger "appointments_status_tally_update" after update on "appointments"
         referencing old table as old_rows new table as new_rows for each statement execute function appointments_status_tally();`,
    );
    this.addSql(
      `create trigger "appointments_status_tally_delete" after delete on "appointments"
         referencing old table as old_rows for each statement execute function appointments_status_tally();`,
    );
    this.addSql(
      `create trigger "appointments_status_tally_truncate" after truncate on "appointments"
         for each statement execute function appointments_status_tally();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "appointments_status_tally_truncate" on "appointments";`);
    this.addSql(`drop trigger if exists "appointments_status_tally_delete" on "appointments";`);
    this.addSql(`drop trigger if exists "appointments_status_tally_update" on "appointments";`);
    this.addSql(`drop trigger if exists "appointments_status_tally_insert" on "appointments";`);
    this.addSql(`drop function if exists appointments_status_tally();`);
    this.addSql(`drop table if exists "appointment_status_tallies";`);
  }
}
