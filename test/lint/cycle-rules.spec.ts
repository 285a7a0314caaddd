import { expect } from 'chai';
import { PlantedTree } from './planted';

// Plants import loops in a throw-away copy of the lint setup and runs the real dependency-cruiser there: a loop
// closed by a lazy import() counts as much as a static one (issue 30: routes → replay → replay-mode → app).
const planted: Record<string, string> = {
  'src/ui/a/index.ts': "import { b } from '../b';\nexport const a = (): number => b;\n",
  'src/ui/b/index.ts': "import { a } from '../a';\nexport const b = 1;\nexport const c = a;\n",
  'src/ui/lazy/routes.ts': "export const load = async () => (await import('./screen')).screen;\n",
  'src/ui/lazy/screen.ts': "import { load } from './routes';\nexport const screen = load;\n",
  'src/ui/clean/one.ts': "import { two } from './two';\nexport const one = two;\n",
  'src/ui/clean/two.ts': 'export const two = 2;\n',
};

describe('lint: no import cycle (ARCHITECTURE.md §2)', () => {
  let tree: PlantedTree | undefined;
  let cycles: string[] = [];

  before(function () {
    this.timeout(120000);
    tree = new PlantedTree(planted);
    cycles = tree.cycles();
  });

  after(() => tree?.dispose());

  it('refuses a loop of static imports', () => {
    expect(cycles).to.include('no-circular: src/ui/a/index.ts → src/ui/b/index.ts');
  });
  it('refuses a loop one of whose edges is a lazy import()', () => {
    expect(cycles).to.include('no-circular: src/ui/lazy/routes.ts → src/ui/lazy/screen.ts');
  });
  it('keeps imports that do not loop', () => {
    expect(cycles.filter((line) => line.includes('src/ui/clean/'))).to.deep.equal([]);
  });
});
