import { settingsAreaCommands } from '../../domain/settings-area';
import { inject, injectable } from 'inversify';
import type { AccountDraft } from '../../domain/accounts';
import type { ListTypeDraft } from '../../domain/cms';
import type { GroupDraft } from '../../domain/groups';
import type { RunningOrderDraft } from '../../domain/running-orders';
import type { SettingDraft } from '../../domain/settings';
import { saveOutcome, type SaveMode, type SaveOutcome } from '../admin-kit';
import { CommandPort, type TopicAddress } from '../ports';

const modeOf = (id: number | undefined): SaveMode => (id === undefined ? 'create' : 'update');

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
 * The settings area's saves (spec 3 §7): the editor of a new record pushes `save` on `…:create`, of an existing
 * one on `…:{id}` (the push holds its topic). State changes only when the `…:all` list sends the update back.
 */
@injectable()
export class SettingsAreaCommands {
  constructor(@inject(CommandPort) private readonly commands: CommandPort) {}

  async saveSetting(setting: SettingDraft): Promise<SaveOutcome> {
    const address: TopicAddress<'settings:create' | 'settings:{id}'> =
      setting.id === undefined
        ? { pattern: 'settings:create' }
        : { pattern: 'settings:{id}', params: { id: String(setting.id) } };
    const result = await this.commands.push({
      ...address,
      name: settingsAreaCommands.setting,
      push: 'save',
      payload: { setting },
      args: { setting, mode: modeOf(setting.id) },
      target: `setting:${setting.id ?? 'new'}`,
    });
    return saveOutcome(result);
  }

  async saveAccount(account: AccountDraft): Promise<SaveOutcome> {
    const address: TopicAddress<'accounts:create' | 'accounts:{id}'> =
      account.id === undefined
        ? { pattern: 'accounts:create' }
        : { pattern: 'accounts:{id}', params: { id: String(account.id) } };
    const result = await this.commands.push({
      ...address,
      name: settingsAreaCommands.account,
      push: 'save',
      payload: { account },
      args: { account: withoutPasswords(account), mode: modeOf(account.id) },
      target: `account:${account.id ?? account.email}`,
    });
    return saveOutcome(result);
  }

  async saveGroup(group: GroupDraft): Promise<SaveOutcome> {
    const address: TopicAddress<'groups:create' | 'groups:{id}'> =
      group.id === undefined
        ? { pattern: 'groups:create' }
        : { pattern: 'groups:{id}', params: { id: String(group.id) } };
    const result = await this.commands.push({
      ...address,
      name: settingsAreaCommands.group,
      push: 'save',
      payload: { group },
      args: { group, mode: modeOf(group.id) },
      target: `group:${group.id ?? 'new'}`,
    });
    return saveOutcome(result);
  }

  async saveListType(listType: ListTypeDraft): Promise<SaveOutcome> {
    const address: TopicAddress<'cms:list_type:create' | 'cms:list_type:{id}'> =
      listType.id === undefined
        ? { pattern: 'cms:list_type:create' }
        : { pattern: 'cms:list_type:{id}', params: { id: String(listType.id) } };
    const result = await this.commands.push({
      ...address,
      name: settingsAreaCommands.listType,
      push: 'save',
      payload: { list_type: listType },
      args: { list_type: listType, mode: modeOf(listType.id) },
      target: `list_type:${listType.id ?? 'new'}`,
    });
    return saveOutcome(result);
  }

  async saveRunningOrder(runningOrder: RunningOrderDraft): Promise<SaveOutcome> {
    const address: TopicAddress<'running_orders:create' | 'running_orders:{id}'> =
      runningOrder.id === undefined
        ? { pattern: 'running_orders:create' }
        : { pattern: 'running_orders:{id}', params: { id: String(runningOrder.id) } };
    const result = await this.commands.push({
      ...address,
      name: settingsAreaCommands.runningOrder,
      push: 'save',
      payload: { running_order: runningOrder },
      args: { running_order: runningOrder, mode: modeOf(runningOrder.id) },
      target: `running_order:${runningOrder.id ?? 'new'}`,
    });
    return saveOutcome(result);
  }
}
