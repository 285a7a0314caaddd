import { expect } from 'chai';
import { eventUuid } from '../../server/seed/demo-events';
import { demoUuid } from '../../server/seed/demo-ids';
import { inboundErrors, pausedSimulation, replyErrors, Ticker } from '../server/simulation/live-test-kit';
import { join, push, waitFor } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

interface Clip {
  uuid: string;
  status: string;
  url?: string;
  start_time: number;
  end_time: number;
  meta: {
    group_uuid?: string;
    account?: string;
    tags?: string;
    quality?: { name?: string };
    title?: string;
    filesize?: number;
  };
}
interface ClipExport {
  uuid: string;
  status: string;
  meta: { account?: string; destination?: string; clip?: { key?: string } };
}
type Data<T> = { data: T };

const until = async (condition: () => boolean, timeoutMs = 3000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('studio server: clips, clip settings, exports and tags (spec 2 §4, §7; docs/protocol/clips.md)', () => {
  let ticker: Ticker;
  const { studio, socket, joinOk } = useStudioFixture({
    types: ['admin', 'user', 'cloudrec'],
    events: [],
    started: ({ server }) => {
      ticker = new Ticker(pausedSimulation(server));
    },
  });
  const live = eventUuid('live_match');

  const checked = <T>(
    pattern:
      'events:clips:{event}' | 'events:clip_exports:{event}' | 'events:tags:{event}' | 'events:clip_settings:{event}',
    event: string,
    frames: unknown[],
  ): T[] => {
    for (const frame of frames)
      expect(inboundErrors(pattern, event, frame), `${event} on ${pattern}`).to.deep.equal([]);
    return frames as T[];
  };

  it('a cut is one clip per quality of the clip settings sharing a group_uuid; each goes new → processing → ready (spec 2 §4)', async () => {
    const list = await joinOk('cloudrec', `events:clips:${live}`, ['clips', 'clip']);
    const [initial] = checked<Data<Clip[]>>('events:clips:{event}', 'clips', await waitFor(list, 'clips'));
    expect(initial?.data.map((clip) => clip.status)).to.include.members(['ready', 'processing', 'new']);
    const create = await joinOk('cloudrec', 'events:clip:create');
    const reply = await push(create.channel, 'save', {
      clip: {
        event_uuid: live,
        start_time: 30.7,
        end_time: 45.2,
        meta: { title: 'Quick goal', tags: 'ignored for cloudrec', clip_type: 'highlight3' },
      },
    });
    expect(replyErrors('events:clip:create', 'save', reply.response)).to.deep.equal([]);
    const made = (reply.response as unknown as Data<Clip[]>).data;
    expect(made.map((clip) => clip.meta.quality?.name)).to.deep.equal(['hd1080', 'hd720', 'sd540']);
    expect(new Set(made.map((clip) => clip.meta.group_uuid)).size).to.equal(1);
    expect(made[0]).to.deep.include({ status: 'new', start_time: 30, end_time: 46 });
    expect(made[0]?.meta)
      .to.include({ account: 'cloudrec@demo.local', title: 'Quick goal' })
      .and.not.have.property('tags');
    await ticker.advance(1000);
    await ticker.advance(8000);
    // Seeded cuts resumed at start may report on the same topic; wait for the three new qualities to be ready.
    await until(() =>
      made.every((clip) =>
        (list.received.get('clip') ?? []).some(
          (frame) => (frame as Data<Clip>).data.uuid === clip.uuid && (frame as Data<Clip>).data.status === 'ready',
        ),
      ),
    );
    const frames = checked<Data<Clip>>('events:clips:{event}', 'clip', list.received.get('clip') ?? []);
    const last = new Map(frames.map((frame) => [frame.data.uuid, frame.data]));
    for (const clip of made) {
      const statuses = frames.filter((frame) => frame.data.uuid === clip.uuid).map((frame) => frame.data.status);
      expect(statuses, clip.meta.quality?.name).to.deep.equal(['new', 'processing', 'ready']);
      expect(last.get(clip.uuid)?.url).to.match(/^\/hls\/vod\//);
      expect(last.get(clip.uuid)?.meta.filesize).to.be.greaterThan(0);
    }
    const playlist = await fetch(`${studio.url}${last.get(made[0]?.uuid ?? '')?.url ?? ''}`, { method: 'HEAD' });
    expect(playlist.status, "a ready clip's url answers the console's HEAD check (spec 1 §4)").to.equal(200);
  });

  it('editing a cut updates every quality; new in/out points cut them again; only the creator or an administrator edits', async () => {
    const uuid = demoUuid('clip:first_period:hd720');
    const topic = await joinOk('admin', `events:clip:${uuid}`);
    const reply = await push(topic.channel, 'save', {
      clip: {
        uuid,
        event_uuid: live,
        start_time: 60,
        end_time: 240,
        meta: { title: 'First period (edited)', tags: 'admin,tags' },
      },
    });
    const clips = (reply.response as unknown as Data<Clip[]>).data;
    expect(clips).to.have.length(3);
    expect(
      clips.every(
        (clip) =>
          clip.meta.title === 'First period (edited)' && clip.meta.tags === 'admin,tags' && clip.status === 'ready',
      ),
    ).to.equal(true);
    const recut = await push(topic.channel, 'save', {
      clip: { event_uuid: live, start_time: 50, end_time: 240, meta: { title: 'First period' } },
    });
    expect(
      (recut.response as unknown as Data<Clip[]>).data.every((clip) => clip.status === 'new' && clip.url === undefined),
    ).to.equal(true);
    const other = await joinOk('user', `events:clip:${uuid}`);
    expect(
      (
        await push(other.channel, 'save', {
          clip: { event_uuid: live, start_time: 1, end_time: 2, meta: { title: 'Mine now' } },
        })
      ).response,
    ).to.include({ reason: 'unauthorized' });
    expect(
      (
        await push(other.channel, 'save', {
          clip: { event_uuid: live, start_time: 9, end_time: 2, meta: { title: 'Backwards' } },
        })
      ).response,
    ).to.include({ reason: 'invalid' });
  });

  it('regenerate_clip puts a quality back to new and the job makes it ready again (spec 1 §4)', async () => {
    const uuid = demoUuid('clip:opening_goal:sd540');
    const event = eventUuid('yesterday_hockey');
    const list = await joinOk('user', `events:clips:${event}`, ['clips', 'clip']);
    const reply = await push(list.channel, 'regenerate_clip', { uuid });
    expect(reply).to.deep.equal({ status: 'ok', response: {} });
    await ticker.advance(1000);
    await ticker.advance(8000);
    const frames = checked<Data<Clip>>('events:clips:{event}', 'clip', await waitFor(list, 'clip', 3));
    expect(frames.map((frame) => frame.data.status)).to.deep.equal(['new', 'processing', 'ready']);
    expect(
      (await push(list.channel, 'regenerate_clip', { uuid: demoUuid('clip:big_hit:hd1080') })).response,
    ).to.include({ reason: 'not_found' });
  });

  it('clip settings: playlists of a started event (media.md), none for a future one; get answers and re-sends', async () => {
    const current = await joinOk('cloudrec', `events:clip_settings:${live}`, ['settings']);
    const [settings] = checked<Data<{ preview_playlist_url: string | null; live_playlist_url: string | null }>>(
      'events:clip_settings:{event}',
      'settings',
      await waitFor(current, 'settings'),
    );
    expect(settings?.data.preview_playlist_url).to.match(
      new RegExp(`^/hls/vod/${live}/index\\.m3u8\\?start=\\d+&end=\\d+$`),
    );
    expect(settings?.data.live_playlist_url).to.match(/^\/hls\/live\/[0-9a-f-]{36}\/index\.m3u8$/);
    expect((await fetch(`${studio.url}${settings?.data.preview_playlist_url ?? ''}`)).status).to.equal(200);
    const future = await joinOk('cloudrec', `events:clip_settings:${eventUuid('day_3')}`, ['settings']);
    expect((await waitFor(future, 'settings'))[0]).to.deep.equal({
      data: { preview_playlist_url: null, live_playlist_url: null },
    });
    const got = await push(current.channel, 'get', {});
    expect(replyErrors('events:clip_settings:{event}', 'get', got.response)).to.deep.equal([]);
    await waitFor(current, 'settings', 2);
    expect(
      (await join(socket('cloudrec'), 'events:clip_settings:00000000-0000-4000-8000-000000000000')).reply.response,
    ).to.include({ reason: 'not_found' });
  });

  it('exports: save makes a job (new → processing → ready, or error for a failing destination); non-admins see only their own (spec 2 §6)', async () => {
    const event = eventUuid('yesterday_hockey');
    const adminList = await joinOk('admin', `events:clip_exports:${event}`, ['clip_exports', 'clip_export']);
    const userList = await joinOk('user', `events:clip_exports:${event}`, ['clip_exports', 'clip_export']);
    const [all] = checked<Data<ClipExport[]>>(
      'events:clip_exports:{event}',
      'clip_exports',
      await waitFor(adminList, 'clip_exports'),
    );
    const [own] = checked<Data<ClipExport[]>>(
      'events:clip_exports:{event}',
      'clip_exports',
      await waitFor(userList, 'clip_exports'),
    );
    expect(all?.data.length).to.be.greaterThan(own?.data.length ?? 0);
    expect(own?.data.every((item) => item.meta.account === 'user@demo.local')).to.equal(true);
    const settings = await studio.server.services.store.documents.settings.list(
      `body->>'type' = 'export_configuration'`,
    );
    const configuration = (name: string) => settings.find((setting) => setting.body.name === name)?.id;
    const create = await joinOk('user', 'events:clip_export:create');
    const clip = demoUuid('clip:opening_goal:hd1080');
    const ok = await push(create.channel, 'save', {
      clip_export: {
        clip_uuids: [clip],
        event_uuid: event,
        form_data: { title: 'Goal' },
        meta: { export_configuration_id: configuration('export_social'), title: 'Goal' },
      },
    });
    expect(replyErrors('events:clip_export:create', 'save', ok.response)).to.deep.equal([]);
    expect((ok.response as unknown as Data<ClipExport>).data.meta).to.include({
      account: 'user@demo.local',
      destination: 'Social media',
    });
    const failing = await push(create.channel, 'save', {
      clip_export: {
        clip_uuids: [clip],
        event_uuid: event,
        form_data: {},
        meta: { export_configuration_id: configuration('export_legacy_ftp') },
      },
    });
    expect(failing.status).to.equal('ok');
    expect(
      (
        await push(create.channel, 'save', {
          clip_export: {
            clip_uuids: [demoUuid('clip:big_hit:hd1080')],
            event_uuid: event,
            form_data: {},
            meta: { export_configuration_id: 1 },
          },
        })
      ).response,
    ).to.include({ reason: 'invalid' });
    await ticker.advance(1000);
    await ticker.advance(5000);
    const updates = checked<Data<ClipExport>>(
      'events:clip_exports:{event}',
      'clip_export',
      await waitFor(adminList, 'clip_export', 6),
    );
    const final = new Map(updates.map((frame) => [frame.data.uuid, frame.data]));
    expect(final.get((ok.response as unknown as Data<ClipExport>).data.uuid)).to.deep.include({ status: 'ready' });
    expect(final.get((ok.response as unknown as Data<ClipExport>).data.uuid)?.meta.clip?.key).to.be.a('string');
    expect(final.get((failing.response as unknown as Data<ClipExport>).data.uuid)?.status).to.equal('error');
    expect((await push(userList.channel, 're_export_clip', { uuid: demoUuid('export:save_ftp') })).response).to.include(
      { reason: 'unauthorized' },
    );
    expect((await push(adminList.channel, 're_export_clip', { uuid: demoUuid('export:save_ftp') })).status).to.equal(
      'ok',
    );
  });

  it('tags: save creates (time defaults to now), updates and archives; the list carries archived ones (spec 2 §3)', async () => {
    const list = await joinOk('cloudrec', `events:tags:${live}`, ['tags', 'tag']);
    const [tags] = checked<Data<{ uuid: string; state: string }[]>>(
      'events:tags:{event}',
      'tags',
      await waitFor(list, 'tags'),
    );
    expect(tags?.data.map((tag) => tag.state)).to.include.members(['active', 'archived']);
    const create = await joinOk('cloudrec', 'events:tag:create');
    const made = await push(create.channel, 'save', {
      tag: {
        event_uuid: live,
        stream_time: -5,
        state: 'active',
        meta: { type: 'note', type_name: 'Note', title: 'Warm-up' },
      },
    });
    expect(replyErrors('events:tag:create', 'save', made.response)).to.deep.equal([]);
    const tag = (made.response as unknown as Data<{ uuid: string; time: number }>).data;
    expect(tag.time).to.be.a('number');
    const edit = await joinOk('cloudrec', `events:tag:${tag.uuid}`);
    const archived = await push(edit.channel, 'save', {
      tag: { event_uuid: live, stream_time: -5, state: 'archived', meta: { type: 'note', title: 'Warm-up' } },
    });
    expect((archived.response as unknown as Data<{ state: string }>).data.state).to.equal('archived');
    const frames = checked<Data<{ uuid: string; state: string }>>(
      'events:tags:{event}',
      'tag',
      await waitFor(list, 'tag', 2),
    );
    expect(frames.map((frame) => frame.data.state)).to.deep.equal(['active', 'archived']);
    expect(
      (
        await push(edit.channel, 'save', {
          tag: { event_uuid: eventUuid('tonight'), stream_time: 1, state: 'active', meta: {} },
        })
      ).response,
    ).to.include({ reason: 'invalid' });
  });
});
