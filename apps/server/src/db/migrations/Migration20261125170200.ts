import { Migration } from '@mikro-orm/migrations';

/**
 * The staff inbox at 100,000 messages: an index for each way it is read. Newest first (every
 * page, and the whole list the REST door streams), one status newest first (the filter), and a
 * trigram index on the searchable text of a message (sender's name, email, phone as written and
 * as digits, subject and text), so a search ignoring case and accents does not read the table.
 * The expression must stay exactly the one `messages/inbox-search.ts` queries with.
 */
export class Migration20261125170200 extends Migration {
  override name = 'Migration20261125170200';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "contact_messages_newest_index" on "contact_messages" ("created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "contact_messages_status_newest_index" on "contact_messages" ("status", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "contact_messages_search_index" on "contact_messages" using gin (shop_searchable(` +
        `"name" || ' ' || "email" || ' ' || coalesce("phone", '') || ' ' || ` +
        `regexp_replace(coalesce("phone", ''), '[^0-9]+', '', 'g') || ' ' || "subject" || ' ' || "message"` +
        `) gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "contact_messages_search_index";`);
    this.addSql(`drop index if exists "contact_messages_status_newest_index";`);
    this.addSql(`drop index if exists "contact_messages_newest_index";`);
  }
}
