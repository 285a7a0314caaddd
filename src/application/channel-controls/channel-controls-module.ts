import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { channelControlNoticeRules } from './channel-controls-notices';
import { ChannelControlCommands } from './channel-controls.commands';
import { ChannelControlsQueries } from './channel-controls.queries';

/** The channel tile actions of dashboard events (spec 2 §2 "Channel tile"). */
export const channelControlsModule = new ContainerModule(({ bind }) => {
  bind(ChannelControlsQueries).toSelf().inSingletonScope();
  bind(ChannelControlCommands).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(channelControlNoticeRules);
});
