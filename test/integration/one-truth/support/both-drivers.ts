import type { Socket } from 'phoenix';
import { joinOk, push, type Joined, type Reply } from '../../support/phoenix-client';
import { withPostgresCluster } from '../../support/postgres-suite';
import { accountIdOf, type TestServer } from '../../support/studio';
import { useStudioFixture } from '../../support/studio-fixture';
import { kindContextOf, type Item, type KindContext } from '../versioned-kinds';

// The preamble every one-truth spec shares (issue 32: versions, undo): the same tests on both storage drivers, each
// block with a studio server of its own on the demo data, the operator whose saves are tested and a colleague
// signed in, and — for the undo specs — the operator's undo topic joined once.
//
//   onBothDrivers({ title: (driver) => `one truth: undo, ${driver}`, tag: 'un', database: 'undo', timeout: 180_000, undo: true },
//     (suite) => {
//       it('…', async () => { await savedOn(suite.mine, topic, payload); dataOf(await suite.undo('settings', item, 2)); });
//     });

export type Driver = 'PGlite' | 'PostgreSQL';

export interface DriverSuite {
  readonly driver: Driver;
  /** The block's studio server (read inside hooks and tests). */
  readonly studio: TestServer;
  /** The socket of the operator whose saves the tests make: the demo developer. */
  readonly mine: Socket;
  /** The socket of a colleague who changes the items meanwhile, and sets up what needs an administrator: root. */
  readonly theirs: Socket;
  /** What the table of kinds needs to create items as the developer (versioned-kinds.ts). */
  readonly context: KindContext;
  /** A prefix no other test of the run uses: the spec's tag, the driver's first two letters and a count. */
  unique(): string;
  /** The developer's undo topic, joined before the block's tests with `saves` recorded (`undo: true` only). */
  readonly undoTopic: Joined;
  /** Pushes `undo` of the save that produced `version` of `item`, on the developer's undo topic unless `on`. */
  undo(kind: string, item: Item, version: unknown, on?: Joined): Promise<Reply>;
  /** PostgreSQL only: one more database of the block's cluster, for a test that starts a server of its own. */
  readonly createDatabase?: () => Promise<string>;
}

export interface BothDriversOptions {
  /** The describe title of the block on `driver`. */
  readonly title: (driver: Driver) => string;
  /** The start of `unique()`'s names (a spec's own two letters). */
  readonly tag: string;
  /** The PostgreSQL databases' name, numbered. */
  readonly database: string;
  readonly timeout: number;
  /** Whether the developer's undo topic is joined for the block. */
  readonly undo?: boolean;
}

/**
 * Declares `body` twice: on PGlite, and on PostgreSQL (a throwaway cluster, a fresh demo database per block;
 * skipped, saying why, where PostgreSQL is not installed). The studio fixture starts the server, signs in, checks
 * after each test that the server logged no error, and closes everything after the block.
 */
export const onBothDrivers = (options: BothDriversOptions, body: (suite: DriverSuite) => void): void => {
  const declare = (driver: Driver, createDatabase?: () => Promise<string>): void => {
    describe(options.title(driver), function () {
      this.timeout(options.timeout);
      const fixture = useStudioFixture({
        types: ['developer', 'root'],
        server: async () => (createDatabase ? { databaseUrl: await createDatabase(), seed: 'demo' } : {}),
      });
      let context: KindContext | undefined;
      before(async () => {
        context = await kindContextOf(fixture.studio, fixture.socket('developer'));
      });
      let undoTopic: Joined | undefined;
      if (options.undo)
        before(async () => {
          const developer = await accountIdOf(fixture.studio, 'developer');
          undoTopic = await joinOk(fixture.socket('developer'), `undo:${developer}`, ['saves']);
        });
      let count = 0;
      const joinedUndo = (): Joined => {
        if (!undoTopic)
          throw new Error('the undo topic is not joined (onBothDrivers with `undo: true`, read in a test)');
        return undoTopic;
      };
      body({
        driver,
        get studio() {
          return fixture.studio;
        },
        get mine() {
          return fixture.socket('developer');
        },
        get theirs() {
          return fixture.socket('root');
        },
        get context() {
          if (!context) throw new Error('the kinds context is made in a before hook (read it in a test)');
          return context;
        },
        unique: () => `${options.tag}${driver.slice(0, 2)}${(count += 1)}`,
        get undoTopic() {
          return joinedUndo();
        },
        undo: (kind, item, version, on = joinedUndo()) =>
          push(on.channel, 'undo', { kind, id: kind === 'channels' ? item.uuid : String(item.id), version }, 10_000),
        createDatabase,
      });
    });
  };
  declare('PGlite');
  describe('on PostgreSQL (a throwaway cluster)', () => {
    const cluster = withPostgresCluster();
    let databases = 0;
    declare('PostgreSQL', () => cluster().createDatabase(`${options.database}_${(databases += 1)}`));
  });
};
