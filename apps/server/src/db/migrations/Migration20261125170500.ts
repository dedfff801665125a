import { Migration } from '@mikro-orm/migrations';

/**
 * The record of every backup run (daily, before migrations, a manager's, the command's): when,
 * which file, how big, what it holds, and whether it worked or why not. The Backups screen lists
 * it and the Overview warns from it. `alerted_at` marks the run whose trouble the shop was emailed
 * about, so one stale or failing episode sends one email.
 */
export class Migration20261125170500 extends Migration {
  override name = 'Migration20261125170500';

  override up(): void | Promise<void> {
    this.addSql(`create table "backup_runs" (
      "id" serial primary key,
      "trigger" varchar(20) not null,
      "started_at" timestamptz not null,
      "finished_at" timestamptz null,
      "ok" boolean null,
      "file_name" varchar(100) null,
      "size_bytes" bigint null,
      "table_rows" integer null,
      "images" integer null,
      "schema_version" varchar(100) null,
      "error" text null,
      "alerted_at" timestamptz null
    );`);
    this.addSql(`create index "backup_runs_started_at_index" on "backup_runs" ("started_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "backup_runs";`);
  }
}
