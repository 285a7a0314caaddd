import { expect } from 'chai';
import {
  destinationError,
  endTimeError,
  eventEditorMessages,
  eventSaveErrors,
  initialDestination,
  parseTime,
  saveDestinationError,
  timeInputError,
} from '../../../src/domain/event-editor';

describe('domain/schedule: event editor validation (spec 2 §4, §5)', () => {
  it("spec 2 §5: destination required: 'Item is required'", () => {
    expect(destinationError(undefined)).to.equal('Item is required');
    expect(destinationError(31)).to.equal(undefined);
  });

  it("spec 2 §5: on save 'Unable to create event. Destination missing!' or 'Unable to update event. Destination missing!'", () => {
    expect(saveDestinationError('create', undefined)).to.equal('Unable to create event. Destination missing!');
    expect(saveDestinationError('update', undefined)).to.equal('Unable to update event. Destination missing!');
    expect(saveDestinationError('update', 31)).to.equal(undefined);
  });

  it("spec 2 §5: 'End time must be after start time!' (an end equal to the start is not after it)", () => {
    expect(endTimeError(1000, 1000)).to.equal('End time must be after start time!');
    expect(endTimeError(1000, 999)).to.equal('End time must be after start time!');
    expect(endTimeError(1000, 1001)).to.equal(undefined);
  });

  it("spec 2 §5: typed time must be 24-hour hh:mm else 'Invalid time format'", () => {
    expect(parseTime('00:00')).to.deep.equal({ hours: 0, minutes: 0 });
    expect(parseTime('23:59')).to.deep.equal({ hours: 23, minutes: 59 });
    for (const text of ['24:00', '9:05', '09:5', '12:60', '07:30 PM', '0730', '']) {
      expect(timeInputError(text, { clearTimeOption: false, touched: true }), text).to.equal('Invalid time format');
    }
    expect(timeInputError('18:30', { clearTimeOption: false, touched: true })).to.equal(undefined);
  });

  it("spec 2 §5: 'Time cannot be empty' when the clear-time option applies and the time was not touched", () => {
    expect(timeInputError('', { clearTimeOption: true, touched: false })).to.equal('Time cannot be empty');
    expect(timeInputError('18:30', { clearTimeOption: true, touched: true })).to.equal(undefined);
  });

  it('spec 2 §4: a new event takes the account default destination when none is chosen', () => {
    expect(initialDestination(undefined, 31)).to.equal(31);
    expect(initialDestination(33, 31)).to.equal(33);
  });

  it('collects the save messages in order', () => {
    expect(eventSaveErrors({ cached_start_time: 10, cached_end_time: 5 }, 'create')).to.deep.equal([
      eventEditorMessages.createDestinationMissing,
      eventEditorMessages.endBeforeStart,
    ]);
    expect(eventSaveErrors({ channel_id: 31, cached_start_time: 10, cached_end_time: 50 }, 'update')).to.deep.equal([]);
  });
});
