/**
 * `pnpm --filter @shop/server seed:scale [--parts N] [--messages N] [--appointments N] [--staff N] [--yes]`
 *
 * Adds the shop at scale (10,000 parts, 100,000 messages, 50,000 appointments, 200 staff accounts
 * by default) to the database at DATABASE_URL, which must be a development or bench database: it
 * must hold the demo accounts and nothing bigger than the demo data, unless `--yes` says to add
 * the rows anyway (a second run, say). Nothing else runs it: not the server, not the tests.
 */
import { parseArgs } from 'node:util';
import { SCALE_DEFAULTS, SCALE_STAFF_PASSWORD, type ScaleCounts, ScaleSeedRefused, seedScale } from './scale-seed.ts';

const USAGE =
  'Usage: DATABASE_URL=postgres://... pnpm --filter @shop/server seed:scale [--parts 10000] [--messages 100000] [--appointments 50000] [--staff 200] [--yes]';

function count(name: keyof ScaleCounts, value: string | undefined): number {
  if (value === undefined) return SCALE_DEFAULTS[name];
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10_000_000)
    throw new ScaleSeedRefused(`--${name}: a whole number from 0 to 10000000`);
  return n;
}

try {
  const { values } = parseArgs({
    options: {
      parts: { type: 'string' },
      messages: { type: 'string' },
      appointments: { type: 'string' },
      staff: { type: 'string' },
      yes: { type: 'boolean', default: false },
    },
  });
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new ScaleSeedRefused(`DATABASE_URL is required (the database to fill).\n${USAGE}`);
  const counts: ScaleCounts = {
    parts: count('parts', values.parts),
    messages: count('messages', values.messages),
    appointments: count('appointments', values.appointments),
    staff: count('staff', values.staff),
  };
  const { added, ms, steps } = await seedScale(databaseUrl, counts, { force: values.yes });
  console.log(
    `Added ${added.parts} parts, ${added.messages} messages (${added.replies} replied to), ` +
      `${added.appointments} appointments (${added.upcoming} upcoming) and ${added.staff} staff accounts ` +
      `(password ${SCALE_STAFF_PASSWORD}) in ${(ms / 1000).toFixed(1)} s ` +
      `(${Object.entries(steps)
        .map(([name, stepMs]) => `${name} ${(stepMs / 1000).toFixed(1)} s`)
        .join(', ')}).`,
  );
} catch (error) {
  console.error(error instanceof ScaleSeedRefused || error instanceof TypeError ? error.message : error);
  process.exitCode = 1;
}
