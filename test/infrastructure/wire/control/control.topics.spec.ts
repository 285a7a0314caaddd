import { expect } from 'chai';
import { isLeft, isRight } from 'fp-ts/lib/Either';
import { controlTopics } from '../../../../src/infrastructure/wire/control';
import { controlSamples } from '../../../fixtures/wire/channels.samples';
import { coveredPairs, eventsOf, inboundPairs, mutations, rejectionOf, tryEvents } from '../channels/catalogue-harness';

const at = 1_731_495_601_250;
const pushes = controlTopics.control.pushes;
const sample = (event: string) => {
  const found = controlSamples.find((candidate) => candidate.event === event);
  if (!found) throw new Error(`no control sample ${event}`);
  return found;
};

describe('control topic (spec 1 §7.2)', () => {
  it('has a sample for channels, instances, mediaconnects and timestamp', () => {
    const covered = coveredPairs(controlTopics, controlSamples);
    expect(inboundPairs(controlTopics).filter((pair) => !covered.has(pair))).to.deep.equal([]);
    expect(inboundPairs(controlTopics)).to.have.members([
      'control channels',
      'control instances',
      'control mediaconnects',
      'control timestamp',
    ]);
  });

  it('timestamp (server unix seconds) becomes ServerTimeReceived with the receipt time', () => {
    expect(eventsOf(controlTopics, sample('timestamp'), at)).to.deep.equal([
      { type: 'ServerTimeReceived', timestamp: 1731495600, at },
    ]);
  });

  it('channels becomes connection states by channel uuid with buffer history', () => {
    const [event] = eventsOf(controlTopics, sample('channels'), at);
    expect(event?.type).to.equal('ConnectionStatesReceived');
    const states = event?.type === 'ConnectionStatesReceived' ? event.states : {};
    expect(states['a8b7c6d5-e4f3-4a2b-8c1d-0e9f8a7b6c5d']?.info?.buffer_status?.history).to.deep.equal([
      62, 70, 75, 91, 120, 84,
    ]);
  });

  it('instances and mediaconnects become live snapshots', () => {
    expect(eventsOf(controlTopics, sample('instances'), at)[0]).to.include({ type: 'InstancesLiveReceived' });
    const [event] = eventsOf(controlTopics, sample('mediaconnects'), at);
    expect(
      event?.type === 'MediaconnectStatusesReceived' && Object.values(event.statuses).map((flow) => flow.status),
    ).to.deep.equal(['STANDBY', 'ACTIVE']);
  });

  it('rejects an unknown connection state and a text timestamp with a path', () => {
    const errors = rejectionOf(controlTopics, {
      topic: 'control',
      event: 'channels',
      payload: { abc: { state: 'streaming' } },
    });
    expect(errors.join('\n')).to.contain('abc').and.to.contain('state');
    expect(
      rejectionOf(controlTopics, { topic: 'control', event: 'timestamp', payload: { timestamp: 'now' } }),
    ).to.have.length.greaterThan(0);
    expect(
      rejectionOf(controlTopics, { topic: 'control', event: 'mediaconnects', payload: { arn: { status: 'RUNNING' } } }),
    ).to.have.length.greaterThan(0);
  });

  it('never throws on hostile mutations', () => {
    let rejected = 0;
    for (const frame of controlSamples) {
      for (const payload of mutations(frame.payload))
        if (tryEvents(controlTopics, { ...frame, payload }) === undefined) rejected += 1;
    }
    expect(rejected).to.be.greaterThan(20);
  });

  describe('pushes', () => {
    it('transcoder {type start|stop, channel|event|instance}', () => {
      expect(
        isRight(pushes.transcoder.payload.decode({ type: 'start', channel: '3f2a9c1e-6b7d-4e8f-9a0b-1c2d3e4f5a6b' })),
      ).to.equal(true);
      expect(isRight(pushes.transcoder.payload.decode({ type: 'stop', instance: 52 }))).to.equal(true);
      expect(isLeft(pushes.transcoder.payload.decode({ type: 'restart', event: 'e' }))).to.equal(true);
    });

    it('mediaconnect {type start|stop, event} and router {type stop_source|stop_destination, event}', () => {
      expect(isRight(pushes.mediaconnect.payload.decode({ type: 'stop', event: 'e1' }))).to.equal(true);
      expect(isLeft(pushes.mediaconnect.payload.decode({ type: 'stop' }))).to.equal(true);
      expect(isRight(pushes.router.payload.decode({ type: 'stop_destination', event: 'e1' }))).to.equal(true);
      expect(isLeft(pushes.router.payload.decode({ type: 'stop', event: 'e1' }))).to.equal(true);
    });

    it('instance: every command type of spec 1 §7.2 and spec 2 §7 with the instance id', () => {
      const valid = [
        { type: 'restart_streamer', instance: 7 },
        { type: 'start_streamer', instance: 7 },
        { type: 'stop_streamer', instance: 7 },
        { type: 'update_streamer', instance: 7 },
        { type: 'streamer', instance: 7, message: 'reload' },
        { type: 'bitrate', instance: 7, name: 'encoder_main', bitrate: '6000' },
        { type: 'set_default_interface', instance: 7, interface: 'usb0' },
        { type: 'speedtest', instance: 7 },
        { type: 'send_command_to_external_device', instance: 70, command: 'route', args: { in: 1, out: 2 } },
        {
          type: 'mediamtx_add_update_pull',
          instance: 60,
          channel: 'partner_feed',
          url: 'rtsp://partner.example.org/feed',
        },
        { type: 'mediamtx_remove_pull', instance: 60, channel: 'partner_feed' },
        { type: 'mediamtx_kick', instance: 60, id: '6a1f0c2e', stream_type: 'srtConn' },
      ];
      for (const payload of valid)
        expect(isRight(pushes.instance.payload.decode(payload)), payload.type).to.equal(true);
      expect(isLeft(pushes.instance.payload.decode({ type: 'bitrate', instance: 7, name: 'encoder_main' }))).to.equal(
        true,
      );
      expect(isLeft(pushes.instance.payload.decode({ type: 'reboot', instance: 7 }))).to.equal(true);
      expect(isLeft(pushes.instance.payload.decode({ type: 'restart_streamer' }))).to.equal(true);
    });

    it('maintenance {type start (start_time, end_time unix s, message) | end} (spec 3 §7)', () => {
      expect(
        isRight(
          pushes.maintenance.payload.decode({
            type: 'start',
            start_time: 1731495600,
            end_time: 1731502800,
            message: 'Upgrade',
          }),
        ),
      ).to.equal(true);
      expect(isRight(pushes.maintenance.payload.decode({ type: 'end' }))).to.equal(true);
      expect(isLeft(pushes.maintenance.payload.decode({ type: 'start', message: 'Upgrade' }))).to.equal(true);
    });

    it('replies are acknowledgements with an optional message', () => {
      expect(isRight(pushes.transcoder.reply.decode({}))).to.equal(true);
      expect(isRight(pushes.instance.reply.decode({ message: 'queued' }))).to.equal(true);
      expect(isLeft(pushes.instance.reply.decode({ message: 5 }))).to.equal(true);
    });
  });
});
