import { expect } from 'chai';
import { firstValueFrom, Subject } from 'rxjs';
import { RememberedView } from '../../../src/application/shared';
import type { KeyValueStorage } from '../../../src/application/ports';

const memory = (
  entries: Record<string, unknown> = {},
): KeyValueStorage & { readonly entries: Map<string, unknown> } => {
  const stored = new Map(Object.entries(entries));
  return {
    entries: stored,
    get: (key) => stored.get(key),
    set: (key, value) => void stored.set(key, value),
    remove: (key) => void stored.delete(key),
  };
};
const flag = (stored: unknown): boolean => stored === true;

describe('RememberedView (remembered view state, docs/architecture.md)', () => {
  it('opens on the value this device remembers, and falls back on one it cannot read', () => {
    expect(new RememberedView(memory({ k: true }), 'k', flag).value).to.equal(true);
    expect(new RememberedView(memory({ k: 'yes' }), 'k', flag).value).to.equal(false);
  });

  it('remembers a choice and shows it; a default shown is not remembered', async () => {
    const storage = memory();
    const view = new RememberedView(storage, 'k', flag);
    view.show(true);
    expect(view.remembered).to.equal(false);
    expect(await firstValueFrom(view.value$)).to.equal(true);
    view.choose(false);
    expect(view.remembered).to.equal(true);
    expect(storage.entries.get('k')).to.equal(false);
    expect(await firstValueFrom(view.value$)).to.equal(false);
  });

  it('lets the logged choice win where the log holds one', () => {
    const view = new RememberedView(memory({ k: true }), 'k', flag);
    const logged = new Subject<boolean | undefined>();
    const shown: boolean[] = [];
    const subscription = view.shownWith(logged).subscribe((value) => shown.push(value));
    logged.next(undefined);
    logged.next(false);
    view.choose(true);
    logged.next(true);
    subscription.unsubscribe();
    expect(shown).to.deep.equal([true, false, true]);
  });
});
