import type { EntityKind } from '../records/entity-kind';
import { channelGroupsKind } from '../topics/channel-groups';
import { channelsKind } from '../topics/channels-kind';
import { contentListsKind, listDataKind, listTypesKind } from '../topics/cms-kinds';
import { deviceLogsKind, devicesKind } from '../topics/devices-kind';
import { eventsKind } from '../topics/events-kind';
import { clipsKind } from '../records/clips-store';
import { exportsKind } from '../records/exports-store';
import { tagsKind } from '../topics/tags-store';
import { instancesKind } from '../records/instances-kind';
import { accountsKind } from '../topics/accounts';
import { filtersKind } from '../topics/filters';
import { groupsKind } from '../topics/groups';
import { runningOrdersKind } from '../topics/running-orders';
import { settingsKind } from '../topics/settings';

// The kinds whose changes are announced per subscriber, by table name, so a change relayed from another process
// is announced here with the same rules. A kind added to the server is added here too (an unknown name is
// logged as an error on the receiving process).

export const replicatedKinds: ReadonlyMap<string, EntityKind> = new Map(
  [
    settingsKind,
    accountsKind,
    groupsKind,
    runningOrdersKind,
    filtersKind,
    exportsKind,
    clipsKind,
    tagsKind,
    channelsKind,
    channelGroupsKind,
    instancesKind,
    eventsKind,
    devicesKind,
    deviceLogsKind,
    listTypesKind,
    contentListsKind,
    listDataKind,
  ].map((kind) => [kind.kind, kind]),
);
