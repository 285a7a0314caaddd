import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { SettingsAreaCommands } from './settings-area.commands';
import { settingsAreaNoticeRules } from './settings-area-notices';
import { SettingsAreaQueries } from './settings-area.queries';

/** The settings area's lists and saves (spec 3 §2.2). */
export const settingsAreaModule = new ContainerModule(({ bind }) => {
  bind(SettingsAreaCommands).toSelf().inSingletonScope();
  bind(SettingsAreaQueries).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(settingsAreaNoticeRules);
});
