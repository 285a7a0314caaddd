import type { EditingPresenceDiff, EditingPresences } from './editing-presence';

/** Who is on an item's presence topic, as the server had it when the console joined (replaces what was held). */
export interface EditingPresenceReceived {
  readonly type: 'EditingPresenceReceived';
  readonly topic: string;
  readonly presences: EditingPresences;
  readonly at: number;
}

/** Consoles that came to or left an item's presence topic since. */
export interface EditingPresenceChanged {
  readonly type: 'EditingPresenceChanged';
  readonly topic: string;
  readonly diff: EditingPresenceDiff;
  readonly at: number;
}

/** The console left a topic (its `phx_leave` went out): what it knew of the topic's presence is over. */
export interface TopicLeft {
  readonly type: 'TopicLeft';
  readonly topic: string;
  readonly at: number;
}

export type EditingEvent = EditingPresenceReceived | EditingPresenceChanged | TopicLeft;
