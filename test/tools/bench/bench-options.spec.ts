import { expect } from 'chai';
import { benchHelp, benchOptions, parseBenchArguments } from '../../../tools/bench/bench-options';
import { benchSections } from '../../../tools/bench/sections';

const parse = (...argv: string[]) => parseBenchArguments(argv, benchSections);

describe('bench options (issue 33: `npm run bench -- --help` lists the sections and runs nothing)', () => {
  it('keeps every section flag of the bench before the table', () => {
    const flags = benchSections.map((section) => section.flag);
    for (const flag of [
      '--core-only',
      '--fanout-only',
      '--admin-list-only',
      '--content-import-only',
      '--content-list-only',
      '--wall-only',
      '--whep-browser-only',
      '--whep-only',
      '--whep-flood-only',
      '--billing-only',
      '--dashboard-only',
      '--dashboard-browser-only',
      '--instance-panel-only',
      '--click-only',
    ])
      expect(flags).to.include(flag);
    expect(new Set(flags).size, 'each flag names one section').to.equal(flags.length);
    for (const section of benchSections) expect(section.flag).to.equal(`--${section.name}-only`);
  });

  it('reads --help as a request for the help alone', () => {
    expect(parse('--help')).to.include({ help: true });
    expect(parse('--fanout-only', '--help')).to.include({ help: true });
    expect(parse('--json')).to.include({ help: false, json: true });
  });

  it('prints every section and every option with its description', () => {
    const help = benchHelp(benchSections);
    for (const section of benchSections) {
      expect(help).to.contain(section.flag);
      expect(help).to.contain(section.description);
      expect(help).to.contain(section.runs);
    }
    for (const option of benchOptions) {
      expect(help).to.contain(option.flag);
      expect(help).to.contain(option.description);
    }
  });

  it('selects sections by their flags, in the order of the table; none is the whole run', () => {
    expect(parse('--json')).to.have.property('sections').that.deep.equals([]);
    expect(parse('--dashboard-only', '--fanout-only'))
      .to.have.property('sections')
      .that.deep.equals(['fanout', 'dashboard']);
  });

  it('takes switches and numbers', () => {
    const parsed = parse('--fanout-only', '--fanout-threads', '2', '--profile', '--entries', '20000');
    if ('error' in parsed) throw new Error(parsed.error);
    expect(parsed.numbers.get('--fanout-threads')).to.equal(2);
    expect(parsed.numbers.get('--entries')).to.equal(20000);
    expect(parsed.switches.has('--profile')).to.equal(true);
    expect(parsed.switches.has('--trace')).to.equal(false);
  });

  it('refuses what it does not know, naming it', () => {
    expect(parse('--fanout')).to.deep.equal({ error: 'unknown option --fanout' });
    expect(parse('--click-onyl')).to.deep.equal({ error: 'unknown option --click-onyl' });
    expect(parse('whole')).to.deep.equal({ error: 'unknown option whole' });
    expect(parse('--entries')).to.deep.equal({ error: '--entries needs a value (N)' });
    expect(parse('--wall-hours', '--json')).to.deep.equal({ error: '--wall-hours needs a value (N)' });
    expect(parse('--fanout-threads', 'two')).to.deep.equal({
      error: '--fanout-threads takes a positive number, not "two"',
    });
    expect(parse('--entries', '500')).to.deep.equal({ error: '--entries takes a whole number ≥ 1000' });
  });
});
