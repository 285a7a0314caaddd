import { parseMediaconnectArns } from '../../src/domain/channels';
import type { StoredDocument } from '../storage/document-repository';

// What the simulation reads of the stored channels, instances and events. Bodies are whatever the console
// saved, so every reader here is total: a field of the wrong type is treated as absent.

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const number = (value: unknown): number | undefined => {
  const parsed = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
};
const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export interface ChannelFacts {
  readonly id: number;
  readonly uuid: string;
  readonly name: string;
  readonly title: string;
  readonly type: string;
  readonly active: boolean;
  /** MediaConnect flow ARNs when the channel uses MediaConnect (meta.use_mediaconnect). */
  readonly arns: readonly string[];
  /** The source the media server pulls for it, when meta.use_pull is on and meta.pull_url is set. */
  readonly pullUrl?: string;
}

export const channelFacts = (document: StoredDocument): ChannelFacts => {
  const meta = record(document.body.meta);
  return {
    id: document.id,
    uuid: document.uuid,
    name: text(document.body.name) ?? document.uuid,
    title: text(document.body.title) ?? text(document.body.name) ?? document.uuid,
    type: text(document.body.type) ?? 'input',
    active: document.state !== 'archived',
    arns: meta.use_mediaconnect === false ? [] : parseMediaconnectArns(text(meta.mediaconnect_arns)),
    ...pullOf(meta),
  };
};

const pullOf = (meta: Record<string, unknown>): { pullUrl?: string } => {
  const url = text(meta.pull_url)?.trim();
  return meta.use_pull === true && url ? { pullUrl: url } : {};
};

export interface InstanceFacts {
  readonly id: number;
  readonly title: string;
  readonly type: string;
  readonly active: boolean;
  readonly ip: string | undefined;
  /** The channel uuid in meta.channel. */
  readonly channel: string | undefined;
  /** Event uuids in meta.events (transcoders started per event). */
  readonly events: readonly string[];
  readonly transcoder: boolean;
  readonly deviceType: string | undefined;
  readonly relayNames: readonly string[];
  readonly streamerState: 'running' | 'stopped' | undefined;
  readonly streamerVersion: string | undefined;
  readonly updateInfo:
    { readonly timestamp: number; readonly status: string; readonly messages: readonly string[] } | undefined;
  readonly document: StoredDocument;
}

const updateInfoOf = (value: unknown): InstanceFacts['updateInfo'] => {
  const info = record(value);
  const timestamp = number(info.timestamp);
  return timestamp === undefined || typeof info.status !== 'string'
    ? undefined
    : { timestamp, status: info.status, messages: texts(info.messages) };
};

export const instanceFacts = (document: StoredDocument): InstanceFacts => {
  const meta = record(document.body.meta);
  const streamerState = document.body.streamer_state;
  return {
    id: document.id,
    title: text(document.body.title) ?? `Instance ${document.id}`,
    type: text(document.body.type) ?? 'input',
    active: document.state !== 'archived' && document.body.state !== 'archived',
    ip: text(meta.ip),
    channel: text(meta.channel),
    events: texts(meta.events),
    transcoder: meta.transcoder === true || document.body.type === 'transcoder',
    deviceType: text(record(meta.device_config).type),
    relayNames: texts(meta.relay_names),
    streamerState: streamerState === 'running' || streamerState === 'stopped' ? streamerState : undefined,
    streamerVersion: text(document.body.streamer_version) ?? text(meta.version),
    updateInfo: updateInfoOf(document.body.streamer_update_info),
    document,
  };
};

export interface EventFacts {
  readonly id: number;
  readonly uuid: string;
  readonly title: string;
  readonly active: boolean;
  /** Unix seconds. */
  readonly start: number;
  readonly end: number;
  /** Destination (output) channel id. */
  readonly destinationId: number | undefined;
  /** Source (input) channel id: the event group's channel_id. */
  readonly sourceId: number | undefined;
}

/** Where an event keeps its group: embedded (`event_group`) or by reference to the event_groups table. */
export const eventGroupReference = (document: StoredDocument): { readonly uuid?: string; readonly id?: number } => {
  const embedded = record(document.body.event_group);
  return {
    uuid: text(document.body.event_group_uuid) ?? text(embedded.uuid),
    id: number(document.body.event_group_id),
  };
};

export const eventFacts = (document: StoredDocument, group: StoredDocument | undefined): EventFacts => {
  const embedded = record(document.body.event_group);
  const start = number(document.body.cached_start_time) ?? 0;
  return {
    id: document.id,
    uuid: document.uuid,
    title: text(document.body.title) ?? 'Event',
    active: document.state !== 'archived' && document.body.state !== 'archived',
    start,
    end: number(document.body.cached_end_time) ?? start,
    destinationId: number(document.body.channel_id),
    sourceId: number(group?.body.channel_id) ?? number(embedded.channel_id),
  };
};
