import { expect } from 'chai';
import { followUpsAfterTranscoderStarted, transcoderAction } from '../../../src/domain/channels';

const input = { uuid: 'in-1', type: 'input' as const };
const output = { uuid: 'out-1', type: 'output' as const };
const arns = 'arn:a,arn:b';

describe('transcoder rules (spec 2 §4 "Transcoder")', () => {
  it('"Stop shows when an instance is bound, Start otherwise"', () => {
    expect(transcoderAction({ channel: input, boundInstanceId: 52, startPending: false })).to.deep.equal({
      kind: 'stop',
      command: { type: 'stop', instance: 52 },
    });
    expect(transcoderAction({ channel: input, startPending: false })).to.deep.equal({
      kind: 'start',
      command: { type: 'start', channel: 'in-1' },
    });
  });

  it('"an input channel\'s transcoder starts at most once at a time"', () => {
    expect(transcoderAction({ channel: input, startPending: true })).to.deep.equal({ kind: 'starting' });
  });

  it("an output channel's transcoder too: no second start of the same event while the first is pending (issue 29)", () => {
    expect(transcoderAction({ channel: output, eventUuid: 'ev-1', startPending: true })).to.deep.equal({
      kind: 'starting',
    });
  });

  it('starts an output channel per event when the tile belongs to one', () => {
    expect(transcoderAction({ channel: output, eventUuid: 'ev-1', startPending: false })).to.deep.equal({
      kind: 'start',
      command: { type: 'start', event: 'ev-1' },
    });
    expect(transcoderAction({ channel: output, startPending: false })).to.deep.equal({
      kind: 'start',
      command: { type: 'start', channel: 'out-1' },
    });
  });

  it('"After starting a transcoder on an output channel whose mediaconnects are in standby, the mediaconnects start too"', () => {
    const standby = { 'arn:a': { status: 'STANDBY' as const }, 'arn:b': { status: 'STANDBY' as const } };
    const channel = { type: 'output' as const, meta: { mediaconnect_arns: arns } };
    expect(
      followUpsAfterTranscoderStarted({ channel, eventUuid: 'ev-1', mediaconnectStatuses: standby }),
    ).to.deep.equal([{ push: 'mediaconnect', payload: { type: 'start', event: 'ev-1' } }]);
  });

  it('has no follow-up when the flows are not all in standby, for input channels, or without an event', () => {
    const mixed = { 'arn:a': { status: 'STANDBY' as const }, 'arn:b': { status: 'ACTIVE' as const } };
    const standby = { 'arn:a': { status: 'STANDBY' as const }, 'arn:b': { status: 'STANDBY' as const } };
    const channel = { type: 'output' as const, meta: { mediaconnect_arns: arns } };
    expect(followUpsAfterTranscoderStarted({ channel, eventUuid: 'ev-1', mediaconnectStatuses: mixed })).to.deep.equal(
      [],
    );
    expect(
      followUpsAfterTranscoderStarted({
        channel: { ...channel, type: 'input' },
        eventUuid: 'ev-1',
        mediaconnectStatuses: standby,
      }),
    ).to.deep.equal([]);
    expect(followUpsAfterTranscoderStarted({ channel, mediaconnectStatuses: standby })).to.deep.equal([]);
    expect(
      followUpsAfterTranscoderStarted({
        channel: { type: 'output', meta: {} },
        eventUuid: 'ev-1',
        mediaconnectStatuses: standby,
      }),
    ).to.deep.equal([]);
  });
});
