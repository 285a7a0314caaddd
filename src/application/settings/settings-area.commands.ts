import { inject, injectable } from 'inversify';
import type { AccountDraft } from '../../domain/accounts';
import type { ListTypeDraft } from '../../domain/cms';
import type { GroupDraft } from '../../domain/groups';
import type { RunningOrderDraft } from '../../domain/running-orders';
import { settingsAreaCommands, type SettingDraft } from '../../domain/settings';
import { saveOutcome, type SaveOutcome } from '../admin-kit';
import { pushEntitySave } from '../commands';
import { CommandPort } from '../ports';

/** Passwords never enter the journal: the audit view and a recording show that one was set, not what it was. */
const withoutPasswords = (draft: AccountDraft): Record<string, unknown> => {
  const { password, password_confirm: confirm, own_password: own, ...rest } = draft;
  return {
    ...rest,
    ...(password !== undefined ? { password: '(set)' } : {}),
    ...(confirm !== undefined ? { password_confirm: '(set)' } : {}),
    ...(own !== undefined ? { own_password: '(set)' } : {}),
  };
};

/**
 * The settings area's saves (spec 3 §7), each an entity save (`pushEntitySave`: `…:create` or `…:{id}`). State
 * changes only when the `…:all` list sends the update back.
 */
@injectable()
export class SettingsAreaCommands {
  constructor(@inject(CommandPort) private readonly commands: CommandPort) {}

  async saveSetting(setting: SettingDraft, version?: number): Promise<SaveOutcome> {
    const result = await pushEntitySave(this.commands, {
      version,
      kind: 'setting',
      key: setting.id,
      name: settingsAreaCommands.setting,
      payload: { setting },
      target: `setting:${setting.id ?? 'new'}`,
    });
    return saveOutcome(result);
  }

  async saveAccount(account: AccountDraft, version?: number): Promise<SaveOutcome> {
    const result = await pushEntitySave(this.commands, {
      version,
      kind: 'account',
      key: account.id,
      name: settingsAreaCommands.account,
      payload: { account },
      args: { account: withoutPasswords(account) },
      target: `account:${account.id ?? account.email}`,
    });
    return saveOutcome(result);
  }

  async saveGroup(group: GroupDraft, version?: number): Promise<SaveOutcome> {
    const result = await pushEntitySave(this.commands, {
      version,
      kind: 'group',
      key: group.id,
      name: settingsAreaCommands.group,
      payload: { group },
      target: `group:${group.id ?? 'new'}`,
    });
    return saveOutcome(result);
  }

  async saveListType(listType: ListTypeDraft, version?: number): Promise<SaveOutcome> {
    const result = await pushEntitySave(this.commands, {
      version,
      kind: 'listType',
      key: listType.id,
      name: settingsAreaCommands.listType,
      payload: { list_type: listType },
      target: `list_type:${listType.id ?? 'new'}`,
    });
    return saveOutcome(result);
  }

  async saveRunningOrder(runningOrder: RunningOrderDraft, version?: number): Promise<SaveOutcome> {
    const result = await pushEntitySave(this.commands, {
      version,
      kind: 'runningOrder',
      key: runningOrder.id,
      name: settingsAreaCommands.runningOrder,
      payload: { running_order: runningOrder },
      target: `running_order:${runningOrder.id ?? 'new'}`,
    });
    return saveOutcome(result);
  }
}
