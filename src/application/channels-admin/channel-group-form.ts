import {
  defaultChannelExpiry,
  type ChannelGroup,
  type ChannelGroupInput,
  type ChannelGroupMembership,
  type ChannelGroupType,
} from '../../domain/channels';
import type { ArchiveState } from '../../domain/groups';

/** What the access-group and configuration-preset editors edit (spec 3 §3 Channel group). */
export interface ChannelGroupForm {
  readonly title: string;
  readonly name: string;
  readonly state: ArchiveState;
  readonly type: ChannelGroupType;
  /** Presets apply in weight order; typed as text so a half-typed number is kept. */
  readonly weight: string;
  /** meta.configuration as JSON text (presets). */
  readonly configuration: string;
  /** The group's channels with expiry (-1 never, the default). */
  readonly channels: readonly ChannelGroupMembership[];
}

export const blankChannelGroupForm = (type: ChannelGroupType) => (): ChannelGroupForm => ({
  title: '',
  name: '',
  state: 'active',
  type,
  weight: '0',
  configuration: '{}',
  channels: [],
});

export const channelGroupFormOf = (group: ChannelGroup): ChannelGroupForm => ({
  title: group.title,
  name: group.name,
  state: group.state,
  type: group.type,
  weight: String(group.meta.weight ?? 0),
  configuration: JSON.stringify(group.meta.configuration ?? {}, null, 2),
  channels: group.channels ?? [],
});

/** A channel added to a group never expires until the operator sets a time (spec 3 §9 'expiry default -1'). */
export const withGroupChannel = (form: ChannelGroupForm, id: number): ChannelGroupForm =>
  form.channels.some((member) => member.id === id)
    ? form
    : { ...form, channels: [...form.channels, { id, expiry_time: defaultChannelExpiry }] };

export type ChannelGroupSavePlan =
  { readonly kind: 'save'; readonly group: ChannelGroupInput } | { readonly kind: 'refused'; readonly message: string };

export const channelGroupSavePlan = (form: ChannelGroupForm, id: number | undefined): ChannelGroupSavePlan => {
  const name = form.name.trim();
  if (name === '') return { kind: 'refused', message: 'Name is required.' };
  const weight = Number(form.weight.trim() === '' ? '0' : form.weight);
  if (!Number.isInteger(weight)) return { kind: 'refused', message: 'Weight must be a whole number.' };
  let configuration: unknown;
  try {
    configuration = JSON.parse(form.configuration.trim() === '' ? '{}' : form.configuration);
  } catch {
    configuration = undefined;
  }
  if (typeof configuration !== 'object' || configuration === null || Array.isArray(configuration))
    return { kind: 'refused', message: 'Configuration must be a JSON object.' };
  const expiries = form.channels.map((member) => member.expiry_time);
  if (expiries.some((expiry) => !Number.isInteger(expiry) || (expiry < 0 && expiry !== defaultChannelExpiry)))
    return { kind: 'refused', message: 'An expiry is a time or never (-1).' };
  return {
    kind: 'save',
    group: {
      ...(id !== undefined ? { id } : {}),
      title: form.title.trim() || name,
      name,
      state: form.state,
      type: form.type,
      meta: {
        weight,
        ...(form.type === 'template' ? { configuration: configuration as Record<string, unknown> } : {}),
      },
      // Access groups carry their channels (spec 3 §7 "Access adds channels"); presets too, they share the shape.
      channels: form.channels,
    },
  };
};
