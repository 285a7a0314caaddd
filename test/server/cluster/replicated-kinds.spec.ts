import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { replicatedKinds } from '../../../server/cluster/replicated-kinds';

const serverDir = path.resolve(__dirname, '..', '..', '..', 'server');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(path.join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [readFileSync(path.join(dir, entry.name), 'utf8')]
        : [],
  );

describe('server/cluster/replicated-kinds', () => {
  it('lists every kind the server announces per subscriber, so other processes of a cluster announce it too', () => {
    const declared = new Set<string>();
    for (const text of sources(serverDir))
      for (const match of text.matchAll(/export const \w+: EntityKind<'(\w+)'> = \{\s*kind: '\1'/g))
        declared.add(match[1] as string);
    expect(declared.size).to.be.greaterThan(10);
    expect([...declared].sort(), 'EntityKinds missing from replicated-kinds.ts').to.deep.equal(
      [...replicatedKinds.keys()].sort(),
    );
  });
});
