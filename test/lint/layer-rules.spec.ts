import { expect } from 'chai';
import path from 'node:path';
import { PlantedTree } from './planted';

// The eslint config is an untyped ES module; its server matrix is read as data to check it has no cycle.
const eslintConfig = path.resolve(__dirname, '..', '..', 'eslint.config.mjs');
const serverLayers = async (): Promise<Record<string, readonly string[]>> =>
  ((await import(eslintConfig)) as { serverLayers: Record<string, readonly string[]> }).serverLayers;

// Plants imports in a throw-away copy of the lint setup and runs the real eslint there, so the layer rules
// cannot silently rot. Layer violations go through a feature's index.ts: an import breaking both rules is
// reported once, as a deep import (the feature rule is the last policy, so it decides).
const planted: Record<string, string> = {
  'src/domain/a/rule.ts': 'export const rule = 1;\n',
  'src/domain/a/index.ts': "export { rule } from './rule';\n",
  'src/ui/a/view.ts': 'export const view = 1;\n',
  'src/domain/a/imports-ui.ts': "import { view } from '../../ui/a';\nexport const bad = view;\n",
  'src/domain/a/imports-rxjs.ts': "import { Subject } from 'rxjs';\nexport const s = new Subject();\n",
  'src/application/a/imports-fs.ts': "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
  'src/application/a/imports-domain.ts': "import { rule } from '../../domain/a';\nexport const r = rule;\n",
  'src/application/a/domain-file.ts': "import { rule } from '../../domain/a/rule';\nexport const r = rule;\n",
  'src/ui/a/domain-type.ts': "import type { rule } from '../../domain/a';\nexport type R = typeof rule;\n",
  'src/ui/a/index.ts': "export { view } from './view';\n",
  'src/ui/a/own-file.ts': "import { view } from './view';\nexport const v = view;\n",
  'src/ui/b/sibling-file.ts': "import { view } from '../a/view';\nexport const v = view;\n",
  'src/ui/b/sibling-type.ts': "import type { view } from '../a/view';\nexport type V = typeof view;\n",
  'src/ui/b/sibling-index.ts': "import { view } from '../a';\nexport const v = view;\n",
  'src/ui/b/lazy-file.ts': "export const load = async () => (await import('../a/view')).view;\n",
  'src/ui/a/domain-value.ts': "import { rule } from '../../domain/a';\nexport const r = rule;\n",
  'src/ui/a/imports-phoenix.ts': "import { Socket } from 'phoenix';\nexport const S = Socket;\n",
  'server/topics/imports-ui.ts': "import { view } from '../../src/ui/a';\nexport const v = view;\n",
  'server/topics/handler.ts': 'export const handler = 1;\n',
  'server/storage/imports-topics.ts': "import { handler } from '../topics/handler';\nexport const h = handler;\n",
  'server/auth/imports-storage.ts': "import { table } from '../storage/table';\nexport const t = table;\n",
  'server/auth/imports-protocol.ts': "import { frame } from '../protocol/frame';\nexport const f = frame;\n",
  'server/storage/table.ts': 'export const table = 1;\n',
  'server/protocol/frame.ts': 'export const frame = 1;\n',
  'server/socket/imports-topics.ts': "import { handler } from '../topics/handler';\nexport const h = handler;\n",
  'server/topics/imports-socket.ts': "import { s } from '../socket/imports-topics';\nexport const t = s;\n",
  'server/main.ts': "import { handler } from './topics/handler';\nexport const h = handler;\n",
  'src/misc/stray.ts': 'export const stray = 1;\n',
  'src/ui/a/manifest.ts': 'export const aScreens = { areas: [] };\n',
  'src/application/a/manifest.ts': 'export const aManifest = { module: undefined };\n',
  'src/ui/b/reads-manifest.ts': "import { aScreens } from '../a/manifest';\nexport const s = aScreens;\n",
  'src/application/b/reads-manifest.ts': "import { aManifest } from '../a/manifest';\nexport const m = aManifest;\n",
  'src/ui/routes/route-table.ts': "import { aScreens } from '../a/manifest';\nexport const s = aScreens;\n",
  'src/infrastructure/di/signed-in.ts':
    "import { aManifest } from '../../application/a/manifest';\nexport const m = aManifest;\n",
  'server/stray/outside.ts': 'export const outside = 1;\n',
  'test/focused.spec.ts': "describe.only('x', () => undefined);\n",
};

describe('lint: layer matrix (ARCHITECTURE.md §2)', () => {
  // Created in before(), so a failure to set it up is reported as the hook's and not at load time.
  let tree: PlantedTree | undefined;
  let messages = new Map<string, string>();

  before(function () {
    this.timeout(120000);
    tree = new PlantedTree(planted);
    messages = tree.eslint();
  });

  after(() => tree?.dispose());

  const of = (file: string): string => messages.get(file) ?? 'not linted';

  it('refuses a domain file importing the ui layer', () => {
    expect(of('src/domain/a/imports-ui.ts')).to.match(/boundaries\/dependencies.*"domain".*"ui"/);
  });
  it('refuses an npm package the layer is not given (rxjs in domain, phoenix in ui)', () => {
    expect(of('src/domain/a/imports-rxjs.ts')).to.match(/boundaries\/dependencies.*rxjs/);
    expect(of('src/ui/a/imports-phoenix.ts')).to.match(/boundaries\/dependencies.*phoenix/);
  });
  it('refuses Node built-ins in the application layer', () => {
    expect(of('src/application/a/imports-fs.ts')).to.match(/boundaries\/dependencies.*node:fs/);
  });
  it('lets the ui import domain types but not domain values', () => {
    expect(of('src/ui/a/domain-type.ts')).to.equal('');
    expect(of('src/ui/a/domain-value.ts')).to.match(/boundaries\/dependencies.*"ui".*"domain"/);
  });
  it('refuses the server importing the ui', () => {
    expect(of('server/topics/imports-ui.ts')).to.match(/boundaries\/dependencies.*"server\/topics".*"ui"/);
  });
  it('holds the server matrix: a lower folder importing a higher one is refused, the way down is allowed', () => {
    expect(of('server/storage/imports-topics.ts')).to.match(
      /boundaries\/dependencies.*"server\/storage".*"server\/topics"/,
    );
    expect(of('server/topics/imports-socket.ts')).to.match(
      /boundaries\/dependencies.*"server\/topics".*"server\/socket"/,
    );
    expect(of('server/socket/imports-topics.ts')).to.equal('');
    expect(of('server/main.ts')).to.equal('');
  });
  it('keeps auth a leaf over storage (it reads accounts and nothing else of the server)', () => {
    expect(of('server/auth/imports-storage.ts')).to.equal('');
    expect(of('server/auth/imports-protocol.ts')).to.match(
      /boundaries\/dependencies.*"server\/auth".*"server\/protocol"/,
    );
  });
  it('has no cycle in the server matrix, so no two server folders can import each other', async () => {
    const layers = await serverLayers();
    const visiting: string[] = [];
    const done = new Set<string>();
    const visit = (folder: string): void => {
      expect(visiting, `server folders ${[...visiting, folder].join(' → ')}`).not.to.include(folder);
      if (done.has(folder)) return;
      visiting.push(folder);
      for (const lower of layers[folder] ?? []) {
        expect(layers, `${folder} may import ${lower}, which is not in the matrix`).to.have.property(lower);
        visit(lower);
      }
      visiting.pop();
      done.add(folder);
    };
    for (const folder of Object.keys(layers)) visit(folder);
  });
  it('accepts an allowed import (application → domain)', () => {
    expect(of('src/application/a/imports-domain.ts')).to.equal('');
  });
  it('refuses a feature importing a file of a sibling feature of its layer, value or type', () => {
    expect(of('src/ui/b/sibling-file.ts')).to.match(
      /boundaries\/dependencies.*feature a through its index.ts.*view.ts/,
    );
    expect(of('src/ui/b/sibling-type.ts')).to.match(/boundaries\/dependencies.*feature a through its index.ts/);
  });
  it('refuses a feature importing a file of a feature of another layer', () => {
    expect(of('src/application/a/domain-file.ts')).to.match(/boundaries\/dependencies.*feature a through its index.ts/);
  });
  it("accepts a sibling feature's index, a feature's own files and a lazy import() of a screen file", () => {
    expect(of('src/ui/b/sibling-index.ts')).to.equal('');
    expect(of('src/ui/a/own-file.ts')).to.equal('');
    expect(of('src/ui/b/lazy-file.ts')).to.equal('');
  });
  it("lets only the composition roots read a feature's manifest.ts", () => {
    expect(of('src/ui/routes/route-table.ts')).to.equal('');
    expect(of('src/infrastructure/di/signed-in.ts')).to.equal('');
    expect(of('src/ui/b/reads-manifest.ts')).to.match(
      /boundaries\/dependencies.*only a composition root.*manifest of a/,
    );
    expect(of('src/application/b/reads-manifest.ts')).to.match(
      /boundaries\/dependencies.*only a composition root.*manifest of a/,
    );
  });
  it('flags a file that belongs to no layer', () => {
    expect(of('src/misc/stray.ts')).to.match(/boundaries\/no-unknown-files/);
    expect(of('server/stray/outside.ts')).to.match(/boundaries\/no-unknown-files/);
  });
  it('bans .only in tests', () => {
    expect(of('test/focused.spec.ts')).to.match(/no-restricted-properties/);
  });
});
