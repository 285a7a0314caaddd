import type { RunningOrderAction, RunningOrderItem } from './running-order';

/** Spec 3 §5: player has type play; mixer fade and cut; wait duration, action and end. */
export const runningOrderTypes: Readonly<Record<RunningOrderAction, readonly string[]>> = {
  player: ['play'],
  mixer: ['fade', 'cut'],
  wait: ['duration', 'action', 'end'],
};

/** "The duration field applies only to mixer fade, wait duration and player play" (spec 3 §5). */
export const usesDuration = (action: RunningOrderAction, type: string | undefined): boolean =>
  (action === 'mixer' && type === 'fade') ||
  (action === 'wait' && type === 'duration') ||
  (action === 'player' && type === 'play');

export const isAllowedType = (action: RunningOrderAction, type: string | undefined): boolean =>
  type !== undefined && runningOrderTypes[action].includes(type);

/**
 * The item as the editor keeps it after a change: a type the action does not have becomes the action's
 * first type, and a duration is dropped where it does not apply.
 */
export const normalizeRunningOrderItem = (item: RunningOrderItem): RunningOrderItem => {
  const type = isAllowedType(item.action, item.type) ? item.type : runningOrderTypes[item.action][0];
  const { duration, ...rest } = item;
  return usesDuration(item.action, type) && duration !== undefined ? { ...rest, type, duration } : { ...rest, type };
};

export type RunningOrderProblem =
  'type_not_allowed' | 'duration_missing' | 'duration_negative' | 'duration_not_applicable';

/** What is wrong with an item, if anything; durations are whole or fractional milliseconds, never negative. */
export const runningOrderItemProblems = (item: RunningOrderItem): readonly RunningOrderProblem[] => {
  const problems: RunningOrderProblem[] = [];
  if (!isAllowedType(item.action, item.type)) problems.push('type_not_allowed');
  if (usesDuration(item.action, item.type)) {
    if (item.duration === undefined) problems.push('duration_missing');
    else if (item.duration < 0) problems.push('duration_negative');
  } else if (item.duration !== undefined) problems.push('duration_not_applicable');
  return problems;
};
