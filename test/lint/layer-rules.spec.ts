import { expect } from 'chai';
import { PlantedTree } from './planted';

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
  'server/a/imports-ui.ts': "import { view } from '../../src/ui/a';\nexport const v = view;\n",
  'src/misc/stray.ts': 'export const stray = 1;\n',
  'src/ui/a/manifest.ts': 'export const aScreens = { areas: [] };\n',
  'src/application/a/manifest.ts': 'export const aManifest = { module: undefined };\n',
  'src/ui/b/reads-manifest.ts': "import { aScreens } from '../a/manifest';\nexport const s = aScreens;\n",
  'src/application/b/reads-manifest.ts': "import { aManifest } from '../a/manifest';\nexport const m = aManifest;\n",
  'src/ui/routes/route-table.ts': "import { aScreens } from '../a/manifest';\nexport const s = aScreens;\n",
  'src/infrastructure/di/signed-in.ts':
    "import { aManifest } from '../../application/a/manifest';\nexport const m = aManifest;\n",
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
    expect(of('server/a/imports-ui.ts')).to.match(/boundaries\/dependencies.*"server".*"ui"/);
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
  });
  it('bans .only in tests', () => {
    expect(of('test/focused.spec.ts')).to.match(/no-restricted-properties/);
  });
});
