import { inject, injectable } from 'inversify';
import { defineCommands, takes, type ArgsOf } from '../../domain/commands';
import { lastMinuteClip, savedEventFilter, toggledEventFilter, withOwnTodoEvents } from '../../domain/monitoring';
import { eventByUuid, listedEvents } from '../../domain/schedule';
import { formatTime } from '../../domain/clock';
import { ClipCommands } from '../clips';
import { ClockPort, CommandPort, TokenStorage, type CommandResult } from '../ports';
import { ProcessCommands } from '../processes';
import { DisplayZone, serverNow } from '../shared';
import { StateReader } from '../store';
import { WallLayoutCommands } from './wall-layout.commands';

/** The side bar's eyes and 'add own todo events': a profile update whose args say what changed. */
export const multiviewCommands = defineCommands('multiview', {
  filter: takes<{ readonly event?: string; readonly shown?: boolean; readonly own_todos?: boolean }>(
    'multiview.filter',
  ),
});

/** How a 60-second clip request ended: the process it started, or why there is none. */
export type LastMinuteClipOutcome =
  { readonly outcome: 'started'; readonly title: string } | { readonly outcome: 'refused'; readonly reason: string };

/**
 * Multiview's actions (spec 2 §2, §6, §7): the side bar's eyes and admins' 'add own todo events' save the chosen
 * events in meta.multiview_event_filter through the profile update (one after another, so quick clicks build on
 * each other); the clip button cuts the last 60 seconds with the clips feature's save and puts the clip on the
 * process bar.
 */
@injectable()
export class MultiviewCommands {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly zone: string;

  constructor(
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(TokenStorage) private readonly tokens: TokenStorage,
    @inject(StateReader) private readonly store: StateReader,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(ClipCommands) private readonly clips: ClipCommands,
    @inject(ProcessCommands) private readonly processes: ProcessCommands,
    @inject(DisplayZone) zone: DisplayZone,
    @inject(WallLayoutCommands) private readonly layouts: WallLayoutCommands,
  ) {
    this.zone = zone;
  }

  /** Shows or hides an event's card (the eye, or the card's close button); hiding the soloed one ends its solo. */
  setShown(uuid: string, show: boolean): Promise<CommandResult<unknown>> {
    const saved = this.save((filter) => toggledEventFilter(filter, uuid, show), { event: uuid, shown: show });
    if (!show) void this.layouts.dropSolo('multiview', uuid);
    return saved;
  }

  /** Admins: the own to-do events of the listed day join the wall. */
  addOwnTodoEvents(): Promise<CommandResult<unknown>> {
    const email = this.store.state.session.profile?.email ?? '';
    return this.save((saved) => withOwnTodoEvents(saved, listedEvents(this.store.state.schedule), email), {
      own_todos: true,
    });
  }

  /** Cuts the last 60 seconds of the event (spec 2 §2) and follows the clip on the process bar. */
  async clipLastMinute(eventUuid: string): Promise<LastMinuteClipOutcome> {
    const event = eventByUuid(this.store.state.schedule, eventUuid);
    if (!event) return { outcome: 'refused', reason: 'The event is not loaded' };
    const now = serverNow(this.store.state.clock, this.clock);
    const title = `${event.title || 'Event'} · last 60 s · ${formatTime(now, this.zone)}`;
    const draft = lastMinuteClip(event, now, title);
    if (!draft) return { outcome: 'refused', reason: 'The event has not started yet' };
    const { result, clipUuids } = await this.clips.saveClip(draft);
    if (result.outcome !== 'ok') return { outcome: 'refused', reason: result.reason };
    this.processes.track({ uuids: clipUuids, eventUuid, title });
    return { outcome: 'started', title };
  }

  private save(
    next: (saved: readonly string[]) => readonly string[],
    args: ArgsOf<typeof multiviewCommands.filter>,
  ): Promise<CommandResult<unknown>> {
    const run = this.queue.then(() => {
      const saved = savedEventFilter(this.store.state.session.profile?.meta?.multiview_event_filter);
      return this.commands.push({
        pattern: 'profile:{token}',
        params: { token: this.tokens.get() ?? '' },
        name: multiviewCommands.filter,
        push: 'update',
        payload: { meta: { multiview_event_filter: next(saved) } },
        args,
      });
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}
