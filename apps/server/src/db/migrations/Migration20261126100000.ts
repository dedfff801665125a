import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in and the sessions a staff member can see and end (ASVS 5.0 6.3, 6.5, 7.4, 7.5).
 *
 * - `users`: the TOTP secret once confirmed (a pending one while enrolling) and the last time step
 *   a code was used at, so a code works only once.
 * - `recovery_codes`: ten single-use codes per account, only their SHA-256 kept.
 * - `passkeys`: WebAuthn credentials, several per account, each with its name.
 * - `sessions`: a public id (the row's key is the token's hash, never shown), the account as a
 *   column (listing and ending an account's sessions by index), the stage (signed in, enrolment
 *   only, a sign-in ticket waiting for its second factor, a passkey challenge), when it started and
 *   was last used, from where, and when its owner last proved who they are (re-authentication).
 * - `business_settings`: who must use a second factor, managers by default.
 */
export class Migration20261126100000 extends Migration {
  override name = 'Migration20261126100000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users"
      add column "totp_secret" varchar(64) null,
      add column "totp_pending_secret" varchar(64) null,
      add column "totp_last_step" bigint null;`);

    this.addSql(`create table "recovery_codes" (
      "id" serial primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "code_hash" varchar(64) not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "recovery_codes_user_id_index" on "recovery_codes" ("user_id");`);

    this.addSql(`create table "passkeys" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "name" varchar(60) not null,
      "credential_id" varchar(1400) not null,
      "public_key" bytea not null,
      "counter" bigint not null default 0,
      "transports" varchar(200) not null default '',
      "created_at" timestamptz not null default now(),
      "last_used_at" timestamptz null);`);
    this.addSql(`create unique index "passkeys_credential_id_unique" on "passkeys" ("credential_id");`);
    this.addSql(`create index "passkeys_user_id_created_at_index" on "passkeys" ("user_id", "created_at");`);

    this.addSql(`alter table "sessions"
      add column "id" uuid not null default gen_random_uuid(),
      add column "user_id" uuid null references "users" ("id") on delete cascade,
      add column "stage" varchar(20) not null default 'signed-in',
      add column "created_at" timestamptz not null default now(),
      add column "last_used_at" timestamptz not null default now(),
      add column "ip" varchar(64) null,
      add column "reauthenticated_at" timestamptz null,
      add column "challenge" varchar(200) null,
      add column "failed_codes" int not null default 0;`);
    this.addSql(`update "sessions" set "user_id" = ("sess"->>'userId')::uuid where "sess"->>'userId' is not null;`);
    this.addSql(`create unique index "sessions_id_unique" on "sessions" ("id");`);
    this.addSql(`create index "sessions_user_id_last_used_at_index" on "sessions" ("user_id", "last_used_at");`);

    this.addSql(`insert into "business_settings" ("key", "value", "updated_at")
      values ('twoFactorRequiredFor', 'managers', now()) on conflict ("key") do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "business_settings" where "key" = 'twoFactorRequiredFor';`);
    this.addSql(`drop index if exists "sessions_user_id_last_used_at_index";`);
    this.addSql(`drop index if exists "sessions_id_unique";`);
    this.addSql(`alter table "sessions" drop column "id", drop column "user_id", drop column "stage",
      drop column "created_at", drop column "last_used_at", drop column "ip", drop column "reauthenticated_at",
      drop column "challenge", drop column "failed_codes";`);
    this.addSql(`drop table if exists "passkeys";`);
    this.addSql(`drop table if exists "recovery_codes";`);
    this.addSql(`alter table "users" drop column "totp_secret", drop column "totp_pending_secret", drop column "totp_last_step";`);
  }
}
