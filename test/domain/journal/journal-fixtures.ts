import type { CommandIssued, CommandSettled } from '../../../src/domain/journal';
import type { CommandOutcome } from '../../../src/domain/log';

/** A journaled command as the normalizer gives it. */
export const issued = (id: string, name: string, args: unknown = {}, at = 1, target?: string): CommandIssued => ({
  type: 'CommandIssued',
  id,
  account: 'admin@demo.local',
  name,
  args,
  ...(target !== undefined ? { target } : {}),
  at,
});

export const settled = (id: string, outcome: CommandOutcome, at = 2, reason?: string): CommandSettled => ({
  type: 'CommandSettled',
  id,
  outcome,
  latencyMs: 1,
  ...(reason !== undefined ? { reason } : {}),
  at,
});

/** Commands of no interest to a projection: what an upload's progress journals. */
export const uploadProgress = (count: number, at = 1): CommandIssued[] =>
  Array.from({ length: count }, (_, index) => issued(`progress-${index}`, 'uploads.progress', { percent: index }, at));
