// Placeholder until this feature's events are written; every feature exports its own union by this name.
export type ChannelsEvent = never;
