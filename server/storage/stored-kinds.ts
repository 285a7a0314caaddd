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
import type { DocumentKind } from './document-kinds';

/**
 * Each stored kind's wire codec: the console's own reader of the kind, so what the server stores is what the
 * console takes. A stored document is read with it (`decodeStored`), and what a write stores is typed by it
 * (`StoredValue`): a kind's table holds nothing its reader would refuse.
 */
export const storedCodecs = {
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
} as const satisfies { readonly [K in DocumentKind]: t.Type<unknown, unknown, unknown> };
