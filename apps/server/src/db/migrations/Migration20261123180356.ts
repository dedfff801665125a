import { Migration } from '@mikro-orm/migrations';

export class Migration20261123180356 extends Migration {

  override name = 'Migration20261123180356';

  override up(): void | Promise<void> {
    this.addSql(`create table "message_replies" ("id" serial primary key, "message_id" int not null, "staff_id" uuid null, "text" text not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "message_replies_message_id_index" on "message_replies" ("message_id");`);

    this.addSql(`alter table "appointments" add "vehicle_year" int null, add "vehicle_make" varchar(50) null, add "vehicle_model" varchar(50) null, add "language" varchar(2) not null default 'en', add "confirmed_by" uuid null, add "confirmed_at" timestamptz null, add "cancel_reason" text null, add "cancelled_at" timestamptz null, add "reminder_sent_at" timestamptz null;`);
    this.addSql(`alter table "appointments" add constraint "appointments_confirmed_by_foreign" foreign key ("confirmed_by") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "appointments" alter column "email" drop not null;`);
    this.addSql(`create index "appointments_appointment_date_index" on "appointments" ("appointment_date");`);
    this.addSql(`alter table "appointments" add constraint "appointments_status_check" check ("status" in ('pending', 'confirmed', 'completed', 'cancelled'));`);
    this.addSql(`alter table "appointments" add constraint "appointments_language_check" check ("language" in ('en', 'es'));`);

    this.addSql(`alter table "message_replies" add constraint "message_replies_message_id_foreign" foreign key ("message_id") references "contact_messages" ("id") on delete cascade;`);
    this.addSql(`alter table "message_replies" add constraint "message_replies_staff_id_foreign" foreign key ("staff_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "message_replies" cascade;`);

    this.addSql(`alter table "appointments" drop constraint "appointments_confirmed_by_foreign";`);

    this.addSql(`drop index "appointments_appointment_date_index";`);
    this.addSql(`alter table "appointments" drop constraint "appointments_status_check";`);
    this.addSql(`alter table "appointments" drop constraint "appointments_language_check";`);
    this.addSql(`alter table "appointments" drop column "vehicle_year", drop column "vehicle_make", drop column "vehicle_model", drop column "language", drop column "confirmed_by", drop column "confirmed_at", drop column "cancel_reason", drop column "cancelled_at", drop column "reminder_sent_at";`);
    this.addSql(`alter table "appointments" alter column "email" set not null;`);
  }

}
