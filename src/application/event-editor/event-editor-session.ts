import {
  BehaviorSubject,
  combineLatest,
  distinctUntilChanged,
  filter,
  map,
  type Observable,
  type Subscription,
  take,
} from 'rxjs';
import {
  draftFromEvent,
  draftWithFields,
  endOfKickoffDay,
  newEventDraft,
  quickEnd,
  requiredFieldErrors,
  withEnd,
  withPublishEnd,
  withStart,
  type EventEditorDraft,
  type EventFieldContext,
  type QuickEndButton,
} from '../../domain/event-editor';
import type { FieldValues, MergeSide, StaleRefusal } from '../../domain/editing';
import { eventByUuid, type ScheduledEvent } from '../../domain/schedule';
import { type FormField } from '../../domain/forms';
import { contractList } from '../../domain/billing';
import type { FormEngine, FormState } from '../forms';
import type { TopicLease, TopicLeases } from '../topics';
import type { StateReader } from '../store';
import { destinationContractRule, eventFormOf } from './event-editor.queries';
import { sameJson } from '../shared';

export type EditorStatus = 'loading' | 'ready' | 'missing';

/** What the route asks for: an event to edit (uuid), one to clone (clone_id), a group to create in (group). */
export interface EventEditorRequest {
  readonly uuid?: string;
  readonly cloneId?: string;
  readonly group?: string;
}

/** A save refused as stale, and what the operator chose so far (issue 32 §2, event-conflict.ts). */
export interface EventConflict {
  readonly stale: StaleRefusal;
  readonly choices: Readonly<Record<string, MergeSide>>;
}

export interface SessionSnapshot {
  readonly status: EditorStatus;
  readonly draft?: EventEditorDraft;
  /** The event as the server has it (edit), for its live state and archive. */
  readonly stored?: ScheduledEvent;
  /** The event the draft was based on: its version goes with the save (issue 32 §2). */
  readonly base?: ScheduledEvent;
  /** The last save was refused as stale: the comparison waits for the operator's choices. */
  readonly conflict?: EventConflict;
  readonly submitted: boolean;
  readonly saving: boolean;
  /** Messages of the last refused save. */
  readonly saveMessages: readonly string[];
  /** Inputs whose typed text is not a valid date or time (they block the save). */
  readonly invalidInputs: readonly string[];
}

export interface SessionDependencies {
  readonly store: StateReader;
  readonly leases: TopicLeases;
  readonly engine: FormEngine;
  readonly isAdmin: boolean;
  readonly zone: string;
  readonly nowSeconds: () => number;
  readonly defaultDestination: number | undefined;
}

const initial: SessionSnapshot = {
  status: 'loading',
  submitted: false,
  saving: false,
  saveMessages: [],
  invalidInputs: [],
};

/**
 * One open event editor: loads the event (events:{uuid} or events:clone:{id}) or starts a new one, holds the
 * draft the user edits and the destination's event form. Nothing here writes projection state; saving is
 * EventEditorSave's. The owner (the route) disposes it when the sheet closes.
 */
export class EventEditorSession {
  private readonly snapshot = new BehaviorSubject<SessionSnapshot>(initial);
  private readonly formSubject = new BehaviorSubject<FormState | undefined>(undefined);
  private readonly subscriptions: Subscription[] = [];
  /** The event's topic (or the clone's) and its recording's, held while the editor is open. */
  private readonly leases: TopicLease[] = [];
  readonly snapshot$: Observable<SessionSnapshot> = this.snapshot.asObservable();
  readonly form$: Observable<FormState | undefined> = this.formSubject.asObservable();

  constructor(
    readonly request: EventEditorRequest,
    private readonly deps: SessionDependencies,
  ) {
    const loadUuid = request.uuid ?? request.cloneId;
    if (loadUuid === undefined) {
      const draft = newEventDraft(deps.nowSeconds(), deps.defaultDestination);
      this.update({ status: 'ready', draft: request.group ? { ...draft, recordingUuid: request.group } : draft });
    } else {
      const lease = deps.leases.hold(
        request.uuid !== undefined
          ? { pattern: 'events:{uuid}', params: { uuid: request.uuid } }
          : { pattern: 'events:clone:{id}', params: { id: loadUuid } },
      );
      this.leases.push(lease);
      lease.joined.catch(() => {
        if (this.snapshot.value.status === 'loading') this.update({ status: 'missing' });
      });
      this.subscriptions.push(
        this.storedEvent$(loadUuid)
          .pipe(
            filter((event): event is ScheduledEvent => event !== undefined),
            take(1),
          )
          .subscribe((event) => {
            this.update({
              status: 'ready',
              draft: draftFromEvent(event, request.uuid !== undefined ? 'edit' : 'clone'),
              ...(request.uuid !== undefined ? { base: event } : {}),
            });
          }),
      );
      // The recording's other events (spec 2 §7 events:event_group_by_event:{id}); a refusal leaves the list empty.
      if (request.uuid !== undefined)
        this.leases.push(
          deps.leases.hold({ pattern: 'events:event_group_by_event:{id}', params: { id: request.uuid } }),
        );
      if (request.uuid !== undefined)
        this.subscriptions.push(
          this.storedEvent$(request.uuid).subscribe((stored) => this.update(stored ? { stored } : {})),
        );
    }
    this.subscriptions.push(this.followEventForm(), this.prefillDefaultContract());
  }

  /** Whether the draft's destination bills its events, so a billing contract is required. */
  get contractRequired(): boolean {
    return destinationContractRule(this.deps.store.state, this.snapshot.value.draft?.channelId).required;
  }

  /**
   * The required fields still missing (issue 29): title, source (a new event joining an existing recording takes
   * the recording's) and, on a destination that bills its events, the billing contract.
   */
  requiredErrors(): Readonly<Partial<Record<'title' | 'source' | 'billingContract', string>>> {
    const draft = this.snapshot.value.draft;
    if (!draft) return {};
    const joinsRecording = draft.mode === 'create' && draft.cloneOf === undefined && draft.recordingUuid.trim() !== '';
    return requiredFieldErrors(
      {
        title: draft.title,
        ...(draft.sourceChannelId !== undefined || joinsRecording
          ? { sourceChannelId: draft.sourceChannelId ?? 0 }
          : {}),
        ...(this.deps.isAdmin && draft.billing.contract !== undefined ? { contract: draft.billing.contract } : {}),
        archived: draft.state === 'archived',
        choosesContract: this.deps.isAdmin,
      },
      destinationContractRule(this.deps.store.state, draft.channelId),
    );
  }

  get state(): SessionSnapshot {
    return this.snapshot.value;
  }

  get form(): FormState | undefined {
    return this.formSubject.value;
  }

  get isAdmin(): boolean {
    return this.deps.isAdmin;
  }

  change(change: Partial<Omit<EventEditorDraft, 'mode' | 'uuid' | 'cloneOf' | 'edited'>>): void {
    this.edit((draft) => ({ ...draft, ...change }));
  }

  setStart(start: number): void {
    this.edit((draft) => withStart(draft, start));
  }

  setEnd(end: number): void {
    this.edit((draft) => withEnd(draft, end));
  }

  setPublishEnd(publishEnd: number): void {
    this.edit((draft) => withPublishEnd(draft, publishEnd));
  }

  /** Spec 2 §9: +3H, +6H, +12H after the kickoff. */
  quickEnd(button: QuickEndButton): void {
    this.edit((draft) => withEnd(draft, quickEnd(draft.start, button)));
  }

  /** Spec 2 §9: the publish end at the end of the kickoff day. */
  publishEndOfKickoffDay(): void {
    this.edit((draft) => withPublishEnd(draft, endOfKickoffDay(draft.start, this.deps.zone)));
  }

  setBilling(change: Partial<EventEditorDraft['billing']>): void {
    this.edit((draft) => ({ ...draft, billing: { ...draft.billing, ...change } }));
  }

  setTodo(email: string, todo: { readonly active: boolean; readonly status: 'watch' | 'ready' }): void {
    if (email.trim() === '') return;
    this.edit((draft) => ({ ...draft, todos: { ...draft.todos, [email.trim()]: todo } }));
  }

  /** A date or time input reports whether its text is valid; invalid text blocks the save. */
  setInputValid(name: string, valid: boolean): void {
    const others = this.snapshot.value.invalidInputs.filter((input) => input !== name);
    this.update({ invalidInputs: valid ? others : [...others, name] });
  }

  /** A subscription that lives as long as the editor (the service's loads for it). */
  own(subscription: Subscription): void {
    if (this.snapshot.closed) subscription.unsubscribe();
    else this.subscriptions.push(subscription);
  }

  /** EventEditorSave's bookkeeping. */
  mark(change: Partial<Pick<SessionSnapshot, 'submitted' | 'saving' | 'saveMessages'>>): void {
    this.update(change);
  }

  /** A save was refused as stale: the form stays as typed and the comparison opens (issue 32 §2). */
  markStale(stale: StaleRefusal): void {
    this.update({ conflict: { stale, choices: {} } });
  }

  /** The operator keeps theirs or their own value of a field the colleague changed. */
  choose(field: string, side: MergeSide): void {
    const conflict = this.snapshot.value.conflict;
    if (conflict) this.update({ conflict: { ...conflict, choices: { ...conflict.choices, [field]: side } } });
  }

  /** The merged fields become the form, based on their version: the next save goes on it. */
  rebase(theirs: ScheduledEvent, fields: FieldValues): void {
    const draft = this.snapshot.value.draft;
    if (!draft) return;
    const merged = draftWithFields(draft, fields);
    const form = this.formSubject.value;
    if (form)
      for (const [name, value] of Object.entries(merged.meta))
        if (!sameJson(form.values[name], value)) form.set(name, value);
    this.update({ draft: merged.draft, base: theirs, conflict: undefined });
  }

  /** A save went through: the next one is based on the event as saved. */
  saved(event: ScheduledEvent): void {
    this.update({ base: event, conflict: undefined });
  }

  /** How the comparison names fields and says values: the form's labels, channel names, the display zone. */
  get fieldContext(): EventFieldContext {
    const channels = Object.values(this.deps.store.state.channels.byUuid);
    return {
      zone: this.deps.zone,
      channelName: (id) => channels.find((channel) => channel.id === id)?.title,
      formLabel: (name) => this.formSubject.value?.fields.find((field) => field.name === name)?.title,
    };
  }

  dispose(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.formSubject.value?.dispose();
    this.formSubject.complete();
    this.snapshot.complete();
    for (const lease of this.leases) lease.release();
  }

  private storedEvent$(uuid: string): Observable<ScheduledEvent | undefined> {
    return this.deps.store.select((state) => eventByUuid(state.schedule, uuid), sameJson);
  }

  /**
   * An administrator's editor shows the destination's default contract (the one the server would write) when the
   * event has none. When the destination changes, a contract that was the previous destination's default, or one
   * of another customer, gives way to the new destination's default (or to none); one picked by hand stays.
   */
  private prefillDefaultContract(): Subscription {
    let previous: { readonly channelId: number | undefined } | undefined;
    return this.snapshot
      .pipe(
        filter((snapshot) => snapshot.status === 'ready'),
        map((snapshot) => snapshot.draft?.channelId),
        distinctUntilChanged(),
      )
      .subscribe((channelId) => {
        const state = this.deps.store.state;
        const before = previous && destinationContractRule(state, previous.channelId).defaultContract;
        previous = { channelId };
        const draft = this.snapshot.value.draft;
        if (!this.deps.isAdmin || !draft) return;
        const current = draft.billing.contract;
        const rule = destinationContractRule(state, channelId);
        const foreign =
          current !== undefined &&
          rule.customer !== undefined &&
          contractList(state.billing).some(
            (contract) => contract.id === current && contract.customer?.id !== rule.customer,
          );
        if (current !== undefined && current !== before && !foreign) return;
        if (current !== rule.defaultContract) this.setBilling({ contract: rule.defaultContract });
      });
  }

  /** The destination's event form, rebuilt when the destination or its setting changes; values typed so far are kept. */
  private followEventForm(): Subscription {
    const channel$ = this.snapshot.pipe(
      map((snapshot) => snapshot.draft?.channelId),
      distinctUntilChanged(),
    );
    const fields$ = combineLatest([
      channel$,
      this.deps.store.select(
        (state) => [state.channels.byUuid, state.settings.byId] as const,
        (a, b) => a[0] === b[0] && a[1] === b[1],
      ),
    ]).pipe(
      map(([channelId]) => eventFormOf(this.deps.store.state, channelId)),
      distinctUntilChanged(sameJson),
    );
    return combineLatest([
      fields$,
      this.snapshot.pipe(
        map((snapshot) => snapshot.status === 'ready'),
        distinctUntilChanged(),
      ),
    ]).subscribe(([fields, ready]) => {
      if (ready) this.replaceForm(fields);
    });
  }

  private replaceForm(fields: readonly FormField[]): void {
    const previous = this.formSubject.value;
    const values = previous?.values ?? this.snapshot.value.draft?.meta ?? {};
    const stored = this.snapshot.value.stored ?? this.snapshot.value.draft;
    const subject = stored ? { event: { ...stored, cached_start_time: this.snapshot.value.draft?.start } } : {};
    this.formSubject.next(this.deps.engine.create(fields, values, { isAdmin: this.deps.isAdmin }, subject));
    previous?.dispose();
  }

  private edit(change: (draft: EventEditorDraft) => EventEditorDraft): void {
    const draft = this.snapshot.value.draft;
    if (draft) this.update({ draft: change(draft) });
  }

  private update(change: Partial<SessionSnapshot>): void {
    if (!this.snapshot.closed) this.snapshot.next({ ...this.snapshot.value, ...change });
  }
}
