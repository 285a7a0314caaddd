import {
  instanceTypes,
  needsChannelChangeConfirmation,
  type Instance,
  type InstanceInput,
  type InstanceType,
} from '../../domain/instances';

/** The instance editor's choices (spec 2 §2 "Type, Title, Channel and Token"). */
export const instanceTypeChoices: readonly InstanceType[] = instanceTypes;

/** What the instance editor edits; the rest of a stored instance travels unchanged. */
export interface InstanceForm {
  readonly type: InstanceType;
  readonly title: string;
  /** Channel uuid; '' for none. */
  readonly channel: string;
  /** '' lets the server keep the stored token (a new instance gets one). */
  readonly token: string;
  readonly ip: string;
}

export const blankInstanceForm = (): InstanceForm => ({ type: 'input', title: '', channel: '', token: '', ip: '' });

export const instanceFormOf = (instance: Instance): InstanceForm => ({
  type: instance.type,
  title: instance.title,
  channel: instance.meta.channel ?? '',
  token: instance.token,
  ip: instance.meta.ip ?? '',
});

export type InstanceSavePlan =
  | {
      readonly kind: 'save';
      readonly instance: InstanceInput;
      /** The stored instance serves another channel: ask first (spec 2 §5, spec 3 §5). */
      readonly confirmChannelChange: boolean;
    }
  | { readonly kind: 'refused'; readonly message: string };

/** The save payload of the form over the stored instance (its meta and state kept), or why not. */
export const instanceSavePlan = (form: InstanceForm, stored: Instance | undefined): InstanceSavePlan => {
  const title = form.title.trim();
  if (title === '') return { kind: 'refused', message: 'Title is required.' };
  if (title.length > 200) return { kind: 'refused', message: 'Title is at most 200 characters.' };
  const { channel: _channel, ip: _ip, ...meta } = stored?.meta ?? {};
  const instance: InstanceInput = {
    ...(stored ? { id: stored.id } : {}),
    type: form.type,
    title,
    token: form.token.trim(),
    ...(stored?.state !== undefined ? { state: stored.state } : {}),
    meta: {
      ...meta,
      ...(form.channel !== '' ? { channel: form.channel } : {}),
      ...(form.ip.trim() !== '' ? { ip: form.ip.trim() } : {}),
    },
  };
  return {
    kind: 'save',
    instance,
    confirmChannelChange: stored !== undefined && needsChannelChangeConfirmation(stored, form.channel || undefined),
  };
};
