// A channel as the backend sends it on channels:all and channels:{uuid} (spec 2 §3, spec 3 §3).
import type { Override } from './override';

export type ChannelType = 'input' | 'output';
export type ChannelState = 'active' | 'archived';
/** Output kinds the output state is computed over (spec 2 §4). */
export type ChannelOutputType = 'headend' | 'srtla';

/** One output of a channel: a head-end or an SRTLA destination; `streamid` marks a per-device stream. */
export interface ChannelOutput {
  readonly type: string;
  readonly active: boolean;
  readonly streamid?: string;
}

/** A WebRTC output of the streamer (productions viewer). */
export interface WebrtcOutput {
  readonly name: string;
  readonly title?: string;
  readonly webrtc_name: string;
}

export interface StreamerConfig {
  readonly proxy_port?: number;
  readonly https_port?: number;
  readonly webrtc_outputs?: readonly WebrtcOutput[];
}

export interface StreamerConfiguration {
  readonly path?: string;
  readonly config_file?: string;
  readonly params?: string;
  readonly width?: number;
  readonly height?: number;
  readonly fps?: number;
  readonly interlaced?: boolean;
  readonly active?: boolean;
  readonly config?: StreamerConfig;
}

export interface ChannelConfiguration {
  readonly streamer?: StreamerConfiguration;
  /** Input side: `default` is the default source (free-form, per streamer). */
  readonly input?: Readonly<Record<string, unknown>>;
  readonly output?: {
    readonly outputs?: readonly ChannelOutput[];
    readonly qualities?: readonly Readonly<Record<string, unknown>>[];
  };
}

/** A notifier bound to a channel: the external_notifier setting and the form filled for it. */
export interface ChannelNotifier {
  readonly id: number;
  readonly name: string;
  readonly form_data: Readonly<Record<string, unknown>>;
}

export interface ChannelMeta {
  readonly description?: string;
  readonly play_url?: string;
  readonly monitor_url?: string;
  readonly page_url?: string;
  readonly pull_url?: string;
  readonly billing_customer?: number;
  readonly billing_contract?: number;
  readonly system_channel?: boolean;
  readonly is_admin_channel?: boolean;
  readonly overrides?: boolean;
  readonly event_form?: string;
  readonly automatic_transcoder?: boolean;
  readonly use_mediaconnect?: boolean;
  /** Comma-separated AWS MediaConnect flow ARNs (spec 1 §3). */
  readonly mediaconnect_arns?: string;
  readonly transcoder_size?: string;
  readonly transcoder_config?: string;
  readonly transcoder_tag?: string;
  readonly use_pull?: boolean;
  /** Events of this channel are shown on multiview only to accounts with an e-mail on this domain (spec 2 §2). */
  readonly company_domain?: string;
  readonly notifiers?: readonly ChannelNotifier[];
}

export interface Channel {
  /** The stored version (one more on each write); a save sends the one its form was based on (issue 32 §2). */
  readonly version?: number;
  readonly id: number;
  readonly uuid: string;
  /** Stream name. */
  readonly name: string;
  readonly title: string;
  readonly type: ChannelType;
  readonly state: ChannelState;
  readonly transcoder?: boolean;
  readonly configuration?: ChannelConfiguration;
  readonly configuration_overrides?: readonly Override[];
  /** Id of the head-end instance serving the channel. */
  readonly headend_instance?: number;
  readonly meta: ChannelMeta;
}

/** A channel as the editor saves it: id and uuid are absent on create. */
export type ChannelInput = Omit<Channel, 'id' | 'uuid'> & { readonly id?: number; readonly uuid?: string };
