import { inject, injectable } from 'inversify';
import { defineCommands, pushed } from '../../domain/commands';
import type { BillingStatus } from '../../domain/schedule';
import { CommandPort } from '../ports';
import { eventsAllTopic } from '../schedule';

export const billingCommands = defineCommands('billing', { setStatus: pushed('billing.set_status') });

/** How marking a selection went: the events the server refused or did not answer. */
export interface MarkOutcome {
  readonly updated: number;
  readonly failed: readonly string[];
}

/** Spec 3 §4, §7: marking events billed or not_billed, one set_billing_status push per event. */
@injectable()
export class BillingCommands {
  constructor(@inject(CommandPort) private readonly commands: CommandPort) {}

  /** Each event gets its own toast ('Event was updated!' / 'Unable to update event!', spec 3 §8). */
  async mark(uuids: readonly string[], status: BillingStatus): Promise<MarkOutcome> {
    const results = await Promise.all(
      uuids.map(async (uuid) => {
        const result = await this.commands.push({
          pattern: eventsAllTopic,
          push: 'set_billing_status',
          payload: { event_uuid: uuid, status },
          name: billingCommands.setStatus,
          target: `event:${uuid}`,
        });
        return { uuid, ok: result.outcome === 'ok' };
      }),
    );
    return {
      updated: results.filter((result) => result.ok).length,
      failed: results.filter((result) => !result.ok).map((result) => result.uuid),
    };
  }
}
