import { inject, injectable } from 'inversify';
import type { ListData } from '../../domain/cms';
import { releaseSavePlan, type ReleaseArea, type ReleaseForm } from '../../domain/developer';
import type { SaveOutcome } from '../admin-kit';
import { ContentCommands } from '../content';
import { ClockPort } from '../ports';

/**
 * Saves a release from the developer area's editor: the domain's plan (version required, one of the eight
 * statuses, updated_at now), pushed as a content record save, so /content's toasts and the audit name it as one
 * (spec 3 §8 'List data was updated!').
 */
@injectable()
export class ReleaseEditing {
  constructor(
    @inject(ContentCommands) private readonly commands: ContentCommands,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  /** The refusal text, or the save under way. */
  save(area: ReleaseArea, stored: ListData, form: ReleaseForm, version?: number): string | Promise<SaveOutcome> {
    const plan = releaseSavePlan(area, stored, form, new Date(this.clock.now()).toISOString());
    return plan.ok ? this.commands.saveRecord(plan.draft, undefined, version) : plan.problem;
  }
}
