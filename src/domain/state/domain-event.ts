import type { ClockEvent, DisplayZoneEvent } from '../clock';
import type { ConnectionEvent } from '../connection';
import type { FrameEvent } from '../frames';
import type { JournalEvent } from '../journal';
import type { ScheduleCommandEvent, ScheduleEvent } from '../schedule';
import type { DashboardChoiceEvent } from '../dashboard';
import type { EventsListEvent } from '../events-list';
import type { BottomSheetEvent } from '../bottom-sheet';
import type { BillingEvent } from '../billing';
import type { ClipsEvent } from '../clips';
import type { ProcessEvent } from '../processes';
import type { UploadEvent } from '../uploads';
import type { ChannelsEvent } from '../channels';
import type { InstancesEvent } from '../instances';
import type { DevicesEvent } from '../devices';
import type { SettingsEvent } from '../settings';
import type { AccountsEvent } from '../accounts';
import type { GroupsEvent } from '../groups';
import type { CmsEvent } from '../cms';
import type { RunningOrdersEvent } from '../running-orders';
import type { MaintenanceEvent } from '../maintenance';
import type { AuditEvent } from '../audit';
import type { DeveloperEvent } from '../developer';
import type { DrillsEvent } from '../drills';
import type { LabelListsEvent } from '../forms';
import type { MonitoringEvent } from '../monitoring';
import type { EditingEvent } from '../editing';
import type { UndoEvent } from '../undo';

/** Every domain event of the console: the union of each feature's past-tense events. */
export type DomainEvent =
  | FrameEvent
  | ConnectionEvent
  | ClockEvent
  | DisplayZoneEvent
  | JournalEvent
  | ScheduleEvent
  | ScheduleCommandEvent
  | DashboardChoiceEvent
  | EventsListEvent
  | BottomSheetEvent
  | BillingEvent
  | ClipsEvent
  | ProcessEvent
  | UploadEvent
  | ChannelsEvent
  | InstancesEvent
  | DevicesEvent
  | SettingsEvent
  | AccountsEvent
  | GroupsEvent
  | CmsEvent
  | RunningOrdersEvent
  | MaintenanceEvent
  | AuditEvent
  | DeveloperEvent
  | DrillsEvent
  | LabelListsEvent
  | MonitoringEvent
  | EditingEvent
  | UndoEvent;

export type DomainEventType = DomainEvent['type'];
