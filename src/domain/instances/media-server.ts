// Streams of a media server (mediamtx) instance (spec 2 §2 'Media server stream list', §3).
import type { InstanceCommand } from './instance-commands';

export interface MediaServerSource {
  /** mediamtx connection type, e.g. 'rtmpConn', 'srtConn', 'rtspSource'. */
  readonly type: string;
  readonly id?: string;
  readonly remoteAddr?: string;
  readonly state?: string;
  readonly bytesReceived?: number;
  readonly url?: string;
  /** The stream is pulled by the server from `url` (added with mediamtx_add_update_pull). */
  readonly pull?: boolean;
}

export interface MediaServerReader {
  readonly type: string;
  readonly id?: string;
  readonly remoteAddr?: string;
  readonly state?: string;
  readonly bytesSent?: number;
}

export interface MediaServerStream {
  readonly name: string;
  readonly confName?: string;
  readonly ready: boolean;
  readonly source?: MediaServerSource;
  readonly readers: readonly MediaServerReader[];
  readonly tracks: readonly string[];
}

/**
 * Pull-type streams offer delete (remove the pull), others a refresh that kicks the publishing connection
 * (spec 2 §2). A stream with no source has nothing to kick.
 */
export const mediaServerStreamAction = (instanceId: number, stream: MediaServerStream): InstanceCommand | undefined => {
  if (stream.source?.pull) return { type: 'mediamtx_remove_pull', instance: instanceId, channel: stream.name };
  if (stream.source?.id === undefined) return undefined;
  return { type: 'mediamtx_kick', instance: instanceId, id: stream.source.id, stream_type: stream.source.type };
};
