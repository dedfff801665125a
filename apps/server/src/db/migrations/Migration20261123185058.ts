import { Migration } from '@mikro-orm/migrations';

/** When each staff account last signed in, for the Users screen; unknown for sign-ins before it. */
export class Migration20261123185058 extends Migration {
  override name = 'Migration20261123185058';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "last_sign_in_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "last_sign_in_at";`);
  }
}
