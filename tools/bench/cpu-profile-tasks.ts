// What the long tasks of a CDP CPU profile (`Profiler.stop`'s profile) spent their time in, read from the profile
// alone: a task is a run of samples between two idle ones, and each sample of a run over `overMs` is counted for
// every function on its stack (once per sample), so "prepare", "decodeBlock" or "reduceBatch" show what they
// cost inside the long tasks, the callees included. No clock needs lining up with the page's.

interface ProfileNode {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
    readonly columnNumber: number;
  };
  readonly children?: readonly number[];
}

export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  /** Microseconds between a sample and the one before it. */
  readonly timeDeltas: readonly number[];
}

export interface LongTaskTime {
  /** Runs of busy samples over `overMs`. */
  readonly tasks: number;
  readonly longestMs: number;
  /** Milliseconds in the long tasks per function (with the functions it called), the largest first. */
  readonly functions: readonly { readonly name: string; readonly ms: number }[];
}

const idle = new Set(['(idle)']);

const nameOf = (node: ProfileNode): string => {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const file = url.split('/').pop() ?? '';
  return file ? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}` : functionName;
};

/** The long tasks of a profile and the functions their time went to (`top` of them). */
export const longTaskTime = (profile: CpuProfile, overMs = 50, top = 15): LongTaskTime => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const stackOf = (id: number): string[] => {
    const names = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const node = byId.get(at);
      if (node && node.callFrame.functionName !== '(root)') names.add(nameOf(node));
    }
    return [...names];
  };
  const totals = new Map<string, number>();
  let tasks = 0;
  let longestMs = 0;
  let run: { id: number; ms: number }[] = [];
  const close = (): void => {
    const ms = run.reduce((sum, sample) => sum + sample.ms, 0);
    if (ms > overMs) {
      tasks += 1;
      longestMs = Math.max(longestMs, ms);
      for (const sample of run)
        for (const name of stackOf(sample.id)) totals.set(name, (totals.get(name) ?? 0) + sample.ms);
    }
    run = [];
  };
  profile.samples.forEach((id, index) => {
    // A sample's time is the gap to the next one.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node || idle.has(node.callFrame.functionName)) close();
    else run.push({ id, ms });
  });
  close();
  const functions = [...totals.entries()]
    .sort(([, a], [, b]) => b - a)
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms: Math.round(ms) }));
  return { tasks, longestMs: Math.round(longestMs), functions };
};
