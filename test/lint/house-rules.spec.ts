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
  'src/domain/a/thing.ts': "export type Thing = { readonly id: string };\nexport const thing: Thing = { id: 'a' };\n",
  'src/domain/a/imports-twice.ts':
    "import type { Thing } from './thing';\nimport { thing } from './thing';\nexport const first: Thing = thing;\n",
  'src/domain/a/imports-once.ts': "import { thing, type Thing } from './thing';\nexport const first: Thing = thing;\n",
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
  'server/topics/crew-check.ts':
    'export const crew = (actor: { productionRoles: Record<string, string[]> }, channel: string): boolean =>\n  Object.hasOwn(actor.productionRoles, channel);\n',
  'src/domain/rights/crew.ts':
    'export const crew = (subject: { productionRoles: Record<string, string[]> }, channel: string): boolean =>\n  Object.hasOwn(subject.productionRoles, channel);\n',
  'server/topics/asks-crew.ts':
    "import { isCrewOn } from '../../src/domain/rights';\nexport const crew = (actor: { type: string }, channel: string): boolean => isCrewOn(actor, channel);\n",
  'server/topics/announces-by-hand.ts':
    "export const a = (pubsub: { broadcastViews(...args: unknown[]): void }): void =>\n  pubsub.broadcastViews('t', 'update');\n",
  'server/records/announce.ts':
    "export const a = (pubsub: { broadcastViews(...args: unknown[]): void }): void =>\n  pubsub.broadcastViews('t', 'update');\n",
  'server/topics/casts-stored.ts':
    'export const owner = (doc: { body: Record<string, unknown> }): unknown =>\n  (doc.body.meta as { account?: unknown } | undefined)?.account;\n',
  'server/topics/casts-stored-default.ts':
    'export const meta = (doc: { body: Record<string, unknown> }): Record<string, unknown> =>\n  (doc.body.meta ?? {}) as Record<string, unknown>;\n',
  'server/topics/decodes-stored.ts':
    "import type * as t from 'io-ts';\nimport { decodeStoredOne } from '../storage/stored-codec';\nimport type { StoredDocument } from '../storage/document-repository';\nexport const read = <A>(codec: t.Decoder<unknown, A>, doc: StoredDocument): A | undefined =>\n  decodeStoredOne(codec, doc, () => undefined, 'thing');\n",
  'server/records/asserts-payload.ts':
    'export const named = (payload: unknown): string => (payload as { name: string }).name;\n',
  'server/topics/asserts-angle.ts': 'export const count = (value: unknown): number => <number>value;\n',
  'server/topics/typed-const.ts':
    "export const kinds = ['a', 'b'] as const;\nexport const first = (value: { a?: string }): string => value.a ?? '';\n",
  'src/domain/rights/index.ts': "export { crew as isCrewOn } from './crew';\n",
  'src/application/a/joins.ts':
    "export const watch = (deps: { socket: { join(t: string): unknown } }) => deps.socket.join('events:all');\n",
  'src/application/a/leaves.ts':
    "export const drop = (socket: { leave(t: string): void }) => socket.leave('control');\n",
  'src/application/a/array-join.ts': 'export const line = (names: string[], glue: string) => names.join(glue);\n',
  'src/application/topics/owner.ts':
    'export const hold = (socket: { join(t: string): unknown }, topic: string) => socket.join(topic);\n',
  'src/application/a/http-path.ts':
    "export const load = (http: { call(r: unknown): unknown }) => http.call({ name: 'x', method: 'GET', path: 'content_list/1' });\n",
  'src/application/a/http-port.ts':
    "export const load = (deps: { http: { request(r: unknown): unknown } }) => deps.http.request({ path: 'verify' });\n",
  'src/application/a/fetches.ts': "export const load = (): unknown => fetch('/api/v1/verify');\n",
  'src/ui/a/xhr.ts': 'export const load = (): unknown => new XMLHttpRequest();\n',
  'src/application/a/http-contract.ts': [
    'declare const httpContract: { readonly content_list: unknown };',
    'export const load = (http: { call(e: unknown, a: unknown): unknown }, id: number) =>',
    '  http.call(httpContract.content_list, { params: { id } });',
    '',
  ].join('\n'),
  'src/application/http/gateway.ts':
    "export const ask = (http: { request(r: unknown): unknown }) => http.request({ path: 'verify' });\n",
  'test/e2e/reads-toasts.spec.ts':
    'export const titles = (): number => document.querySelectorAll(\'[data-testid="toast"]\').length;\n',
  'test/e2e/opens-panel.spec.ts':
    'export const open = (go: (path: string) => void, id: number): void => go(`/dashboard/instance/${id}`);\n',
  'test/e2e/opens-editor.spec.ts':
    "export const open = (go: (path: string) => void): void => go('/instances/edit/7');\n",
  'test/e2e/finds-instance.spec.ts':
    "export const id = (store: { documents: { instances: { getByUuid(uuid: string): unknown } } }): unknown =>\n  store.documents.instances.getByUuid('x');\n",
  'test/e2e/reaches-panel.spec.ts':
    'export const reached = (path: string): boolean => /^\\/dashboard\\/instance\\/\\d+$/.test(path);\n',
  'test/e2e/support/instances.ts':
    'export const open = (go: (path: string) => void, id: number): void => go(`/dashboard/instance/${id}`);\n',
  'test/e2e/support/toasts.ts':
    'export const titles = (): number => document.querySelectorAll(\'[data-testid="toast"]\').length;\n',
  'src/ui/a/cuts-by-hand.ts': [
    "import { makeStyles } from '@fluentui/react-components';",
    "export const useStyles = makeStyles({ name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } });",
    '',
  ].join('\n'),
  'src/ui/a/cuts-with-kit.tsx': [
    "import { TruncatedText } from '../shared';",
    'export const Name = ({ name }: { name: string }) => <TruncatedText text={name} size={200} />;',
    '',
  ].join('\n'),
  'src/ui/a/memoised-read.tsx': [
    "import { useMemo } from 'react';",
    "import { useObservable } from '../shared';",
    "import type { Observable } from 'rxjs';",
    'type Queries = { record$(id: number): Observable<string> };',
    'export const View = ({ queries, id }: { queries: Queries; id: number }) =>',
    '  useObservable(',
    '    useMemo(() => queries.record$(id), [queries, id]),',
    "    '',",
    '  );',
    '',
  ].join('\n'),
  'src/ui/a/memoised-stream.tsx': [
    "import { useMemo } from 'react';",
    "import { useObservable } from '../shared';",
    "import type { Observable } from 'rxjs';",
    'type Queries = { record$(id: number): Observable<string> };',
    'export const View = ({ queries, id }: { queries: Queries; id: number }) => {',
    '  const record$ = useMemo(() => queries.record$(id), [queries, id]);',
    "  return useObservable(record$, '');",
    '};',
    '',
  ].join('\n'),
  'src/ui/a/query-kept.tsx': [
    "import { useMemo } from 'react';",
    "import { useQuery } from '../shared';",
    "import type { Observable } from 'rxjs';",
    'type Queries = { record$(id: number): Observable<string> };',
    'export const View = ({ queries, id, names }: { queries: Queries; id: number; names: string[] }) => {',
    "  const joined = useMemo(() => names.join(', '), [names]);",
    '  return useQuery(() => queries.record$(id), [queries, id], joined);',
    '};',
    '',
  ].join('\n'),
  'src/ui/a/query-deps.tsx': [
    "import { useQuery } from '../shared';",
    "import type { Observable } from 'rxjs';",
    'type Queries = { record$(id: number): Observable<string> };',
    "export const View = ({ queries, id }: { queries: Queries; id: number }) => useQuery(() => queries.record$(id), [queries], '');",
    '',
  ].join('\n'),
  'src/application/a/json-equal.ts':
    'export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);\n',
  'src/application/a/items-equal.ts':
    'export const same = (a: number[], b: number[]): boolean => a.every((item, index) => item === b[index]);\n',
  'src/application/a/share-replay.ts': [
    "import { shareReplay, type Observable } from 'rxjs';",
    'export const shared = (source$: Observable<number>) => source$.pipe(shareReplay({ bufferSize: 1, refCount: true }));',
    '',
  ].join('\n'),
  'src/application/a/kits-kept.ts': [
    "import { type Observable } from 'rxjs';",
    "import { sameItems, shareLatest } from '../shared';",
    'export const same = (a: number[], b: number[]): boolean => sameItems(a, b);',
    'export const all = (a: number[]): boolean => a.every((item, index) => item > index);',
    'export const shared = (source$: Observable<number>) => source$.pipe(shareLatest());',
    '',
  ].join('\n'),
  'src/application/a/stores-view.ts': [
    "import { KeyValueStorage } from '../ports';",
    "export const remember = (storage: KeyValueStorage, on: boolean): void => storage.set('a.fullscreen', on);",
    '',
  ].join('\n'),
  'src/application/a/remembers-view.ts': [
    "import type { RememberedViews } from '../shared';",
    "export const fullscreen = (views: RememberedViews) => views.remember('a.fullscreen', (stored) => stored === true);",
    '',
  ].join('\n'),
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
  'test/domain/a/hand-fold.spec.ts': [
    "import { evolve } from '../../../src/domain/projection';",
    "import { reduceBatch } from '../../../src/domain/state';",
    'export const folds = [evolve, reduceBatch];',
    '',
  ].join('\n'),
  'test/domain/a/given-when.spec.ts': [
    "import { defineProjection } from '../../../src/domain/projection';",
    "import { projectionSpec } from '../../support/projection-spec';",
    'export const folds = [defineProjection, projectionSpec];',
    '',
  ].join('\n'),
  'test/domain/projection/evolve.spec.ts':
    "import { evolve } from '../../../src/domain/projection';\nexport const folds = [evolve];\n",
  'src/domain/rights/console-surfaces.ts': 'export const consoleSurfaces = {};\n',
  'src/domain/rights/capability-reasons.ts': 'export const capabilityReasons = {};\n',
  'src/domain/rights/reads-surfaces.ts':
    "import { consoleSurfaces } from './console-surfaces';\nexport const surfaces = consoleSurfaces;\n",
  'src/application/a/reads-reasons.ts':
    "import { capabilityReasons } from '../../domain/rights/capability-reasons';\nexport const reasons = capabilityReasons;\n",
  'tools/rights/reads-both.ts':
    "import { capabilityReasons } from '../../src/domain/rights/capability-reasons';\nimport { consoleSurfaces } from '../../src/domain/rights/console-surfaces';\nexport const both = [capabilityReasons, consoleSurfaces];\n",
  'src/domain/a/own-page-sizes.ts': 'export const ownPageSizes: readonly number[] = [5, 15, 25, 50, 100, 0];\n',
  'src/domain/a/spec-page-sizes.ts': 'export const billingSizes: readonly number[] = [50, 150, 250];\n',
  'src/domain/admin-kit/admin-list.ts': 'export const adminPageSizes: readonly number[] = [5, 15, 25, 50, 100, 0];\n',
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
    it('refuses importing what only the rights document reads (reasons, surfaces) in src, and accepts it in tools', () => {
      expect(of('src/domain/rights/reads-surfaces.ts')).to.match(/no-restricted-imports.*Only the rights document/);
      expect(of('src/application/a/reads-reasons.ts')).to.match(/no-restricted-imports.*Only the rights document/);
      expect(of('tools/rights/reads-both.ts')).to.equal('');
    });
    it('refuses reading production roles by hand outside src/domain/rights, and accepts asking the declaration', () => {
      expect(of('server/topics/crew-check.ts')).to.match(/no-restricted-syntax.*isCrewOn/);
      expect(of('src/domain/rights/crew.ts')).to.equal('');
      expect(of('server/topics/asks-crew.ts')).to.equal('');
    });
  });

  describe('one announcer for the stored kinds (issue 30 §5)', () => {
    it('refuses per-view broadcasts outside server/records/announce.ts, and accepts them there', () => {
      expect(of('server/topics/announces-by-hand.ts')).to.match(/no-restricted-syntax.*records\/announce\.ts/);
      expect(of('server/records/announce.ts')).to.equal('');
    });
  });

  describe('stored documents are read with their codec (issue 30 §5)', () => {
    it('refuses casting a field of a stored body, and accepts reading it with decodeStored', () => {
      expect(of('server/topics/casts-stored.ts')).to.match(/no-restricted-syntax.*decodeStored/);
      expect(of('server/topics/casts-stored-default.ts')).to.match(/no-restricted-syntax.*decodeStored/);
      expect(of('server/topics/decodes-stored.ts')).to.equal('');
    });
    it('refuses any type assertion in server/topics and server/records, and accepts `as const`', () => {
      expect(of('server/records/asserts-payload.ts')).to.match(/no-restricted-syntax.*StoredValue/);
      expect(of('server/topics/asserts-angle.ts')).to.match(/no-restricted-syntax.*StoredValue/);
      expect(of('server/topics/typed-const.ts')).to.equal('');
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

  describe('one list of rows per page (issue 30 §3)', () => {
    it('refuses the general page sizes written again outside the admin kit', () => {
      expect(of('src/domain/a/own-page-sizes.ts')).to.match(/no-restricted-syntax.*adminPageSizes/);
    });
    it("accepts the kit's own list, and the sizes a spec names for one screen", () => {
      expect(of('src/domain/admin-kit/admin-list.ts')).to.equal('');
      expect(of('src/domain/a/spec-page-sizes.ts')).to.equal('');
    });
  });

  describe('HTTP has one contract (issue 30 §2)', () => {
    it('refuses a call that names its path, the HTTP port asked directly, fetch and XMLHttpRequest', () => {
      for (const file of [
        'src/application/a/http-path.ts',
        'src/application/a/http-port.ts',
        'src/application/a/fetches.ts',
        'src/ui/a/xhr.ts',
      ])
        expect(of(file), file).to.match(/no-restricted-syntax.*httpContract/);
    });
    it('accepts a call by its contract entry, and the gateway asking the port', () => {
      expect(of('src/application/a/http-contract.ts')).to.equal('');
      expect(of('src/application/http/gateway.ts')).to.equal('');
    });
  });

  describe('one way to open a seeded instance in the browser suite (issue 30 §3)', () => {
    it("refuses a spec building the panel's or the editor's path, or looking the instance up in the store", () => {
      expect(of('test/e2e/opens-panel.spec.ts')).to.match(/no-restricted-syntax.*support\/instances\.ts/);
      expect(of('test/e2e/opens-editor.spec.ts')).to.match(/no-restricted-syntax.*support\/instances\.ts/);
      expect(of('test/e2e/finds-instance.spec.ts')).to.match(/no-restricted-syntax.*support\/instances\.ts/);
    });
    it('accepts the helper itself, and a spec checking the path it clicked its way to', () => {
      expect(of('test/e2e/support/instances.ts')).to.equal('');
      expect(of('test/e2e/reaches-panel.spec.ts')).to.equal('');
    });
  });

  describe('one toast helper for the browser suite (issue 30 §3)', () => {
    it('refuses a spec reading toasts by their test id', () => {
      expect(of('test/e2e/reads-toasts.spec.ts')).to.match(/no-restricted-syntax.*support\/toasts\.ts/);
    });
    it('accepts the helper itself', () => {
      expect(of('test/e2e/support/toasts.ts')).to.equal('');
    });
  });

  describe('one way to read a query with arguments (issue 30 §3)', () => {
    it('refuses a stream memoised by hand for useObservable', () => {
      expect(of('src/ui/a/memoised-read.tsx')).to.match(/no-restricted-syntax.*useQuery/);
      expect(of('src/ui/a/memoised-stream.tsx')).to.match(/no-restricted-syntax.*useQuery/);
    });
    it('checks what useQuery is given to read by (exhaustive-deps)', () => {
      expect(of('src/ui/a/query-deps.tsx')).to.match(/react-hooks\/exhaustive-deps.*'id'/);
    });
    it('accepts useQuery, and useMemo for what is no stream', () => {
      expect(of('src/ui/a/query-kept.tsx')).to.equal('');
    });
  });

  describe('one way to cut a text to its box (house review)', () => {
    it('refuses an ellipsis written into a style', () => {
      expect(of('src/ui/a/cuts-by-hand.ts')).to.match(/no-restricted-syntax.*TruncatedText/);
    });
    it('accepts the kit', () => {
      expect(of('src/ui/a/cuts-with-kit.tsx')).to.equal('');
    });
  });

  describe('one equality and one sharing of each kind (issue 30 §3)', () => {
    it('refuses a serialised or item-by-item comparison written by hand', () => {
      expect(of('src/application/a/json-equal.ts')).to.match(/no-restricted-syntax.*sameJson/);
      expect(of('src/application/a/items-equal.ts')).to.match(/no-restricted-syntax.*sameItems/);
    });
    it('refuses shareReplay outside shareLatest', () => {
      expect(of('src/application/a/share-replay.ts')).to.match(/no-restricted-imports.*shareLatest/);
    });
    it('accepts the kits, and an every that compares no second array', () => {
      expect(of('src/application/a/kits-kept.ts')).to.equal('');
    });
  });

  describe('remembered view state in one place (issue 30 §3)', () => {
    it('refuses KeyValueStorage in a feature', () => {
      expect(of('src/application/a/stores-view.ts')).to.match(/no-restricted-imports.*RememberedViews/);
    });
    it('accepts RememberedViews', () => {
      expect(of('src/application/a/remembers-view.ts')).to.equal('');
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

  describe('projection specs share given/when (issue 30 §3)', () => {
    it('refuses folding a projection by hand in a spec (evolve, reduceBatch)', () => {
      expect(of('test/domain/a/hand-fold.spec.ts')).to.match(/no-restricted-imports.*'evolve'.*given\/when/);
      expect(of('test/domain/a/hand-fold.spec.ts')).to.match(/no-restricted-imports.*'reduceBatch'.*given\/when/);
    });
    it('accepts the shared helper, and evolve in the spec of folding itself', () => {
      expect(of('test/domain/a/given-when.spec.ts')).to.equal('');
      expect(of('test/domain/projection/evolve.spec.ts')).to.equal('');
    });
  });

  describe('one import statement per module (issue 30)', () => {
    it('refuses a module imported in two statements, even a type and a value', () => {
      expect(of('src/domain/a/imports-twice.ts')).to.match(/no-duplicate-imports.*'\.\/thing' import is duplicated/);
    });
    it('accepts one statement with its types inline', () => {
      expect(of('src/domain/a/imports-once.ts')).to.equal('');
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
