// A streamer, transcoder, head-end or device instance (spec 1 §3, spec 2 §3, spec 3 §3 'Instance').

export type InstanceType = 'input' | 'output' | 'headend' | 'transcoder' | 'clipper' | 'external_device' | 'mediamtx';
export const instanceTypes: readonly InstanceType[] = [
  'input',
  'output',
  'headend',
  'transcoder',
  'clipper',
  'external_device',
  'mediamtx',
];

/** 'running' / 'stopped' as the streamer agent reports it; absent reads 'Unknown'. */
export type StreamerState = 'running' | 'stopped';

export interface StreamerUpdateInfo {
  /** Unix seconds. */
  readonly timestamp: number;
  readonly status: string;
  readonly messages: readonly string[];
}

export interface InstanceMeta {
  readonly ip?: string;
  readonly primary_ip?: string;
  /** Uuid of the channel the instance serves. */
  readonly channel?: string;
  /** Uuids of the events the instance serves (transcoders). */
  readonly events?: readonly string[];
  readonly http_port?: number;
  readonly https_port?: number;
  readonly transcoder?: boolean;
  /** Preview (HLS) url. */
  readonly preview?: string;
  readonly preview_config?: Readonly<Record<string, unknown>>;
  readonly is_developer?: boolean;
  readonly version?: string;
  readonly type?: string;
  /** External devices: the hardware kind (videohub, teranex, pdu) and its settings. */
  readonly device_config?: { readonly type?: string } & Readonly<Record<string, unknown>>;
  /** Power-relay units: one name per relay, in relay order. */
  readonly relay_names?: readonly string[];
}

export interface Instance {
  /** The stored version (one more on each write); a save sends the one its form was based on (issue 32 §2). */
  readonly version?: number;
  readonly id: number;
  readonly title: string;
  readonly type: InstanceType;
  readonly token: string;
  readonly state?: 'active' | 'archived';
  readonly meta: InstanceMeta;
  readonly streamer_state?: StreamerState;
  readonly streamer_version?: string;
  readonly streamer_update_info?: StreamerUpdateInfo;
}

export type InstanceInput = Omit<Instance, 'id'> & { readonly id?: number };

/** Default streamer ports (spec 1 §9, spec 3 §9). */
export const defaultHttpPort = 8080;
export const defaultHttpsPort = 8070;
export const webrtcPort = 8889;

export const instanceHttpPort = (instance: Pick<Instance, 'meta'>): number =>
  instance.meta.http_port ?? defaultHttpPort;
export const instanceHttpsPort = (instance: Pick<Instance, 'meta'>): number =>
  instance.meta.https_port ?? defaultHttpsPort;

/** The GUI action is offered for types other than headend, clipper and external_device (spec 3 §2.3). */
export const offersGuiAction = (type: InstanceType): boolean =>
  type !== 'headend' && type !== 'clipper' && type !== 'external_device';

/** Type toggles of the instances list: input, output and headend on by default (spec 3 §2.3). */
export const defaultInstanceTypeToggles: Readonly<Record<InstanceType, boolean>> = {
  input: true,
  output: true,
  headend: true,
  transcoder: false,
  clipper: false,
  external_device: false,
  mediamtx: false,
};

/** Instances list search by title or ip (spec 3 §2.3). */
export const matchesInstanceSearch = (instance: Pick<Instance, 'title' | 'meta'>, text: string): boolean => {
  const needle = text.trim().toLowerCase();
  if (needle.length === 0) return true;
  return [instance.title, instance.meta.ip ?? '', instance.meta.primary_ip ?? ''].some((value) =>
    value.toLowerCase().includes(needle),
  );
};

/** Assigning a channel to an instance that already has another asks for confirmation (spec 2 §5, spec 3 §5). */
export const needsChannelChangeConfirmation = (
  instance: Pick<Instance, 'meta'>,
  channelUuid: string | undefined,
): boolean =>
  instance.meta.channel !== undefined && instance.meta.channel !== '' && instance.meta.channel !== channelUuid;

/** Uuids of channels served by developer-flagged instances: hidden from the default monitor list (spec 2 §2). */
export const developerChannelUuids = (instances: Iterable<Pick<Instance, 'meta'>>): Set<string> => {
  const uuids = new Set<string>();
  for (const instance of instances) {
    if (instance.meta.is_developer && instance.meta.channel) uuids.add(instance.meta.channel);
  }
  return uuids;
};

/** A transcoder: of type transcoder, or an instance flagged meta.transcoder (spec 3 §3). */
export const isTranscoderInstance = (instance: Pick<Instance, 'type' | 'meta'>): boolean =>
  instance.meta.transcoder === true || instance.type === 'transcoder';

/** Whether a transcoder serves something now: bound to a channel, or to events of one (docs/protocol/control.md). */
export const transcoderServes = (instance: Pick<Instance, 'meta'>): boolean =>
  (instance.meta.channel ?? '') !== '' || (instance.meta.events ?? []).length > 0;
