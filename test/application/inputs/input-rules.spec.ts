import { expect } from 'chai';
import { Container } from 'inversify';
import { Subject } from 'rxjs';
import { InputRules, inputsModule } from '../../../src/application/inputs';
import { ClockPort } from '../../../src/application/ports';

const rules = (): InputRules => {
  const container = new Container();
  container
    .bind(ClockPort)
    .toConstantValue({ now: () => Date.parse('2026-11-22T10:00:00'), seconds$: new Subject<number>() });
  container.load(inputsModule);
  return container.get(InputRules);
};

describe('InputRules: the shared time and date inputs (spec 1 §9, spec 2 §5)', () => {
  it('debounces time 250 ms and date 100 ms (spec 1 §9)', () => {
    expect(rules().debounceMs).to.deep.equal({ time: 250, date: 100 });
  });

  it("accepts 24-hour hh:mm only, else 'Invalid time format' (spec 2 §5)", () => {
    const input = rules();
    for (const good of ['00:00', '09:05', '23:59', ' 12:30 ']) expect(input.timeError(good), good).to.equal(undefined);
    for (const bad of ['24:00', '9:05', '12:60', '12.30', '1230', '', 'noon'])
      expect(input.timeError(bad), bad).to.equal('Invalid time format');
  });

  it('reads and writes dates as DD.MM.YYYY (spec 1 §9), real days only', () => {
    const input = rules();
    expect(input.parseDate('29.02.2024')).to.deep.equal({ year: 2024, month: 2, day: 29 });
    expect(input.parseDate('29.02.2023')).to.equal(undefined);
    expect(input.parseDate('31.04.2026')).to.equal(undefined);
    expect(input.parseDate('1.2.2026')).to.equal(undefined);
    expect(input.dateError('2026-11-22')).to.equal('Invalid date format');
    expect(input.dateError('22.11.2026')).to.equal(undefined);
    expect(input.formatDate({ year: 2026, month: 3, day: 7 })).to.equal('07.03.2026');
  });

  it('lays a month out in weeks starting on Monday (spec 1 §9)', () => {
    const input = rules();
    expect(input.weekdays.map((weekday) => weekday.short)).to.deep.equal(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    // 1 November 2026 is a Sunday: the first week is six empty days and the 1st.
    const november = input.monthWeeks(2026, 11);
    expect(november[0]?.map((day) => day?.day)).to.deep.equal([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      1,
    ]);
    expect(november.at(-1)?.map((day) => day?.day)).to.deep.equal([
      30,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(november).to.have.length(6);
    // February 2027 starts on a Monday and fills four whole weeks.
    expect(input.monthWeeks(2027, 2).map((week) => week[0]?.day)).to.deep.equal([1, 8, 15, 22]);
    expect(input.monthTitle(2026, 11)).to.equal('November 2026');
    expect(input.shiftMonth(2026, 12, 1)).to.deep.equal({ year: 2027, month: 1 });
    expect(input.shiftMonth(2026, 1, -1)).to.deep.equal({ year: 2025, month: 12 });
  });

  it('opens on today and offers no day before a lower bound', () => {
    const input = rules();
    expect(input.today()).to.deep.equal({ year: 2026, month: 11, day: 22 });
    expect(input.isSelectable({ year: 2026, month: 11, day: 21 }, { year: 2026, month: 11, day: 22 })).to.equal(false);
    expect(input.isSelectable({ year: 2026, month: 11, day: 22 }, { year: 2026, month: 11, day: 22 })).to.equal(true);
    expect(input.isSelectable({ year: 2025, month: 12, day: 31 }, undefined)).to.equal(true);
  });

  it('offers no day after an upper bound (billing: From never after To)', () => {
    const input = rules();
    const to = { year: 2026, month: 11, day: 22 };
    expect(input.isSelectable({ year: 2026, month: 11, day: 23 }, undefined, to)).to.equal(false);
    expect(input.isSelectable({ year: 2026, month: 11, day: 22 }, undefined, to)).to.equal(true);
    expect(input.isSelectable({ year: 2026, month: 11, day: 21 }, { year: 2026, month: 11, day: 22 }, to)).to.equal(
      false,
    );
  });
});
