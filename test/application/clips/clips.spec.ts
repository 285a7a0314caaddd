import { expect } from 'chai';
import { firstValueFrom } from 'rxjs';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import { ClipCommands, clipNoticeRules, ClipsQueries, clipsModule, EventTopics } from '../../../src/application/clips';
import { processesModule } from '../../../src/application/processes';
import { DisplayZone } from '../../../src/application/shared';
import type { ExportForm } from '../../../src/domain/clips';
import { sampleClipExport, sampleClipHd, sampleClipSd, sampleEventUuid } from '../../fixtures/wire/clips.samples';
import { createHarness, settle, toastsOf, type Harness, type HttpHandler, type PushHandler } from '../console-harness';

const setup = (
  options: { push?: PushHandler; http?: HttpHandler } = {},
): Harness & { commands: ClipCommands; queries: ClipsQueries; topics: EventTopics } => {
  const harness = createHarness(options);
  harness.container.load(processesModule, clipsModule);
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.rebind(DisplayZone).toConstantValue('UTC');
  return {
    ...harness,
    commands: harness.container.get(ClipCommands),
    queries: harness.container.get(ClipsQueries),
    topics: harness.container.get(EventTopics),
  };
};

const form = (ids: number | readonly number[]): ExportForm => ({
  id: 9,
  name: 'portal',
  title: 'Portal',
  fields: [],
  hide_quality_selector: false,
  required_qualities: [],
  export_configuration_id: ids,
});

describe('clips application: commands, queries and toasts (spec 2 §4, §7, §8)', () => {
  it('a clip that answers HEAD 2xx opens; one that does not is regenerated with a process and the not-found toast (spec 1 §4)', async () => {
    let status = 200;
    const harness = setup({ http: (request) => ({ status, body: '', url: request.path }) });
    const clip = {
      uuid: sampleClipHd.uuid,
      eventUuid: sampleEventUuid,
      title: 'Opening goal',
      url: '/hls/vod/x/index.m3u8',
    };
    expect(await harness.commands.openClip(clip)).to.equal(true);
    expect(harness.http.firstCall.args[0]).to.deep.include({
      name: 'clip_exists',
      method: 'HEAD',
      path: '/hls/vod/x/index.m3u8',
    });
    expect(harness.commandNames()).to.deep.equal([]);
    status = 404;
    expect(await harness.commands.openClip(clip)).to.equal(false);
    expect(harness.socket.push.lastCall.args.slice(0, 3)).to.deep.equal([
      `events:clip:${sampleClipHd.uuid}`,
      'regenerate_clip',
      { uuid: sampleClipHd.uuid },
    ]);
    await harness.until((state) => state.processes.order.length === 1);
    expect(toastsOf(harness.store.state, clipNoticeRules)).to.deep.equal([
      { title: 'Clip Opening goal not found! Re-creating clip...', intent: 'warning' },
    ]);
    harness.dispose();
  });

  it("saves a clip on events:clip:create with event_uuid and answers the created uuids; 'Clip was created!'", async () => {
    const harness = setup({ push: () => ({ status: 'ok', response: { data: [sampleClipHd, sampleClipSd] } }) });
    const saved = await harness.commands.saveClip({
      event_uuid: sampleEventUuid,
      start_time: 10,
      end_time: 20,
      meta: { title: 'Goal' },
    });
    expect(saved.clipUuids).to.deep.equal([sampleClipHd.uuid, sampleClipSd.uuid]);
    expect(harness.socket.push.firstCall.args.slice(0, 3)).to.deep.equal([
      'events:clip:create',
      'save',
      { clip: { event_uuid: sampleEventUuid, start_time: 10, end_time: 20, meta: { title: 'Goal' } } },
    ]);
    await settle();
    expect(toastsOf(harness.store.state, clipNoticeRules)).to.deep.equal([
      { title: 'Clip was created!', intent: 'success' },
    ]);
    harness.dispose();
  });

  it("exports once per export_configuration_id of a list, reporting each by name ('Exporting clip ({name})!' / 'Unable to export clip ({name})!')", async () => {
    const harness = setup({
      push: (_topic, _event, payload) =>
        (payload as { clip_export: { meta: { export_configuration_id: number } } }).clip_export.meta
          .export_configuration_id === 5
          ? { status: 'error', response: { reason: 'invalid' } }
          : { status: 'ok', response: { data: sampleClipExport } },
    });
    harness.receive('settings:all', 'init', {
      data: [
        { id: 4, name: 'portal', type: 'export_configuration', title: 'Video portal', value: {} },
        { id: 5, name: 'ftp', type: 'export_configuration', title: 'Legacy FTP', value: {} },
      ],
    });
    await harness.until((state) => Object.keys(state.settings.byId).length === 2);
    const results = await harness.commands.exportClips(form([4, 5]), {
      clip_uuids: ['c'],
      event_uuid: sampleEventUuid,
      form_data: {},
      meta: { title: 'Goal' },
    });
    expect(results.map((result) => result.outcome)).to.deep.equal(['ok', 'error']);
    expect(harness.socket.push.getCalls().map((call) => call.args[0])).to.deep.equal([
      'events:clip_export:create',
      'events:clip_export:create',
    ]);
    await settle();
    expect(toastsOf(harness.store.state, clipNoticeRules).map((toast) => toast.title)).to.deep.equal([
      'Exporting clip (Video portal)!',
      'Unable to export clip (Legacy FTP)!',
    ]);
    await harness.commands.exportClips(form(4), {
      clip_uuids: ['c'],
      event_uuid: sampleEventUuid,
      form_data: {},
      meta: {},
    });
    await settle();
    expect(toastsOf(harness.store.state, clipNoticeRules).at(-1)?.title, 'a single configuration').to.equal(
      'Exporting clip!',
    );
    harness.dispose();
  });

  it('lists clip groups newest first, My clips by the account e-mail, one entry per quality by order_num', async () => {
    const harness = setup();
    harness.receive('profile:t', 'init', { data: { id: 1, email: sampleClipHd.meta.account, type: 'user' } });
    harness.receive(`events:clips:${sampleEventUuid}`, 'clips', { data: [sampleClipSd, sampleClipHd] });
    await harness.until((state) => state.clips.byEvent[sampleEventUuid] !== undefined);
    const keys = await firstValueFrom(harness.queries.groupKeys$(sampleEventUuid, 'all_clips'));
    expect(keys).to.have.length(1);
    const row = await firstValueFrom(harness.queries.group$(sampleEventUuid, keys[0] ?? ''));
    expect(row?.qualities.map((quality) => quality.uuid)).to.deep.equal([sampleClipHd.uuid, sampleClipSd.uuid]);
    harness.dispose();
  });

  it("Edit is offered on the viewer's own cuts only, and on every cut for administrators (as events:clip:{uuid} accepts)", async () => {
    for (const [profile, editable] of [
      [{ id: 1, email: sampleClipHd.meta.account.toUpperCase(), type: 'user' }, true],
      [{ id: 2, email: 'someone@studio.example', type: 'user' }, false],
      [{ id: 3, email: 'boss@studio.example', type: 'admin' }, true],
    ] as const) {
      const harness = setup();
      harness.receive('profile:t', 'init', { data: profile });
      harness.receive(`events:clips:${sampleEventUuid}`, 'clips', { data: [sampleClipSd, sampleClipHd] });
      await harness.until(
        (state) => state.clips.byEvent[sampleEventUuid] !== undefined && state.session.profile !== undefined,
      );
      const [key] = await firstValueFrom(harness.queries.groupKeys$(sampleEventUuid, 'all_clips'));
      expect(
        (await firstValueFrom(harness.queries.group$(sampleEventUuid, key ?? '')))?.editable,
        profile.email,
      ).to.equal(editable);
      harness.dispose();
    }
  });

  it('the export list keeps the last 7 days by the server clock, not the client clock (spec 2 §9)', async () => {
    // The export is from 12.11.2026 18:50 UTC; the client clock says 22.11.2026 10:00, 9.6 days later.
    const harness = setup();
    harness.receive('profile:t', 'init', { data: { id: 1, email: 'boss@studio.example', type: 'admin' } });
    harness.receive(`events:clip_exports:${sampleEventUuid}`, 'clip_exports', { data: [sampleClipExport] });
    await harness.until(
      (state) =>
        state.session.profile !== undefined &&
        Object.keys(state.clips.byEvent[sampleEventUuid]?.exports ?? {}).length === 1,
    );
    expect(await firstValueFrom(harness.queries.exports$(sampleEventUuid)), 'by the client clock').to.deep.equal([]);
    harness.receive('control', 'timestamp', { timestamp: Date.parse('2026-11-19T10:00:00Z') / 1000 });
    await harness.until((state) => state.clock.serverTimestamp !== undefined);
    expect(
      (await firstValueFrom(harness.queries.exports$(sampleEventUuid))).map((row) => row.uuid),
      'the server says 19.11.',
    ).to.deep.equal([sampleClipExport.uuid]);
    harness.dispose();
  });

  it("a /cloudrec/event start/end window gives the video editor's in and out points and the window's text", async () => {
    const harness = setup();
    const start = Date.parse('2026-11-22T18:00:00Z') / 1000;
    harness.receive('events:all', 'init', {
      events: [
        {
          uuid: sampleEventUuid,
          state: 'active',
          title: 'Match',
          cached_start_time: start,
          cached_end_time: start + 7200,
          channel_id: 1,
        },
      ],
    });
    await harness.until((state) => state.schedule.events[sampleEventUuid] !== undefined);
    const window = await firstValueFrom(
      harness.queries.recordingWindow$(sampleEventUuid, String(start + 600), String(start + 1500)),
    );
    expect(window).to.deep.equal({ points: { start: 600, end: 1500 }, text: '22.11.2026 18:10 – 18:25' });
    expect(await firstValueFrom(harness.queries.recordingWindow$(sampleEventUuid, null, null)), 'no query').to.equal(
      undefined,
    );
    expect(
      await firstValueFrom(
        harness.queries.recordingWindow$(sampleEventUuid, String(start + 9000), String(start + 9600)),
      ),
      'after the event',
    ).to.equal(undefined);
    harness.dispose();
  });

  it('holds the event and its clip topics while watched and leaves them after the last watcher', () => {
    const harness = setup();
    harness.log.append({ kind: 'ConnectionChanged', at: harness.now(), state: 'connected', attempt: 0 } as never);
    const first = harness.topics.watch('e-1');
    const second = harness.topics.watch('e-1');
    first();
    expect(harness.socket.leave.called).to.equal(false);
    second();
    // The event's own topic goes too: the event editor holds its own lease on it.
    expect(harness.socket.leave.getCalls().map((call) => call.args[0])).to.deep.equal([
      'events:e-1',
      'events:clips:e-1',
      'events:clip_settings:e-1',
      'events:clip_exports:e-1',
      'events:tags:e-1',
    ]);
    harness.dispose();
  });
});
