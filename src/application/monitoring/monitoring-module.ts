import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { SystemListsQueries } from './system-lists.queries';
import { MediaServerCommands, mediaServerNoticeRules } from './media-server.commands';
import { MonitorCommands } from './monitor.commands';
import { MonitorQueries } from './monitor.queries';
import { MultiviewCommands } from './multiview.commands';
import { MultiviewFeed } from './multiview-feed';
import { MultiviewQueries } from './multiview.queries';
import { WallLayoutCommands } from './wall-layout.commands';
import { WallLayoutQueries } from './wall-layout.queries';
import { WallAlarmBell } from './wall-alarm-bell';
import { WallSwitches } from './wall-switches';
import { WallTiles } from './wall-tiles';

/** /monitor, /sysmonitor and /multiview (spec 2 §2): the walls of live previews. */
export const monitoringModule = new ContainerModule(({ bind }) => {
  bind(WallLayoutQueries).toSelf().inSingletonScope();
  bind(WallLayoutCommands).toSelf().inSingletonScope();
  bind(MonitorQueries).toSelf().inSingletonScope();
  bind(MonitorCommands).toSelf().inSingletonScope();
  bind(MultiviewQueries).toSelf().inSingletonScope();
  bind(MultiviewCommands).toSelf().inSingletonScope();
  bind(MultiviewFeed).toSelf().inSingletonScope();
  bind(SystemListsQueries).toSelf().inSingletonScope();
  bind(MediaServerCommands).toSelf().inSingletonScope();
  bind(WallTiles).toSelf().inSingletonScope();
  bind(WallSwitches).toSelf().inSingletonScope();
  bind(WallAlarmBell).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(mediaServerNoticeRules);
});
