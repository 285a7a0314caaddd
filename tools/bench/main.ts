import { benchHelp, parseBenchArguments } from './bench-options';
import { formatRow, loadAverage, mergeReports, type BenchContext, type SectionReport } from './bench-section';
import { benchSections } from './sections';

// `npm run bench [-- --NAME-only …] [--json] [options]`; `npm run bench -- --help` lists the sections
// (tools/bench/sections.ts) and the options (tools/bench/bench-options.ts) and runs nothing.

const main = async (): Promise<void> => {
  const parsed = parseBenchArguments(process.argv.slice(2), benchSections);
  if ('error' in parsed) {
    console.error(`${parsed.error}\n\n${benchHelp(benchSections)}`);
    process.exitCode = 2;
    return;
  }
  if (parsed.help) {
    console.log(benchHelp(benchSections));
    return;
  }
  const log = (text: string): void => {
    if (!parsed.json) console.log(text);
    else console.error(text);
  };
  const context: BenchContext = {
    args: parsed,
    log,
    number: (flag) => parsed.numbers.get(flag),
    has: (flag) => parsed.switches.has(flag),
  };
  const reports: SectionReport[] = [];
  if (parsed.sections.length === 0) {
    const { runWholeBench } = await import('./whole-bench');
    reports.push(await runWholeBench(context));
  }
  for (const name of parsed.sections) {
    const section = benchSections.find((candidate) => candidate.name === name);
    if (!section) continue;
    if (parsed.sections.length > 1) log(`— ${section.flag}: ${section.description}`);
    reports.push(await section.run(context));
  }
  for (const report of reports) for (const row of report.rows) log(formatRow(row));
  // Every section's JSON carries the load the machine had (the figures of a shared machine are noisy).
  if (parsed.json) console.log(JSON.stringify({ load: loadAverage(), ...mergeReports(reports) }));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
