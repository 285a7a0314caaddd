import { expect } from 'chai';
import { firstValueFrom, Observable } from 'rxjs';
import { sameFields, sameItems, sameJson, shareLatest } from '../../../src/application/shared';

describe('shared equality and sharing (issue 30 §3)', () => {
  it('sameItems: the same items in the same order, by identity or by the comparison given', () => {
    const one = { id: 1 };
    expect(sameItems([one, 2], [one, 2])).to.equal(true);
    expect(sameItems([one], [{ id: 1 }])).to.equal(false);
    expect(sameItems([one], [{ id: 1 }], (a, b) => a.id === b.id)).to.equal(true);
    expect(sameItems([1, 2], [1])).to.equal(false);
    expect(sameItems([1, 2], [2, 1])).to.equal(false);
  });

  it('sameFields: a shallow comparison in which a field left out equals one set to undefined', () => {
    const items = {};
    expect(sameFields({ items, loaded: true }, { items, loaded: true })).to.equal(true);
    expect(sameFields({ items, loaded: true }, { items: {}, loaded: true })).to.equal(false);
    expect(sameFields<{ a: number; b?: string }>({ a: 1 }, { a: 1, b: undefined })).to.equal(true);
    expect(sameFields<{ a: number; b?: string }>({ a: 1 }, { a: 1, b: 'x' })).to.equal(false);
    expect(sameFields<{ a: number }>(undefined, { a: 1 })).to.equal(false);
    expect(sameFields<{ a: number }>(undefined, undefined)).to.equal(true);
  });

  it('sameJson: plain data that serialises alike', () => {
    expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).to.equal(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).to.equal(true);
    expect(sameJson({ a: 1 }, { a: 2 })).to.equal(false);
  });

  it('shareLatest: one computation for every reader, the latest value for a later one, left with the last reader', async () => {
    let made = 0;
    let left = 0;
    const source$ = new Observable<number>((subscriber) => {
      made += 1;
      subscriber.next(made);
      return () => (left += 1);
    }).pipe(shareLatest());
    const first = source$.subscribe();
    expect(await firstValueFrom(source$)).to.equal(1);
    expect(made).to.equal(1);
    first.unsubscribe();
    expect(left).to.equal(1);
    expect(await firstValueFrom(source$)).to.equal(2);
  });
});
