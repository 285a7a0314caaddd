import { expect } from 'chai';
import { BehaviorSubject, shareReplay, tap, type Observable } from 'rxjs';
import { LiveGate } from '../../../src/ui/shared/use-live';

describe('ui/shared: the live gate of a block of figures (issue 13)', () => {
  const source = () => {
    const state = new BehaviorSubject(1);
    let computed = 0;
    // As the panel's queries are: a view computed per value, shared, replaying its latest.
    const view$ = state.pipe(
      tap(() => (computed += 1)),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
    return { state, view$, computed: () => computed };
  };

  /** A binding on `view$` in a block behind `gate`: what it was given, and how to leave. */
  const bind = (gate: LiveGate, view$: Observable<number>) => {
    const seen: number[] = [];
    const followed = gate.follow(view$).subscribe((value) => seen.push(value));
    return { seen, leave: () => followed.unsubscribe() };
  };

  it('out of view, a binding takes the current value once and then leaves the stream: its view is not computed', () => {
    const { state, view$, computed } = source();
    const gate = new LiveGate(true);
    const { seen, leave } = bind(gate, view$);
    state.next(2);
    state.next(3);
    expect(seen).to.deep.equal([1]);
    expect(computed()).to.equal(1);
    leave();
  });

  it('in view it follows every value; coming into view it takes the latest at once; going out it leaves again', () => {
    const { state, view$, computed } = source();
    const gate = new LiveGate(true);
    const { seen, leave } = bind(gate, view$);
    state.next(2);
    gate.set(false);
    state.next(3);
    gate.set(true);
    state.next(4);
    state.next(5);
    gate.set(false);
    expect(seen).to.deep.equal([1, 2, 3, 5]);
    // Computed for 1, 2 (on coming into view), 3 and 5 (on coming into view again): never for 4.
    expect(computed()).to.equal(4);
    leave();
  });

  it('a gate told the same twice changes nothing', () => {
    const { state, view$ } = source();
    const gate = new LiveGate(false);
    const { seen, leave } = bind(gate, view$);
    gate.set(false);
    state.next(2);
    expect(seen).to.deep.equal([1, 2]);
    expect(gate.hidden).to.equal(false);
    leave();
  });
});
