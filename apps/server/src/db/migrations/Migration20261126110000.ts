import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail (ASVS 16.2, 16.3, 16.4): one row per security event, append-only in PostgreSQL
 * itself, so neither the app nor a mistaken script can rewrite what happened.
 *  - UPDATE is always refused.
 *  - DELETE is refused for an event younger than the retention (business setting
 *    `auditRetentionDays`, default 365, never under 30): only the daily purge, which deletes the
 *    older ones, gets through.
 *  - TRUNCATE is refused.
 * A restore replaces every table inside one transaction; it says so with the transaction-local
 * setting `shop.restoring = 'on'`, which only restore.ts sets, and then the guards stand aside.
 *
 * Also the server's own secret for the sign-in device cookies (see auth/device-cookies.ts), made
 * here from PostgreSQL's random UUIDs so every app server shares it without configuration.
 */
export class Migration20261126110000 extends Migration {
  override name = 'Migration20261126110000';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_events" (
      "id" uuid primary key,
      "at" timestamptz not null,
      "actor_id" uuid null,
      "actor_email" varchar(255) null,
      "action" varchar(60) not null,
      "target_kind" varchar(40) null,
      "target_id" varchar(100) null,
      "target_label" varchar(300) null,
      "result" varchar(20) not null check ("result" in ('success', 'failure', 'refused')),
      "ip" varchar(100) null,
      "user_agent" varchar(500) null
    );`);
    // Newest first, whole and by each filter: keyset pages read straight off an index.
    this.addSql(`create index "audit_events_newest_index" on "audit_events" ("at" desc, "id" desc);`);
    this.addSql(
      `create index "audit_events_actor_index" on "audit_events" ("actor_email", "at" desc, "id" desc);`,
    );
    this.addSql(`create index "audit_events_action_index" on "audit_events" ("action", "at" desc, "id" desc);`);
    this.addSql(`create function audit_events_restoring() returns boolean language sql stable as $$
      select coalesce(current_setting('shop.restoring', true), '') = 'on'
    $$;`);
    this.addSql(`create function audit_events_retention() returns interval language sql stable as $$
      select make_interval(days => greatest(30, coalesce(
        (select case when value ~ '^[0-9]{1,6}$' then value::int end
           from business_settings where key = 'auditRetentionDays'), 365)))
    $$;`);
    this.addSql(`create function audit_events_guard() returns trigger language plpgsql as $$
      begin
        if audit_events_restoring() then
          return case when tg_op = 'DELETE' then old else new end;
        end if;
        if tg_op = 'UPDATE' then
          raise exception 'audit events are append-only: they can''t be changed' using errcode = '42501';
        end if;
        if tg_op = 'TRUNCATE' then
          raise exception 'audit events are append-only: they can''t be truncated' using errcode = '42501';
        end if;
        if old."at" > now() - audit_events_retention() then
          raise exception 'audit events are kept for their retention: this one is too young to delete'
            using errcode = '42501';
        end if;
        return old;
      end
    $$;`);
    this.addSql(`create trigger "audit_events_no_update" before update on "audit_events"
      for each row execute function audit_events_guard();`);
    this.addSql(`create trigger "audit_events_kept" before delete on "audit_events"
      for each row execute function audit_events_guard();`);
    this.addSql(`create trigger "audit_events_no_truncate" before truncate on "audit_events"
      for each statement execute function audit_events_guard();`);

    this.addSql(`create table "server_secrets" ("name" varchar(50) primary key, "value" varchar(200) not null);`);
    this.addSql(`insert into "server_secrets" ("name", "value")
      values ('device-cookie', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "server_secrets";`);
    this.addSql(`drop table if exists "audit_events";`);
    this.addSql(`drop function if exists audit_events_guard();`);
    this.addSql(`drop function if exists audit_events_retention();`);
    this.addSql(`drop function if exists audit_events_restoring();`);
  }
}
