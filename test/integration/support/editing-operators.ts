import { Client } from 'pg';
import { EditingPresence, type EditingItem } from '../../../src/application/editing';
import { TopicLeases } from '../../../src/application/topics';
import { signedInConsole, type RealConsole } from './real-console';
import { loginAs } from './studio';

// Operators with an editor sheet open on one item, each on the process of a cluster they signed in to (issue 32 §1,
// docs/protocol/editing.md "Several processes"): the console core and who the sheet shows as "Also editing".
//
//   const operators = editingOperators();                       // in a describe block: closed after each test
//   const anna = await operators.open(server, 'admin', { kind: 'groups', id: await firstGroupId(databaseUrl) });
//   await eventually(() => anna.names.current.join() === 'Demo root', 'Anna sees Demo root');

export interface EditingOperator {
  readonly core: RealConsole;
  /** Who the editor sheet shows as also editing, as it would show them. */
  readonly names: { current: readonly string[] };
}

/** Mocha hooks and an `open` whose operators are signed out after each test. */
export const editingOperators = (): {
  open(server: { url: string; socketUrl: string }, type: string, item: EditingItem): Promise<EditingOperator>;
} => {
  const closing: (() => void)[] = [];
  afterEach(() => {
    for (const close of closing.splice(0)) close();
  });
  return {
    open: async (server, type, item) => {
      const core = await signedInConsole(server.socketUrl, await loginAs(server.url, type), type);
      const names: { current: readonly string[] } = { current: [] };
      const subscription = new EditingPresence(new TopicLeases(core.gateway), core.store)
        .others$(item)
        .subscribe((next) => (names.current = next));
      closing.push(() => {
        subscription.unsubscribe();
        core.dispose();
      });
      return { core, names };
    },
  };
};

/** The id of the first group of the database (every seed has one): an item every demo account may edit. */
export const firstGroupId = async (databaseUrl: string): Promise<string> => {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const group = await client.query<{ id: number }>('select id from groups order by id limit 1');
    return String(group.rows[0]?.id);
  } finally {
    await client.end();
  }
};
