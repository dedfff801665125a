import { Migration } from '@mikro-orm/migrations';

/**
 * A repair order's history keeps facts, not sentences: `repair_order_events.facts` (jsonb) holds
 * what an event says beyond its kind and steps (the appointment it came from, a line as it stood,
 * the estimate version, its total, the name signed), and each screen words them in its reader's
 * language. The English notes written so far (`detail`) are read into facts, then dropped.
 */
export class Migration20261128150000 extends Migration {
  override name = 'Migration20261128150000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "repair_order_events" add column "facts" jsonb not null default '{}';`);
    this.addSql(`update "repair_order_events" set "facts" = case
      when "detail" = 'walk-in' then jsonb_build_object('walkIn', true)
      when "detail" ~ '^appointment [0-9]+$' then jsonb_build_object('appointmentId', substring("detail" from 13)::int)
      when "event" in ('line-added', 'line-changed', 'line-removed') and "detail" ~ '^(labor|part|fee): .*, [0-9.]+ x [0-9.]+ = [0-9.]+$' then (
        select jsonb_build_object('line', jsonb_build_object(
          'kind', m[1], 'description', m[2], 'quantity', m[3], 'unitPrice', m[4], 'total', m[5]))
          from regexp_match("detail", '^(labor|part|fee): (.*), ([0-9.]+) x ([0-9.]+) = ([0-9.]+)$') as m)
      when "detail" ~ '^version [0-9]+, total [0-9.]+$' then (
        select jsonb_build_object('version', m[1]::int, 'total', m[2])
          from regexp_match("detail", '^version ([0-9]+), total ([0-9.]+)$') as m)
      when "detail" ~ '^version [0-9]+, (approved|declined) by .*, [0-9.]+$' then (
        select jsonb_build_object('version', m[1]::int, 'signedName', m[3], 'total', m[4])
          from regexp_match("detail", '^version ([0-9]+), (approved|declined) by (.*), ([0-9.]+)$') as m)
      when "detail" ~ '^version [0-9]+$' then jsonb_build_object('version', substring("detail" from 9)::int)
      else '{}'::jsonb end
      where "detail" is not null;`);
    this.addSql(`alter table "repair_order_events" drop column "detail";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "repair_order_events" add column "detail" text null;`);
    this.addSql(`update "repair_order_events" set "detail" = case
      when "facts"->'walkIn' is not null then 'walk-in'
      when "facts"->'appointmentId' is not null then 'appointment ' || ("facts"->>'appointmentId')
      when "facts"->'line' is not null then ("facts"->'line'->>'kind') || ': ' || ("facts"->'line'->>'description') || ', ' ||
        ("facts"->'line'->>'quantity') || ' x ' || ("facts"->'line'->>'unitPrice') || ' = ' || ("facts"->'line'->>'total')
      when "facts"->'signedName' is not null then 'version ' || ("facts"->>'version') || ', ' || coalesce("to_status", 'answered') ||
        ' by ' || ("facts"->>'signedName') || ', ' || ("facts"->>'total')
      when "facts"->'total' is not null then 'version ' || ("facts"->>'version') || ', total ' || ("facts"->>'total')
      when "facts"->'version' is not null then 'version ' || ("facts"->>'version')
      end;`);
    this.addSql(`alter table "repair_order_events" drop column "facts";`);
  }
}
