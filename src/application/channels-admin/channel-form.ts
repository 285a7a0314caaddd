import {
  defaultChannelExpiry,
  dropExpiredOverrides,
  effectiveOutputs,
  outputState,
  type ChannelConfiguration,
  type ChannelOutput,
  type OutputState,
  type Channel,
  type ChannelEditorRights,
  type ChannelGroupMembership,
  type ChannelInput,
  type ChannelMeta,
  type ChannelNotifier,
  type ChannelState,
  type ChannelType,
  type Override,
} from '../../domain/channels';
import { mergeConfiguration, splitConfiguration, streamerOf, type StreamerForm } from './configuration-form';

/** What the channel editor edits (spec 2 §3 Channel): the record's fields, JSON kept as typed, the groups. */
export interface ChannelForm {
  readonly title: string;
  /** The stream name. */
  readonly name: string;
  readonly type: ChannelType;
  readonly state: ChannelState;
  readonly transcoder: boolean;
  readonly meta: ChannelMeta;
  readonly streamer: StreamerForm;
  /** Head-end and SRTLA outputs (configuration.output.outputs), which make the output state. */
  readonly outputs: readonly ChannelOutput[];
  /**
   * The rest of the configuration as JSON text (input, output qualities, streamer.config), so a half-typed
   * value is kept (the form keeps what was typed).
   */
  readonly configuration: string;
  /** Id of the head-end instance serving the channel. */
  readonly headendInstance: number | undefined;
  readonly overrides: readonly Override[];
  /** Access groups and configuration presets the channel belongs to, with expiry (-1 never). */
  readonly memberships: readonly ChannelGroupMembership[];
  /** Each notifier's form_data as JSON text, by notifier id. */
  readonly notifierData: Readonly<Record<number, string>>;
}

const json = (value: unknown): string => JSON.stringify(value ?? {}, null, 2);

const configurationFormOf = (
  configuration: Channel['configuration'],
): Pick<ChannelForm, 'streamer' | 'outputs' | 'configuration'> => {
  const split = splitConfiguration(configuration);
  return { streamer: split.streamer, outputs: split.outputs, configuration: json(split.rest) };
};

export const blankChannelForm = (type: ChannelType = 'input'): ChannelForm => ({
  title: '',
  name: '',
  type,
  state: 'active',
  transcoder: false,
  meta: {},
  ...configurationFormOf(undefined),
  headendInstance: undefined,
  overrides: [],
  memberships: [],
  notifierData: {},
});

/** A stored channel as the form; expired overrides are dropped on open (spec 2 §4). */
export const channelFormOf =
  (nowSeconds: number) =>
  ({ channel, memberships }: StoredChannel): ChannelForm => ({
    title: channel.title,
    name: channel.name,
    type: channel.type,
    state: channel.state,
    transcoder: channel.transcoder === true,
    meta: channel.meta,
    ...configurationFormOf(channel.configuration),
    headendInstance: channel.headend_instance,
    overrides: dropExpiredOverrides(channel.configuration_overrides ?? [], nowSeconds),
    memberships,
    notifierData: Object.fromEntries((channel.meta.notifiers ?? []).map((n) => [n.id, json(n.form_data)])),
  });

/** The stored channel and its group memberships (channels:channel_groups:{id}). */
export interface StoredChannel {
  readonly channel: Channel;
  readonly memberships: readonly ChannelGroupMembership[];
  /** The channel's version: what the editor's form is based on (the draft kit reads it; issue 32 §2). */
  readonly version?: number;
}

/** A membership added in the form never expires until the operator sets a time (spec 2 §9). */
export const newMembership = (id: number): ChannelGroupMembership => ({ id, expiry_time: defaultChannelExpiry });

/** Notifiers: the external_notifier settings bound to the channel, each with its form. */
export const withNotifier = (form: ChannelForm, notifier: { id: number; name: string }): ChannelForm =>
  (form.meta.notifiers ?? []).some((n) => n.id === notifier.id)
    ? form
    : {
        ...form,
        meta: { ...form.meta, notifiers: [...(form.meta.notifiers ?? []), { ...notifier, form_data: {} }] },
        notifierData: { ...form.notifierData, [notifier.id]: json({}) },
      };

export const withoutNotifier = (form: ChannelForm, id: number): ChannelForm => ({
  ...form,
  meta: { ...form.meta, notifiers: (form.meta.notifiers ?? []).filter((n) => n.id !== id) },
});

const parseObject = (text: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text.trim() === '' ? '{}' : text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/** A stream name from the title for accounts that do not set one (spec 2 §6: the stream name is admin-only). */
export const streamNameFor = (title: string, uuid: string): string => {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .slice(0, 40);
  return `${slug || 'channel'}-${uuid.slice(0, 8)}`;
};

export interface ChannelSaveContext {
  readonly rights: ChannelEditorRights;
  /** The channel's uuid when editing. */
  readonly uuid?: string;
  /** A fresh uuid for a new channel (made in the application layer, never in the plan). */
  readonly newUuid: string;
}

export type ChannelSavePlan =
  | {
      readonly kind: 'save';
      readonly uuid: string;
      readonly channel: ChannelInput;
      readonly channelGroups: readonly ChannelGroupMembership[];
    }
  | { readonly kind: 'refused'; readonly message: string };

/** Text shown when a non-administrator's form would create or change an output channel. */
export const outputNeedsAdmin = 'Only administrators create or edit output channels.';

/** The save payload of the form, or why it may not be sent (spec 2 §5, §6). */
export const channelSavePlan = (form: ChannelForm, context: ChannelSaveContext): ChannelSavePlan => {
  const title = form.title.trim();
  if (title === '') return { kind: 'refused', message: 'Title is required.' };
  if (!context.rights.types.includes(form.type)) return { kind: 'refused', message: outputNeedsAdmin };
  const uuid = context.uuid ?? context.newUuid;
  const typedName = form.name.trim();
  if (typedName === '' && context.rights.admin) return { kind: 'refused', message: 'Stream name is required.' };
  const name = typedName === '' ? streamNameFor(title, uuid) : typedName;
  const streamer = streamerOf(form.streamer);
  if ('problem' in streamer) return { kind: 'refused', message: streamer.problem };
  const configuration = formConfiguration(form);
  if (!configuration) return { kind: 'refused', message: 'Configuration must be a JSON object.' };
  const notifiers: ChannelNotifier[] = [];
  for (const notifier of form.meta.notifiers ?? []) {
    const data = parseObject(form.notifierData[notifier.id] ?? '{}');
    if (!data) return { kind: 'refused', message: `Notifier ${notifier.name}: the form data must be a JSON object.` };
    notifiers.push({ ...notifier, form_data: data });
  }
  const channel: ChannelInput = {
    ...(context.uuid === undefined ? { uuid } : {}),
    title,
    name,
    type: form.type,
    state: form.state,
    transcoder: form.transcoder,
    configuration,
    configuration_overrides: form.overrides,
    ...(form.headendInstance !== undefined ? { headend_instance: form.headendInstance } : {}),
    meta: { ...form.meta, ...(form.meta.notifiers ? { notifiers } : {}) },
  };
  return { kind: 'save', uuid, channel, channelGroups: form.memberships };
};

/** The output state of what the form holds, with the overrides that still apply laid over it (spec 2 §4). */
export const formOutputState = (form: ChannelForm, nowSeconds: number): OutputState =>
  outputState(effectiveOutputs(form.outputs, form.overrides, nowSeconds));

/**
 * The whole configuration the form holds (the JSON part with the streamer fields and outputs laid in), or
 * undefined while the JSON text is not an object or a streamer number does not read as one.
 */
export const formConfiguration = (form: ChannelForm): ChannelConfiguration | undefined => {
  const rest = parseObject(form.configuration);
  const streamer = streamerOf(form.streamer);
  return rest && !('problem' in streamer) ? mergeConfiguration(rest, streamer.streamer, form.outputs) : undefined;
};
