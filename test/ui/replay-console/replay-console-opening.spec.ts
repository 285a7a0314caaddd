import { expect } from 'chai';
import {
  ReplayConsoleOpening,
  type ReplayConsole,
  type ReplayConsoleState,
} from '../../../src/ui/replay-console/replay-console-opening';

// The replay console's code is fetched when replay mode is entered; a chunk that does not load must end in a
// visible failure with another try, never an unhandled rejection and a page stuck on "Opening…".

const chunkFailure = new Error('Loading chunk replay-console failed.');

interface FakeConsole extends ReplayConsole {
  readonly disposed: () => boolean;
}

const fakeConsole = (): FakeConsole => {
  let disposed = false;
  return { services: {} as never, routes: {} as never, dispose: () => (disposed = true), disposed: () => disposed };
};

/** A build whose outcome the test decides: each call waits for `resolve`/`reject` of its own. */
const controlledBuild = () => {
  const calls: { resolve: (built: ReplayConsole) => void; reject: (error: unknown) => void }[] = [];
  const build = (): Promise<ReplayConsole> => new Promise((resolve, reject) => calls.push({ resolve, reject }));
  return { build, calls };
};

const settled = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('ReplayConsoleOpening (building the replay console when replay mode comes on)', () => {
  it('given the build succeeds, then the console is open; closing the mode disposes it', async () => {
    const { build, calls } = controlledBuild();
    const opening = new ReplayConsoleOpening(build);
    const phases: ReplayConsoleState['phase'][] = [];
    const subscription = opening.state$.subscribe((state) => phases.push(state.phase));
    opening.open();
    const built = fakeConsole();
    calls[0]!.resolve(built);
    await settled();
    expect(opening.state).to.deep.equal({ phase: 'open', console: built });
    opening.close();
    expect(built.disposed()).to.equal(true);
    subscription.unsubscribe();
    expect(phases).to.deep.equal(['closed', 'opening', 'open', 'closed']);
  });

  it('given the chunk fails to load, then the state is failed with the reason (handled), and Try again builds it again', async () => {
    const { build, calls } = controlledBuild();
    const opening = new ReplayConsoleOpening(build);
    opening.open();
    calls[0]!.reject(chunkFailure);
    await settled();
    expect(opening.state).to.deep.equal({ phase: 'failed', reason: 'Loading chunk replay-console failed.' });
    opening.open();
    expect(opening.state.phase).to.equal('opening');
    const built = fakeConsole();
    calls[1]!.resolve(built);
    await settled();
    expect(opening.state).to.deep.equal({ phase: 'open', console: built });
  });

  it('given a rejection that is not an Error, then its text is the reason', async () => {
    const opening = new ReplayConsoleOpening(() => Promise.reject('network down'));
    opening.open();
    await settled();
    expect(opening.state).to.deep.equal({ phase: 'failed', reason: 'network down' });
  });

  it('given the mode ended while the console was being built, then the late console is disposed and never shown', async () => {
    const { build, calls } = controlledBuild();
    const opening = new ReplayConsoleOpening(build);
    opening.open();
    opening.close();
    const late = fakeConsole();
    calls[0]!.resolve(late);
    await settled();
    expect(late.disposed()).to.equal(true);
    expect(opening.state.phase).to.equal('closed');
  });

  it('given the mode ended while a build was failing, then the failure is not shown', async () => {
    const { build, calls } = controlledBuild();
    const opening = new ReplayConsoleOpening(build);
    opening.open();
    opening.close();
    calls[0]!.reject(chunkFailure);
    await settled();
    expect(opening.state.phase).to.equal('closed');
  });
});
