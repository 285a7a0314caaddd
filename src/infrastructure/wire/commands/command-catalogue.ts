import * as t from 'io-ts';
import { monitorFilterCommand } from '../../../domain/monitoring';
import { isProcess, processCommandNames } from '../../../domain/processes';
import { dashboardCommandNames, dashboardLayouts, scheduleCommandNames } from '../../../domain/schedule';
import { uploadCommandNames, type UploadFile } from '../../../domain/uploads';
import { finite, jsonObject, listOf, oneOf, optional, shape } from '../kit';
import { EventFilterCodec, EventSearchPayloadCodec } from '../schedule';
import { command, journaledOnly, type CommandSpec } from './command-spec';
import { coreCommands } from './core-commands';

// The commands whose journaled arguments matter, by command name: pushes whose arguments a projection reads,
// every console-side (`local`) command and every user action (`run`). A command not listed here is journaled
// and shown, nothing more.

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

const uploadCommands = {
  [uploadCommandNames.queue]: command({
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
  [uploadCommandNames.start]: command({
    doc: 'The queue took the file off the queue.',
    args: shape(key),
    toEvents: (args, { at }) => [{ type: 'UploadStarted', key: args.key, at }],
  }),
  [uploadCommandNames.progress]: command({
    doc: 'Bytes sent so far, when the whole percentage grows.',
    args: shape({ ...key, loaded: count, total: count }),
    toEvents: ({ key: upload, loaded, total }, { at }) => [
      { type: 'UploadProgressed', key: upload, loaded, total, at },
    ],
  }),
  [uploadCommandNames.finish]: command({
    doc: 'The storage answered with this status.',
    args: shape({ ...key, httpStatus: count }, { file: optional(t.string) }),
    toEvents: (args, { at }) => [{ type: 'UploadFinished', key: args.key, httpStatus: args.httpStatus, at }],
  }),
  [uploadCommandNames.fail]: command({
    doc: 'The upload ended without an answer from the storage.',
    args: shape({ ...key, reason: text }),
    toEvents: (args, { at }) => [{ type: 'UploadFailed', key: args.key, reason: args.reason, at }],
  }),
  [uploadCommandNames.requeue]: command({
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
  [uploadCommandNames.cancel]: command({
    doc: 'The user cancelled the current or a queued upload.',
    args: shape(key),
    toEvents: (args, { at }) => [{ type: 'UploadCancelled', key: args.key, at }],
  }),
};

const processCommands = {
  [processCommandNames.regenerateClip]: command({
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
  [processCommandNames.track]: command({
    doc: 'Clips were cut (multiview 60-second clip); args {uuids, event_uuid, title}. The command id names the process.',
    args: shape({ uuids: listOf(t.string), event_uuid: t.string, title: t.string }),
    toEvents: (args, { id, at }) => [
      { type: 'ClipProcessStarted', id, uuids: args.uuids, eventUuid: args.event_uuid, title: args.title, at },
    ],
  }),
  [processCommandNames.remove]: command({
    doc: 'The user removed a process from the bar.',
    args: shape({ uuid: t.string }),
    toEvents: (args, { at }) => [{ type: 'ProcessRemoved', uuid: args.uuid, at }],
  }),
  [processCommandNames.restore]: command({
    doc: 'The process list read back from local storage, and when (ms).',
    // Local storage may hold anything: the list is kept as is and its ill-formed items are skipped by the
    // restore rule (isProcess), never fatal.
    args: shape({ processes: anyList, now: finite }),
    toEvents: (args, { at }) => [
      { type: 'ProcessesRestored', processes: args.processes.filter(isProcess), now: args.now, at },
    ],
  }),
};

const scheduleCommands = {
  [scheduleCommandNames.filterEvents]: command({
    doc: 'Push filter on events:all; args are the filter.',
    args: EventFilterCodec,
    toEvents: (filter, { id, at }) => [{ type: 'EventsFilterPushed', id, filter, at }],
  }),
  [scheduleCommandNames.searchEvents]: command({
    doc: 'Push search on events:search; args {search}. Its answer is the push reply (events:search in the catalogue).',
    args: EventSearchPayloadCodec,
    toEvents: (args, { id, at }) => [{ type: 'EventSearchIssued', id, text: args.search, at }],
  }),
  [dashboardCommandNames.setLayout]: command({
    doc: 'The dashboard shows a list or tiles.',
    args: shape({ layout: oneOf(dashboardLayouts) }),
    toEvents: (args, { at }) => [{ type: 'DashboardLayoutChosen', layout: args.layout, at }],
  }),
  [dashboardCommandNames.setOwnEvents]: command({
    doc: "The admin 'filter own events' switch.",
    args: shape({ on: t.boolean }),
    toEvents: (args, { at }) => [{ type: 'OwnEventsSwitched', on: args.on, at }],
  }),
  [dashboardCommandNames.setRange]: command({
    doc: 'The day range the dashboard shows, unix seconds.',
    args: shape({ start: finite, end: finite }),
    toEvents: (args, { at }) => [{ type: 'DashboardRangeChosen', range: { start: args.start, end: args.end }, at }],
  }),
};

const monitorCommands = {
  [monitorFilterCommand]: command({
    doc: 'Push update on profile:{token} (a wall eye); args {scope, channel, shown, filter}: filter is the whole list saved as shown.',
    // Recordings made before the wall showed a toggle at once carry no filter: journaled, nothing more.
    args: shape({}, { filter: optional(listOf(t.string)) }),
    toEvents: (args, { id, at }) => (args.filter ? [{ type: 'MonitorFilterAsked', id, filter: args.filter, at }] : []),
  }),
};

const journaled = {
  'session.login': journaledOnly('A sign-in with the e-mail typed (lowercased).', shape({ email: t.string })),
  'session.logout': journaledOnly('Sign out.', jsonObject),
  'session.delete': journaledOnly('One of the own sessions ended (POST session/delete/{id}).', shape({ id: finite })),
  'shell.reload': journaledOnly('The page was reloaded from the toolbar.', jsonObject),
  'recording.download_flight': journaledOnly('The flight recorder was written to a file.', jsonObject),
  'recording.start': journaledOnly('The profile menu started a session recording.', jsonObject),
  'recording.stop': journaledOnly('The profile menu stopped the session recording.', jsonObject),
  'content.upload_files': journaledOnly(
    'The multi-upload ended: which files were picked and which uploaded.',
    shape(
      { listId: finite, fileField: t.string, files: listOf(t.string), uploaded: listOf(t.string), ok: t.boolean },
      { nameField: optional(t.string) },
    ),
  ),
};

/** Every command whose arguments the normalizer decodes, by name. */
export const commandCatalogue = {
  ...coreCommands,
  ...scheduleCommands,
  ...monitorCommands,
  ...processCommands,
  ...uploadCommands,
  ...journaled,
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CommandCatalogue = Readonly<Record<string, CommandSpec<any>>>;
