import { expect } from 'chai';
import { isRight } from 'fp-ts/lib/Either';
import { instanceTypes } from '../../../src/domain/instances';
import { InstanceStatusCodec } from '../../../src/infrastructure/wire/instances';
import { InstanceStatsModel, streamerRunning } from '../../../server/simulation/instance-stats';
import { parseBitrate } from '../../../server/simulation/streamer-commands';
import { emptyWorld } from '../../../server/simulation/world';
import { instanceFacts } from '../../../server/simulation/world-facts';

const facts = (id: number, type: string, body: Record<string, unknown> = {}) =>
  instanceFacts({
    id,
    uuid: `00000000-0000-4000-8000-00000000000${id % 10}`,
    state: 'active',
    insertedAt: new Date(0),
    updatedAt: new Date(0),
    version: 1,
    body: { title: `I${id}`, type, token: 't', meta: {}, ...body },
  });

describe('server/simulation/instance-stats (spec 1 §2.7 instance panel, §9 gauge bounds)', () => {
  it('every instance type gives statuses the console decodes, for an hour of seconds, with gauges in range', () => {
    const model = new InstanceStatsModel();
    for (const [index, type] of instanceTypes.entries()) {
      const instance = facts(index + 1, type, {
        streamer_state: 'running',
        meta: type === 'external_device' ? { device_config: { type: ['videohub', 'pdu', 'teranex'][index % 3] } } : {},
      });
      for (let second = 0; second < 3600; second += 1) {
        const status = model.step(instance, emptyWorld, true);
        if (second % 600 !== 0) continue;
        expect(isRight(InstanceStatusCodec.decode(status)), `${type} at ${second} s`).to.equal(true);
        for (const core of status?.system?.cpu ?? []) expect(core).to.be.within(0, 100);
        const memory = status?.system?.memory;
        if (memory) expect(memory.used).to.be.below(memory.total);
        for (const disk of status?.system?.disks ?? []) expect(disk.used).to.be.at.most(disk.total);
        const battery = status?.system?.battery;
        if (battery) expect(battery.percent).to.be.within(0, 100);
      }
    }
  });

  it('an offline instance sends nothing; a stopped or unbound transcoder sends zero bitrates', () => {
    const model = new InstanceStatsModel();
    expect(model.step(facts(1, 'input'), emptyWorld, false)).to.equal(undefined);
    expect(streamerRunning(facts(2, 'transcoder', { meta: { transcoder: true } }), true)).to.equal(false);
    expect(streamerRunning(facts(3, 'transcoder', { meta: { transcoder: true, channel: 'c' } }), true)).to.equal(true);
    const stopped = model.step(facts(4, 'output', { streamer_state: 'stopped' }), emptyWorld, true);
    expect(stopped?.streamer_module?.every((module) => module.type !== 'encoder' || module.bitrate === 0)).to.equal(
      true,
    );
  });

  it('bitrates are read from free text as whole kbps (spec 1 §5 "Bitrate edit is free text")', () => {
    expect(parseBitrate('6000')).to.equal(6000);
    expect(parseBitrate(' 4500 kbps ')).to.equal(4500);
    expect(parseBitrate('3500k')).to.equal(3500);
    for (const text of ['fast', '', '-1', '50', '9999999', '12.5'])
      expect(parseBitrate(text), text).to.equal(undefined);
  });
});
