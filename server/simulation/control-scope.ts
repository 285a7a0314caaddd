import { can, crewChannels, isCrewOn } from '../../src/domain/rights';
import type { Actor } from '../auth/actor';
import type { TopicScope } from '../protocol/pubsub';

/** Which channel each instance serves (meta.channel), as of the simulation's latest world. */
export interface InstanceChannels {
  channelOfInstance(id: number): string | undefined;
}

const isConsoleAccount = (actor: Actor): boolean => can('console', actor);

const onlyKeys = (payload: unknown, keep: (key: string) => boolean): Record<string, unknown> =>
  typeof payload === 'object' && payload !== null
    ? Object.fromEntries(Object.entries(payload).filter(([key]) => keep(key)))
    : {};

/**
 * The share of a control frame an account gets (issue 28). Console accounts get every frame whole, as before.
 * Production crew outside the console (a cloudrec director) join control only to start and stop their
 * streamers, so they get the channels they hold a role on, the instances serving those channels, no MediaConnect
 * flows (admin-only controls, spec 1 §6) and the server time.
 */
export const controlShareOf = (instances: InstanceChannels, actor: Actor, event: string, payload: unknown): unknown => {
  if (isConsoleAccount(actor)) return payload;
  const mine = (channel: string | undefined): boolean => channel !== undefined && isCrewOn(actor, channel);
  switch (event) {
    case 'channels':
      return onlyKeys(payload, mine);
    case 'instances':
      return onlyKeys(payload, (id) => mine(instances.channelOfInstance(Number(id))));
    case 'mediaconnects':
      return {};
    default:
      return payload;
  }
};

/** The control topic's scope: one frame for console accounts, one per set of channels crew hold roles on. */
export const controlScope = (instances: InstanceChannels): TopicScope => ({
  viewOf: (actor) => (isConsoleAccount(actor) ? undefined : `crew:${crewChannels(actor).sort().join(',')}`),
  narrow: (actor, event, payload) => controlShareOf(instances, actor, event, payload),
});
