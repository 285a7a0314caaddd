import type { MediaconnectFlowStatus, MediaconnectStatus } from '../../src/domain/channels';
import type { Store } from '../storage/store';
import type { World } from './world';

/** System state key of the flows' settled statuses ({arn: 'ACTIVE'|'STANDBY'}): a started flow stays started over a restart. */
export const mediaconnectStateKey = 'mediaconnects';

/** How long a flow takes to start or stop, as AWS reports STARTING / STOPPING in between. */
export const flowTransitionMs = 3000;

/** The flow name AWS shows: the last part of its ARN (`…:flow:1-AbCdEf:tv-sport-a` → `tv-sport-a`). */
export const flowName = (arn: string): string => arn.slice(arn.lastIndexOf(':') + 1) || arn;

/**
 * MediaConnect flow statuses (control `mediaconnects`): STANDBY → STARTING → ACTIVE on start and ACTIVE →
 * STOPPING → STANDBY on stop. The settled statuses are stored; the transitions live only in memory.
 */
export class MediaconnectModel {
  private readonly statuses = new Map<string, MediaconnectFlowStatus>();

  constructor(private readonly store: Store) {}

  async load(): Promise<void> {
    const stored = (await this.store.system.get<Record<string, unknown>>(mediaconnectStateKey)) ?? {};
    for (const [arn, status] of Object.entries(stored))
      if (status === 'ACTIVE' || status === 'STANDBY') this.statuses.set(arn, status);
  }

  status(arn: string): MediaconnectFlowStatus {
    return this.statuses.get(arn) ?? 'STANDBY';
  }

  /** Marks the flows as changing now; `settle` finishes them. */
  begin(arns: readonly string[], target: 'ACTIVE' | 'STANDBY'): void {
    for (const arn of arns) this.statuses.set(arn, target === 'ACTIVE' ? 'STARTING' : 'STOPPING');
  }

  async settle(arns: readonly string[], target: 'ACTIVE' | 'STANDBY'): Promise<void> {
    for (const arn of arns) this.statuses.set(arn, target);
    await this.persist();
  }

  snapshot(world: World): Record<string, MediaconnectStatus> {
    // Arns are client text: entries, not assignments, so an arn named `__proto__` is a key like any other.
    const entries: [string, MediaconnectStatus][] = [];
    for (const channel of world.channels) {
      if (!channel.active) continue;
      for (const arn of channel.arns) entries.push([arn, { status: this.status(arn), name: flowName(arn) }]);
    }
    return Object.fromEntries(entries);
  }

  private async persist(): Promise<void> {
    const settled = Object.fromEntries(
      [...this.statuses].filter(([, status]) => status === 'ACTIVE' || status === 'STANDBY'),
    );
    await this.store.db.write((tx) => this.store.system.set(tx, mediaconnectStateKey, settled));
  }
}
