import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isCommandEntry, type CommandEntry } from '../../../src/domain/commands';
import { commandCatalogue } from '../../../src/infrastructure/wire';

// Every command is declared once, in its feature's registry (docs/architecture.md §3.6). This finds every registry
// in src (the modules that call defineCommands) and holds them to it.

const root = join(__dirname, '../../../src');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

interface Found {
  readonly where: string;
  readonly key: string;
  readonly entry: CommandEntry;
}

const registries = async (): Promise<readonly Found[]> => {
  const found: Found[] = [];
  const declaring = sourceFiles(root).filter(
    (file) => !file.includes('domain/commands/') && readFileSync(file, 'utf8').includes('defineCommands('),
  );
  for (const file of declaring) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module)) {
      if (typeof value !== 'object' || value === null) continue;
      const entries = Object.entries(value);
      if (entries.length === 0 || !entries.every(([, entry]) => isCommandEntry(entry))) continue;
      for (const [key, entry] of entries)
        found.push({ where: `${relative(root, file)} ${exported}`, key, entry: entry as CommandEntry });
    }
  }
  return found;
};

const noticeTables = async (): Promise<readonly Record<string, unknown>[]> => {
  const tables: Record<string, unknown>[] = [];
  for (const file of sourceFiles(join(root, 'application')).filter((path) =>
    /notices?\.ts$|commands\.ts$/.test(path),
  )) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module))
      if (exported.endsWith('NoticeRules') && typeof value === 'object' && value !== null)
        tables.push(value as Record<string, unknown>);
  }
  return tables;
};

describe('command registries (one per feature, every name declared once)', () => {
  let found: readonly Found[];
  before(async () => {
    found = await registries();
  });

  it('finds the registries of the features', () => {
    expect(found.length).to.be.at.least(95);
    expect(new Set(found.map((item) => item.entry.feature)).size).to.be.greaterThan(25);
  });

  it('declares every command name in exactly one registry', () => {
    const byName = new Map<string, string[]>();
    for (const { where, key, entry } of found)
      byName.set(entry.name, [...(byName.get(entry.name) ?? []), `${where}.${key}`]);
    const twice = [...byName].filter(([, places]) => places.length > 1);
    expect(twice, 'names declared more than once').to.deep.equal([]);
  });

  it('gives every registry a feature name of its own', () => {
    const byFeature = new Map<string, Set<string>>();
    for (const { where, entry } of found)
      byFeature.set(entry.feature, new Set([...(byFeature.get(entry.feature) ?? []), where]));
    const shared = [...byFeature].filter(([, places]) => places.size > 1).map(([feature]) => feature);
    expect(shared, 'features declared by two registries').to.deep.equal([]);
  });

  it('has a codec in the wire command catalogue for every decoded command, and none for an undeclared name', () => {
    const decoded = found.filter(({ entry }) => entry.args === 'decoded').map(({ entry }) => entry.name);
    const names = new Set(found.map(({ entry }) => entry.name));
    expect(
      decoded.filter((name) => !Object.hasOwn(commandCatalogue, name)),
      'decoded without a codec',
    ).to.deep.equal([]);
    expect(
      Object.keys(commandCatalogue).filter((name) => !names.has(name)),
      'codecs of no registry',
    ).to.deep.equal([]);
  });

  it('keys every notice table by registry names only', async () => {
    const names = new Set(found.map(({ entry }) => entry.name));
    const tables = await noticeTables();
    expect(tables.length).to.be.greaterThan(15);
    const unknown = tables.flatMap((table) => Object.keys(table)).filter((name) => !names.has(name));
    expect(unknown, 'notice rules under a name no registry declares').to.deep.equal([]);
  });
});
