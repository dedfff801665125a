import { Migration } from '@mikro-orm/migrations';

/**
 * Repair orders (issue 29): a car from drop-off to pickup.
 * - repair_orders: the customer, the vehicle and the concern, a status, and the number the shop
 *   says on the phone (`RO-1042`) from its own sequence. One repair order per appointment at most.
 * - repair_order_lines: labor, parts (an inventory part, or typed in) and fees; quantities and
 *   prices in exact decimals; the customer's latest decision, and whether the line holds its part.
 * - repair_order_photos: the photos of a line (our uploads, so the image cleaner sees them).
 * - estimate_versions: the lines as sent, frozen as the exact JSON text the customer is shown,
 *   with its SHA-256; one row per version.
 * - estimate_authorisations: the customer's answer to one version, never changed (a trigger
 *   refuses updates and deletes, but a restore); one per version (a unique index decides a race).
 * - repair_order_events: the history, who changed what.
 * - customer_links: a link may now open a repair order (purpose `repair-estimate`) instead of an
 *   appointment.
 */
export class Migration20261128100000 extends Migration {
  override name = 'Migration20261128100000';

  override up(): void | Promise<void> {
    this.addSql(`create sequence "repair_order_numbers" start with 1001;`);
    this.addSql(`create table "repair_orders" (
      "id" serial primary key,
      "number" int not null default nextval('repair_order_numbers'),
      "appointment_id" int null,
      "first_name" varchar(50) not null,
      "last_name" varchar(50) not null,
      "phone" varchar(20) not null,
      "email" varchar(100) null,
      "language" varchar(2) not null default 'en',
      "vehicle_year" int not null,
      "vehicle_make" varchar(50) not null,
      "vehicle_model" varchar(50) not null,
      "vin" varchar(17) null,
      "mileage" int null,
      "concern" text not null,
      "status" varchar(20) not null default 'checked-in',
      "picked_up_at" timestamptz null,
      "created_by" uuid null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now());`);
    this.addSql(`alter sequence "repair_order_numbers" owned by "repair_orders"."number";`);
    this.addSql(`alter table "repair_orders" add constraint "repair_orders_number_unique" unique ("number");`);
    this.addSql(
      `alter table "repair_orders" add constraint "repair_orders_appointment_id_unique" unique ("appointment_id");`,
    );
    this.addSql(
      `alter table "repair_orders" add constraint "repair_orders_appointment_id_foreign" foreign key ("appointment_id") references "appointments" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "repair_orders" add constraint "repair_orders_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "repair_orders" add constraint "repair_orders_status_check" check ("status" in
      ('checked-in', 'diagnosing', 'awaiting-approval', 'approved', 'declined', 'in-repair', 'waiting-parts', 'ready', 'picked-up', 'cancelled'));`);
    this.addSql(
      `alter table "repair_orders" add constraint "repair_orders_language_check" check ("language" in ('en', 'es'));`,
    );
    this.addSql(`create index "repair_orders_id_desc_index" on "repair_orders" ("id" desc);`);
    this.addSql(`create index "repair_orders_status_index" on "repair_orders" ("status", "updated_at" desc, "id" desc);`);
    this.addSql(`create index "repair_orders_vin_index" on "repair_orders" (upper("vin")) where "vin" is not null;`);
    this.addSql(
      `create index "repair_orders_phone_index" on "repair_orders" ((regexp_replace("phone", '[^0-9]', '', 'g')));`,
    );
    this.addSql(
      `create index "repair_orders_search_index" on "repair_orders" using gin (shop_searchable('RO-' || number::text || ' ' || first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g') || ' ' || vehicle_year::text || ' ' || vehicle_make || ' ' || vehicle_model || ' ' || coalesce(vin, '')) gin_trgm_ops);`,
    );

    this.addSql(`create table "repair_order_lines" (
      "id" serial primary key,
      "repair_order_id" int not null,
      "position" int not null,
      "kind" varchar(10) not null,
      "description" varchar(300) not null,
      "quantity" numeric(7,2) not null,
      "unit_price" numeric(10,2) not null,
      "part_id" int null,
      "part_reserved" boolean not null default false,
      "recommendation" varchar(20) not null default 'recommended',
      "decision" varchar(10) null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now());`);
    this.addSql(
      `alter table "repair_order_lines" add constraint "repair_order_lines_repair_order_id_foreign" foreign key ("repair_order_id") references "repair_orders" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "repair_order_lines" add constraint "repair_order_lines_part_id_foreign" foreign key ("part_id") references "parts" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "repair_order_lines" add constraint "repair_order_lines_kind_check" check ("kind" in ('labor', 'part', 'fee'));`,
    );
    this.addSql(
      `alter table "repair_order_lines" add constraint "repair_order_lines_recommendation_check" check ("recommendation" in ('urgent', 'recommended', 'can-wait'));`,
    );
    this.addSql(
      `alter table "repair_order_lines" add constraint "repair_order_lines_decision_check" check ("decision" in ('approved', 'declined'));`,
    );
    this.addSql(
      `alter table "repair_order_lines" add constraint "repair_order_lines_amounts_check" check ("quantity" > 0 and "unit_price" >= 0);`,
    );
    this.addSql(
      `create index "repair_order_lines_repair_order_id_index" on "repair_order_lines" ("repair_order_id", "position", "id");`,
    );
    // A part is held by one line at a time.
    this.addSql(
      `create unique index "repair_order_lines_part_reserved_unique" on "repair_order_lines" ("part_id") where "part_reserved";`,
    );

    this.addSql(`create table "repair_order_photos" (
      "id" serial primary key,
      "line_id" int not null,
      "position" int not null,
      "image_url" varchar(500) not null);`);
    this.addSql(
      `alter table "repair_order_photos" add constraint "repair_order_photos_line_id_foreign" foreign key ("line_id") references "repair_order_lines" ("id") on delete cascade;`,
    );
    this.addSql(`create index "repair_order_photos_line_id_index" on "repair_order_photos" ("line_id", "position");`);
    this.addSql(`create index "repair_order_photos_image_url_index" on "repair_order_photos" ("image_url");`);

    this.addSql(`create table "estimate_versions" (
      "id" serial primary key,
      "repair_order_id" int not null,
      "version" int not null,
      "document" text not null,
      "sha256" char(64) not null,
      "total" numeric(12,2) not null,
      "sent_at" timestamptz not null,
      "sent_by" uuid null,
      "sent_by_name" varchar(255) null,
      "expires_at" timestamptz not null,
      "opened_at" timestamptz null,
      "reminded_at" timestamptz null);`);
    this.addSql(
      `alter table "estimate_versions" add constraint "estimate_versions_repair_order_id_foreign" foreign key ("repair_order_id") references "repair_orders" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "estimate_versions" add constraint "estimate_versions_sent_by_foreign" foreign key ("sent_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "estimate_versions" add constraint "estimate_versions_version_unique" unique ("repair_order_id", "version");`,
    );
    this.addSql(
      `create index "estimate_versions_reminder_index" on "estimate_versions" ("sent_at") where "reminded_at" is null;`,
    );

    this.addSql(`create table "estimate_authorisations" (
      "id" serial primary key,
      "estimate_version_id" int not null,
      "repair_order_id" int not null,
      "version" int not null,
      "outcome" varchar(10) not null,
      "decisions" jsonb not null,
      "approved_total" numeric(12,2) not null,
      "signed_name" varchar(100) not null,
      "decline_reason" text null,
      "authorised_at" timestamptz not null,
      "ip" varchar(100) null,
      "user_agent" varchar(500) null,
      "estimate_sha256" char(64) not null);`);
    this.addSql(
      `alter table "estimate_authorisations" add constraint "estimate_authorisations_version_unique" unique ("estimate_version_id");`,
    );
    this.addSql(
      `alter table "estimate_authorisations" add constraint "estimate_authorisations_estimate_version_id_foreign" foreign key ("estimate_version_id") references "estimate_versions" ("id");`,
    );
    this.addSql(
      `alter table "estimate_authorisations" add constraint "estimate_authorisations_repair_order_id_foreign" foreign key ("repair_order_id") references "repair_orders" ("id");`,
    );
    this.addSql(
      `alter table "estimate_authorisations" add constraint "estimate_authorisations_outcome_check" check ("outcome" in ('approved', 'declined'));`,
    );
    this.addSql(
      `create index "estimate_authorisations_repair_order_id_index" on "estimate_authorisations" ("repair_order_id", "version");`,
    );
    this.addSql(
      `create index "estimate_authorisations_authorised_at_index" on "estimate_authorisations" ("authorised_at");`,
    );
    this.addSql(`create function estimate_authorisations_guard() returns trigger language plpgsql as $$
      begin
        if coalesce(current_setting('shop.restoring', true), '') = 'on' then
          return case when tg_op = 'DELETE' then old else new end;
        end if;
        raise exception 'a customer''s authorisation is kept as given: it can''t be changed or deleted'
          using errcode = '42501';
      end
    $$;`);
    this.addSql(`create trigger "estimate_authorisations_no_update" before update or delete on "estimate_authorisations"
      for each row execute function estimate_authorisations_guard();`);
    this.addSql(`create trigger "estimate_authorisations_no_truncate" before truncate on "estimate_authorisations"
      for each statement execute function estimate_authorisations_guard();`);

    this.addSql(`create table "repair_order_events" (
      "id" serial primary key,
      "repair_order_id" int not null,
      "at" timestamptz not null,
      "event" varchar(30) not null,
      "from_status" varchar(20) null,
      "to_status" varchar(20) null,
      "detail" text null,
      "by_customer" boolean not null default false,
      "staff_id" uuid null,
      "staff_name" varchar(255) null);`);
    this.addSql(
      `alter table "repair_order_events" add constraint "repair_order_events_repair_order_id_foreign" foreign key ("repair_order_id") references "repair_orders" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "repair_order_events" add constraint "repair_order_events_staff_id_foreign" foreign key ("staff_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `create index "repair_order_events_repair_order_id_index" on "repair_order_events" ("repair_order_id", "at", "id");`,
    );

    this.addSql(`alter table "customer_links" alter column "appointment_id" drop not null;`);
    this.addSql(`alter table "customer_links" add column "repair_order_id" int null;`);
    this.addSql(
      `alter table "customer_links" add constraint "customer_links_repair_order_id_foreign" foreign key ("repair_order_id") references "repair_orders" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "customer_links" drop constraint "customer_links_purpose_check";`);
    this.addSql(`alter table "customer_links" add constraint "customer_links_purpose_check" check (
      ("purpose" in ('manage-appointment', 'review') and "appointment_id" is not null and "repair_order_id" is null)
      or ("purpose" = 'repair-estimate' and "repair_order_id" is not null and "appointment_id" is null));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "customer_links" where "purpose" = 'repair-estimate';`);
    this.addSql(`alter table "customer_links" drop constraint "customer_links_purpose_check";`);
    this.addSql(
      `alter table "customer_links" add constraint "customer_links_purpose_check" check ("purpose" in ('manage-appointment', 'review'));`,
    );
    this.addSql(`alter table "customer_links" drop column "repair_order_id";`);
    this.addSql(`alter table "customer_links" alter column "appointment_id" set not null;`);
    this.addSql(`drop table if exists "repair_order_events" cascade;`);
    this.addSql(`drop table if exists "estimate_authorisations" cascade;`);
    this.addSql(`drop function if exists estimate_authorisations_guard();`);
    this.addSql(`drop table if exists "estimate_versions" cascade;`);
    this.addSql(`drop table if exists "repair_order_photos" cascade;`);
    this.addSql(`drop table if exists "repair_order_lines" cascade;`);
    this.addSql(`drop table if exists "repair_orders" cascade;`);
  }
}
