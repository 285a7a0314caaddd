import { inject, injectable } from 'inversify';
import { instanceAdminCommands, type InstanceInput } from '../../domain/instances';
import { actionOutcome, saveOutcome, type ActionOutcome, type SaveOutcome } from '../admin-kit';
import { pushEntitySave } from '../commands';
import { CommandPort, type TopicAddress } from '../ports';

/** The token is the streaming app's credential: the journal says whether one was sent, not what it was. */
const journaled = (instance: InstanceInput): Record<string, unknown> => ({
  ...instance,
  token: instance.token === '' ? '' : '(set)',
});

/**
 * The instance editor's save and the Remove of root and developer (spec 3 §7): `instances:create` or
 * `instances:{id}`. State changes when instances:all sends the update back.
 */
@injectable()
export class InstanceAdminCommands {
  constructor(@inject(CommandPort) private readonly commands: CommandPort) {}

  async save(instance: InstanceInput, version?: number): Promise<SaveOutcome> {
    const result = await pushEntitySave(this.commands, {
      version,
      kind: 'instance',
      key: instance.id,
      name: instanceAdminCommands.save,
      payload: { instance },
      args: { instance: journaled(instance) },
      target: `instance:${instance.id ?? 'new'}`,
    });
    return saveOutcome(result);
  }

  /**
   * Root or developer (the view offers it to them; the server refuses others). A time-out is a failure too.
   * `version`: the instance's as the editor read it; a changed instance stays, refused stale (issue 32 §2).
   */
  async remove(id: number, version?: number): Promise<ActionOutcome> {
    const address: TopicAddress<'instances:{id}'> = { pattern: 'instances:{id}', params: { id: String(id) } };
    const result = await this.commands.push({
      ...address,
      name: instanceAdminCommands.remove,
      push: 'delete',
      payload: { instance_id: id, ...(version === undefined ? {} : { version }) },
      target: `instance:${id}`,
    });
    return actionOutcome(result);
  }
}
