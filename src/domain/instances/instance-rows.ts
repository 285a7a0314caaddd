// The /instances table (spec 3 §2.3): Type, Title, Channel, Ip, Version, Actions; search by title or ip; type
// toggles. Rows are plain values the admin kit sorts, searches and pages.
import type { AdminListSpec } from '../admin-kit';
import { guiUrl, instanceIp, sshUrl } from './instance-addresses';
import { offersGuiAction, type Instance, type InstanceType } from './instance';
import type { InstanceHost } from './instance-status';
import { versionColour, type VersionColour } from './streamer-version';

export interface InstanceRow {
  readonly id: number;
  readonly type: InstanceType;
  readonly title: string;
  readonly channel: string;
  readonly ip: string;
  /** Other addresses the search reads (the primary ip when meta.ip is set). */
  readonly otherIps: readonly string[];
  readonly version?: string;
  readonly versionColour: VersionColour;
  /** Not for headend, clipper and external_device (spec 3 §2.3). */
  readonly gui?: string;
  /** For every type. */
  readonly ssh?: string;
  readonly state?: 'active' | 'archived';
}

export const instanceRow = (
  instance: Instance,
  channelTitle: string | undefined,
  version: string | undefined,
  latest: string | undefined,
  host?: InstanceHost,
): InstanceRow => {
  const gui = offersGuiAction(instance.type) ? guiUrl(instance, host) : undefined;
  const ssh = sshUrl(instance, host);
  const ip = instanceIp(instance, host) ?? '';
  return {
    id: instance.id,
    type: instance.type,
    title: instance.title,
    channel: channelTitle ?? '',
    ip,
    otherIps: [instance.meta.primary_ip ?? ''].filter((other) => other !== '' && other !== ip),
    ...(version !== undefined && version !== '' ? { version } : {}),
    versionColour: versionColour(version, latest),
    ...(gui !== undefined ? { gui } : {}),
    ...(ssh !== undefined ? { ssh } : {}),
    ...(instance.state !== undefined ? { state: instance.state } : {}),
  };
};

/** Search by title or ip (spec 3 §2.3); sort by any column but Actions. */
export const instancesListSpec: AdminListSpec<InstanceRow> = {
  searchText: (row) => [row.title, row.ip, ...row.otherIps],
  value: (row, column) => {
    switch (column) {
      case 'type':
        return row.type;
      case 'title':
        return row.title;
      case 'channel':
        return row.channel;
      case 'ip':
        return row.ip;
      case 'version':
        return row.version;
      default:
        return undefined;
    }
  },
};

/** The rows whose type is toggled on. */
export const rowsOfTypes = <Row extends { readonly type: InstanceType }>(
  rows: readonly Row[],
  toggles: Readonly<Record<InstanceType, boolean>>,
): Row[] => rows.filter((row) => toggles[row.type]);

/**
 * The streaming-app link of an instance (spec 2 §2, spec 3 §2.3 "a streaming-app link with a token"; its form is
 * not shown): the app's URL scheme with the console's API base and the instance token, decided in
 * docs/protocol/instances.md.
 */
export const streamingAppLink = (apiBase: string, token: string): string =>
  `kepitstreamer://connect?server=${encodeURIComponent(apiBase)}&token=${encodeURIComponent(token)}`;
