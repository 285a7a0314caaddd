import { expect } from 'chai';
import { overlapMessage, overlappingEvents } from '../../../src/domain/event-editor';
import { anEvent, hour, nov24, uuidOf } from '../schedule/schedule-fixtures';

const zone = 'Europe/Helsinki';
// Event 1: 18:00–20:00 on destination 31 (the fixture's default).
const match = anEvent(1, { title: 'Tappara – Kärpät' });

describe('domain/schedule: overlapping events on one destination (issue 21)', () => {
  it('finds an active event on the same destination whose window meets the new one, with the shared window', () => {
    const overlaps = overlappingEvents({ channelId: 31, start: nov24 + 19 * hour, end: nov24 + 21 * hour }, [match]);
    expect(overlaps).to.deep.equal([
      {
        uuid: uuidOf(1),
        title: 'Tappara – Kärpät',
        start: nov24 + 18 * hour,
        end: nov24 + 20 * hour,
        overlapStart: nov24 + 19 * hour,
        overlapEnd: nov24 + 20 * hour,
      },
    ]);
  });

  it('ignores other destinations, archived events, the event itself and events that only touch end to start', () => {
    const candidate = { uuid: uuidOf(5), channelId: 31, start: nov24 + 20 * hour, end: nov24 + 22 * hour };
    const others = [
      match, // ends at 20:00 when the candidate starts: a handover, no overlap
      anEvent(2, { channel_id: 32, cached_start_time: nov24 + 20 * hour, cached_end_time: nov24 + 21 * hour }),
      anEvent(3, { state: 'archived', cached_start_time: nov24 + 20 * hour, cached_end_time: nov24 + 21 * hour }),
      anEvent(5, { cached_start_time: nov24 + 20 * hour, cached_end_time: nov24 + 22 * hour }),
    ];
    expect(overlappingEvents(candidate, others)).to.deep.equal([]);
  });

  it('finds nothing without a destination or with an end not after the start', () => {
    expect(overlappingEvents({ start: nov24 + 19 * hour, end: nov24 + 21 * hour }, [match])).to.deep.equal([]);
    expect(
      overlappingEvents({ channelId: 31, start: nov24 + 19 * hour, end: nov24 + 19 * hour }, [match]),
    ).to.deep.equal([]);
  });

  it('lists several overlaps earliest first', () => {
    const later = anEvent(2, { cached_start_time: nov24 + 21 * hour, cached_end_time: nov24 + 23 * hour });
    const found = overlappingEvents({ channelId: 31, start: nov24 + 17 * hour, end: nov24 + 22 * hour }, [
      later,
      match,
    ]);
    expect(found.map((overlap) => overlap.uuid)).to.deep.equal([uuidOf(1), uuidOf(2)]);
  });

  it('names the other event, its window and the overlap in DD.MM.YYYY HH:mm', () => {
    const [overlap] = overlappingEvents({ channelId: 31, start: nov24 + 19.25 * hour, end: nov24 + 21 * hour }, [
      match,
    ]);
    expect(overlap && overlapMessage(overlap, zone)).to.equal(
      "'Tappara – Kärpät' (24.11.2026 18:00–20:00) overlaps by 45 min, 24.11.2026 19:15–20:00",
    );
    const [long] = overlappingEvents({ channelId: 31, start: nov24, end: nov24 + 30 * hour }, [match]);
    expect(long && overlapMessage(long, zone)).to.contain('overlaps by 2 h,');
  });
});
