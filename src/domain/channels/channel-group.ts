// Channel groups: configuration presets (templates) and access groups (spec 3 §3 'Channel group').

export type ChannelGroupType = 'template' | 'access';

/** Default expiry of a membership: never (spec 2 §9, spec 3 §9 'Channel group expiry default -1'). */
export const defaultChannelExpiry = -1;

/** One membership: a channel id in a group, or a group id of a channel, with its expiry (unix s, -1 = never). */
export interface ChannelGroupMembership {
  readonly id: number;
  readonly expiry_time: number;
}

export interface ChannelGroupMeta {
  /** Templates are applied in weight order. */
  readonly weight?: number;
  readonly configuration?: Readonly<Record<string, unknown>>;
}

export interface ChannelGroup {
  readonly id: number;
  readonly uuid: string;
  readonly title: string;
  readonly name: string;
  readonly state: 'active' | 'archived';
  readonly type: ChannelGroupType;
  readonly meta: ChannelGroupMeta;
  readonly channels?: readonly ChannelGroupMembership[];
}

export type ChannelGroupInput = Omit<ChannelGroup, 'id' | 'uuid'> & { readonly id?: number; readonly uuid?: string };

/** A membership with the default expiry (spec 2 §3 'expiry_time (-1 default)'). */
export const membership = (id: number, expiryTime: number = defaultChannelExpiry): ChannelGroupMembership => ({
  id,
  expiry_time: expiryTime,
});
