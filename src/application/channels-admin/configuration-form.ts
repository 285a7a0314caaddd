import type { ChannelConfiguration, ChannelOutput, StreamerConfiguration } from '../../domain/channels';

// The channel's configuration as the editor splits it (spec 2 §3): the streamer's own fields and the outputs
// get form fields, because an operator reads and changes them often (the outputs make the output state); the
// rest (input, output qualities, streamer.config) stays JSON text. Saving merges them back.

/** Streamer fields as typed: numbers as text, so a half-typed value is kept. */
export interface StreamerForm {
  readonly path: string;
  readonly config_file: string;
  readonly params: string;
  readonly width: string;
  readonly height: string;
  readonly fps: string;
  readonly interlaced: boolean;
  readonly active: boolean;
}

export const streamerTextFields = ['path', 'config_file', 'params'] as const;
export const streamerNumberFields = ['width', 'height', 'fps'] as const;
type NumberField = (typeof streamerNumberFields)[number];

export interface SplitConfiguration {
  readonly streamer: StreamerForm;
  readonly outputs: readonly ChannelOutput[];
  /** What is left, as an object (the form keeps it as JSON text). */
  readonly rest: Readonly<Record<string, unknown>>;
}

const text = (value: number | undefined): string => (value === undefined ? '' : String(value));

export const splitConfiguration = (configuration: ChannelConfiguration | undefined): SplitConfiguration => {
  const { streamer = {}, output = {}, ...others } = configuration ?? {};
  const { outputs = [], ...outputRest } = output;
  const { config, ...fields } = streamer;
  const rest: Record<string, unknown> = { ...others };
  if (config !== undefined) rest.streamer = { config };
  if (Object.keys(outputRest).length > 0) rest.output = outputRest;
  return {
    streamer: {
      path: fields.path ?? '',
      config_file: fields.config_file ?? '',
      params: fields.params ?? '',
      width: text(fields.width),
      height: text(fields.height),
      fps: text(fields.fps),
      interlaced: fields.interlaced === true,
      active: fields.active === true,
    },
    outputs,
    rest,
  };
};

const labels: Readonly<Record<NumberField, string>> = { width: 'Width', height: 'Height', fps: 'Fps' };

/** The streamer fields as stored, or the first field that does not read as a number. */
export const streamerOf = (
  form: StreamerForm,
): { readonly streamer: StreamerConfiguration } | { readonly problem: string } => {
  const streamer: Record<string, unknown> = {};
  for (const key of streamerTextFields) if (form[key].trim() !== '') streamer[key] = form[key].trim();
  for (const key of streamerNumberFields) {
    const typed = form[key].trim();
    if (typed === '') continue;
    const value = Number(typed);
    if (!Number.isFinite(value) || value < 0)
      return { problem: `Streamer ${labels[key].toLowerCase()} must be a number.` };
    streamer[key] = value;
  }
  // A channel without a streamer keeps none: the flags are written once anything else is, or when set.
  if (Object.keys(streamer).length > 0 || form.interlaced || form.active)
    Object.assign(streamer, { interlaced: form.interlaced, active: form.active });
  return { streamer: streamer as StreamerConfiguration };
};

/** The configuration to save: the JSON part with the streamer fields and the outputs laid back in. */
export const mergeConfiguration = (
  rest: Readonly<Record<string, unknown>>,
  streamer: StreamerConfiguration,
  outputs: readonly ChannelOutput[],
): ChannelConfiguration => {
  const merged: Record<string, unknown> = { ...rest };
  const fullStreamer = { ...((rest.streamer ?? {}) as StreamerConfiguration), ...streamer };
  if (Object.keys(fullStreamer).length > 0) merged.streamer = fullStreamer;
  const restOutput = (rest.output ?? {}) as NonNullable<ChannelConfiguration['output']>;
  if (outputs.length > 0 || rest.output !== undefined) merged.output = { ...restOutput, outputs };
  return merged as ChannelConfiguration;
};

/** A new output row: a head-end output, off, without a stream id. */
export const newChannelOutput = (): ChannelOutput => ({ type: 'headend', active: false });
