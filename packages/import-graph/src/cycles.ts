import type { Import } from './read-imports.ts';
import type { RoomOf } from './rooms.ts';

/** How an import is written in an allowlist and in a report: `src/a.ts -> src/b.ts`. */
export const importKey = (i: Pick<Import, 'from' | 'to'>): string => `${i.from} -> ${i.to}`;

/** Files, or rooms, that import one another round in a circle, and the imports that close it. */
export interface Cycle {
  kind: 'files' | 'rooms';
  /** Top floor first: each member imports mostly from those after it. */
  members: string[];
  /** The imports that run back up, from a member to one above it; without them the circle opens. */
  closing: Import[];
}

type Edges = Map<string, Map<string, Import[]>>;

function edgesOf(imports: readonly Import[], nodeOf: (file: string) => string): Edges {
  const edges: Edges = new Map();
  for (const i of imports) {
    const from = nodeOf(i.from);
    const to = nodeOf(i.to);
    if (from === to) continue;
    const targets = edges.get(from) ?? new Map<string, Import[]>();
    edges.set(from, targets);
    targets.set(to, [...(targets.get(to) ?? []), i]);
  }
  return edges;
}

/** Strongly connected components (Tarjan): each node mapped to its component's number. */
function componentOf(edges: Edges): Map<string, number> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const component = new Map<string, number>();
  let next = 0;
  let components = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    for (const target of edges.get(node)?.keys() ?? []) {
      if (!index.has(target)) visit(target);
      if (!component.has(target)) low.set(node, Math.min(low.get(node)!, low.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    let member: string | undefined;
    do {
      member = stack.pop()!;
      component.set(member, components);
    } while (member !== node);
    components += 1;
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return component;
}

/**
 * Stacks members in floors so that as few imports as we can find run back up: Eades, Lin and
 * Smyth's greedy order, then one member moved at a time while that lowers the count. The least
 * count is NP-hard to find; this is deterministic, which is what an allowlist needs.
 */
function floorOrder(members: string[], weight: (from: string, to: string) => number): string[] {
  const left = new Set([...members].sort());
  const others = (m: string) => [...left].filter((o) => o !== m);
  const top: string[] = [];
  const bottom: string[] = [];
  while (left.size > 0) {
    const sink = [...left].find((m) => others(m).every((o) => weight(m, o) === 0));
    const source = [...left].find((m) => others(m).every((o) => weight(o, m) === 0));
    if (sink) bottom.unshift(sink);
    else if (source) top.push(source);
    else {
      const lift = (m: string) => others(m).reduce((sum, o) => sum + weight(m, o) - weight(o, m), 0);
      top.push([...left].reduce((best, m) => (lift(m) > lift(best) ? m : best)));
    }
    left.delete(sink ?? source ?? top.at(-1)!);
  }
  const backUp = (order: string[]) =>
    order.reduce((sum, lower, i) => sum + order.slice(0, i).reduce((s, upper) => s + weight(lower, upper), 0), 0);
  let order = [...top, ...bottom];
  let count = backUp(order);
  for (let improved = true; improved; ) {
    improved = false;
    for (let from = 0; from < order.length; from += 1) {
      for (let to = 0; to < order.length; to += 1) {
        const moved = order.filter((_, i) => i !== from);
        moved.splice(to, 0, order[from]!);
        const movedCount = backUp(moved);
        if (movedCount < count) [order, count, improved] = [moved, movedCount, true];
      }
    }
  }
  return order;
}

function cyclesOf(kind: Cycle['kind'], edges: Edges): Cycle[] {
  const component = componentOf(edges);
  const groups = new Map<number, string[]>();
  for (const [node, n] of component) groups.set(n, [...(groups.get(n) ?? []), node]);
  // A type-only import is the cheaper one to move, so it weighs less and is the first named to go.
  const weight = (from: string, to: string) =>
    (edges.get(from)?.get(to) ?? []).reduce((sum, i) => sum + (i.ways.join() === 'import type' ? 1 : 2), 0);
  return [...groups.values()]
    .filter((members) => members.length > 1)
    .map((members) => {
      const order = floorOrder(members, weight);
      const closing = order.flatMap((lower, i) =>
        order.slice(0, i).flatMap((upper) => edges.get(lower)?.get(upper) ?? []),
      );
      return { kind, members: order, closing };
    });
}

/** Every circle of files and every cycle between rooms. */
export function findCycles(imports: readonly Import[], roomOf: RoomOf): Cycle[] {
  return [
    ...cyclesOf(
      'files',
      edgesOf(imports, (file) => file),
    ),
    ...cyclesOf('rooms', edgesOf(imports, roomOf)),
  ];
}

export interface Verdict {
  /** Cycles left once the allowed imports are taken out of the graph. */
  cycles: Cycle[];
  /** Allowed imports that are gone, or that no longer close any cycle: the allowlist must drop them. */
  stale: string[];
}

/**
 * Checks an app's imports against an allowlist of imports that may, for now, close a cycle. The
 * list can only shrink: a cycle it doesn't cover fails, and so does an entry that closes nothing.
 */
export function checkImports(imports: readonly Import[], roomOf: RoomOf, allowed: readonly string[]): Verdict {
  const allowedKeys = new Set(allowed);
  const cycles = findCycles(
    imports.filter((i) => !allowedKeys.has(importKey(i))),
    roomOf,
  );
  const fileComponent = componentOf(edgesOf(imports, (file) => file));
  const roomComponent = componentOf(edgesOf(imports, roomOf));
  const onCycle = (i: Import) =>
    fileComponent.get(i.from) === fileComponent.get(i.to) ||
    (roomOf(i.from) !== roomOf(i.to) && roomComponent.get(roomOf(i.from)) === roomComponent.get(roomOf(i.to)));
  const present = new Map(imports.map((i) => [importKey(i), i]));
  const stale = allowed.filter((key) => {
    const i = present.get(key);
    return !i || !onCycle(i);
  });
  return { cycles, stale };
}

const describeImport = (i: Import) =>
  i.ways.join() === 'import' ? importKey(i) : `${importKey(i)} (${i.ways.join(', ')})`;

/** What a developer reads when the check fails; empty when it passes. */
export function describeVerdict({ cycles, stale }: Verdict): string {
  const lines: string[] = [];
  for (const cycle of cycles) {
    lines.push(
      cycle.kind === 'files'
        ? `Files importing one another in a circle: ${cycle.members.join(', ')}`
        : `Rooms importing one another in a cycle, top floor first: ${cycle.members.join(' / ')}`,
      '  closed by the imports that run back up:',
      ...cycle.closing.map((i) => `    ${describeImport(i)}`),
    );
  }
  if (stale.length > 0) {
    lines.push('Allowed imports that no longer close a cycle (take them off the allowlist):');
    lines.push(...stale.map((key) => `    ${key}`));
  }
  return lines.join('\n');
}
