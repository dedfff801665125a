import { Migration } from '@mikro-orm/migrations';

/**
 * Customers help themselves (issue 23):
 * - customer_links: private links sent by email (manage an appointment, review a visit), kept only
 *   as the SHA-256 of their random token, each for one purpose and one appointment until
 *   `expires_at`. A visit gets one review link (a partial unique index): its request is sent once.
 * - appointment_changes: every status or time change of an appointment, by the customer or by
 *   which staff member, shown under the appointment's row on the dashboard.
 * - no-show: a status of its own, with partial indexes on the customer's phone digits and email
 *   among no-shows, so a new booking's "no-shows before" costs one indexed look-up per page.
 */
export class Migration20261126120000 extends Migration {
  override name = 'Migration20261126120000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "customer_links" ("id" serial primary key, "purpose" varchar(30) not null, "appointment_id" int not null, "token_hash" char(64) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "customer_links" add constraint "customer_links_purpose_check" check ("purpose" in ('manage-appointment', 'review'));`,
    );
    this.addSql(
      `alter table "customer_links" add constraint "customer_links_appointment_id_foreign" foreign key ("appointment_id") references "appointments" ("id") on delete cascade;`,
    );
    this.addSql(`create unique index "customer_links_token_hash_unique" on "customer_links" ("token_hash");`);
    this.addSql(
      `create index "customer_links_purpose_appointment_index" on "customer_links" ("purpose", "appointment_id");`,
    );
    this.addSql(
      `create unique index "customer_links_one_review_unique" on "customer_links" ("appointment_id") where "purpose" = 'review';`,
    );

    this.addSql(
      `create table "appointment_changes" ("id" serial primary key, "appointment_id" int not null, "changed_at" timestamptz not null default now(), "by_customer" boolean not null, "staff_id" uuid null, "staff_name" varchar(255) null, "from_status" varchar(20) null, "to_status" varchar(20) not null, "from_date" timestamptz null, "to_date" timestamptz not null, "reason" text null);`,
    );
    this.addSql(
      `alter table "appointment_changes" add constraint "appointment_changes_appointment_id_foreign" foreign key ("appointment_id") references "appointments" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "appointment_changes" add constraint "appointment_changes_staff_id_foreign" foreign key ("staff_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `create index "appointment_changes_appointment_id_index" on "appointment_changes" ("appointment_id", "changed_at", "id");`,
    );

    this.addSql(`alter table "appointments" drop constraint "appointments_status_check";`);
    this.addSql(
      `alter table "appointments" add constraint "appointments_status_check" check ("status" in ('pending', 'confirmed', 'completed', 'cancelled', 'no-show'));`,
    );
    this.addSql(
      `create index "appointments_no_show_phone_index" on "appointments" ((regexp_replace("phone", '\\D', '', 'g'))) where "status" = 'no-show';`,
    );
    this.addSql(
      `create index "appointments_no_show_email_index" on "appointments" (lower("email")) where "status" = 'no-show' and "email" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "appointments_no_show_email_index";`);
    this.addSql(`drop index if exists "appointments_no_show_phone_index";`);
    this.addSql(`update "appointments" set "status" = 'cancelled' where "status" = 'no-show';`);
    this.addSql(`alter table "appointments" drop constraint "appointments_status_check";`);
    this.addSql(
      `alter table "appointments" add constraint "appointments_status_check" check ("status" in ('pending', 'confirmed', 'completed', 'cancelled'));`,
    );
    this.addSql(`drop table if exists "appointment_changes" cascade;`);
    this.addSql(`drop table if exists "customer_links" cascade;`);
  }
}
