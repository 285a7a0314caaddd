// Output state of a channel (spec 2 §4 'Output state per channel'; spec 1 §4 'Output state').
import type { ChannelOutput, ChannelOutputType } from './channel';
import { overrideApplies, overrideKind, type Override } from './override';

export const multipleActiveOutputsMessage = 'Multiple active output detected!';

export type OutputState =
  | { readonly type: 'none'; readonly state: 'deactive' }
  | { readonly type: 'multiple'; readonly state: 'error'; readonly message: string }
  | { readonly type: ChannelOutputType; readonly state: 'active' | 'deactive' };

const isCounted = (output: ChannelOutput): output is ChannelOutput & { type: ChannelOutputType } =>
  (output.type === 'headend' || output.type === 'srtla') && !output.streamid;

/**
 * Only head-end and SRTLA outputs without a streamid count (outputs with a streamid are per-device streams).
 * None counted → none/deactive; more than one active → 'multiple' error; else the type, active or deactive.
 */
export const outputState = (outputs: readonly ChannelOutput[]): OutputState => {
  const counted = outputs.filter(isCounted);
  const first = counted[0];
  if (!first) return { type: 'none', state: 'deactive' };
  const active = counted.filter((output) => output.active);
  if (active.length > 1) return { type: 'multiple', state: 'error', message: multipleActiveOutputsMessage };
  const shown = active[0] ?? first;
  return { type: shown.type, state: shown.active ? 'active' : 'deactive' };
};

/**
 * Outputs with the overrides that still apply laid over them: an override sets `active` of the outputs of its
 * kind (head-end or SRTLA). Outputs carry no id of their own, so the kind is what an override targets.
 */
export const effectiveOutputs = (
  outputs: readonly ChannelOutput[],
  overrides: readonly Override[],
  nowSeconds: number,
): readonly ChannelOutput[] => {
  const applying = overrides.filter((override) => overrideApplies(override, nowSeconds));
  if (applying.length === 0) return outputs;
  return outputs.map((output) => {
    const override = applying.find((candidate) => overrideKind(candidate.type) === output.type);
    return override ? { ...output, active: override.params.active } : output;
  });
};
