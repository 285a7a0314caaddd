import { expect } from 'chai';
import {
  clipsProjection,
  initialClipsState,
  type Clip,
  type ClipsEvent,
  type ClipsState,
  type ClipStatus,
} from '../../../src/domain/clips';
import {
  hasMoreProcesses,
  processesProjection,
  processLink,
  processPageSize,
  processStatus,
  shownProcesses,
  type ClipRegenerationAsked,
  type Process,
} from '../../../src/domain/processes';
import { projectionSpec } from '../../support/projection-spec';

const process: Process = {
  uuid: 'p1',
  created_at: 0,
  status: 'new',
  type: 'clip',
  description: 'Re-creating clip Goal',
  meta: { uuids: ['hd', 'sd'], event_uuid: 'ev-1' },
};

const clip = (uuid: string, status: ClipStatus): Clip => ({
  uuid,
  event_uuid: 'ev-1',
  status,
  start_time: 0,
  end_time: 10,
  inserted_at: '2026-11-12T10:00:00',
  meta: {},
});

const clipsWith = (...clips: Clip[]): ClipsState => {
  const received: ClipsEvent = { type: 'ClipsReceived', eventUuid: 'ev-1', clips, at: 1 };
  return projectionSpec(clipsProjection).given(received);
};

describe('process rules', () => {
  it('spec 1 §4 "A process shows the lowest-ranked status of its clips" (processing < new < error < ready)', () => {
    expect(processStatus(process, clipsWith(clip('hd', 'ready'), clip('sd', 'processing')))).to.equal('processing');
    expect(processStatus(process, clipsWith(clip('hd', 'ready'), clip('sd', 'new')))).to.equal('new');
    expect(processStatus(process, clipsWith(clip('hd', 'ready'), clip('sd', 'error')))).to.equal('error');
    expect(processStatus(process, clipsWith(clip('hd', 'ready'), clip('sd', 'ready')))).to.equal('ready');
  });

  it('keeps its own status while no clip of it is known, and stays error when its request failed', () => {
    expect(processStatus(process, initialClipsState)).to.equal('new');
    expect(processStatus({ ...process, status: 'error' }, clipsWith(clip('hd', 'ready')))).to.equal('error');
  });

  it("spec 1 §2.6 'Opening a clip process goes to /cloudrec/event/{event_uuid}'", () => {
    expect(processLink(process)).to.equal('/cloudrec/event/ev-1');
  });

  it('spec 1 §9 "Process list page size is 10": Show more adds a page', () => {
    expect(processPageSize).to.equal(10);
    const issued = Array.from({ length: 23 }, (_, i): ClipRegenerationAsked => ({
      type: 'ClipRegenerationAsked',
      id: `p${i}`,
      uuid: 'c',
      eventUuid: 'e',
      at: i,
    }));
    const state = projectionSpec(processesProjection).given(...issued);
    expect(shownProcesses(state, 1).map((one) => one.uuid)).to.deep.equal([
      'p22',
      'p21',
      'p20',
      'p19',
      'p18',
      'p17',
      'p16',
      'p15',
      'p14',
      'p13',
    ]);
    expect(shownProcesses(state, 3)).to.have.length(23);
    expect(hasMoreProcesses(state, 2)).to.equal(true);
    expect(hasMoreProcesses(state, 3)).to.equal(false);
    expect(shownProcesses(state, Number.NaN), 'a nonsense page count shows the first page').to.have.length(10);
  });
});
