import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the staff accounts and appointments lists, one for each filter and order they page
 * by (see auth/staff-accounts.ts and appointments/appointment-list.ts):
 * - accounts: oldest first, (created_at, email), alone or after one role or active state;
 * - appointments: by (appointment_date, id), upcoming read forwards and past backwards, alone or
 *   after one status;
 * - the search boxes: trigram indexes on the text each one searches, exactly as the lists write it
 *   (an expression index is used only for the same expression).
 */
export class Migration20261125170400 extends Migration {
  override name = 'Migration20261125170400';

  override up(): void | Promise<void> {
    this.addSql(`create index "users_created_at_email_index" on "users" ("created_at", "email");`);
    this.addSql(`create index "users_role_created_at_email_index" on "users" ("role", "created_at", "email");`);
    this.addSql(
      `create index "users_is_active_created_at_email_index" on "users" ("is_active", "created_at", "email");`,
    );
    this.addSql(
      `create index "users_search_index" on "users" using gin (shop_searchable(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email) gin_trgm_ops);`,
    );
    this.addSql(`create index "appointments_appointment_date_id_index" on "appointments" ("appointment_date", "id");`);
    this.addSql(
      `create index "appointments_status_appointment_date_id_index" on "appointments" ("status", "appointment_date", "id");`,
    );
    this.addSql(
      `create index "appointments_search_index" on "appointments" using gin (shop_searchable(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g') || ' ' || coalesce(vehicle_year::text, '') || ' ' || coalesce(vehicle_make, '') || ' ' || coalesce(vehicle_model, '')) gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    for (const index of [
      'users_created_at_email_index',
      'users_role_created_at_email_index',
      'users_is_active_created_at_email_index',
      'users_search_index',
      'appointments_appointment_date_id_index',
      'appointments_status_appointment_date_id_index',
      'appointments_search_index',
    ]) {
      this.addSql(`drop index if exists "${index}";`);
    }
  }
}
