import * as t from 'io-ts';
import { monitorCommands } from '../../../domain/monitoring';
import { isProcess, processCommands } from '../../../domain/processes';
import { scheduleCommands } from '../../../domain/schedule';
import { dashboardCommands, dashboardLayouts } from '../../../domain/dashboard';
import { eventsListCommands } from '../../../domain/events-list';
import { bottomSheetCommands } from '../../../domain/bottom-sheet';
import { uploadCommands, type UploadFile } from '../../../domain/uploads';
import { sessionCommands, sessionsCommands } from '../../../domain/accounts';
import { channelsAdminCommands } from '../../../domain/channels';
import { clipCommands } from '../../../domain/clips';
import { contentCommands, multiUploadCommands } from '../../../domain/cms';
import { deviceCommands } from '../../../domain/devices';
import { externalDeviceCommands, instanceAdminCommands } from '../../../domain/instances';
import { recordingCommands } from '../../../domain/log';
import { settingsAreaCommands } from '../../../domain/settings';
import { finite, jsonObject, listOf, oneOf, optional, shape } from '../kit';
import { EventFilterCodec, EventSearchPayloadCodec } from '../schedule';
import { WallLayoutsCodec, WallSettingsCodec } from '../accounts';
import { command, commandCodecs, journaledOnly, type CommandSpec } from './command-spec';
import { coreCommands } from './core-commands';

// The codecs of the registries' `decoded` commands (domain/commands): pushes whose arguments a projection or a
// notice rule reads, every console-side (`local`) command and every user action (`run`). The normalizer decodes
// their journaled arguments here, once; a command not listed is journaled and shown, nothing more.

const text: t.Type<string, unknown, unknown> = new t.Type<string, unknown, unknown>(
  'non-empty string',
  (u): u is string => typeof u === 'string' && u !== '',
  (u, context) => (typeof u === 'string' && u !== '' ? t.success(u) : t.failure(u, context)),
  t.identity,
);

const count: t.Type<number, unknown, unknown> = new t.Type<number, unknown, unknown>(
  'count',
  (u): u is number => typeof u === 'number' && Number.isFinite(u) && u >= 0,
  (u, context) => (typeof u === 'number' && Number.isFinite(u) && u >= 0 ? t.success(u) : t.failure(u, context)),
  t.identity,
);

const anyList: t.Type<readonly unknown[], unknown, unknown> = listOf(t.unknown);

const FileCodec: t.Type<UploadFile, unknown, unknown> = shape({ name: t.string, size: count, type: t.string });
const key = { key: text };

const uploads = commandCodecs(uploadCommands, {
  queue: command({
    doc: 'The user queued a file.',
    args: shape({ ...key, dataId: text, fieldName: text, file: FileCodec }),
    // Only the item's own fields reach the state (the codec keeps any extra ones a hand edit might add).
    toEvents: ({ key: itemKey, dataId, fieldName, file }, { at }) => [
      {
        type: 'UploadQueued',
        item: { key: itemKey, dataId, fieldName, file: { name: file.name, size: file.size, type: file.type } },
        at,
      },
    ],
  }),
  start: command({
    doc: 'The queue took the file off the queue.',
    args: shape(key),
    toEvents: (args, { at }) => [{ type: 'UploadStarted', key: args.key, at }],
  }),
  progress: command({
    doc: 'Bytes sent so far, when the whole percentage grows.',
    args: shape({ ...key, loaded: count, total: count }),
    toEvents: ({ key: upload, loaded, total }, { at }) => [
      { type: 'UploadProgressed', key: upload, loaded, total, at },
    ],
  }),
  finish: command({
    doc: 'The storage answered with this status.',
    args: shape({ ...key, httpStatus: count }, { file: optional(t.string) }),
    toEvents: (args, { at }) => [{ type: 'UploadFinished', key: args.key, httpStatus: args.httpStatus, at }],
  }),
  fail: command({
    doc: 'The upload ended without an answer from the storage.',
    args: shape({ ...key, reason: text }),
    toEvents: (args, { at }) => [{ type: 'UploadFailed', key: args.key, reason: args.reason, at }],
  }),
  requeue: command({
    doc: 'A presigned-URL error or time-out put the file back in the queue, to wait until retryAt (ms) for its next try.',
    args: shape(
      { ...key, cause: oneOf(['presigned_url_error', 'timeout']) },
      { file: optional(t.string), retryAt: optional(count), detail: optional(t.string), attempt: optional(count) },
    ),
    toEvents: (args, { at }) => [
      {
        type: 'UploadRequeued',
        key: args.key,
        cause: args.cause,
        ...(args.retryAt !== undefined ? { retryAt: args.retryAt } : {}),
        ...(args.detail !== undefined ? { detail: args.detail } : {}),
        at,
      },
    ],
  }),
  cancel: command({
    doc: 'The user cancelled the current or a queued upload.',
    args: shape(key),
    toEvents: (args, { at }) => [{ type: 'UploadCancelled', key: args.key, at }],
  }),
});

const processes = commandCodecs(processCommands, {
  regenerateClip: command({
    doc: 'Push regenerate_clip; args {uuid, event_uuid, title?}. The command id names the process it starts.',
    args: shape({ uuid: t.string, event_uuid: t.string }, { title: optional(t.string) }),
    toEvents: (args, { id, at }) => [
      {
        type: 'ClipRegenerationAsked',
        id,
        uuid: args.uuid,
        eventUuid: args.event_uuid,
        ...(args.title !== undefined ? { title: args.title } : {}),
        at,
      },
    ],
  }),
  track: command({
    doc: 'Clips were cut (multiview 60-second clip); args {uuids, event_uuid, title}. The command id names the process.',
    args: shape({ uuids: listOf(t.string), event_uuid: t.string, title: t.string }),
    toEvents: (args, { id, at }) => [
      { type: 'ClipProcessStarted', id, uuids: args.uuids, eventUuid: args.event_uuid, title: args.title, at },
    ],
  }),
  remove: command({
    doc: 'The user removed a process from the bar.',
    args: shape({ uuid: t.string }),
    toEvents: (args, { at }) => [{ type: 'ProcessRemoved', uuid: args.uuid, at }],
  }),
  restore: command({
    doc: 'The process list read back from local storage, and when (ms).',
    // Local storage may hold anything: the list is kept as is and its ill-formed items are skipped by the
    // restore rule (isProcess), never fatal.
    args: shape({ processes: anyList, now: finite }),
    toEvents: (args, { at }) => [
      { type: 'ProcessesRestored', processes: args.processes.filter(isProcess), now: args.now, at },
    ],
  }),
});

const schedule = commandCodecs(scheduleCommands, {
  filterEvents: command({
    doc: 'Push filter on events:all; args are the filter.',
    args: EventFilterCodec,
    toEvents: (filter, { id, at }) => [{ type: 'EventsFilterPushed', id, filter, at }],
  }),
  searchEvents: command({
    doc: 'Push search on events:search; args {search}. Its answer is the push reply (events:search in the catalogue).',
    args: EventSearchPayloadCodec,
    toEvents: (args, { id, at }) => [{ type: 'EventSearchIssued', id, text: args.search, at }],
  }),
});

const dashboard = commandCodecs(dashboardCommands, {
  setLayout: command({
    doc: 'The dashboard shows a list or tiles.',
    args: shape({ layout: oneOf(dashboardLayouts) }),
    toEvents: (args, { at }) => [{ type: 'DashboardLayoutChosen', layout: args.layout, at }],
  }),
  setOwnEvents: command({
    doc: "The admin 'filter own events' switch.",
    args: shape({ on: t.boolean }),
    toEvents: (args, { at }) => [{ type: 'OwnEventsSwitched', on: args.on, at }],
  }),
  setRange: command({
    doc: 'The day range the dashboard shows, unix seconds.',
    args: shape({ start: finite, end: finite }),
    toEvents: (args, { at }) => [{ type: 'DashboardRangeChosen', range: { start: args.start, end: args.end }, at }],
  }),
});

const eventsList = commandCodecs(eventsListCommands, {
  setFilter: command({
    doc: "The /events list's From and To (DD.MM.YYYY) and its Active and Archived boxes.",
    args: shape({ from: t.string, to: t.string, active: t.boolean, archived: t.boolean }),
    toEvents: (filter, { at }) => [{ type: 'EventsListFilterChosen', filter, at }],
  }),
});

const bottomSheet = commandCodecs(bottomSheetCommands, {
  setFullscreen: command({
    doc: "The bottom sheet's fullscreen toggle.",
    args: shape({ on: t.boolean }),
    toEvents: (args, { at }) => [{ type: 'SheetFullscreenChosen', on: args.on, at }],
  }),
});

const monitoring = commandCodecs(monitorCommands, {
  filter: command({
    doc: 'Push update on profile:{token} (a wall eye); args {scope, channel, shown, filter}: filter is the whole list saved as shown.',
    // Recordings made before the wall showed a toggle at once carry no filter: journaled, nothing more.
    args: shape({}, { filter: optional(listOf(t.string)) }),
    toEvents: (args, { id, at }) => (args.filter ? [{ type: 'MonitorFilterAsked', id, filter: args.filter, at }] : []),
  }),
  layout: command({
    doc: "Push update on profile:{token} (a grid choice or a solo on any wall); args {wall, layouts}: every wall's layout saved.",
    args: shape({ layouts: WallLayoutsCodec }),
    toEvents: (args, { id, at }) => [{ type: 'MonitorLayoutAsked', id, layouts: args.layouts, at }],
  }),
  settings: command({
    doc: "Push update on profile:{token} (the walls' Sound alarm or Stats switch); args {settings}: both switches saved.",
    args: shape({ settings: WallSettingsCodec }),
    toEvents: (args, { id, at }) => [{ type: 'MonitorSettingsAsked', id, settings: args.settings, at }],
  }),
});

const session = commandCodecs(sessionCommands, {
  login: journaledOnly('A sign-in with the e-mail typed (lowercased).', shape({ email: t.string })),
  logout: journaledOnly('Sign out.', jsonObject),
  reload: journaledOnly('The page was reloaded from the toolbar.', jsonObject),
});

const sessions = commandCodecs(sessionsCommands, {
  delete: journaledOnly('One of the own sessions ended (POST session/delete/{id}).', shape({ id: finite })),
});

const recording = commandCodecs(recordingCommands, {
  start: journaledOnly('The profile menu started a session recording.', jsonObject),
  stop: journaledOnly('The profile menu stopped the session recording.', jsonObject),
  flight: journaledOnly('The flight recorder was written to a file.', jsonObject),
  write: journaledOnly('The stopped session recording was read back from storage and written to a file.', jsonObject),
});

const multiUpload = commandCodecs(multiUploadCommands, {
  uploadFiles: journaledOnly(
    'The multi-upload ended: which files were picked and which uploaded.',
    shape(
      { listId: finite, fileField: t.string, files: listOf(t.string), uploaded: listOf(t.string), ok: t.boolean },
      { nameField: optional(t.string) },
    ),
  ),
});

// The saves whose toasts say created or updated: the entity is kept as journaled, the mode is checked.
const mode = oneOf(['create', 'update']);
const saveDoc = 'An admin save; mode says whether it created or updated.';

const saves = {
  ...commandCodecs(settingsAreaCommands, {
    setting: journaledOnly(saveDoc, shape({ setting: t.unknown, mode })),
    account: journaledOnly(saveDoc, shape({ account: t.unknown, mode })),
    group: journaledOnly(saveDoc, shape({ group: t.unknown, mode })),
    listType: journaledOnly(saveDoc, shape({ list_type: t.unknown, mode })),
    runningOrder: journaledOnly(saveDoc, shape({ running_order: t.unknown, mode })),
  }),
  ...commandCodecs(instanceAdminCommands, { save: journaledOnly(saveDoc, shape({ instance: t.unknown, mode })) }),
  ...commandCodecs(contentCommands, {
    saveList: journaledOnly(saveDoc, shape({ list: t.unknown, mode })),
    saveRecord: journaledOnly(saveDoc, shape({ list_data: t.unknown, mode })),
    recordState: journaledOnly(saveDoc, shape({ list_data: t.unknown, mode })),
  }),
  ...commandCodecs(clipCommands, {
    save: journaledOnly(saveDoc, shape({ clip: t.unknown, mode })),
    saveTag: journaledOnly(saveDoc, shape({ tag: t.unknown, mode })),
    export: journaledOnly(
      'One clip export; name when the form lists several.',
      shape({ clip_export: t.unknown }, { name: optional(t.string) }),
    ),
  }),
  ...commandCodecs(channelsAdminCommands, {
    channel: journaledOnly('A channel save.', shape({ channel: t.unknown, channel_groups: t.unknown, mode })),
    group: journaledOnly(
      'A channel group save, by kind.',
      shape({ channel_group: t.unknown, kind: oneOf(['template', 'access']), mode }),
    ),
  }),
  ...commandCodecs(deviceCommands, {
    save: journaledOnly(
      'A device save; log says a log entry went with it.',
      shape({ mode, identifier: t.string }, { log: optional(t.boolean), parent_id: optional(finite) }),
    ),
    take: journaledOnly(
      'A device taken (a child created).',
      shape({ mode, identifier: t.string }, { log: optional(t.boolean), parent_id: optional(finite) }),
    ),
  }),
  ...commandCodecs(externalDeviceCommands, {
    changeRoute: journaledOnly(
      'A route change, its ports as the page names them.',
      shape({ output: t.string, input: t.string }),
    ),
    changeSetting: journaledOnly(
      'A setting change, as the page names it.',
      shape({ setting: t.string, value: t.string }),
    ),
    command: journaledOnly('A typed device command.', shape({ command: t.string })),
  }),
};

/** Every command whose arguments the normalizer decodes, by name. */
export const commandCatalogue: CommandCatalogue = {
  ...coreCommands,
  ...schedule,
  ...dashboard,
  ...eventsList,
  ...bottomSheet,
  ...monitoring,
  ...processes,
  ...uploads,
  ...session,
  ...sessions,
  ...recording,
  ...multiUpload,
  ...saves,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CommandCatalogue = Readonly<Record<string, CommandSpec<any>>>;
