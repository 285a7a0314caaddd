import { inject, injectable } from 'inversify';
import { deviceCommands, type DeviceCreate } from '../../domain/devices';
import { saveOutcome, type SaveOutcome } from '../admin-kit';
import { pushEntitySave } from '../commands';
import { CommandPort, type TopicAddress } from '../ports';
import type { DeviceSavePlan } from './device-form';

/**
 * The device editor's pushes (spec 3 §7): `devices:create` save (a new device, or Take with parent_id) and
 * `devices:{id}` save and release. State changes when devices:all sends the device back.
 */
@injectable()
export class DeviceCommands {
  constructor(@inject(CommandPort) private readonly commands: CommandPort) {}

  async save(plan: Exclude<DeviceSavePlan, { kind: 'refused' }>, version?: number): Promise<SaveOutcome> {
    if (plan.kind === 'create') return this.create(plan.payload, deviceCommands.save);
    const result = await pushEntitySave(this.commands, {
      version,
      kind: 'device',
      key: plan.id,
      name: deviceCommands.save,
      payload: plan.payload,
      args: { identifier: plan.payload.device.identifier, log: plan.payload.device_log !== undefined },
      target: `device:${plan.id}`,
    });
    return saveOutcome(result);
  }

  /** 'Take device' (spec 3 §4): a child of a multiple-parents device. */
  take(payload: DeviceCreate): Promise<SaveOutcome> {
    return this.create(payload, deviceCommands.take);
  }

  /** 'Release device': frees a taken child; pushed on the child's own topic. */
  async release(childId: number): Promise<boolean> {
    const address: TopicAddress<'devices:{id}'> = { pattern: 'devices:{id}', params: { id: String(childId) } };
    const result = await this.commands.push({
      ...address,
      name: deviceCommands.release,
      push: 'release',
      payload: { id: childId },
      target: `device:${childId}`,
    });
    return result.outcome === 'ok';
  }

  private async create(payload: DeviceCreate, name: typeof deviceCommands.save): Promise<SaveOutcome> {
    const result = await pushEntitySave(this.commands, {
      kind: 'device',
      key: undefined,
      name,
      payload,
      args: {
        identifier: payload.device.identifier,
        ...(payload.parent_id !== undefined ? { parent_id: payload.parent_id } : {}),
      },
      target: payload.parent_id === undefined ? 'device:new' : `device:${payload.parent_id}`,
    });
    return saveOutcome(result);
  }
}
