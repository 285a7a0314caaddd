import { signedInNotificationsModule } from '../../../src/application/notifications/manifest';
import {
  channelControlsModule,
  ChannelControlCommands,
  ChannelControlsQueries,
} from '../../../src/application/channel-controls';
import { notificationsModule, NoticeRules } from '../../../src/application/notifications';
import { InMemoryNavigation } from '../../../src/application/navigation';
import { NavigationPort } from '../../../src/application/ports';
import { createHarness, type PushHandler } from '../console-harness';

export const uuids = {
  event: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
  other: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f',
  group: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
  input: '8e9f0a1b-2c3d-4e4f-9a5b-6c7d8e9f0a1b',
  output: '9f0a1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
};
export const arns = [
  'arn:aws:mediaconnect:eu-north-1:1:flow:1-A:tv-a',
  'arn:aws:mediaconnect:eu-north-1:1:flow:1-B:tv-b',
];

const channel = (id: number, uuid: string, type: 'input' | 'output', meta: Record<string, unknown>) => ({
  id,
  uuid,
  name: `${type}_${id}`,
  title: type === 'input' ? 'Arena A' : 'TV Sport',
  type,
  state: 'active',
  transcoder: true,
  meta,
});

/** A console signed in as `type` that knows one event from an input channel to an output channel with two flows. */
export const controlsFixture = (type = 'admin', push?: PushHandler) => {
  const harness = createHarness(push ? { push } : {});
  const navigation = new InMemoryNavigation('/dashboard');
  harness.container.bind(NavigationPort).toConstantValue(navigation);
  harness.container.load(notificationsModule, signedInNotificationsModule, channelControlsModule);
  const now = harness.now() / 1000;
  harness.receive('profile:tok', 'init', { data: { id: 7, email: `${type}@demo.local`, type } });
  harness.receive('channels:all', 'init', {
    channels: [
      channel(11, uuids.input, 'input', { use_pull: true, pull_url: 'srt://ingest.example:9000' }),
      channel(12, uuids.output, 'output', { use_mediaconnect: true, mediaconnect_arns: arns.join(',') }),
    ],
  });
  harness.receive('instances:all', 'init', {
    instances: [{ id: 60, title: 'Media server', type: 'mediamtx', token: 'm', meta: {} }],
  });
  harness.receive('events:all', 'init', {
    events: [
      {
        uuid: uuids.event,
        state: 'active',
        cached_start_time: now - 600,
        cached_end_time: now + 3600,
        channel_id: 12,
        title: 'Derby',
        event_group: { uuid: uuids.group, channel_id: 11 },
      },
    ],
  });
  const flows = (status: string) => Object.fromEntries(arns.map((arn) => [arn, { status }]));
  return {
    ...harness,
    navigation,
    queries: harness.container.get(ChannelControlsQueries),
    commands: harness.container.get(ChannelControlCommands),
    rules: Object.assign({}, ...harness.container.getAll<Record<string, unknown>>(NoticeRules)) as NoticeRules,
    flows: (status: string) => harness.receive('control', 'mediaconnects', flows(status)),
    bind: (instance: Record<string, unknown>) => harness.receive('instances:all', 'update', { instance }),
    ready: () =>
      harness.until(
        (state) =>
          state.schedule.events[uuids.event] !== undefined &&
          state.session.profile !== undefined &&
          Object.keys(state.channels.byUuid).length === 2,
      ),
  };
};
