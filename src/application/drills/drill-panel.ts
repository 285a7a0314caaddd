import {
  drillFaults,
  drillSeconds,
  drillSecondsLeft,
  type Drill,
  type DrillFault,
  type DrillStart,
} from '../../domain/drills';

/** How the panel names each fault: what the operator will see on the channel's tile. */
export const drillFaultLabels: Readonly<Record<DrillFault, string>> = {
  freeze: 'Freeze (the picture stops)',
  black: 'Black (black picture)',
  silence: 'Silence (no sound)',
  stall: 'Stall (no new video)',
  offline: 'Offline (the stream is gone)',
};

export const drillFaultOptions: readonly { readonly value: DrillFault; readonly label: string }[] = drillFaults.map(
  (value) => ({
    value,
    label: drillFaultLabels[value],
  }),
);

/** A channel the panel offers: its uuid and what the operator reads (the title, else the stream name). */
export interface DrillChannel {
  readonly uuid: string;
  readonly label: string;
}

/** A running drill as the panel lists it. */
export interface DrillRow {
  readonly channelUuid: string;
  readonly channel: string;
  readonly fault: DrillFault;
  readonly faultLabel: string;
  readonly secondsLeft: number;
  /** `m:ss`. */
  readonly timeLeft: string;
}

/** `m:ss` left. */
export const timeLeftText = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The running drills at the server time `serverNowMs`, in start order, named by their channel (a channel the
 * console does not know is shown by its uuid). A drill whose end has passed is gone before the server says so.
 */
export const drillRows = (
  drills: readonly Drill[],
  channels: readonly DrillChannel[],
  serverNowMs: number,
): readonly DrillRow[] =>
  drills
    .filter((drill) => drill.ends_at > serverNowMs)
    .map((drill) => {
      const secondsLeft = drillSecondsLeft(drill, serverNowMs);
      return {
        channelUuid: drill.channel_uuid,
        channel: channels.find((channel) => channel.uuid === drill.channel_uuid)?.label ?? drill.channel_uuid,
        fault: drill.fault,
        faultLabel: drillFaultLabels[drill.fault],
        secondsLeft,
        timeLeft: timeLeftText(secondsLeft),
      };
    });

/** What the panel's form holds: nothing chosen yet is undefined; seconds as typed. */
export interface DrillForm {
  readonly channelUuid?: string;
  readonly fault?: DrillFault;
  readonly seconds: string;
}

export const initialDrillForm: DrillForm = { fault: 'freeze', seconds: '30' };

export const drillSecondsHint = `Whole seconds, ${drillSeconds.min} to ${drillSeconds.max}.`;

/** The `start` payload the form makes, or what is missing or wrong, in words. */
export const drillStartPlan = (
  form: DrillForm,
): { readonly ok: true; readonly start: DrillStart } | { readonly ok: false; readonly problem: string } => {
  if (!form.channelUuid) return { ok: false, problem: 'Choose a channel.' };
  if (!form.fault) return { ok: false, problem: 'Choose a fault.' };
  const text = form.seconds.trim();
  const seconds = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(seconds) || seconds < drillSeconds.min || seconds > drillSeconds.max)
    return { ok: false, problem: drillSecondsHint };
  return { ok: true, start: { channel_uuid: form.channelUuid, fault: form.fault, seconds } };
};
