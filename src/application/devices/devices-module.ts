import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { DeviceFeed } from './device-feed';
import { DeviceCommands } from './devices.commands';
import { deviceNoticeRules } from './devices-notices';
import { DevicesQueries } from './devices.queries';
import { PlanQueries } from './plan.queries';

/** /devices (spec 3 §2.6): the inventory, its editor's topics and pushes, the plan; the device toasts (§8). */
export const devicesModule = new ContainerModule(({ bind }) => {
  bind(DevicesQueries).toSelf().inSingletonScope();
  bind(DeviceCommands).toSelf().inSingletonScope();
  bind(DeviceFeed).toSelf().inSingletonScope();
  bind(PlanQueries).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(deviceNoticeRules);
});
