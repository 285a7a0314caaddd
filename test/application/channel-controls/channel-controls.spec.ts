import { expect } from 'chai';
import { firstValueFrom, filter } from 'rxjs';
import type { EventControlsView } from '../../../src/application/channel-controls';
import { settle, toastsOf } from '../console-harness';
import { arns, controlsFixture, uuids } from './channel-controls-fixture';

const viewWhere = (fixture: ReturnType<typeof controlsFixture>, accept: (view: EventControlsView) => boolean) =>
  firstValueFrom(fixture.queries.controls$(uuids.event).pipe(filter(accept)));

const pushes = (fixture: ReturnType<typeof controlsFixture>) =>
  fixture.socket.push.getCalls().map((call) => ({ topic: call.args[0], event: call.args[1], payload: call.args[2] }));

describe('channel controls (spec 2 §2 "Channel tile", spec 1 §7.2 control pushes, §8)', () => {
  it("shows the event's source and destination tiles from the channels, flows and instances it knows", async () => {
    const fixture = controlsFixture();
    await fixture.ready();
    fixture.flows('STANDBY');
    const view = await viewWhere(fixture, (candidate) => candidate.destination?.mediaconnects?.aggregate === 'standby');
    expect(view.source).to.include({ role: 'source', uuid: uuids.input, title: 'Arena A', canOpen: true });
    expect(view.source?.transcoder).to.deep.equal({ kind: 'start', target: 'channel' });
    expect(view.source?.pull).to.deep.equal({
      mediaServerId: 60,
      streamName: 'input_11',
      url: 'srt://ingest.example:9000',
    });
    expect(view.destination?.mediaconnects).to.deep.equal({ aggregate: 'standby', canStart: true, canStop: false });
    fixture.dispose();
  });

  it("starts an input channel's transcoder by channel with 'Transcoder started!', then shows Starting… until the instance is bound, then Stop", async () => {
    const fixture = controlsFixture();
    await fixture.ready();
    await fixture.commands.startTranscoder(uuids.event, 'source');
    expect(pushes(fixture)).to.deep.equal([
      { topic: 'control', event: 'transcoder', payload: { type: 'start', channel: uuids.input } },
    ]);
    await viewWhere(fixture, (view) => view.source?.transcoder?.kind === 'starting');
    // A second press while the start is awaited sends nothing: "starts at most once at a time".
    expect(await fixture.commands.startTranscoder(uuids.event, 'source')).to.equal(undefined);
    fixture.bind({
      id: 70,
      title: 'Transcoder 1',
      type: 'transcoder',
      token: 't',
      meta: { channel: uuids.input, events: [], transcoder: true },
    });
    await viewWhere(fixture, (view) => view.source?.transcoder?.kind === 'stop');
    await fixture.commands.stopTranscoder(uuids.event, 'source');
    expect(pushes(fixture)[1]).to.deep.equal({
      topic: 'control',
      event: 'transcoder',
      payload: { type: 'stop', instance: 70 },
    });
    await settle();
    expect(toastsOf(fixture.store.state, fixture.rules)).to.deep.equal([
      { title: 'Transcoder started!', intent: 'success' },
      { title: 'Transcoder stopped', intent: 'success' },
    ]);
    fixture.dispose();
  });

  it('after a transcoder start on an output channel whose mediaconnects are in standby, starts them too', async () => {
    const fixture = controlsFixture();
    await fixture.ready();
    fixture.flows('STANDBY');
    await viewWhere(fixture, (view) => view.destination?.mediaconnects?.aggregate === 'standby');
    await fixture.commands.startTranscoder(uuids.event, 'destination');
    expect(pushes(fixture)).to.deep.equal([
      { topic: 'control', event: 'transcoder', payload: { type: 'start', event: uuids.event } },
      { topic: 'control', event: 'mediaconnect', payload: { type: 'start', event: uuids.event } },
    ]);
    await settle();
    expect(toastsOf(fixture.store.state, fixture.rules).map((toast) => toast.title)).to.deep.equal([
      'Transcoder started!',
      'Mediaconnects started!',
    ]);
    fixture.dispose();
  });

  it("reports 'Transcoder start failed!' when the server refuses, and does not start the flows", async () => {
    const fixture = controlsFixture('admin', () => ({ status: 'error', response: { reason: 'already_running' } }));
    await fixture.ready();
    fixture.flows('STANDBY');
    await viewWhere(fixture, (view) => view.destination?.mediaconnects !== undefined);
    await fixture.commands.startTranscoder(uuids.event, 'destination');
    expect(pushes(fixture)).to.have.length(1);
    await settle();
    expect(toastsOf(fixture.store.state, fixture.rules).map((toast) => toast.title)).to.deep.equal([
      'Transcoder start failed!',
    ]);
    fixture.dispose();
  });

  it("stops active mediaconnects ('Mediaconnects stopped') and starts standby ones; changing flows offer neither", async () => {
    const fixture = controlsFixture();
    await fixture.ready();
    fixture.flows('ACTIVE');
    await viewWhere(fixture, (view) => view.destination?.mediaconnects?.canStop === true);
    expect(await fixture.commands.startMediaconnects(uuids.event)).to.equal(undefined);
    await fixture.commands.stopMediaconnects(uuids.event);
    fixture.receive('control', 'mediaconnects', {
      [arns[0] ?? '']: { status: 'STOPPING' },
      [arns[1] ?? '']: { status: 'ACTIVE' },
    });
    await viewWhere(fixture, (view) => view.destination?.mediaconnects?.aggregate === 'changing');
    expect(await fixture.commands.stopMediaconnects(uuids.event)).to.equal(undefined);
    expect(pushes(fixture)).to.deep.equal([
      { topic: 'control', event: 'mediaconnect', payload: { type: 'stop', event: uuids.event } },
    ]);
    await settle();
    expect(toastsOf(fixture.store.state, fixture.rules).map((toast) => toast.title)).to.deep.equal([
      'Mediaconnects stopped',
    ]);
    fixture.dispose();
  });

  it('stops a router and starts and stops a pull silently, even when they fail (spec 2 §8)', async () => {
    const fixture = controlsFixture('admin', () => ({ status: 'error', response: { reason: 'not_found' } }));
    await fixture.ready();
    fixture.receive('control', 'channels', { [uuids.input]: { state: 'connected', events: [uuids.event] } });
    await viewWhere(fixture, (view) => view.source?.routerStoppable === true);
    await fixture.commands.stopRouter(uuids.event, 'source');
    await fixture.commands.startPull(uuids.event, 'source');
    await fixture.commands.stopPull(uuids.event, 'source');
    expect(pushes(fixture)).to.deep.equal([
      { topic: 'control', event: 'router', payload: { type: 'stop_source', event: uuids.event } },
      {
        topic: 'control',
        event: 'instance',
        payload: {
          type: 'mediamtx_add_update_pull',
          instance: 60,
          channel: 'input_11',
          url: 'srt://ingest.example:9000',
        },
      },
      {
        topic: 'control',
        event: 'instance',
        payload: { type: 'mediamtx_remove_pull', instance: 60, channel: 'input_11' },
      },
    ]);
    await settle();
    expect(toastsOf(fixture.store.state, fixture.rules)).to.deep.equal([]);
    fixture.dispose();
  });

  it('a non-administrator gets no output transcoder start or mediaconnect controls, the configured pull, and opening a channel does nothing', async () => {
    const fixture = controlsFixture('user');
    await fixture.ready();
    fixture.flows('STANDBY');
    const view = await viewWhere(fixture, (candidate) => candidate.found);
    await settle();
    const latest = await firstValueFrom(fixture.queries.controls$(uuids.event));
    expect(latest.destination?.transcoder).to.equal(undefined);
    expect(latest.destination?.mediaconnects).to.equal(undefined);
    expect(latest.source?.pull).to.include({ url: 'srt://ingest.example:9000' });
    expect(view.source?.canOpen).to.equal(false);
    expect(latest.source?.transcoder).to.deep.equal({ kind: 'start', target: 'channel' });
    fixture.commands.openChannel(uuids.input);
    expect(fixture.navigation.current()).to.equal('/dashboard');
    expect(await fixture.commands.startTranscoder(uuids.event, 'destination')).to.equal(undefined);
    fixture.dispose();
  });

  it('opens /dashboard/channel/{uuid} for an administrator', async () => {
    const fixture = controlsFixture('admin');
    await fixture.ready();
    fixture.commands.openChannel(uuids.output);
    expect(fixture.navigation.current()).to.equal(`/dashboard/channel/${uuids.output}`);
    fixture.dispose();
  });

  it('emits again only when the tiles change: an unrelated tick re-renders nothing', async () => {
    const fixture = controlsFixture('admin');
    await fixture.ready();
    const seen: EventControlsView[] = [];
    const subscription = fixture.queries.controls$(uuids.event).subscribe((view) => seen.push(view));
    await settle();
    const before = seen.length;
    fixture.receive('control', 'timestamp', { timestamp: 1_800_000_000 });
    fixture.receive('control', 'channels', { '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d': { state: 'connected' } });
    await settle();
    expect(seen.length).to.equal(before);
    fixture.receive('control', 'channels', { [uuids.output]: { state: 'connecting' } });
    await settle();
    expect(seen.length).to.equal(before + 1);
    expect(seen.at(-1)?.destination?.connection).to.equal('connecting');
    subscription.unsubscribe();
    fixture.dispose();
  });
});
