import { Migration } from '@mikro-orm/migrations';

export class Migration20261123052756 extends Migration {

  override name = 'Migration20261123052756';

  override up(): void | Promise<void> {
    this.addSql(`create table "business_settings" ("id" serial primary key, "key" varchar(50) not null, "value" text not null, "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "business_settings" add constraint "business_settings_key_unique" unique ("key");`);

    this.addSql(`create table "carousel_images" ("id" serial primary key, "title" varchar(100) not null, "description" text null, "image_url" varchar(500) not null, "alt_text" varchar(200) null, "is_active" boolean not null default true, "order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);

    this.addSql(`create table "contact_messages" ("id" serial primary key, "name" varchar(100) not null, "email" varchar(100) not null, "phone" varchar(20) null, "subject" varchar(200) not null, "message" text not null, "status" varchar(20) not null default 'unread', "created_at" timestamptz not null default now());`);

    this.addSql(`create table "parts" ("id" serial primary key, "name" varchar(150) not null, "description" text null, "category" varchar(100) not null, "price" numeric(10,2) not null, "image_url" varchar(500) null, "part_number" varchar(100) null, "brand" varchar(100) null, "condition" varchar(50) not null default 'used', "status" varchar(20) not null default 'available', "sold_date" timestamptz null, "sale_price" numeric(10,2) null, "sold_to" varchar(200) null, "sold_notes" text null, "is_active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);

    this.addSql(`create table "services" ("id" serial primary key, "name" varchar(100) not null, "description" text not null, "price" numeric(10,2) not null, "icon" varchar(50) null, "is_active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);

    this.addSql(`create table "appointments" ("id" serial primary key, "first_name" varchar(50) not null, "last_name" varchar(50) not null, "email" varchar(100) not null, "phone" varchar(20) not null, "service_id" int null, "appointment_date" timestamptz not null, "notes" text null, "status" varchar(20) not null default 'pending', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);

    this.addSql(`create table "sessions" ("sid" varchar(128) not null, "sess" jsonb not null, "expire" timestamptz not null, primary key ("sid"));`);
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);

    this.addSql(`create table "testimonials" ("id" serial primary key, "customer_name" varchar(100) not null, "customer_location" varchar(100) null, "rating" int not null, "testimonial_text" text not null, "profile_image_url" varchar(500) null, "is_active" boolean not null default true, "created_at" timestamptz not null default now());`);

    this.addSql(`create table "users" ("id" uuid not null default gen_random_uuid(), "email" varchar(255) not null, "password" varchar(255) not null, "first_name" varchar(100) null, "last_name" varchar(100) null, "profile_image_url" varchar(500) null, "role" varchar(20) not null default 'user', "is_active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`alter table "parts" add constraint "parts_condition_check" check ("condition" in ('new', 'used', 'refurbished'));`);
    this.addSql(`alter table "parts" add constraint "parts_status_check" check ("status" in ('available', 'sold', 'reserved'));`);

    this.addSql(`alter table "appointments" add constraint "appointments_service_id_foreign" foreign key ("service_id") references "services" ("id") on delete set null;`);

    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('user', 'supervisor', 'manager'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "appointments" drop constraint "appointments_service_id_foreign";`);

    this.addSql(`drop table if exists "business_settings" cascade;`);
    this.addSql(`drop table if exists "carousel_images" cascade;`);
    this.addSql(`drop table if exists "contact_messages" cascade;`);
    this.addSql(`drop table if exists "parts" cascade;`);
    this.addSql(`drop table if exists "services" cascade;`);
    this.addSql(`drop table if exists "appointments" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "testimonials" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
  }

}
