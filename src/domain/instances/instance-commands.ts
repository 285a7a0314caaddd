// The control topic's `instance` push: a command to one instance, by type (spec 1 §7.2, spec 2 §7).

type Simple = 'restart_streamer' | 'start_streamer' | 'stop_streamer' | 'update_streamer' | 'speedtest';

export type InstanceCommand =
  | { readonly type: Simple; readonly instance: number }
  | { readonly type: 'streamer'; readonly instance: number; readonly message: string }
  | { readonly type: 'bitrate'; readonly instance: number; readonly name: string; readonly bitrate: string }
  | { readonly type: 'set_default_interface'; readonly instance: number; readonly interface: string }
  | {
      readonly type: 'send_command_to_external_device';
      readonly instance: number;
      readonly command: string;
      readonly args: Readonly<Record<string, unknown>>;
    }
  | {
      readonly type: 'mediamtx_add_update_pull';
      readonly instance: number;
      readonly channel: string;
      readonly url: string;
    }
  | { readonly type: 'mediamtx_remove_pull'; readonly instance: number; readonly channel: string }
  | { readonly type: 'mediamtx_kick'; readonly instance: number; readonly id: string; readonly stream_type: string };

export type InstanceCommandType = InstanceCommand['type'];
