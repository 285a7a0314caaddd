import { historySeriesNames, historyValues, type InstanceHistory } from '../../src/domain/instances';
import type { RootState } from '../../src/domain/state';

/**
 * The state with each instance history as the values of its series, for deep comparison: a history's backing grows
 * along one fold (and is shared by its checkpoints), so two folds hold different backings with the same values.
 */
export const comparableState = (state: RootState): unknown => {
  const histories = state.instances.historyById as Readonly<Record<number, InstanceHistory>>;
  const historyById = Object.fromEntries(
    Object.entries(histories).map(([id, history]) => [
      id,
      Object.fromEntries(historySeriesNames(history).map((series) => [series, historyValues(history, series)])),
    ]),
  );
  return { ...state, instances: { ...state.instances, historyById } };
};
