import { Migration } from '@mikro-orm/migrations';

/**
 * Customers' reviews. The specification's `testimonials` table gets what moderation needs: a
 * status (pending until a manager publishes it), the language it was written in, the appointment
 * it reviews (one review each: a unique index), the shop's public reply and its times. The public
 * list (published, newest first) and the managers' list (all or one status, newest first) each
 * have their index.
 *
 * The review links themselves are customer links (`customer_links`, purpose `review`, one per
 * appointment). `review_opt_outs`: the email addresses (lower case) that asked for no more review
 * requests.
 */
export class Migration20261126130000 extends Migration {
  override name = 'Migration20261126130000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "testimonials"
      add column "status" varchar(20) not null default 'pending',
      add column "language" varchar(2) not null default 'en',
      add column "appointment_id" int null,
      add column "reply" text null,
      add column "replied_at" timestamptz null,
      add column "published_at" timestamptz null,
      add column "updated_at" timestamptz not null default now();`);
    this.addSql(
      `alter table "testimonials" add constraint "testimonials_status_check" check ("status" in ('pending', 'published', 'hidden'));`,
    );
    this.addSql(
      `alter table "testimonials" add constraint "testimonials_language_check" check ("language" in ('en', 'es'));`,
    );
    this.addSql(
      `alter table "testimonials" add constraint "testimonials_appointment_id_foreign" foreign key ("appointment_id") references "appointments" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "testimonials" add constraint "testimonials_appointment_id_unique" unique ("appointment_id");`,
    );
    this.addSql(
      `create index "testimonials_published_index" on "testimonials" ("created_at" desc, "id" desc) where "status" = 'published';`,
    );
    this.addSql(`create index "testimonials_created_at_index" on "testimonials" ("created_at" desc, "id" desc);`);
    this.addSql(
      `create index "testimonials_status_created_at_index" on "testimonials" ("status", "created_at" desc, "id" desc);`,
    );

    this.addSql(`create table "review_opt_outs" (
      "email" varchar(100) primary key,
      "created_at" timestamptz not null default now());`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "review_opt_outs";`);
    this.addSql(`drop index if exists "testimonials_status_created_at_index";`);
    this.addSql(`drop index if exists "testimonials_created_at_index";`);
    this.addSql(`drop index if exists "testimonials_published_index";`);
    this.addSql(`alter table "testimonials" drop constraint if exists "testimonials_appointment_id_unique";`);
    this.addSql(`alter table "testimonials" drop constraint if exists "testimonials_appointment_id_foreign";`);
    this.addSql(`alter table "testimonials" drop constraint if exists "testimonials_language_check";`);
    this.addSql(`alter table "testimonials" drop constraint if exists "testimonials_status_check";`);
    this.addSql(`alter table "testimonials"
      drop column "status", drop column "language", drop column "appointment_id", drop column "reply",
      drop column "replied_at", drop column "published_at", drop column "updated_at";`);
  }
}
