import { Migration } from '@mikro-orm/migrations';

/**
 * A walk-in's visit is reviewed like a booked one: a car that came in without an appointment asks
 * for its review when it is picked up, and its repair order stands for the visit.
 * - customer_links: a review link opens an appointment or a repair order (one of the two), and a
 *   repair order has one review link at most (a partial unique index), as an appointment has.
 * - testimonials: the repair order a review is of (one review each: a unique index).
 */
export class Migration20261128140000 extends Migration {
  override name = 'Migration20261128140000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "customer_links" drop constraint "customer_links_purpose_check";`);
    this.addSql(`alter table "customer_links" add constraint "customer_links_purpose_check" check (
      ("purpose" = 'manage-appointment' and "appointment_id" is not null and "repair_order_id" is null)
      or ("purpose" = 'review' and ("appointment_id" is null) <> ("repair_order_id" is null))
      or ("purpose" = 'repair-estimate' and "repair_order_id" is not null and "appointment_id" is null));`);
    this.addSql(
      `create unique index "customer_links_one_repair_review_unique" on "customer_links" ("repair_order_id") where "purpose" = 'review';`,
    );
    this.addSql(`alter table "testimonials" add column "repair_order_id" int null;`);
    this.addSql(
      `alter table "testimonials" add constraint "testimonials_repair_order_id_foreign" foreign key ("repair_order_id") references "repair_orders" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "testimonials" add constraint "testimonials_repair_order_id_unique" unique ("repair_order_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "testimonials" drop column "repair_order_id";`);
    this.addSql(`delete from "customer_links" where "purpose" = 'review' and "repair_order_id" is not null;`);
    this.addSql(`drop index "customer_links_one_repair_review_unique";`);
    this.addSql(`alter table "customer_links" drop constraint "customer_links_purpose_check";`);
    this.addSql(`alter table "customer_links" add constraint "customer_links_purpose_check" check (
      ("purpose" in ('manage-appointment', 'review') and "appointment_id" is not null and "repair_order_id" is null)
      or ("purpose" = 'repair-estimate' and "repair_order_id" is not null and "appointment_id" is null));`);
  }
}
