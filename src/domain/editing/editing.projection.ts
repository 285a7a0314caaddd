import { castDraft } from 'immer';
import type { ConnectionChanged } from '../connection';
import { applyPresenceDiff } from '../accounts';
import { defineProjection, unhandled } from '../projection';
import type { EditingEvent } from './editing.events';
import type { EditingPresences } from './editing-presence';

export interface EditingState {
  /** Presence topic → who is there; a topic the console is not on has no entry. */
  readonly byTopic: Readonly<Record<string, EditingPresences>>;
}

export const initialEditingState: EditingState = { byTopic: {} };

/**
 * Who is editing the items this console has open. What was known of a topic ends when the console leaves it or
 * loses its connection (it may have missed leaves meanwhile); the rejoin's `presence_state` brings it back.
 */
export const editingProjection = defineProjection<EditingState, EditingEvent | ConnectionChanged>({
  name: 'editing',
  initial: initialEditingState,
  handles: { EditingPresenceReceived: true, EditingPresenceChanged: true, TopicLeft: true, ConnectionChanged: true },
  apply(draft, event) {
    switch (event.type) {
      case 'EditingPresenceReceived':
        draft.byTopic[event.topic] = castDraft({ ...event.presences }); // a copy: diffs edit it in place
        return;
      case 'EditingPresenceChanged': {
        // A diff before the state (or after leaving) has nothing to apply to; the next state is complete.
        const known = draft.byTopic[event.topic];
        if (known) applyPresenceDiff(known, event.diff);
        return;
      }
      case 'TopicLeft':
        delete draft.byTopic[event.topic];
        return;
      case 'ConnectionChanged':
        if (event.state !== 'connected') draft.byTopic = {};
        return;
      default:
        unhandled(event);
    }
  },
});
