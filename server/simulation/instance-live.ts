import type { InstanceLive } from '../../src/domain/instances';
import type { World } from './world';
import type { InstanceFacts } from './world-facts';

/** How long ago an offline instance was last heard of, as the control topic reports it. */
const offlineForSeconds = 4 * 3600;

/** Whether an instance answers: active and not kept offline by the simulation's settings. */
export const isOnline = (world: World, facts: InstanceFacts): boolean => facts.active && !world.offline.has(facts.id);

/** Streamer-less instances (external devices) report no streamer facts. */
const hasStreamer = (facts: InstanceFacts): boolean => facts.type !== 'external_device';

export const instanceLive = (
  world: World,
  facts: InstanceFacts,
  nowSeconds: number,
  startedSeconds: number,
): InstanceLive => {
  const online = isOnline(world, facts);
  const streamer = hasStreamer(facts)
    ? {
        ...(facts.streamerState ? { streamer_state: facts.streamerState } : {}),
        ...(facts.streamerVersion ? { streamer_version: facts.streamerVersion } : {}),
        ...(facts.updateInfo ? { streamer_update_info: facts.updateInfo } : {}),
      }
    : {};
  return {
    online,
    ...streamer,
    last_seen: online ? nowSeconds : startedSeconds - offlineForSeconds - (facts.id % 60) * 60,
  };
};

/** Control `instances`: every active instance by id. */
export const instancesLive = (
  world: World,
  nowSeconds: number,
  startedSeconds: number,
): Record<string, InstanceLive> => {
  const snapshot: Record<string, InstanceLive> = {};
  for (const facts of world.instances)
    if (facts.active) snapshot[String(facts.id)] = instanceLive(world, facts, nowSeconds, startedSeconds);
  return snapshot;
};
