// External hardware driven through an external_device instance: video routers (Videohub), converters
// (Teranex) and power-relay units (PDU) (spec 3 §2.2, §3 'External device status', §9).

export interface RoutePort {
  readonly id: number;
  readonly name: string;
}

export interface Route {
  readonly out_id: number;
  readonly in_id: number;
}

export interface Relay {
  readonly id: number;
  readonly state: 'on' | 'off';
  readonly name?: string;
}

export interface ExternalDeviceStatus {
  readonly video_input_mode?: string;
  readonly video_output_mode?: string;
  /** Audio output → audio input (AudioOut0 → AudioIn3). */
  readonly audio_routing?: Readonly<Record<string, string>>;
  readonly inputs?: readonly RoutePort[];
  readonly outputs?: readonly RoutePort[];
  /** The routing table: which input feeds each output. */
  readonly routing?: readonly Route[];
  readonly relays?: readonly Relay[];
  /** The last command the device received, by either path (spec 1 §7.2, spec 3 §7), and how it went. */
  readonly last_command?: DeviceCommandRecord;
}

/** A command an external device received: its name and arguments, when, and the device's answer. */
export interface DeviceCommandRecord {
  readonly command: string;
  readonly args: Readonly<Record<string, unknown>>;
  /** Unix seconds. */
  readonly timestamp: number;
  readonly outcome: 'ok' | 'refused';
  /** The device's answer: what it did, or why it refused. */
  readonly message: string;
}

export const videoOutputModes: readonly string[] = ['1080p50', '1080i50'];
/** AudioIn1 to AudioIn8. */
export const audioInputs: readonly string[] = Array.from({ length: 8 }, (_, index) => `AudioIn${index + 1}`);
/** AudioOut0 to AudioOut7. */
export const audioOutputs: readonly string[] = Array.from({ length: 8 }, (_, index) => `AudioOut${index}`);
/** The relay reset button stays disabled this long after a click (spec 3 §4). */
export const relayResetLockMs = 5000;

/** Commands to an external device, pushed on instances:{id} under these event names (spec 3 §7). */
export interface ChangeRouteCommand {
  readonly in_id: number;
  readonly out_id: number;
}

export interface ChangeSettingCommand {
  readonly name: string;
  readonly key: string;
  readonly value: string;
}

export interface ResetDeviceCommand {
  /** Relay number of the power unit. */
  readonly device: number;
}

/** Name of a relay: the instance's relay_names entry, else the device's own, else 'Relay {id}'. */
export const relayName = (relay: Relay, relayNames: readonly string[] | undefined): string =>
  relayNames?.[relay.id - 1] ?? relay.name ?? `Relay ${relay.id}`;

/** The input routed to an output, if any. */
export const routedInput = (status: ExternalDeviceStatus, outId: number): number | undefined =>
  status.routing?.find((route) => route.out_id === outId)?.in_id;

/** The hardware kinds the settings area has a page for (spec 3 §2.2); videohub is the default. */
export type ExternalDeviceKind = 'videohub' | 'teranex' | 'pdu';

/** The kind an external_device instance drives, from meta.device_config.type; undefined for anything else. */
export const externalDeviceKind = (instance: {
  readonly type: string;
  readonly meta: { readonly device_config?: { readonly type?: string } };
}): string | undefined => (instance.type === 'external_device' ? instance.meta.device_config?.type : undefined);

/** The active external_device instances of one kind, by title, for that kind's page. */
export const externalDevicesOf = <
  I extends {
    readonly id: number;
    readonly title: string;
    readonly type: string;
    readonly state?: string;
    readonly meta: { readonly device_config?: { readonly type?: string } };
  },
>(
  instances: readonly I[],
  kind: string,
): readonly I[] =>
  instances
    .filter((instance) => instance.state !== 'archived' && externalDeviceKind(instance) === kind)
    .sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);

/** A device command as typed on the page: refused here, before anything is sent, when its arguments are not JSON. */
export type TypedDeviceCommand =
  | { readonly kind: 'ok'; readonly command: string; readonly args: Readonly<Record<string, unknown>> }
  | { readonly kind: 'invalid'; readonly field: 'command' | 'args'; readonly message: string };

/** Reads the command form: a command name and its arguments as a JSON object (empty means {}). */
export const typedDeviceCommand = (command: string, argsText: string): TypedDeviceCommand => {
  const name = command.trim();
  if (!/^[\w.-]{1,64}$/.test(name))
    return { kind: 'invalid', field: 'command', message: 'A command name: letters, digits, . _ - (at most 64).' };
  if (argsText.trim() === '') return { kind: 'ok', command: name, args: {} };
  let args: unknown;
  try {
    args = JSON.parse(argsText);
  } catch (error) {
    return { kind: 'invalid', field: 'args', message: `Not JSON: ${(error as Error).message}` };
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args))
    return { kind: 'invalid', field: 'args', message: 'The arguments are one JSON object, e.g. {"device": 1}.' };
  return { kind: 'ok', command: name, args: args as Record<string, unknown> };
};

/** The command form's starting arguments for the commands a device kind knows (spec 3 §7). */
export const deviceCommandTemplates: Readonly<Record<ExternalDeviceKind, Readonly<Record<string, string>>>> = {
  videohub: { 'change-route': '{"in_id": 1, "out_id": 1}' },
  teranex: { 'change-setting': '{"name": "video", "key": "output_mode", "value": "1080p50"}' },
  pdu: { 'reset-device': '{"device": 1}' },
};
