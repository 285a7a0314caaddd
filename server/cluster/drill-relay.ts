import * as t from 'io-ts';
import { drillFaults, type KeptDrill } from '../../src/domain/drills';
import { finite, listOf, oneOf, shape } from '../../src/infrastructure/wire/kit';
import type { ClusterBus } from '../protocol/cluster-bus';
import type { DrillBoard } from '../simulation/drill-board';

/** What crosses between processes: drills with their ids (ended ones too, so every playlist agrees). */
const CarriedDrills: t.Type<{ readonly drills: readonly KeptDrill[] }, unknown, unknown> = shape({
  drills: listOf(
    shape({ id: t.string, channel_uuid: t.string, fault: oneOf(drillFaults), started_at: finite, ends_at: finite }),
  ),
});

/**
 * Fault drills on every process of a cluster (docs/deploy.md): a playlist request may reach any worker, so each
 * holds every drill. A start or stop is sent as the drills it changed (`drills`); a process that starts asks the
 * others for theirs (`drills-wanted`), so a worker restarted alone serves the running drills again. Drills merge
 * whatever the order they arrive in (domain/drills/drill-set.ts).
 */
export const installDrillRelay = (board: DrillBoard, bus: ClusterBus, onError: (message: string) => void): void => {
  if (!bus.shared) return;
  board.shareWith = (drills) => bus.publish('drills', { drills });
  bus.on('drills', (args, from) => {
    const decoded = CarriedDrills.decode(args);
    if (decoded._tag === 'Left') return onError(`Cluster: drills from ${from} did not decode; ignored.`);
    board.merge(decoded.right.drills);
  });
  bus.on('drills-wanted', () => {
    if (board.kept().length > 0) bus.publish('drills', { drills: board.kept() });
  });
  bus.publish('drills-wanted', null);
};
