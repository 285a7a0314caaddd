import { expect } from 'chai';
import sinon from 'sinon';
import { channelStreamerCommands } from '../../../src/domain/channels';
import { ProductionStreamers } from '../../../src/application/productions';
import type { CommandPort, ReadinessProbe, RuntimeConfig } from '../../../src/application/ports';
import type { StateReader } from '../../../src/application/store';
import { initialInstancesState } from '../../../src/domain/instances';
import type { RootState } from '../../../src/domain/state';

// The channel streamer of the productions list (spec 3 §4): stopped → starting → ready, a start ignored while
// starting, refreshed every second (spec 3 §9) by the instance's test page.

const channel = 'c-1';
const instances = {
  ...initialInstancesState,
  byId: { 7: { id: 7, title: 'Backpack', type: 'input', token: '', meta: { channel, ip: '10.0.0.7' } } },
  idsByChannel: { [channel]: [7] },
};

describe('ProductionStreamers', () => {
  let clock: sinon.SinonFakeTimers;
  const subscriptions: { unsubscribe(): void }[] = [];
  beforeEach(() => (clock = sinon.useFakeTimers()));
  afterEach(() => {
    subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe());
    clock.restore();
  });

  const make = () => {
    const push = sinon.stub().resolves({ id: '1', outcome: 'ok', reply: {} });
    const isReady = sinon.stub<[string], Promise<boolean>>().resolves(false);
    const store = { state: { instances } as unknown as RootState } as StateReader;
    const config = { apiBase: 'http://studio:4000/api/v1' } as RuntimeConfig;
    const streamers = new ProductionStreamers(
      store,
      { push } as unknown as CommandPort,
      { isReady } as ReadinessProbe,
      config,
    );
    const phases: string[] = [];
    subscriptions.push(streamers.phases$.subscribe((all) => phases.push(all[channel] ?? 'none')));
    return { streamers, push, isReady, phases };
  };

  it('goes starting on start, ignores a second start meanwhile, and is ready once the test page answers', async () => {
    const { streamers, push, isReady, phases } = make();
    const close = streamers.open(() => [channel]);
    await clock.tickAsync(0);
    expect(phases.at(-1)).to.equal('stopped');
    await streamers.start(channel);
    expect(await streamers.start(channel)).to.equal(undefined);
    expect(push.callCount).to.equal(1);
    expect(push.firstCall.args[0]).to.deep.include({
      pattern: 'control',
      push: 'instance',
      payload: { type: 'start_streamer', instance: 7 },
      name: channelStreamerCommands.start,
    });
    await clock.tickAsync(1000);
    expect(phases.at(-1)).to.equal('starting');
    isReady.resolves(true);
    await clock.tickAsync(1000);
    expect(phases.at(-1)).to.equal('ready');
    expect(isReady.lastCall.args[0]).to.equal('http://studio:4000/instances/7/static/test.html');
    close();
    const probes = isReady.callCount;
    await clock.tickAsync(5000);
    expect(isReady.callCount, 'no refresh after the list closed').to.equal(probes);
  });

  it('falls back to stopped when the start fails, and stops on stop', async () => {
    const { streamers, push, phases } = make();
    push.onFirstCall().resolves({ id: '1', outcome: 'error', reason: 'unauthorized' });
    await streamers.start(channel);
    expect(phases.at(-1)).to.equal('stopped');
    await streamers.start(channel);
    await streamers.stop(channel);
    expect(push.lastCall.args[0]).to.deep.include({ payload: { type: 'stop_streamer', instance: 7 } });
    expect(phases.at(-1)).to.equal('stopped');
  });

  it("a transcoder bound to the channel is not its streamer: Start and Stop act on the camera's instance", () => {
    const withTranscoder = {
      ...instances,
      byId: {
        ...instances.byId,
        9: { id: 9, title: 'Transcoder 2', type: 'transcoder', token: '', meta: { channel, transcoder: true } },
      },
      idsByChannel: { [channel]: [9, 7] },
    };
    const store = { state: { instances: withTranscoder } as unknown as RootState } as StateReader;
    const streamers = new ProductionStreamers(
      store,
      { push: sinon.stub() } as unknown as CommandPort,
      { isReady: sinon.stub() } as unknown as ReadinessProbe,
      { apiBase: 'http://studio:4000/api/v1' } as RuntimeConfig,
    );
    expect(streamers.streamerOf(channel)).to.equal(7);
    const onlyTranscoder = { ...withTranscoder, idsByChannel: { [channel]: [9] } };
    const bare = new ProductionStreamers(
      { state: { instances: onlyTranscoder } as unknown as RootState } as StateReader,
      { push: sinon.stub() } as unknown as CommandPort,
      { isReady: sinon.stub() } as unknown as ReadinessProbe,
      { apiBase: 'http://studio:4000/api/v1' } as RuntimeConfig,
    );
    expect(bare.streamerOf(channel)).to.equal(undefined);
  });
});
