import type * as t from 'io-ts';
import { AccountCodec } from '../../src/infrastructure/wire/accounts';
import { ChannelCodec, ChannelGroupCodec } from '../../src/infrastructure/wire/channels';
import { ClipCodec, ClipExportCodec, TagCodec } from '../../src/infrastructure/wire/clips';
import { ContentListCodec, ListDataCodec, ListTypeCodec } from '../../src/infrastructure/wire/cms';
import { DeviceCodec, DeviceLogCodec } from '../../src/infrastructure/wire/devices';
import { GroupCodec } from '../../src/infrastructure/wire/groups';
import { InstanceCodec } from '../../src/infrastructure/wire/instances';
import { RunningOrderCodec } from '../../src/infrastructure/wire/running-orders';
import { EventCodec, EventGroupCodec } from '../../src/infrastructure/wire/schedule';
import { FilterCodec, SettingCodec } from '../../src/infrastructure/wire/settings';
import type { Account } from '../../src/domain/accounts';
import type { Channel, ChannelGroup } from '../../src/domain/channels';
import type { Clip, ClipExport, Tag } from '../../src/domain/clips';
import type { ContentList, ListData, ListType } from '../../src/domain/cms';
import type { Device, DeviceLog } from '../../src/domain/devices';
import type { Group } from '../../src/domain/groups';
import type { Instance } from '../../src/domain/instances';
import type { RunningOrder } from '../../src/domain/running-orders';
import type { EventGroup, ScheduledEvent } from '../../src/domain/schedule';
import type { Filter, Setting } from '../../src/domain/settings';
import type { DocumentKind } from './document-kinds';

/**
 * What an event stores besides its wire value: its group is a row of its own, named here and joined when the event
 * is presented (events-kind.ts). A row written by hand may lack it; toggle_todo then gives it a group. The codec
 * keeps the field (its objects keep keys they do not name).
 */
interface StoredEventGroupReference {
  readonly event_group_uuid?: string;
}

/** Each stored kind read as the console reads it: the domain type its wire codec decodes to. */
export interface StoredKindValues {
  readonly accounts: Account;
  readonly groups: Group;
  readonly settings: Setting;
  readonly filters: Filter;
  readonly running_orders: RunningOrder;
  readonly channels: Channel;
  readonly channel_groups: ChannelGroup;
  readonly instances: Instance;
  readonly devices: Device;
  readonly device_logs: DeviceLog;
  readonly cms_list_types: ListType;
  readonly cms_lists: ContentList;
  readonly cms_list_data: ListData;
  readonly events: ScheduledEvent & StoredEventGroupReference;
  readonly event_groups: EventGroup;
  readonly clips: Clip;
  readonly clip_exports: ClipExport;
  readonly tags: Tag;
}

/**
 * Each stored kind's wire codec: the console's own reader of the kind, so what the server stores is what the
 * console takes. A stored document is read with it (`decodeStored`), and what a write stores is typed by it
 * (`StoredValue`): a kind's table holds nothing its reader would refuse.
 */
export const storedCodecs: { readonly [K in DocumentKind]: t.Decoder<unknown, StoredKindValues[K]> } = {
  accounts: AccountCodec,
  groups: GroupCodec,
  settings: SettingCodec,
  filters: FilterCodec,
  running_orders: RunningOrderCodec,
  channels: ChannelCodec,
  channel_groups: ChannelGroupCodec,
  instances: InstanceCodec,
  devices: DeviceCodec,
  device_logs: DeviceLogCodec,
  cms_list_types: ListTypeCodec,
  cms_lists: ContentListCodec,
  cms_list_data: ListDataCodec,
  events: EventCodec,
  event_groups: EventGroupCodec,
  clips: ClipCodec,
  clip_exports: ClipExportCodec,
  tags: TagCodec,
};

/** Columns that live outside the body; a body never carries them (the server owns them). */
export const reservedFields = ['id', 'uuid', 'state', 'inserted_at', 'updated_at', 'version'] as const;
export type ReservedField = (typeof reservedFields)[number];

/**
 * What a write stores for a kind: the kind's decoded value without the columns the server owns. A write over an
 * existing row spreads the row's stored fields first (`{...existing.body, ...value}`), so fields the codec does
 * not name are kept.
 */
export type StoredValue<K extends DocumentKind> = Omit<StoredKindValues[K], ReservedField>;
