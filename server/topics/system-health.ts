import { healthReportEveryMs } from '../../src/domain/developer';
import { ok, refuse } from '../protocol/reply';
import { healthProbeOf } from '../system/health-probe';
import type { TopicContext, TopicHandler } from './topic-handler';

const sendReport = async (context: TopicContext): Promise<void> => {
  const probe = healthProbeOf(context.services);
  if (!probe) return;
  try {
    context.channel.push('health', await probe.report());
  } catch (error) {
    context.services.log.error('Health report failed', error);
  }
};

/**
 * `system:health` (docs/protocol/developer.md): the developer monitor's view of the studio server, a `health`
 * frame right after the join and every 5 s while joined. Developers only (auth/topic-permissions.ts).
 */
export const systemHealthTopic: TopicHandler = {
  pattern: 'system:health',
  doc: "The studio server's health every 5 s while joined.",
  join: async (context) => (healthProbeOf(context.services) ? ok({}) : refuse('unavailable')),
  afterJoin: async (context) => {
    const timer = setInterval(() => void sendReport(context), healthReportEveryMs);
    timer.unref();
    context.channel.onLeave(() => clearInterval(timer));
    await sendReport(context);
  },
  pushes: {},
};
