import os from 'node:os';
import type { BenchArguments, SectionEntry } from './bench-options';

// What a section of `npm run bench` is given and gives back (the table is tools/bench/sections.ts).

/** A row of the printed table: the figure's name, its value, a note (the target and whether it was met). */
export type Row = [string, string, string];

/** What a run gives every section: the parsed command line and where progress goes. */
export interface BenchContext {
  readonly args: BenchArguments;
  /** Progress and rows: stdout, or stderr under --json (stdout then carries the JSON line alone). */
  readonly log: (text: string) => void;
  /** A number option's value, or undefined when it was not given. */
  readonly number: (flag: string) => number | undefined;
  /** Whether a switch (`--profile`, `--no-browser`, …) was given. */
  readonly has: (flag: string) => boolean;
}

/** The printed rows and the section's JSON (its figures, `targets`, and sometimes `targetLimits`). */
export interface SectionReport {
  readonly rows: readonly Row[];
  readonly json: object;
}

/** A section of the bench: its entry in the help and what it runs. */
export interface BenchSection extends SectionEntry {
  readonly run: (context: BenchContext) => Promise<SectionReport>;
}

/** The machine's load average over 1, 5 and 15 minutes when the figures were taken (a shared, noisy machine). */
export const loadAverage = (): number[] => os.loadavg().map((value) => Math.round(value * 10) / 10);

export const mark = (ok: boolean): string => (ok ? '✓' : '✗');

export const formatRow = ([name, value, note]: Row): string => `${name.padEnd(28)} ${value.padEnd(28)} ${note}`;

/** Several sections' JSON as one object: figures side by side, their `targets` and `targetLimits` merged. */
export const mergeReports = (reports: readonly SectionReport[]): Record<string, unknown> => {
  const merged: Record<string, unknown> = {};
  const targets: Record<string, unknown> = {};
  const limits: Record<string, unknown> = {};
  for (const report of reports) {
    const { targets: ownTargets, targetLimits: ownLimits, ...figures } = report.json as Record<string, unknown>;
    Object.assign(merged, figures);
    Object.assign(targets, ownTargets ?? {});
    Object.assign(limits, ownLimits ?? {});
  }
  if (reports.some((report) => 'targets' in report.json)) merged.targets = targets;
  if (reports.some((report) => 'targetLimits' in report.json)) merged.targetLimits = limits;
  return merged;
};
