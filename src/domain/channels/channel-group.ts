// Channel groups: configuration presets (templates) and access groups (spec 3 §3 'Channel group').
import { DateTime } from 'luxon';

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
  /** The stored version (one more on each write); a save sends the one its form was based on (issue 32 §2). */
  readonly version?: number;
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

const expiryInputFormat = "yyyy-MM-dd'T'HH:mm";

/** A membership's expiry as a datetime-local value in the display zone; '' for never (-1). */
export const expiryInputValue = (expiryTime: number, zone: string): string =>
  expiryTime < 0 ? '' : DateTime.fromSeconds(expiryTime, { zone }).toFormat(expiryInputFormat);

/** A datetime-local value back to unix seconds in the display zone; empty or unreadable text is never (-1). */
export const expiryFromInput = (text: string, zone: string): number => {
  if (text.trim() === '') return defaultChannelExpiry;
  const parsed = DateTime.fromFormat(text, expiryInputFormat, { zone });
  return parsed.isValid ? Math.floor(parsed.toSeconds()) : defaultChannelExpiry;
};

/** Whether a membership still holds at `nowSeconds` (-1 never expires). */
export const membershipActive = (membership: ChannelGroupMembership, nowSeconds: number): boolean =>
  membership.expiry_time < 0 || membership.expiry_time > nowSeconds;
