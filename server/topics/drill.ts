import { drillTopics } from '../../src/infrastructure/wire/drills';
import { ok, refuse } from '../protocol/reply';
import { drillBoardOf, type DrillBoard } from '../simulation/drill-board';
import type { TopicContext, TopicHandler } from './topic-handler';
import { pushWith } from './topic-handler';

const pushes = drillTopics['system:drill'].pushes;

/** Why a drill push is refused, besides the dispatcher's `unauthorized` and `invalid` (docs/protocol/media.md). */
export const drillRefusals = {
  /** `channel_uuid` names no channel of this studio. */
  unknownChannel: 'unknown_channel',
  /** `stop` on a channel where no drill runs. */
  notRunning: 'not_running',
  /** The server was started without a drill board (never in `startStudioServer`). */
  unavailable: 'unavailable',
} as const;

const withBoard = async (context: TopicContext, act: (board: DrillBoard) => Promise<ReturnType<typeof ok>>) => {
  const board = drillBoardOf(context.services);
  return board ? act(board) : refuse(drillRefusals.unavailable);
};

/**
 * `system:drill` (issue 31 §2; docs/protocol/media.md "Fault drills"): starts and stops fault drills on the
 * simulated channels' live streams, and tells every joined console the running drills on the join and on every
 * change, from any process. Administrators only (src/domain/surface-rights/topic-rights.ts); the dispatcher
 * audits every push, refused ones too.
 */
export const drillTopic: TopicHandler = {
  pattern: 'system:drill',
  doc: 'Fault drills: the running drills on the join and on every change; start and stop a drill on a channel.',
  join: (context) => withBoard(context, async (board) => ok({ drills: board.running() })),
  afterJoin: async (context) => {
    const board = drillBoardOf(context.services);
    if (!board) return;
    const tell = (): void => context.channel.push('drills', { drills: board.running() });
    context.channel.onLeave(board.onChange(tell));
    tell();
  },
  pushes: {
    start: pushWith(pushes.start.payload, (context, { channel_uuid, fault, seconds }) =>
      withBoard(context, async (board) => {
        const channel = await context.services.store.documents.channels.getByUuid(channel_uuid);
        if (!channel) return refuse(drillRefusals.unknownChannel, { channel_uuid });
        return ok({ drill: board.start(channel.uuid, fault, seconds) });
      }),
    ),
    stop: pushWith(pushes.stop.payload, (context, { channel_uuid }) =>
      withBoard(context, async (board) => {
        const drill = board.stop(channel_uuid.toLowerCase());
        return drill ? ok({ drill }) : refuse(drillRefusals.notRunning, { channel_uuid });
      }),
    ),
  },
};
