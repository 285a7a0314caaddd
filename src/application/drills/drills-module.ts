import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { DrillCommands } from './drills.commands';
import { drillNoticeRules } from './drills-notices';
import { DrillQueries } from './drills.queries';

/** Fault drills (issue 31 §2): the system monitor's Drill panel. */
export const drillsModule = new ContainerModule(({ bind }) => {
  bind(DrillQueries).toSelf().inSingletonScope();
  bind(DrillCommands).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(drillNoticeRules);
});
