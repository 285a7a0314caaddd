import { castDraft, type Draft } from 'immer';
import type { CommandSettled } from '../journal';
import { defineProjection, unhandled } from '../projection';
import { clipCutDescription, clipProcessDescription, isProcessExpired } from './process-rules';
import { clipProcessType, type Process } from './process';
import type { ClipProcessStarted, ClipRegenerationAsked, ProcessEvent } from './processes.events';

export interface ProcessesState {
  readonly byId: Readonly<Record<string, Process>>;
  /** Process uuids, newest first (the process bar's order, spec 1 §2.6). */
  readonly order: readonly string[];
}

export const initialProcessesState: ProcessesState = { byId: {}, order: [] };

const newerFirst = (left: Process, right: Process): number =>
  right.created_at - left.created_at || (left.uuid > right.uuid ? -1 : left.uuid < right.uuid ? 1 : 0);

// New processes are nearly always the newest, so the scan from the front stops at once.
const insert = (draft: Draft<ProcessesState>, process: Process): void => {
  draft.byId[process.uuid] = castDraft(process);
  let at = 0;
  while (at < draft.order.length) {
    const other = draft.byId[draft.order[at] ?? ''];
    if (other && newerFirst(other, process) > 0) break;
    at += 1;
  }
  draft.order.splice(at, 0, process.uuid);
};

/** The process a regeneration starts, named by its command id. */
const processOf = (event: ClipRegenerationAsked): Process => ({
  uuid: event.id,
  created_at: event.at,
  status: 'new',
  type: clipProcessType,
  description: clipProcessDescription(event.title ?? event.uuid),
  meta: { uuids: [event.uuid], event_uuid: event.eventUuid },
});

/** The process that follows clips just cut, named by its command id. */
const cutProcessOf = (event: ClipProcessStarted): Process => ({
  uuid: event.id,
  created_at: event.at,
  status: 'new',
  type: clipProcessType,
  description: clipCutDescription(event.title),
  meta: { uuids: event.uuids, event_uuid: event.eventUuid },
});

const applySettled = (draft: Draft<ProcessesState>, event: CommandSettled): void => {
  const process = draft.byId[event.id];
  if (process && event.outcome !== 'ok') process.status = 'error';
};

export const processesProjection = defineProjection<ProcessesState, ProcessEvent | CommandSettled>({
  name: 'processes',
  initial: initialProcessesState,
  handles: {
    ClipRegenerationAsked: true,
    ClipProcessStarted: true,
    ProcessRemoved: true,
    ProcessesRestored: true,
    CommandSettled: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'ClipRegenerationAsked':
        if (!draft.byId[event.id]) insert(draft, processOf(event));
        return;
      case 'ClipProcessStarted':
        if (!draft.byId[event.id]) insert(draft, cutProcessOf(event));
        return;
      case 'ProcessRemoved':
        if (!draft.byId[event.uuid]) return;
        delete draft.byId[event.uuid];
        draft.order.splice(draft.order.indexOf(event.uuid), 1);
        return;
      case 'ProcessesRestored':
        // Processes already known are live: the copy in storage is older than they are.
        for (const process of event.processes) {
          if (!draft.byId[process.uuid] && !isProcessExpired(process, event.now)) insert(draft, process);
        }
        return;
      case 'CommandSettled':
        applySettled(draft, event);
        return;
      default:
        unhandled(event);
    }
  },
});
