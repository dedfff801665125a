// `pnpm test`: the whole check, stage by stage, stopping at the first stage that fails, then how
// long each stage took (each package's tests on its own line, in the order they ran), so a slow
// stage shows at a glance.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = path.join(root, '.turbo/runs');

interface Timed {
  name: string;
  seconds: number;
}

const stages = [
  { name: 'lint', command: ['biome', 'check', '.'] },
  { name: 'typecheck + build', command: ['turbo', 'run', 'typecheck', 'build'] },
  // One package at a time; each runs its own test files in parallel (their vitest configs).
  { name: 'tests', command: ['turbo', 'run', 'test', '--concurrency=1', '--summarize'] },
];

/** Each package's tests, from the summary turbo wrote for the run that started at `since`. */
function packageTimes(since: number): Timed[] {
  const summaries = fs.existsSync(runs)
    ? fs
        .readdirSync(runs)
        .map((file) => path.join(runs, file))
        .filter((file) => fs.statSync(file).mtimeMs >= since)
    : [];
  const tasks = summaries.flatMap((file) => {
    const summary = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      tasks: { task: string; package: string; execution?: { startTime: number; endTime: number } }[];
    };
    // Read once, for this table: they would pile up run after run.
    fs.rmSync(file);
    return summary.tasks;
  });
  return tasks
    .filter((task) => task.task === 'test' && task.execution)
    .sort((a, b) => (a.execution?.startTime ?? 0) - (b.execution?.startTime ?? 0))
    .map((task) => ({
      name: `tests ${task.package}`,
      seconds: ((task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0)) / 1000,
    }));
}

const clock = (seconds: number) => {
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, ' ')} s` : `${whole} s`;
};

const times: Timed[] = [];
let wall = 0;
let failed: string | undefined;
for (const stage of stages) {
  const started = Date.now();
  const [command, ...args] = stage.command as [string, ...string[]];
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (run.error) console.error(`${stage.name}: ${run.error.message}`);
  const seconds = (Date.now() - started) / 1000;
  wall += seconds;
  const perPackage = stage.name === 'tests' ? packageTimes(started) : [];
  times.push(...(perPackage.length > 0 ? perPackage : [{ name: stage.name, seconds }]));
  if (run.status !== 0) {
    failed = stage.name;
    break;
  }
}

const width = Math.max(...times.map((time) => time.name.length));
console.log(`\nTime by stage${failed ? ` (stopped: ${failed} failed)` : ''}`);
for (const time of times) console.log(`  ${time.name.padEnd(width)}  ${clock(time.seconds).padStart(10)}`);
console.log(`  ${'total'.padEnd(width)}  ${clock(wall).padStart(10)}`);
process.exit(failed ? 1 : 0);
