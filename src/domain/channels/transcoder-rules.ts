// Transcoder start and stop decisions (spec 2 §4 'Transcoder', spec 1 §4 'Transcoder or streamer').
import type { Channel } from './channel';
import type { ControlCommand, TranscoderCommand } from './control-commands';
import { channelMediaconnectAggregate, type MediaconnectStatus } from './mediaconnect';

export interface TranscoderContext {
  readonly channel: Pick<Channel, 'uuid' | 'type'>;
  /** The event the tile belongs to, if any; output channels start per event. */
  readonly eventUuid?: string;
  /** Id of the transcoder instance bound to the channel or event, if one is. */
  readonly boundInstanceId?: number;
  /** Whether a transcoder start for this channel (or, on an output channel, this event) is already in flight. */
  readonly startPending: boolean;
}

export type TranscoderAction =
  | { readonly kind: 'stop'; readonly command: TranscoderCommand }
  | { readonly kind: 'start'; readonly command: TranscoderCommand }
  | { readonly kind: 'starting' };

/**
 * Stop shows when an instance is bound, Start otherwise; a transcoder starts at most once at a time — an input
 * channel's (spec 2 §4), and an output channel's per event (issue 29: a second press while the first start is
 * pending only earned a 'Transcoder start failed!' beside 'Transcoder started!') — so while its start is pending
 * no second start is offered.
 */
export const transcoderAction = (context: TranscoderContext): TranscoderAction => {
  if (context.boundInstanceId !== undefined) {
    return { kind: 'stop', command: { type: 'stop', instance: context.boundInstanceId } };
  }
  if (context.startPending) return { kind: 'starting' };
  const target =
    context.channel.type === 'output' && context.eventUuid !== undefined
      ? { event: context.eventUuid }
      : { channel: context.channel.uuid };
  return { kind: 'start', command: { type: 'start', ...target } };
};

export interface TranscoderStartedContext {
  readonly channel: Pick<Channel, 'type' | 'meta'>;
  readonly eventUuid?: string;
  readonly mediaconnectStatuses: Readonly<Record<string, MediaconnectStatus>>;
}

/**
 * After a transcoder started on an output channel whose mediaconnects are in standby, the mediaconnects start
 * too (spec 2 §4). The mediaconnect push addresses an event, so without one there is nothing to follow up.
 */
export const followUpsAfterTranscoderStarted = (context: TranscoderStartedContext): readonly ControlCommand[] => {
  if (context.channel.type !== 'output' || context.eventUuid === undefined) return [];
  const aggregate = channelMediaconnectAggregate(context.channel.meta.mediaconnect_arns, context.mediaconnectStatuses);
  if (aggregate !== 'standby') return [];
  return [{ push: 'mediaconnect', payload: { type: 'start', event: context.eventUuid } }];
};
