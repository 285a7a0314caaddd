import { expect } from 'chai';
import { Socket } from 'phoenix';
import { BehaviorSubject, of, Subject } from 'rxjs';
import WebSocket from 'ws';
import { startLeakTracking, stopLeakTracking } from '../support/leak-check';

// The leak check the root hooks run around every test (test/support/hooks.ts), proven on planted leaks. Each
// case ends the tracking the root hook started for this test, plants, reads the verdict, and starts tracking
// again so the root hook's own check of this test still runs.
const planted = (plant: () => void): string | undefined => {
  stopLeakTracking();
  startLeakTracking();
  plant();
  const verdict = stopLeakTracking();
  startLeakTracking();
  return verdict;
};

describe('leak check (issue 12 item 8: a test fails on a subscription or a join it leaves open)', () => {
  it('reports a subscription left open, with where it was opened', () => {
    const subject = new BehaviorSubject(1);
    const verdict = planted(() => {
      subject.subscribe(() => undefined);
    });
    subject.complete();
    expect(verdict).to.match(/1 rxjs subscription\(s\) left open/);
    expect(verdict).to.match(/leak-check\.spec\.ts/);
  });

  it('accepts subscriptions that were closed, or that completed by themselves', () => {
    const subject = new Subject<number>();
    expect(
      planted(() => {
        subject.subscribe(() => undefined).unsubscribe();
        of(1, 2).subscribe(() => undefined);
      }),
    ).to.equal(undefined);
  });

  it('reports a channel join left open on an open socket, and accepts one that was left', () => {
    // Nothing listens on port 1: the socket stays connecting, which is open enough for the channel to rejoin.
    const socket = new Socket('ws://127.0.0.1:1/socket', {
      transport: WebSocket as unknown as new (endpoint: string) => object,
      reconnectAfterMs: () => 60_000,
      rejoinAfterMs: () => 60_000,
    });
    try {
      socket.connect();
      const open = socket.channel('room:open', {});
      expect(planted(() => void open.join())).to.match(/1 phoenix channel join\(s\) left open[\s\S]*leak-check\.spec/);
      const left = socket.channel('room:left', {});
      expect(
        planted(() => {
          left.join();
          left.leave();
        }),
      ).to.equal(undefined);
      open.leave();
    } finally {
      socket.disconnect();
    }
  });
});
