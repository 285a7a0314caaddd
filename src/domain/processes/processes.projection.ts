import { castDraft, type Draft } from 'immer';
import type { CommandIssued, CommandSettled } from '../journal';
import { defineProjection, unhandled } from '../projection';
import { processCommandNames, processOfRegenerate, restoreArgs, uuidToRemove } from './process-commands';
import { isProcessExpired } from './process-rules';
import type { Process } from './process';

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

const applyCommand = (draft: Draft<ProcessesState>, event: CommandIssued): void => {
  switch (event.name) {
    case processCommandNames.regenerateClip: {
      const process = processOfRegenerate(event.id, event.args, event.at);
      if (process && !draft.byId[process.uuid]) insert(draft, process);
      return;
    }
    case processCommandNames.remove: {
      const uuid = uuidToRemove(event.args);
      if (uuid === undefined || !draft.byId[uuid]) return;
      delete draft.byId[uuid];
      draft.order.splice(draft.order.indexOf(uuid), 1);
      return;
    }
    case processCommandNames.restore: {
      const restored = restoreArgs(event.args);
      if (!restored) return;
      // Processes already known are live: the copy in storage is older than they are.
      for (const process of restored.processes) {
        if (!draft.byId[process.uuid] && !isProcessExpired(process, restored.now)) insert(draft, process);
      }
      return;
    }
    default:
  }
};

const applySettled = (draft: Draft<ProcessesState>, event: CommandSettled): void => {
  const process = draft.byId[event.id];
  if (process && event.outcome !== 'ok') process.status = 'error';
};

export const processesProjection = defineProjection<ProcessesState, CommandIssued | CommandSettled>({
  name: 'processes',
  initial: initialProcessesState,
  handles: {
    CommandIssued: true,
    CommandSettled: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'CommandIssued':
        applyCommand(draft, event);
        return;
      case 'CommandSettled':
        applySettled(draft, event);
        return;
      default:
        unhandled(event);
    }
  },
});
