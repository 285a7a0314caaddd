import { expect } from 'chai';
import { PlantedTree } from './planted';

// The house rules beyond the layer matrix (issue 12, item 8), each proven on a planted violation in a
// throw-away copy of the lint setup, next to a planted file that keeps the rule and must stay clean.
const planted: Record<string, string> = {
  'src/ui/a/conditional-hook.tsx': [
    "import { useState } from 'react';",
    'export const View = ({ on }: { on: boolean }) => {',
    '  if (on) {',
    '    const [value] = useState(1);',
    '    return value;',
    '  }',
    '  return 0;',
    '};',
    '',
  ].join('\n'),
  'src/ui/a/missing-dependency.tsx': [
    "import { useEffect } from 'react';",
    'export const View = ({ id, onOpen }: { id: string; onOpen: (id: string) => void }) => {',
    '  useEffect(() => onOpen(id), [id]);',
    '  return null;',
    '};',
    '',
  ].join('\n'),
  'src/ui/a/hooks-kept.tsx': [
    "import { useEffect } from 'react';",
    'export const View = ({ id, onOpen }: { id: string; onOpen: (id: string) => void }) => {',
    '  useEffect(() => onOpen(id), [id, onOpen]);',
    '  return null;',
    '};',
    '',
  ].join('\n'),
  'src/domain/a/reads-clock.ts': 'export const at = (): number => Date.now();\n',
  'src/domain/a/new-date.ts': 'export const at = (): number => new Date().getTime();\n',
  'src/domain/a/random-id.ts': 'export const id = (): string => Math.random().toString(36);\n',
  'src/domain/a/timer.ts': 'export const later = (f: () => void): unknown => setTimeout(f, 10);\n',
  'src/domain/a/interval.ts': 'export const every = (f: () => void): unknown => setInterval(f, 10);\n',
  'src/domain/a/prints.ts': "export const note = (): void => console.log('x');\n",
  'src/domain/a/pure.ts': 'export const at = (entry: { at: string }): number => new Date(entry.at).getTime();\n',
  'src/application/a/reads-clock.ts': 'export const at = (): number => Date.now() + Math.random();\n',
  'server/a/type-check.ts': "export const dev = (actor: { type: string }): boolean => actor.type === 'developer';\n",
  'src/application/a/type-list.ts': "export const admins: readonly string[] = ['admin', 'root'];\n",
  'src/domain/rights/declared.ts': "export const admins: readonly string[] = ['admin', 'root'];\n",
  'src/application/a/joins.ts':
    "export const watch = (deps: { socket: { join(t: string): unknown } }) => deps.socket.join('events:all');\n",
  'src/application/a/leaves.ts':
    "export const drop = (socket: { leave(t: string): void }) => socket.leave('control');\n",
  'src/application/a/array-join.ts': 'export const line = (names: string[], glue: string) => names.join(glue);\n',
  'src/application/topics/owner.ts':
    'export const hold = (socket: { join(t: string): unknown }, topic: string) => socket.join(topic);\n',
  'src/infrastructure/wire/a/hand-editor.ts': [
    "import { defineTopic } from '../kit';",
    "export const topics = { 'things:create': defineTopic({ pattern: 'things:create', doc: '', inbound: {}, pushes: {} }) };",
    '',
  ].join('\n'),
  'src/infrastructure/wire/a/kit-editor.ts': [
    "import { defineTopic } from '../kit';",
    "export const topics = { 'things:all': defineTopic({ pattern: 'things:all', doc: '', inbound: {}, pushes: {} }) };",
    '',
  ].join('\n'),
  'src/application/a/hand-save.ts':
    "export const save = (bus: { push(c: object): void }) => bus.push({ pattern: 'groups:create', push: 'save' });\n",
  'src/application/a/other-push.ts':
    "export const stop = (bus: { push(c: object): void }) => bus.push({ pattern: 'events:{uuid}', push: 'stop' });\n",
  'src/ui/a/formatted.ts': "export const formatted = { a: 1, b: 'two' };\n",
  'src/ui/a/unformatted.ts': 'export const   unformatted = {a:1,b:"two"}\n',
};

describe('lint: house rules (issue 12 item 8)', () => {
  let tree: PlantedTree | undefined;
  let messages = new Map<string, string>();

  before(function () {
    this.timeout(120000);
    tree = new PlantedTree(planted);
    messages = tree.eslint();
  });

  after(() => tree?.dispose());

  const of = (file: string): string => messages.get(file) ?? 'not linted';

  describe('react-hooks in src/ui', () => {
    it('refuses a hook called conditionally (rules-of-hooks)', () => {
      expect(of('src/ui/a/conditional-hook.tsx')).to.match(/react-hooks\/rules-of-hooks.*called conditionally/);
    });
    it('refuses an effect that does not name what it reads (exhaustive-deps)', () => {
      expect(of('src/ui/a/missing-dependency.tsx')).to.match(/react-hooks\/exhaustive-deps.*'onOpen'/);
    });
    it('accepts an effect that names what it reads', () => {
      expect(of('src/ui/a/hooks-kept.tsx')).to.equal('');
    });
  });

  describe('a pure domain', () => {
    it('refuses reading the clock (Date.now, new Date())', () => {
      expect(of('src/domain/a/reads-clock.ts')).to.match(/no-restricted-properties.*Date\.now/);
      expect(of('src/domain/a/new-date.ts')).to.match(/no-restricted-syntax.*never the clock/);
    });
    it('refuses a random source (Math.random)', () => {
      expect(of('src/domain/a/random-id.ts')).to.match(/no-restricted-properties.*Math\.random/);
    });
    it('refuses timers (setTimeout, setInterval)', () => {
      expect(of('src/domain/a/timer.ts')).to.match(/no-restricted-globals.*'setTimeout'/);
      expect(of('src/domain/a/interval.ts')).to.match(/no-restricted-globals.*'setInterval'/);
    });
    it('refuses console', () => {
      expect(of('src/domain/a/prints.ts')).to.match(/no-restricted-globals.*'console'/);
    });
    it('accepts a time read from an entry, and the clock in the application layer', () => {
      expect(of('src/domain/a/pure.ts')).to.equal('');
      expect(of('src/application/a/reads-clock.ts')).to.equal('');
    });
  });

  describe('rights declared once (ARCHITECTURE.md §3.13)', () => {
    it('refuses comparing an account type or listing account types outside src/domain/rights', () => {
      expect(of('server/a/type-check.ts')).to.match(/no-restricted-syntax.*Rights are declared once/);
      expect(of('src/application/a/type-list.ts')).to.match(/no-restricted-syntax.*Rights are declared once/);
    });
    it('accepts them in the declaration itself', () => {
      expect(of('src/domain/rights/declared.ts')).to.equal('');
    });
  });

  describe('topic membership has one owner (issue 30 §1)', () => {
    it('refuses joining or leaving a topic by hand outside src/application/topics', () => {
      expect(of('src/application/a/joins.ts')).to.match(/no-restricted-syntax.*TopicLeases/);
      expect(of('src/application/a/leaves.ts')).to.match(/no-restricted-syntax.*TopicLeases/);
    });
    it('accepts the lease service, and an array join', () => {
      expect(of('src/application/topics/owner.ts')).to.equal('');
      expect(of('src/application/a/array-join.ts')).to.equal('');
    });
  });

  describe("an entity kind's topics declared once (issue 30 §3)", () => {
    it('refuses an editor topic (…:create) declared by hand in the wire', () => {
      expect(of('src/infrastructure/wire/a/hand-editor.ts')).to.match(/no-restricted-syntax.*entityTopics/);
    });
    it('accepts a topic that is no editor', () => {
      expect(of('src/infrastructure/wire/a/kit-editor.ts')).to.equal('');
    });
  });

  describe('entity saves have one helper (issue 30 §3)', () => {
    it('refuses a save pushed by hand', () => {
      expect(of('src/application/a/hand-save.ts')).to.match(/no-restricted-syntax.*pushEntitySave/);
    });
    it('accepts another push', () => {
      expect(of('src/application/a/other-push.ts')).to.equal('');
    });
  });

  describe('the formatter (prettier --check in npm run lint)', () => {
    it('reports an unformatted file and passes a formatted one', function () {
      this.timeout(60000);
      expect(tree?.prettierUnformatted(['src/ui/a/formatted.ts', 'src/ui/a/unformatted.ts'])).to.deep.equal([
        'src/ui/a/unformatted.ts',
      ]);
    });
  });
});
