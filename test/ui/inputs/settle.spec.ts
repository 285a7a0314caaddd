import { expect } from 'chai';
import { TestScheduler } from 'rxjs/testing';
import { settleAfter } from '../../../src/ui/inputs/settle';

describe("settleAfter: the inputs' rxjs debounce", () => {
  const scheduler = () =>
    new TestScheduler((actual, expected) => {
      expect(actual).to.deep.equal(expected);
    });

  it('lets a typed value through once it stood still for the debounce time (250 ms for times)', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const typed = cold('a 100ms b 100ms c 300ms d|');
      const never = cold('-');
      // a and b are overtaken; c (frame 202) stands still long enough and passes at 452; d passes when the stream ends.
      expectObservable(typed.pipe(settleAfter(250, never))).toBe('202ms 250ms c 51ms (d|)');
    });
  });

  it('hands the pending value over at once on flush (leaving the field)', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const typed = cold('a 20ms b 300ms -|');
      const flush = hot('10ms x');
      expectObservable(typed.pipe(settleAfter(100, flush))).toBe('10ms a 11ms 99ms b 201ms |');
    });
  });
});
