// AWS MediaConnect flows of an output channel (spec 1 §4 'Mediaconnect', spec 2 §4).

/** AWS MediaConnect flow statuses. */
export type MediaconnectFlowStatus = 'STANDBY' | 'ACTIVE' | 'UPDATING' | 'DELETING' | 'STARTING' | 'STOPPING' | 'ERROR';
export const mediaconnectFlowStatuses: readonly MediaconnectFlowStatus[] = [
  'STANDBY',
  'ACTIVE',
  'UPDATING',
  'DELETING',
  'STARTING',
  'STOPPING',
  'ERROR',
];

/** Live status of one flow, keyed by its ARN on the control topic. */
export interface MediaconnectStatus {
  readonly status: MediaconnectFlowStatus;
  readonly name?: string;
}

/** 'none' when the channel has no flows (or none reported yet): nothing to start or stop. */
export type MediaconnectAggregate = 'active' | 'standby' | 'changing' | 'none';

/** The channel's ARNs from the comma-separated meta.mediaconnect_arns (spec 1 §3). */
export const parseMediaconnectArns = (arns: string | undefined): string[] =>
  (arns ?? '')
    .split(',')
    .map((arn) => arn.trim())
    .filter((arn) => arn.length > 0);

/** 'active' if all ACTIVE, 'standby' if all STANDBY, otherwise 'changing' (spec 2 §4); an unreported flow counts as changing. */
export const mediaconnectAggregate = (
  statuses: readonly (MediaconnectFlowStatus | undefined)[],
): MediaconnectAggregate => {
  if (statuses.length === 0) return 'none';
  if (statuses.every((status) => status === 'ACTIVE')) return 'active';
  if (statuses.every((status) => status === 'STANDBY')) return 'standby';
  return 'changing';
};

/** The aggregate of one channel's flows looked up by ARN in the live status map. */
export const channelMediaconnectAggregate = (
  arns: string | undefined,
  statusByArn: Readonly<Record<string, MediaconnectStatus>>,
): MediaconnectAggregate => mediaconnectAggregate(parseMediaconnectArns(arns).map((arn) => statusByArn[arn]?.status));

/** Standby can be started; active can be stopped; anything else only shows its colour (spec 1 §4). */
export const mediaconnectActions = (
  aggregate: MediaconnectAggregate,
): { readonly canStart: boolean; readonly canStop: boolean } => ({
  canStart: aggregate === 'standby',
  canStop: aggregate === 'active',
});
