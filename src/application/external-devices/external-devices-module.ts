import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { ExternalDeviceCommands } from './external-devices.commands';
import { ExternalDevicesFeed } from './external-devices-feed';
import { externalDeviceNoticeRules } from './external-devices-notices';
import { ExternalDevicesQueries } from './external-devices.queries';

/** /settings/external_devices/videohub, /teranex, /pdu (spec 3 §2.2). */
export const externalDevicesModule = new ContainerModule(({ bind }) => {
  bind(ExternalDevicesQueries).toSelf().inSingletonScope();
  bind(ExternalDevicesFeed).toSelf().inSingletonScope();
  bind(ExternalDeviceCommands).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(externalDeviceNoticeRules);
});
