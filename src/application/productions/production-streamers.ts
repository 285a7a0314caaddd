import { inject, injectable } from 'inversify';
import { BehaviorSubject, interval, type Observable, type Subscription } from 'rxjs';
import { channelStreamerCommands, instanceGuiUrl } from '../../domain/channels';
import type { CommandEntry, PayloadArgs } from '../../domain/commands';
import { instancesOfChannel, isTranscoderInstance, type InstancesState } from '../../domain/instances';
import { productionRefreshMs, type StreamerPhase } from '../../domain/productions';
import { CommandPort, ReadinessProbe, RuntimeConfig, type AckReply, type CommandResult } from '../ports';
import { StateReader } from '../store';

/** The productions list's Start and Stop streamer of a channel (not the instance panel's streamer actions). */
type Phases = Readonly<Record<string, StreamerPhase>>;

/**
 * The instances that can run a channel's streamer: those bound to it, transcoders excepted — a transcoder
 * started for the channel's event is bound to it too, but it is not the camera's streamer (issue 29: Stop
 * streamer stopped the transcoder instead).
 */
const streamerInstances = (state: InstancesState, channelUuid: string) =>
  instancesOfChannel(state, channelUuid).filter((instance) => !isTranscoderInstance(instance));

/**
 * The channel streamers of the productions list (spec 3 §4): stopped → starting → ready. Start sends the
 * instance command (docs/protocol/webrtc.md "Who starts a streamer") and marks the channel starting; a second
 * start while starting sends nothing. While the list is open it refreshes every second (spec 3 §9): each
 * channel's streamer is ready when its test page answers, a starting one stays starting until then, others are
 * stopped.
 */
@injectable()
export class ProductionStreamers {
  private readonly phases = new BehaviorSubject<Phases>({});
  readonly phases$: Observable<Phases> = this.phases.asObservable();

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(ReadinessProbe) private readonly probe: ReadinessProbe,
    @inject(RuntimeConfig) private readonly config: RuntimeConfig,
  ) {}

  /** Refreshes the given channels every second while the list is open; returns the disposer. */
  open(channels: () => readonly string[]): () => void {
    const refresh = () => void this.refresh(channels());
    refresh();
    const ticks: Subscription = interval(productionRefreshMs).subscribe(refresh);
    return () => ticks.unsubscribe();
  }

  /** The instance that runs the channel's streamer: the first instance bound to the channel. */
  streamerOf(channelUuid: string): number | undefined {
    return streamerInstances(this.store.state.instances, channelUuid)[0]?.id;
  }

  /**
   * Whether the channel has an instance to run its streamer. Without one Start cannot send anything: the list
   * says so instead of offering a button that does nothing (issue 29).
   */
  hasStreamer$(channelUuid: string): Observable<boolean> {
    return this.store.select((state) => streamerInstances(state.instances, channelUuid).length > 0);
  }

  /** The streamer's own control GUI (spec 3 §2.9 "open its control GUI"). */
  guiUrlOf(channelUuid: string): string | undefined {
    const instance = streamerInstances(this.store.state.instances, channelUuid)[0];
    return instance ? instanceGuiUrl(instance) : undefined;
  }

  async start(channelUuid: string): Promise<CommandResult<AckReply> | undefined> {
    const instance = this.streamerOf(channelUuid);
    if (instance === undefined || this.phases.value[channelUuid] === 'starting') return undefined;
    this.set(channelUuid, 'starting');
    const result = await this.command(channelStreamerCommands.start, 'start_streamer', instance, channelUuid);
    if (result.outcome !== 'ok') this.set(channelUuid, 'stopped');
    return result;
  }

  async stop(channelUuid: string): Promise<CommandResult<AckReply> | undefined> {
    const instance = this.streamerOf(channelUuid);
    if (instance === undefined) return undefined;
    const result = await this.command(channelStreamerCommands.stop, 'stop_streamer', instance, channelUuid);
    if (result.outcome === 'ok') this.set(channelUuid, 'stopped');
    return result;
  }

  private command(
    name: CommandEntry<PayloadArgs>,
    type: 'start_streamer' | 'stop_streamer',
    instance: number,
    channel: string,
  ) {
    return this.commands.push({
      pattern: 'control',
      push: 'instance',
      payload: { type, instance },
      name,
      target: `channel:${channel}`,
    });
  }

  private async refresh(channels: readonly string[]): Promise<void> {
    await Promise.all(
      channels.map(async (channel) => {
        const instance = this.streamerOf(channel);
        const ready = instance !== undefined && (await this.probe.isReady(this.testPage(instance)));
        const now = this.phases.value[channel];
        this.set(channel, ready ? 'ready' : now === 'starting' ? 'starting' : 'stopped');
      }),
    );
  }

  /** The streamer's test page: on the studio server, /instances/{id}/static/test.html of the API's origin. */
  private testPage(instance: number): string {
    return `${new URL(this.config.apiBase, 'http://localhost').origin}/instances/${instance}/static/test.html`;
  }

  private set(channel: string, phase: StreamerPhase): void {
    if (this.phases.value[channel] !== phase) this.phases.next({ ...this.phases.value, [channel]: phase });
  }
}
