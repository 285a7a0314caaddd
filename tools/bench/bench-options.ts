// The command line of `npm run bench`: the sections it can run alone (tools/bench/sections.ts), the options
// that tune them, the help that lists both, and the parsing that refuses what it does not know. Pure: the unit
// test (test/tools/bench/bench-options.spec.ts) reads it without loading a bench.

/** What the option table needs of a section: how it is named and selected. */
export interface SectionEntry {
  /** Short name, used in the help and in `--NAME-only`. */
  readonly name: string;
  /** The flag that runs this section alone, `--NAME-only`. */
  readonly flag: string;
  /** One line: what it measures. */
  readonly description: string;
  /** One line: what it runs and about how long it takes. */
  readonly runs: string;
}

/** An option that tunes a run: a switch, or one that takes a number after it. */
export interface BenchOption {
  readonly flag: string;
  /** The name of its value in the help (`N`, `S`), when it takes one. */
  readonly value?: string;
  readonly description: string;
}

export const benchOptions: readonly BenchOption[] = [
  { flag: '--help', description: 'print these options and run nothing' },
  { flag: '--json', description: 'print the figures as one JSON line on stdout (progress goes to stderr)' },
  {
    flag: '--entries',
    value: 'N',
    description: 'entries of the synthetic recording of the whole run and --core-only (default 1,000,000; ≥ 1000)',
  },
  { flag: '--no-browser', description: 'leave out the Chromium sections of the whole run (and --billing-only)' },
  { flag: '--no-dashboard', description: 'leave out the Node dashboard section of the whole run' },
  {
    flag: '--profile',
    description:
      'write CPU profiles under .bench (--content-list-only, --dashboard-browser-only, --instance-panel-only, --shift-only)',
  },
  {
    flag: '--trace',
    description: 'write DevTools timeline traces under .bench (--content-list-only, --dashboard-browser-only)',
  },
  {
    flag: '--fanout-threads',
    value: 'N',
    description: "spread --fanout-only's consoles over N worker threads (default one per core, at least 2)",
  },
  { flag: '--wall-hours', value: 'N', description: 'hours of the accelerated shift of --wall-only (default 12)' },
  { flag: '--wall-play', value: 'S', description: 'seconds the wall plays in --wall-only (default 60)' },
  { flag: '--wall-opens', value: 'N', description: 'cold opens of the wall in --wall-only (default 5)' },
  { flag: '--click-rounds', value: 'N', description: 'clicks timed by --click-only (default 30)' },
  {
    flag: '--recorder-shift-hours',
    value: 'N',
    description: 'accelerated hours of --recorder-shift-only (default 12)',
  },
  {
    flag: '--shift-entries',
    value: 'N',
    description: 'entries of the --shift-only recording (default 10,000,000, about twelve hours; ≥ 1000)',
  },
  {
    flag: '--shift-seeks',
    value: 'N',
    description: 'random seeks /replay makes in --shift-only before its steps and play (default 100)',
  },
  {
    flag: '--shift-checkpoint-every',
    value: 'N',
    description: 'entries between checkpoints in the file --shift-only replays (default 65,536; 0: none)',
  },
];

/** What a run was asked for. */
export interface BenchArguments {
  readonly help: boolean;
  readonly json: boolean;
  /** The sections named by their `--NAME-only` flags, in the table's order; none means the whole run. */
  readonly sections: readonly string[];
  /** Switches given (`--profile`, `--no-browser`, …), by flag. */
  readonly switches: ReadonlySet<string>;
  /** Numbers given (`--entries 1000`), by flag. */
  readonly numbers: ReadonlyMap<string, number>;
}

const column = 30;

/** The help: usage, every section with what it measures and runs, every option. */
export const benchHelp = (sections: readonly SectionEntry[]): string =>
  [
    'usage: npm run bench -- [--NAME-only …] [options]',
    '',
    'Without a section flag the whole bench runs (the core, the recorder, fan-out, dashboard, audit, admin list,',
    'billing and, unless --no-browser, the Chromium sections). Several section flags run those sections in turn.',
    '',
    'sections:',
    ...sections.flatMap((section) => [
      `  ${section.flag.padEnd(column)} ${section.description}`,
      `  ${''.padEnd(column)} runs: ${section.runs}`,
    ]),
    '',
    'options:',
    ...benchOptions.map(
      (option) => `  ${`${option.flag}${option.value ? ` ${option.value}` : ''}`.padEnd(column)} ${option.description}`,
    ),
  ].join('\n');

/** Reads the command line against the section table and the options; an error names what it cannot use. */
export const parseBenchArguments = (
  argv: readonly string[],
  sections: readonly SectionEntry[],
): BenchArguments | { readonly error: string } => {
  const selected = new Set<string>();
  const switches = new Set<string>();
  const numbers = new Map<string, number>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] as string;
    const section = sections.find((candidate) => candidate.flag === argument);
    if (section) {
      selected.add(section.name);
      continue;
    }
    const option = benchOptions.find((candidate) => candidate.flag === argument);
    if (!option) return { error: `unknown option ${argument}` };
    if (!option.value) {
      switches.add(option.flag);
      continue;
    }
    const text = argv[index + 1];
    if (text === undefined || text.startsWith('--')) return { error: `${option.flag} needs a value (${option.value})` };
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0)
      return { error: `${option.flag} takes a positive number, not ${JSON.stringify(text)}` };
    numbers.set(option.flag, value);
    index += 1;
  }
  const entries = numbers.get('--entries');
  if (entries !== undefined && (!Number.isInteger(entries) || entries < 1000))
    return { error: '--entries takes a whole number ≥ 1000' };
  return {
    help: switches.has('--help'),
    json: switches.has('--json'),
    sections: sections.filter((section) => selected.has(section.name)).map((section) => section.name),
    switches,
    numbers,
  };
};
