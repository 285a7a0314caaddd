import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { canSeeFeature } from '../../domain/accounts';
import {
  encodersView,
  guiUrl,
  historyValues,
  instanceIp,
  networksView,
  offersGuiAction,
  outputsView,
  sshUrl,
  statsView,
  streamerFacts,
  streamerView,
  vncUrl,
  type EncodersView,
  type Instance,
  type InstanceStatus,
  type NetworksView,
  type OutputsView,
  type PartsAt,
  type StatsView,
  type StreamerMessage,
  type StreamerView,
} from '../../domain/instances';
import { formatDateTime } from '../../domain/clock';
import type { RootState } from '../../domain/state';
import { DisplayZone, sameItems, sameJson, shareLatest } from '../shared';
import { ClockPort } from '../ports';
import { StateReader } from '../store';

/** The info card (spec 1 §2.7): who the instance is, where to reach it, its streamer. */
export interface InstanceCard {
  readonly id: number;
  readonly title: string;
  readonly type: string;
  readonly ip?: string;
  readonly hostname?: string;
  /** Offered for types other than headend, clipper and external_device (spec 3 §2.3). */
  readonly gui?: string;
  readonly ssh?: string;
  readonly vnc?: string;
  /** Administrators only (spec 1 §6); the server sends it to no one else. */
  readonly sshPassword?: string;
  readonly streamer: StreamerView;
  /** Interfaces that are up: the default network interface choices (spec 1 §2.7). */
  readonly interfaces: readonly string[];
  readonly defaultInterface?: string;
}

/** What the panel draws for one instance: one stream per tab, each emitting only when its own figures change. */
export interface InstancePanel {
  /** Undefined until instances:all names the instance (or when it does not exist). */
  readonly card$: Observable<InstanceCard | undefined>;
  readonly stats$: Observable<StatsView>;
  readonly networks$: Observable<NetworksView>;
  readonly encoders$: Observable<EncodersView>;
  readonly outputs$: Observable<OutputsView>;
  /** Admin-only parts: the info card and its actions (spec 1 §2.7, spec 3 §6). */
  readonly isAdmin$: Observable<boolean>;
  /** The text messages the streamer reports it received, newest first (spec 1 §7.2 `streamer`). */
  readonly messages$: Observable<readonly ReceivedMessage[]>;
  history$(series: string): Observable<readonly number[]>;
}

/** A message the streamer received, its time in the console's display zone (DD.MM.YYYY HH:mm). */
export interface ReceivedMessage {
  readonly at: string;
  readonly text: string;
}

const noMessages: readonly StreamerMessage[] = [];

const noParts: PartsAt = {};
const noHistory: readonly number[] = [];

/**
 * One view per frame for all its readers: the panel binds each moving figure to its tab's stream (the UI's live
 * figures), so a tab has dozens of subscribers; they share one computation and get the latest view on joining.
 */

/** The host part of a status as a value: each status frame brings a new object with the same facts. */
const hostFacts = (status: InstanceStatus | undefined): string | undefined =>
  status?.host === undefined ? undefined : JSON.stringify(status.host);

/** What the card reads of the interfaces (their names, which are up, the default), not their moving figures. */
const interfaceFacts = (status: InstanceStatus | undefined): string | undefined =>
  status?.system?.network?.map((face) => `${face.name} ${String(face.up)} ${String(face.default)}`).join('\n');

/**
 * The instance panel's figures (spec 1 §2.7, spec 2 §2) from the instances projection: the status (each part as
 * it last arrived), when each part arrived, the streamer facts of the control broadcast and the latest version.
 */
@injectable()
export class InstancePanelQueries {
  private readonly panels = new Map<number, InstancePanel>();
  /** The client clock as the log has it (ticks every second): the panel's figure ages count from it. */
  readonly now$: Observable<number>;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(DisplayZone) private readonly zone: DisplayZone,
  ) {
    this.now$ = store.select((state) => state.clock.clientNow ?? this.clock.now());
  }

  panel(id: number): InstancePanel {
    const held = this.panels.get(id);
    if (held) return held;
    const histories = new Map<string, Observable<readonly number[]>>();
    const instance = (state: RootState): Instance | undefined => state.instances.byId[id];
    const status = (state: RootState): InstanceStatus | undefined => state.instances.statusById[id]?.status;
    const parts = (state: RootState): PartsAt => state.instances.statusPartsAt[id] ?? noParts;
    const viewer = (state: RootState): string | undefined => state.session.profile?.type;
    const streamer = (state: RootState): StreamerView =>
      streamerView(streamerFacts(state.instances, id), state.instances.latestVersion);
    const facts = <T extends readonly unknown[]>(pick: (state: RootState) => T): Observable<T> =>
      this.store.select(pick, sameItems);
    const panel: InstancePanel = {
      card$: facts(
        (state) =>
          [
            instance(state),
            hostFacts(status(state)),
            interfaceFacts(status(state)),
            state.instances.live[String(id)],
            state.instances.latestVersion,
            viewer(state),
          ] as const,
      ).pipe(
        map(() => this.card(id)),
        // The card's facts (addresses, version, interfaces) rarely change while the status moves every second.
        distinctUntilChanged(sameJson),
        shareLatest(),
      ),
      stats$: facts(
        (state) =>
          [
            instance(state),
            status(state)?.system,
            parts(state),
            state.instances.live[String(id)],
            state.instances.latestVersion,
            viewer(state),
          ] as const,
      ).pipe(
        map(() => {
          const state = this.store.state;
          return statsView(
            status(state),
            parts(state),
            streamer(state),
            canSeeFeature('broadcaster_process_info', viewer(state)),
          );
        }),
        shareLatest(),
      ),
      networks$: facts(
        (state) => [undefined, status(state)?.system?.network, parts(state), status(state)?.streamer_module] as const,
      ).pipe(
        map(() => networksView(status(this.store.state), parts(this.store.state))),
        shareLatest(),
      ),
      encoders$: facts((state) => [undefined, status(state)?.streamer_module, parts(state)] as const).pipe(
        map(() => encodersView(status(this.store.state), parts(this.store.state))),
        shareLatest(),
      ),
      outputs$: facts((state) => {
        const current = status(state);
        return [
          undefined,
          current?.outputs,
          parts(state),
          current?.rtmp_state,
          current?.srt_state,
          current?.srtla_state,
          current?.input_routers,
        ] as const;
      }).pipe(
        map(() => outputsView(status(this.store.state), parts(this.store.state))),
        shareLatest(),
      ),
      isAdmin$: this.store.select((state) => canSeeFeature('instance_details_menu', viewer(state))),
      messages$: this.store
        .select((state) => [status(state)?.streamer_messages ?? noMessages, state.displayZone.zone] as const)
        .pipe(
          distinctUntilChanged(sameJson),
          map(([messages, zone]) =>
            [...messages].reverse().map((message) => ({
              at: formatDateTime(message.timestamp, zone ?? this.zone),
              text: message.text,
            })),
          ),
          shareLatest(),
        ),
      history$: (series) => {
        // One stream per series, so a view reading it on each render keeps its subscription.
        let stream = histories.get(series);
        if (!stream) {
          stream = this.store
            .select((state) => state.instances.historyById[id])
            .pipe(
              map((held) => (held ? historyValues(held, series) : noHistory)),
              distinctUntilChanged(),
              shareLatest(),
            );
          histories.set(series, stream);
        }
        return stream;
      },
    };
    this.panels.set(id, panel);
    return panel;
  }

  private card(id: number): InstanceCard | undefined {
    const state = this.store.state;
    const instance = state.instances.byId[id];
    if (!instance) return undefined;
    const status = state.instances.statusById[id]?.status;
    const host = status?.host;
    const ip = instanceIp(instance, host);
    const gui = offersGuiAction(instance.type) ? guiUrl(instance, host) : undefined;
    const ssh = sshUrl(instance, host);
    const vnc = vncUrl(instance, host);
    const network = status?.system?.network ?? [];
    const defaultInterface = network.find((face) => face.default)?.name;
    return {
      id,
      title: instance.title,
      type: instance.type,
      ...(ip !== undefined ? { ip } : {}),
      ...(host?.hostname !== undefined ? { hostname: host.hostname } : {}),
      ...(gui !== undefined ? { gui } : {}),
      ...(ssh !== undefined ? { ssh } : {}),
      ...(vnc !== undefined ? { vnc } : {}),
      ...(host?.ssh_password !== undefined && canSeeFeature('ssh_password', state.session.profile?.type)
        ? { sshPassword: host.ssh_password }
        : {}),
      streamer: streamerView(streamerFacts(state.instances, id), state.instances.latestVersion),
      interfaces: network.filter((face) => face.up).map((face) => face.name),
      ...(defaultInterface !== undefined ? { defaultInterface } : {}),
    };
  }
}
