import { Migration } from '@mikro-orm/migrations';

/**
 * The staff inbox at 100,000 messages: an index for each way it is read. Newest first (every
 * page, and the whole list the REST door streams), one status newest first (the filter), and a
 * trigram index on the searchable text of a message (sender's name, email, phone as written and
 * as digits, subject and text), so a search ignoring case and accents does not read the table.
 * The expression must stay exactly the one `messages/inbox-filter.ts` queries with.
 *
 * And a tally of the messages in each status, kept by triggers in the same transaction as every
 * insert, status change, delete and truncate: the unread badge, the filter's counts and an
 * unsearched page's total read three rows instead of counting 100,000 (tens of milliseconds on
 * every page). Statement triggers with transition tables, so a set-based insert of 100,000 rows
 * costs one tally update, not 100,000; an update that changes no status touches no tally row.
 */
export class Migration20261125170200 extends Migration {
  override name = 'Migration20261125170200';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "contact_messages_newest_index" on "contact_messages" ("created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "contact_messages_status_newest_index" on "contact_messages" ("status", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "contact_messages_search_index" on "contact_messages" using gin (shop_searchable(` +
        `"name" || ' ' || "email" || ' ' || coalesce("phone", '') || ' ' || ` +
        `regexp_replace(coalesce("phone", ''), '[^0-9]+', '', 'g') || ' ' || "subject" || ' ' || "message"` +
        `) gin_trgm_ops);`,
    );
    this.addSql(
      `create table "contact_message_tallies" ("status" varchar(20) primary key, "messages" int not null default 0);`,
    );
    this.addSql(
      `insert into "contact_message_tallies" ("status", "messages")
         select s, (select count(*) from "contact_messages" where "status" = s)
         from unnest(array['unread', 'read', 'replied']) s;`,
    );
    this.addSql(
      `create function contact_messages_tally() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then
           insert into contact_message_tallies (status, messages)
             select status, count(*) from new_rows group by status order by status
             on conflict (status) do update set messages = contact_message_tallies.messages + excluded.messages;
         elsif tg_op = 'UPDATE' then
           insert into contact_message_tallies (status, messages)
             select status, sum(change) from (
               select status, -1 as change from old_rows union all select status, 1 from new_rows
             ) changes group by status having sum(change) <> 0 order by status
             on conflict (status) do update set messages = contact_message_tallies.messages + excluded.messages;
         elsif tg_op = 'DELETE' then
           update contact_message_tallies t set messages = t.messages - gone.messages
             from (select status, count(*) as messages from old_rows group by status) gone
             where t.status = gone.status;
         else
           update contact_message_tallies set messages = 0;
         end if;
         return null;
       end $$;`,
    );
    this.addSql(
      `create trigger "contact_messages_tally_insert" after insert on "contact_messages"
         referencing new table as new_rows for each statement execute function contact_messages_tally();`,
    );
    this.addSql(
      `create trigger "contact_messages_tally_update" after update on "contact_messages"
         referencing old table as old_rows new table as new_rows for each statement execute function contact_messages_tally();`,
    );
    this.addSql(
      `create trigger "contact_messages_tally_delete" after delete on "contact_messages"
         referencing old table as old_rows for each statement execute function contact_messages_tally();`,
    );
    this.addSql(
      `create trigger "contact_messages_tally_truncate" after truncate on "contact_messages"
         for each statement execute function contact_messages_tally();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "contact_messages_tally_truncate" on "contact_messages";`);
    this.addSql(`drop trigger if exists "contact_messages_tally_delete" on "contact_messages";`);
    this.addSql(`drop trigger if exists "contact_messages_tally_update" on "contact_messages";`);
    this.addSql(`drop trigger if exists "contact_messages_tally_insert" on "contact_messages";`);
    this.addSql(`drop function if exists contact_messages_tally();`);
    this.addSql(`drop table if exists "contact_message_tallies";`);
    this.addSql(`drop index if exists "contact_messages_search_index";`);
    this.addSql(`drop index if exists "contact_messages_status_newest_index";`);
    this.addSql(`drop index if exists "contact_messages_newest_index";`);
  }
}
