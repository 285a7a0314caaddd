import { expect } from 'chai';
import {
  defaultEventsListFilter,
  eventsListRange,
  eventsListStates,
  matchesEventsListSearch,
  storedEventsListFilter,
} from '../../../src/domain/events-list';

const noon = Date.parse('2026-11-22T12:00:00Z') / 1000;

describe('events list rules (spec 3 §2.3, §2)', () => {
  it("searches title, subtitle, source and destination ignoring case and accents, from the dashboard's 3 characters", () => {
    const row = {
      uuid: 'u',
      title: 'Tappara – Kärpät',
      subtitle: 'Liiga',
      source: 'Arena A – Camera 1',
      destination: 'TV Sport HD',
      kickoff: '',
      end: '',
      archived: false,
    };
    expect(matchesEventsListSearch(row, 'karpat')).to.equal(true);
    expect(matchesEventsListSearch(row, 'CAMERA')).to.equal(true);
    expect(matchesEventsListSearch(row, 'news')).to.equal(false);
    expect(matchesEventsListSearch(row, 'ne'), 'two characters do not narrow yet (spec 1 §5)').to.equal(true);
  });

  it('defaults to today to one week ahead, active only', () => {
    expect(defaultEventsListFilter(noon, 'Europe/Helsinki')).to.deep.equal({
      from: '22.11.2026',
      to: '29.11.2026',
      active: true,
      archived: false,
    });
  });

  it('asks for the start of From to the end of To in the zone, and for nothing when To is before From or a date is not one', () => {
    const start = Date.parse('2026-11-21T22:00:00Z') / 1000;
    expect(
      eventsListRange({ from: '22.11.2026', to: '23.11.2026', active: true, archived: false }, 'Europe/Helsinki'),
    ).to.deep.equal({ start, end: start + 2 * 86_400 - 1 });
    expect(eventsListRange({ from: '23.11.2026', to: '22.11.2026', active: true, archived: false }, 'UTC')).to.equal(
      undefined,
    );
    expect(eventsListRange({ from: '31.02.2026', to: '22.11.2026', active: true, archived: false }, 'UTC')).to.equal(
      undefined,
    );
  });

  it('sends the states of the Active and Archived checkboxes', () => {
    const base = { from: '', to: '' };
    expect(eventsListStates({ ...base, active: true, archived: true })).to.deep.equal(['active', 'archived']);
    expect(eventsListStates({ ...base, active: false, archived: true })).to.deep.equal(['archived']);
    expect(eventsListStates({ ...base, active: false, archived: false })).to.deep.equal([]);
  });

  it('reads a stored filter field by field, falling back on anything that is not one', () => {
    const fallback = defaultEventsListFilter(noon, 'UTC');
    expect(storedEventsListFilter({ from: '01.12.2026', archived: true, to: 5 }, fallback)).to.deep.equal({
      ...fallback,
      from: '01.12.2026',
      archived: true,
    });
    expect(storedEventsListFilter(['x'], fallback)).to.equal(fallback);
  });
});
