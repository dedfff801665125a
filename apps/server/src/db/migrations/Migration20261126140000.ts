import { Migration } from '@mikro-orm/migrations';

/** Room for an authenticator-app secret sealed with the server's TOTP_KEY (auth/totp-key.ts). */
export class Migration20261126140000 extends Migration {
  override name = 'Migration20261126140000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users"
      alter column "totp_secret" type varchar(200),
      alter column "totp_pending_secret" type varchar(200);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users"
      alter column "totp_secret" type varchar(64),
      alter column "totp_pending_secret" type varchar(64);`);
  }
}
