import { expect } from 'chai';
import { defineProjection, evolve, unhandled } from '../../../src/domain/projection';

interface Opened {
  readonly type: 'Opened';
}
interface Closed {
  readonly type: 'Closed';
}
type DoorEvent = Opened | Closed;

describe('domain/projection: routing lists every event of the union', () => {
  const door = defineProjection<{ readonly open: boolean }, DoorEvent>({
    name: 'door',
    initial: { open: false },
    handles: { Opened: true, Closed: true },
    apply(draft, event) {
      switch (event.type) {
        case 'Opened':
          draft.open = true;
          return;
        case 'Closed':
          draft.open = false;
          return;
        default:
          unhandled(event);
      }
    },
  });

  it('routes every type it names, and only those', () => {
    expect(door.handles).to.deep.equal(['Opened', 'Closed']);
    expect(evolve(door, door.initial, { type: 'Opened' })).to.deep.equal({ open: true });
    const state = { open: true };
    expect(evolve(door, state, { type: 'Knocked' })).to.equal(state);
  });

  it('does not compile when handles leaves out an event of the union or names one outside it', () => {
    const attempts = [
      () =>
        defineProjection<{ readonly open: boolean }, DoorEvent>({
          name: 'forgetful',
          initial: { open: false },
          // @ts-expect-error: Closed is left out, so routing would drop it without a word
          handles: { Opened: true },
          apply: () => undefined,
        }),
      () =>
        defineProjection<{ readonly open: boolean }, DoorEvent>({
          name: 'eager',
          initial: { open: false },
          // @ts-expect-error: Knocked is no event of the union
          handles: { Opened: true, Closed: true, Knocked: true },
          apply: () => undefined,
        }),
    ];
    expect(attempts).to.have.length(2);
  });
});
