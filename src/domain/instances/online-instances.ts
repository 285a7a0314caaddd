// The online instances side bar (spec 3 §2.5): tabs Input, Output, System, Servers; each entry with the
// instance title, its channel's title and its version.
import type { Instance, InstanceType } from './instance';
import type { InstanceLive } from './instance-live';
import { versionColour, type VersionColour } from './streamer-version';

export type OnlineTab = 'Input' | 'Output' | 'System' | 'Servers';
export const onlineTabs: readonly OnlineTab[] = ['Input', 'Output', 'System', 'Servers'];

/**
 * Which tab a type is listed under. The spec names the tabs only; decided (docs/protocol/instances.md): the
 * head-end and the external devices are the broadcast system, transcoders, clippers and media servers the servers.
 */
export const onlineTabOf: Readonly<Record<InstanceType, OnlineTab>> = {
  input: 'Input',
  output: 'Output',
  headend: 'System',
  external_device: 'System',
  transcoder: 'Servers',
  clipper: 'Servers',
  mediamtx: 'Servers',
};

export interface OnlineEntry {
  readonly id: number;
  readonly title: string;
  readonly channel: string;
  readonly version?: string;
  readonly versionColour: VersionColour;
}

/** The online instances by tab, each sorted by title; offline and archived instances are left out. */
export const onlineInstances = (
  instances: readonly Instance[],
  live: Readonly<Record<string, InstanceLive>>,
  channelTitle: (uuid: string) => string | undefined,
  latest: string | undefined,
): Readonly<Record<OnlineTab, readonly OnlineEntry[]>> => {
  const tabs: Record<OnlineTab, OnlineEntry[]> = { Input: [], Output: [], System: [], Servers: [] };
  for (const instance of instances) {
    const facts = live[String(instance.id)];
    if (facts?.online !== true || instance.state === 'archived') continue;
    const version = facts.streamer_version ?? instance.streamer_version ?? instance.meta.version;
    tabs[onlineTabOf[instance.type]].push({
      id: instance.id,
      title: instance.title,
      channel: (instance.meta.channel && channelTitle(instance.meta.channel)) || '',
      ...(version !== undefined && version !== '' ? { version } : {}),
      versionColour: versionColour(version, latest),
    });
  }
  for (const entries of Object.values(tabs)) entries.sort((a, b) => byTitle.compare(a.title, b.title));
  return tabs;
};

/** One collator for every sort: `localeCompare` without one builds a comparison per call (500 entries a second). */
const byTitle = new Intl.Collator();

/** Whether two entries show the same thing (the control topic re-sends every instance's facts each second). */
export const sameOnlineEntry = (a: OnlineEntry, b: OnlineEntry): boolean =>
  a.id === b.id &&
  a.title === b.title &&
  a.channel === b.channel &&
  a.version === b.version &&
  a.versionColour === b.versionColour;

/** Whether two lists of entries show the same lines. */
export const sameOnlineEntries = (a: readonly OnlineEntry[], b: readonly OnlineEntry[]): boolean =>
  a.length === b.length && a.every((entry, index) => sameOnlineEntry(entry, b[index] as OnlineEntry));
