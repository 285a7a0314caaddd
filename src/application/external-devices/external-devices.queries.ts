import { inject, injectable } from 'inversify';
import { map, type Observable } from 'rxjs';
import { canOpenSettingsTab } from '../../domain/accounts';
import {
  audioInputs,
  audioOutputs,
  externalDevicesOf,
  relayName,
  routedInput,
  videoOutputModes,
  type ExternalDeviceKind,
  type ExternalDeviceStatus,
  type RoutePort,
} from '../../domain/instances';
import { formatDateTime } from '../../domain/clock';
import { DisplayZone, shareLatest } from '../shared';
import { StateReader } from '../store';

export interface RoutingRow {
  readonly output: RoutePort;
  /** The input feeding this output now, as the device last reported. */
  readonly inputId?: number;
}

export interface RelayRow {
  readonly id: number;
  readonly name: string;
  readonly state: 'on' | 'off';
}

/** One device's page section (spec 3 §3 External device status). */
export interface ExternalDeviceView {
  readonly id: number;
  readonly title: string;
  /** False until the first status frame arrives (the device may be offline). */
  readonly reported: boolean;
  readonly inputs: readonly RoutePort[];
  readonly routing: readonly RoutingRow[];
  readonly videoInputMode?: string;
  readonly videoOutputMode?: string;
  /** AudioOut0–7 → the AudioIn routed to it. */
  readonly audioRouting: readonly { readonly output: string; readonly input?: string }[];
  readonly relays: readonly RelayRow[];
  /** The last command the device received (either path), as it reported it. */
  readonly lastCommand?: LastCommandView;
}

export interface LastCommandView {
  readonly command: string;
  /** The arguments as compact JSON. */
  readonly args: string;
  /** When, in the console's display zone (DD.MM.YYYY HH:mm). */
  readonly at: string;
  readonly outcome: 'ok' | 'refused';
  readonly message: string;
}

export interface ExternalDevicesView {
  /** Admin-level (spec 3 §6). */
  readonly allowed: boolean;
  readonly devices: readonly ExternalDeviceView[];
}

/** Choices the converter page offers (spec 3 §9). */
export const externalDeviceChoices = { videoOutputModes, audioInputs, audioOutputs } as const;

const deviceView = (
  instance: {
    readonly id: number;
    readonly title: string;
    readonly meta: { readonly relay_names?: readonly string[] };
  },
  status: ExternalDeviceStatus | undefined,
  zone: string,
): ExternalDeviceView => ({
  id: instance.id,
  title: instance.title,
  reported: status !== undefined,
  inputs: status?.inputs ?? [],
  routing: (status?.outputs ?? []).map((output) => {
    const inputId = status ? routedInput(status, output.id) : undefined;
    return inputId === undefined ? { output } : { output, inputId };
  }),
  ...(status?.video_input_mode !== undefined ? { videoInputMode: status.video_input_mode } : {}),
  ...(status?.video_output_mode !== undefined ? { videoOutputMode: status.video_output_mode } : {}),
  audioRouting: status?.audio_routing
    ? audioOutputs.map((output) => {
        const input = status.audio_routing?.[output];
        return input === undefined ? { output } : { output, input };
      })
    : [],
  relays: (status?.relays ?? []).map((relay) => ({
    id: relay.id,
    state: relay.state,
    name: relayName(relay, instance.meta.relay_names),
  })),
  ...(status?.last_command
    ? {
        lastCommand: {
          command: status.last_command.command,
          args: JSON.stringify(status.last_command.args),
          at: formatDateTime(status.last_command.timestamp, zone),
          outcome: status.last_command.outcome,
          message: status.last_command.message,
        },
      }
    : {}),
});

@injectable()
export class ExternalDevicesQueries {
  private readonly views = new Map<string, Observable<ExternalDevicesView>>();

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(DisplayZone) private readonly zone: DisplayZone,
  ) {}

  /** The devices of one kind with their last reported status, in title order. */
  view$(kind: ExternalDeviceKind): Observable<ExternalDevicesView> {
    let view = this.views.get(kind);
    if (!view) {
      view = this.store
        .select(
          (state) => ({
            type: state.session.profile?.type,
            byId: state.instances.byId,
            statusById: state.instances.statusById,
            zone: state.displayZone.zone ?? this.zone,
          }),
          // Instances and their statuses change by reference (immer), so this compares what the page reads.
          (a, b) => a.type === b.type && a.byId === b.byId && a.statusById === b.statusById && a.zone === b.zone,
        )
        .pipe(
          map(({ type, byId, statusById, zone }) => ({
            allowed: canOpenSettingsTab('external_devices', type),
            devices: externalDevicesOf(Object.values(byId), kind).map((instance) =>
              deviceView(instance, statusById[instance.id]?.status.external_device, zone),
            ),
          })),
          shareLatest(),
        );
      this.views.set(kind, view);
    }
    return view;
  }
}
