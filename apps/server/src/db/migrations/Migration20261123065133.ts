import { Migration } from '@mikro-orm/migrations';

export class Migration20261123065133 extends Migration {

  override name = 'Migration20261123065133';

  override up(): void | Promise<void> {
    this.addSql(`create table "upload_tickets" ("id" varchar(64) not null, "created_by" uuid not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "image_url" varchar(500) null, "created_at" timestamptz not null default now(), primary key ("id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "upload_tickets" cascade;`);
  }

}
