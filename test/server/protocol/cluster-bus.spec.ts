import { expect } from 'chai';
import { BusHandlers, type BusMessage } from '../../../server/protocol/cluster-bus';

describe('server/protocol/cluster-bus: BusHandlers', () => {
  it('handles messages in arrival order even when an earlier body arrives later (a row-id message), and goes on after an error', async () => {
    const errors: unknown[] = [];
    const handlers = new BusHandlers((error) => errors.push(error));
    const seen: unknown[] = [];
    handlers.on('note', (args) => void seen.push(args));
    handlers.on('broken', () => {
      throw new Error('handler failed');
    });
    let releaseFirst = (): void => undefined;
    const first = new Promise<BusMessage>((resolve) => {
      releaseFirst = () => resolve({ from: 'p', name: 'note', args: 1 });
    });
    handlers.dispatch(() => first);
    handlers.dispatch(async () => ({ from: 'p', name: 'broken', args: null }));
    handlers.dispatch(async () => ({ from: 'p', name: 'note', args: 2 }));
    // The messages of one turn, sent as one notification: a failing handler does not drop the ones after it.
    handlers.dispatch(async () => [
      { from: 'p', name: 'note', args: 2.1 },
      { from: 'p', name: 'broken', args: null },
      { from: 'p', name: 'note', args: 2.2 },
    ]);
    handlers.dispatch(async () => ({ from: 'p', name: 'unknown', args: 3 }));
    handlers.dispatch(async () => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).to.deep.equal([]);
    releaseFirst();
    await handlers.drained();
    expect(seen).to.deep.equal([1, 2, 2.1, 2.2]);
    expect(errors.map((error) => (error as Error).message)).to.deep.equal(['handler failed', 'handler failed']);
  });

  it('refuses a second handler for one name', () => {
    const handlers = new BusHandlers(() => undefined);
    handlers.on('a', () => undefined);
    expect(() => handlers.on('a', () => undefined)).to.throw('already registered');
  });
});
