import { Migration } from '@mikro-orm/migrations';

/**
 * What open dashboards are told (live-events/). A domain's change writes its news row in its own
 * transaction; the row's trigger calls pg_notify, which PostgreSQL delivers only when that
 * transaction commits, to every app server listening. The rows are kept a day so a dashboard that
 * reconnects (`Last-Event-ID`) gets what it missed. A session deleted (sign-out, ended from "Your
 * account" or by a manager, expired) and an account whose role or activity changed are announced
 * on a second channel, whatever code path did it, so their streams close at once.
 */
export class Migration20261128110000 extends Migration {
  override name = 'Migration20261128110000';

  override up(): void | Promise<void> {
    this.addSql(`create table "live_events" (
      "id" bigserial primary key,
      "at" timestamptz not null default now(),
      "kind" varchar(40) not null,
      "subject" integer null,
      "audience" varchar(20) not null check ("audience" in ('supervisor', 'manager')),
      "by_user_id" uuid null
    );`);
    this.addSql(`create index "live_events_at_index" on "live_events" ("at");`);
    this.addSql(`create function "live_events_notify"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('live_events', json_build_object(
          'id', new."id"::text, 'kind', new."kind", 'subject', new."subject",
          'audience', new."audience", 'by', new."by_user_id")::text);
        return null;
      end $$;`);
    this.addSql(`create trigger "live_events_notify" after insert on "live_events"
      for each row execute function "live_events_notify"();`);

    this.addSql(`create function "live_sessions_ended"() returns trigger language plpgsql as $$
      begin
        if old."user_id" is not null and old."stage" in ('signed-in', 'enrolment') then
          perform pg_notify('live_sessions', json_build_object('session', old."id")::text);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "live_sessions_ended" after delete on "sessions"
      for each row execute function "live_sessions_ended"();`);
    this.addSql(`create function "live_account_changed"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('live_sessions', json_build_object('account', new."id")::text);
        return null;
      end $$;`);
    this.addSql(`create trigger "live_account_changed" after update of "role", "is_active" on "users"
      for each row when (old."role" is distinct from new."role" or old."is_active" is distinct from new."is_active")
      execute function "live_account_changed"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "live_account_changed" on "users";`);
    this.addSql(`drop function if exists "live_account_changed"();`);
    this.addSql(`drop trigger if exists "live_sessions_ended" on "sessions";`);
    this.addSql(`drop function if exists "live_sessions_ended"();`);
    this.addSql(`drop table if exists "live_events" cascade;`);
    this.addSql(`drop function if exists "live_events_notify"();`);
  }
}
