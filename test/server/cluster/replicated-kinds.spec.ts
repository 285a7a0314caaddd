import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentKinds, entityKinds } from '../../../server/cluster/replicated-kinds';

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
    const declared = { ContentKind: new Set<string>(), EntityKind: new Set<string>() };
    for (const text of sources(serverDir))
      for (const match of text.matchAll(/export const \w+: (ContentKind|EntityKind) = \{\s*kind: '(\w+)'/g))
        declared[match[1] as keyof typeof declared].add(match[2] as string);
    expect(declared.ContentKind.size).to.be.greaterThan(5);
    expect([...declared.ContentKind].sort(), 'ContentKinds missing from replicated-kinds.ts').to.deep.equal(
      [...contentKinds.keys()].sort(),
    );
    expect([...declared.EntityKind].sort(), 'EntityKinds missing from replicated-kinds.ts').to.deep.equal(
      [...entityKinds.keys()].sort(),
    );
  });
});
