import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { isAdministrator } from '../../domain/accounts';
import { contractList, selectableContracts } from '../../domain/billing';
import { channelById, type ChannelType } from '../../domain/channels';
import {
  atDayAndTime,
  beforeTimeMinutes,
  eventEditorMessages,
  beforeTimeSeconds,
  contractRule,
  type ContractRule,
  dayOf,
  overlapMessage,
  overlappingEvents,
  parseTime,
  quickEndButtons,
  type CalendarDate,
  type EventEditorDraft,
  type QuickEndButton,
} from '../../domain/event-editor';
import { billingStatuses, eventByUuid, groupEvents, todoStatuses } from '../../domain/schedule';
import { formatDate, formatDateTime, formatTime } from '../../domain/clock';
import { eventFormFields, type FormField } from '../../domain/forms';
import { parseCalendarDay } from '../inputs';
import { settingByName } from '../../domain/settings';
import type { RootState } from '../../domain/state';
import { DisplayZone, sameFields, sameItems, sameJson, serverNow } from '../shared';
import { ClockPort } from '../ports';
import { StateReader } from '../store';

/** Another active event on the draft's destination at the same time, as the editor warns of it (issue 21). */
export interface OverlapWarning {
  readonly uuid: string;
  /** "'Tappara – Kärpät' (24.11.2026 18:00–20:00) overlaps by 45 min, 24.11.2026 19:15–20:00". */
  readonly text: string;
}

/** Another event of the same recording (event group), as the editor lists it (issue 29). */
export interface RecordingMember {
  readonly uuid: string;
  readonly title: string;
  /** The destination channel's title. */
  readonly destination: string;
  /** 'DD.MM.YYYY HH:mm–HH:mm' in the display zone. */
  readonly when: string;
  readonly archived: boolean;
}

export interface PickOption {
  readonly value: number;
  readonly label: string;
}

const sameOptions = (a: readonly PickOption[], b: readonly PickOption[]): boolean => sameItems(a, b, sameFields);

const activeChannels = (state: RootState, type: ChannelType): readonly PickOption[] =>
  Object.values(state.channels.byUuid)
    .filter((channel) => channel.type === type && channel.state === 'active')
    .map((channel) => ({ value: channel.id, label: channel.title || channel.name }))
    .sort((a, b) => a.label.localeCompare(b.label) || a.value - b.value);

/** The contracts list of the billing_config setting (spec 3 §3), once the settings name one. */
export const contractsListId = (state: RootState): string | undefined => {
  const config = Object.values(state.settings.byId).find((setting) => setting.type === 'billing_config')?.value as
    { contracts_list_id?: unknown } | undefined;
  const listId = config?.contracts_list_id;
  return typeof listId === 'number' || typeof listId === 'string' ? String(listId) : undefined;
};

/** Whether the destination bills its events and which contract stands in (docs/protocol/schedule.md "Required fields"). */
export const destinationContractRule = (state: RootState, channelId: number | undefined): ContractRule =>
  contractRule(channelById(state.channels.byUuid, channelId)?.meta, contractsListId(state) !== undefined);

/** The destination's event form (spec 2 §2): channel meta.event_form names an event_form setting. */
export const eventFormOf = (state: RootState, channelId: number | undefined): readonly FormField[] => {
  const name = channelById(state.channels.byUuid, channelId)?.meta.event_form;
  return name ? eventFormFields(settingByName(state.settings, name)?.value) : [];
};

const minutesLabel = (minutes: number): string =>
  minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;

/** The pick lists and fixed choices of the Event tab. */
@injectable()
export class EventEditorQueries {
  readonly zone: string;
  /** Spec 1 §9: 'Open Before' choices (seconds), 0 = none. */
  readonly beforeTimes: readonly PickOption[] = [
    { value: 0, label: 'None' },
    ...beforeTimeSeconds.map((seconds, index) => ({
      value: seconds,
      label: minutesLabel(beforeTimeMinutes[index] ?? 0),
    })),
  ];
  readonly quickEndButtons: readonly QuickEndButton[] = quickEndButtons;
  readonly billingStatuses = billingStatuses;
  /** Spec 2 §5 messages, verbatim. */
  readonly messages = eventEditorMessages;
  readonly todoStatuses = todoStatuses;

  /** Spec 2 §4: archived channels are excluded from the input and output pick lists. */
  readonly destinations$: Observable<readonly PickOption[]>;
  readonly sources$: Observable<readonly PickOption[]>;
  readonly isAdmin$: Observable<boolean>;
  /** E-mails the admin to-do fields can name: every known account, the signed-in one first. */
  readonly accountEmails$: Observable<readonly string[]>;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(DisplayZone) zone: DisplayZone,
  ) {
    this.zone = zone;
    const channels$ = store.select((state) => state.channels.byUuid);
    this.destinations$ = channels$.pipe(
      map(() => activeChannels(store.state, 'output')),
      distinctUntilChanged(sameOptions),
    );
    this.sources$ = channels$.pipe(
      map(() => activeChannels(store.state, 'input')),
      distinctUntilChanged(sameOptions),
    );
    this.isAdmin$ = store.select((state) => isAdministrator(state.session.profile?.type));
    this.accountEmails$ = store
      .select((state) => state.accounts.byId)
      .pipe(
        map((accounts) => {
          const own = store.state.session.profile?.email;
          const others = Object.values(accounts)
            .map((account) => account.email)
            .filter((email) => email !== own)
            .sort();
          return own ? [own, ...others] : others;
        }),
        distinctUntilChanged((a, b) => a.join('\n') === b.join('\n')),
      );
  }

  get isAdmin(): boolean {
    return isAdministrator(this.store.state.session.profile?.type);
  }

  /** DD.MM.YYYY of an instant in the display zone ('' for 0 = none). */
  dateText(seconds: number): string {
    return seconds === 0 ? '' : formatDate(seconds, this.zone);
  }

  /** HH:mm of an instant in the display zone ('' for 0 = none). */
  timeText(seconds: number): string {
    return seconds === 0 ? '' : formatTime(seconds, this.zone);
  }

  dateTimeText(seconds: number): string {
    return formatDateTime(seconds, this.zone);
  }

  /** The day an instant falls on: the earliest day a later picker may offer (spec 2 §5). */
  dayOf(seconds: number): CalendarDate {
    return dayOf(seconds, this.zone);
  }

  /** A typed DD.MM.YYYY and hh:mm as an instant, or undefined while either is not valid. */
  combine(dateText: string, timeText: string): number | undefined {
    const day = parseCalendarDay(dateText);
    const time = parseTime(timeText);
    return day && time ? atDayAndTime(day, time, this.zone) : undefined;
  }

  /**
   * Active events on the draft's destination overlapping its window, among the events the console holds (the
   * open list's range and the events opened one by one); the server accepts overlaps, so this only warns.
   */
  overlaps$(draft$: Observable<{ readonly draft?: EventEditorDraft }>): Observable<readonly OverlapWarning[]> {
    const known$ = combineLatest([
      this.store.select((state) => state.schedule.events),
      this.store.select((state) => state.schedule.opened),
    ]);
    return combineLatest([draft$, known$]).pipe(
      map(([{ draft }, [events, opened]]) => {
        if (!draft) return [];
        const candidate = {
          ...(draft.mode === 'update' && draft.uuid !== undefined ? { uuid: draft.uuid } : {}),
          ...(draft.channelId !== undefined ? { channelId: draft.channelId } : {}),
          start: draft.start,
          end: draft.end,
        };
        return overlappingEvents(candidate, Object.values({ ...opened, ...events })).map((overlap) => ({
          uuid: overlap.uuid,
          text: overlapMessage(overlap, this.zone),
        }));
      }),
      distinctUntilChanged((a, b) => sameItems(a, b, (item, other) => item.text === other.text)),
    );
  }

  /**
   * The other events of the event's recording, as events:event_group_by_event delivered them (the session joins
   * it), destination by destination, then by start.
   */
  recordingMembers$(uuid: string): Observable<readonly RecordingMember[]> {
    return this.store
      .select((state) => {
        const group = eventByUuid(state.schedule, uuid)?.event_group?.uuid;
        return group === undefined ? [] : groupEvents(state.schedule, group).filter((event) => event.uuid !== uuid);
      }, sameJson)
      .pipe(
        map((events) =>
          events
            .map((event) => ({
              uuid: event.uuid,
              title: event.title || event.subtitle || 'Untitled event',
              destination: channelById(this.store.state.channels.byUuid, event.channel_id)?.title ?? '',
              when: `${formatDateTime(event.cached_start_time, this.zone)}–${formatTime(event.cached_end_time, this.zone)}`,
              archived: event.state === 'archived',
              start: event.cached_start_time,
            }))
            .sort((a, b) => a.start - b.start || a.title.localeCompare(b.title))
            .map(({ start: _start, ...member }) => member),
        ),
      );
  }

  /** Spec 2 §5: contracts not ended, of the destination channel's billing customer. */
  contracts$(channelId: number | undefined): Observable<readonly PickOption[]> {
    return this.store
      .select(
        (state) => [state.billing.contracts, state.channels.byUuid] as const,
        (a, b) => a[0] === b[0] && a[1] === b[1],
      )
      .pipe(
        map(() => {
          const customer = channelById(this.store.state.channels.byUuid, channelId)?.meta.billing_customer;
          return selectableContracts(
            contractList(this.store.state.billing),
            customer,
            serverNow(this.store.state.clock, this.clock),
          ).map((contract) => ({ value: contract.id, label: contract.title }));
        }),
        distinctUntilChanged(sameOptions),
      );
  }
}
