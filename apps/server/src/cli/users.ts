/**
 * Staff accounts from the command line, on the same database as the server (embedded or
 * DATABASE_URL), also while the server runs:
 *
 *   pnpm users create --email E [--password P] --role user|supervisor|manager [--first-name F] [--last-name L]
 *   pnpm users list
 *   pnpm users set-role --email E --role R
 *   pnpm users reset-password --email E [--password P]
 *   pnpm users deactivate --email E
 *   pnpm users activate --email E
 *   pnpm users reset-2fa --email E      (removes the app, recovery codes and passkeys; ends sessions)
 *
 * Without --password the password is asked for (hidden) on a terminal, or read from standard input.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ROLES, type Role } from '@shop/contract';
import { ZodError } from 'zod';
import {
  activate,
  createStaffAccount,
  deactivate,
  resetPassword,
  resetSecondFactors,
  setRole,
  streamStaffAccounts,
} from '../auth/staff-accounts.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../database.ts';
import { createLog } from '../log.ts';
import { Refusal } from '../refusal.ts';
import { commandLineDeps } from './command-line-deps.ts';

const USAGE = `Usage:
  pnpm users create --email E [--password P] --role ${ROLES.join('|')} [--first-name F] [--last-name L]
  pnpm users list
  pnpm users set-role --email E --role ${ROLES.join('|')}
  pnpm users reset-password --email E [--password P]
  pnpm users deactivate --email E
  pnpm users activate --email E
  pnpm users reset-2fa --email E`;

class UsageError extends Error {}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split('\n')[0]?.trim() ?? '';
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Echo nothing while the password is typed.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  process.stdout.write('Password: ');
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

function need(value: string | undefined, flag: string): string {
  if (!value) throw new UsageError(`--${flag} is required`);
  return value;
}

function role(value: string | undefined): Role {
  if (!value || !(ROLES as readonly string[]).includes(value)) {
    throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  }
  return value as Role;
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const known = ['create', 'list', 'set-role', 'reset-password', 'deactivate', 'activate', 'reset-2fa'];
  if (!known.includes(command)) throw new UsageError(`Unknown command "${command}"`);

  // Check the arguments before touching the database.
  const email = command === 'list' ? '' : need(values.email, 'email');
  const wantedRole = command === 'create' || command === 'set-role' ? role(values.role) : undefined;
  const password =
    command === 'create' || command === 'reset-password' ? (values.password ?? (await askPassword())) : '';

  const config = loadConfig();
  const db = await connectDatabase(config, { reuse: true });
  try {
    // Every change goes to the audit trail as the command line's; its JSON log line to stderr.
    const log = createLog(config.LOG_LEVEL === 'silent' ? 'silent' : 'info', process.stderr);
    const deps = commandLineDeps(db.orm, config, log);
    switch (command) {
      case 'create': {
        const user = await createStaffAccount(deps, {
          email,
          password,
          role: wantedRole as Role,
          firstName: values['first-name'],
          lastName: values['last-name'],
          chosen: true,
        });
        console.log(`Created ${user.role} ${user.email}`);
        break;
      }
      case 'list': {
        // Read from a database cursor: one line per account as it comes, however many there are.
        let listed = 0;
        for await (const u of streamStaffAccounts(deps)) {
          const name = [u.firstName, u.lastName].filter(Boolean).join(' ');
          console.log(`${u.email.padEnd(36)} ${u.role.padEnd(11)} ${u.isActive ? 'active  ' : 'inactive'} ${name}`);
          listed++;
        }
        if (listed === 0) console.log('No accounts yet.');
        break;
      }
      case 'set-role': {
        const user = await setRole(deps, { email, role: wantedRole as Role });
        console.log(`${user.email} is now ${user.role}`);
        break;
      }
      case 'reset-password': {
        await resetPassword(deps, { email, password });
        console.log(`New password set for ${email}; its sessions were ended`);
        break;
      }
      case 'deactivate': {
        const { endedSessions } = await deactivate(deps, { email });
        console.log(`Deactivated ${email}; ${endedSessions} session(s) ended`);
        break;
      }
      case 'activate': {
        await activate(deps, { email });
        console.log(`Activated ${email}`);
        break;
      }
      case 'reset-2fa': {
        const { endedSessions } = await resetSecondFactors(deps, { email });
        console.log(`Second factors removed for ${email}; ${endedSessions} session(s) ended`);
        break;
      }
    }
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof Refusal) console.error(error.message);
  else if (error instanceof ZodError) console.error(error.issues.map((i) => i.message).join('\n'));
  else console.error(error);
  process.exitCode = 1;
});
