import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { ChannelsAdminCommands } from './channels-admin.commands';
import { channelsAdminNoticeRules } from './channels-admin-notices';
import { ChannelsAdminQueries } from './channels-admin.queries';

/** The /channels area and the channel editor (spec 2 §2, spec 3 §2.3). */
export const channelsAdminModule = new ContainerModule(({ bind }) => {
  bind(ChannelsAdminCommands).toSelf().inSingletonScope();
  bind(ChannelsAdminQueries).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(channelsAdminNoticeRules);
});
