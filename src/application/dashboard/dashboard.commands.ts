import { inject, injectable } from 'inversify';
import {
  canStopEvent,
  eventByUuid,
  eventTiming,
  pastTodoActions,
  todoAfter,
  todoOf,
  toggledTodo,
  type PastTodoAction,
  type Todo,
} from '../../domain/schedule';
import { dashboardCommands, type DashboardLayout } from '../../domain/dashboard';
import { StateReader } from '../store';
import { DashboardFeed } from './dashboard-feed';
import { DashboardPreferences } from './dashboard-preferences';
import { CommandPort, type CommandResult } from '../ports';

/**
 * The dashboard's user actions (spec 1 §2.5, §4, §5). None writes state: the server's `event-update` brings
 * the stopped event and the changed to-do back through events:all.
 */
@injectable()
export class DashboardCommands {
  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(DashboardFeed) private readonly feed: DashboardFeed,
    @inject(DashboardPreferences) private readonly preferences: DashboardPreferences,
  ) {}

  previousDay(): Promise<void> {
    return this.feed.previousDay();
  }

  nextDay(): Promise<void> {
    return this.feed.nextDay();
  }

  setLayout(layout: DashboardLayout): void {
    this.commands.local(dashboardCommands.setLayout, { layout });
    this.preferences.setLayout(layout);
  }

  /** The admin 'filter own events' switch (the to-do list). */
  setOwnEvents(on: boolean): void {
    this.commands.local(dashboardCommands.setOwnEvents, { on });
    this.preferences.setOwnEvents(on);
  }

  /**
   * Stops a current event (push `stop` on events:{uuid}); 'Event was stopped!' / 'Unable to stop event!'.
   * Spec 1 §5: allowed only while the event is current, so a stale button that outlived the event sends nothing.
   */
  async stopEvent(uuid: string): Promise<CommandResult<unknown> | undefined> {
    const event = eventByUuid(this.store.state.schedule, uuid);
    if (!event || !canStopEvent(eventTiming(event, this.feed.serverNow()))) return undefined;
    return this.commands.push({
      name: dashboardCommands.stopEvent,
      pattern: 'events:{uuid}',
      params: { uuid },
      push: 'stop',
      payload: {},
      args: { uuid, ...(event.title !== undefined ? { title: event.title } : {}) },
      target: `event:${uuid}`,
    });
  }

  /** Spec 1 §4: toggling puts the event on the account's to-do list (or takes it off) with status watch. */
  toggleTodo(uuid: string): Promise<CommandResult<unknown> | undefined> {
    const current = this.todoOf(uuid);
    return current === null ? Promise.resolve(undefined) : this.pushTodo(uuid, toggledTodo(current));
  }

  /** Spec 1 §4: a past event on the to-do list can be set to ready or removed from the list. */
  setPastTodo(uuid: string, action: PastTodoAction): Promise<CommandResult<unknown> | undefined> {
    const event = eventByUuid(this.store.state.schedule, uuid);
    const todo = this.todoOf(uuid);
    if (!event || !todo || !pastTodoActions(todo, eventTiming(event, this.feed.serverNow())).includes(action))
      return Promise.resolve(undefined);
    return this.pushTodo(uuid, todoAfter(action, todo));
  }

  /** The account's to-do of the event; null when the event is unknown. */
  private todoOf(uuid: string): Todo | undefined | null {
    const event = eventByUuid(this.store.state.schedule, uuid);
    if (!event) return null;
    return todoOf(event.event_group, this.store.state.session.profile?.email ?? '');
  }

  private async pushTodo(uuid: string, todo: Todo): Promise<CommandResult<unknown>> {
    return this.commands.push({
      name: dashboardCommands.toggleTodo,
      pattern: 'events:{uuid}',
      params: { uuid },
      push: 'toggle_todo',
      payload: { active: todo.active, status: todo.status },
      args: { uuid, active: todo.active, status: todo.status },
      target: `event:${uuid}`,
    });
  }
}
