import { ContainerModule } from 'inversify';
import { ReadinessProbe, WhepPort } from '../ports';
import { ProductionStreamers } from './production-streamers';
import { ProductionPresets } from './production-presets';
import { ProductionsQueries } from './productions.queries';
import { WebrtcReaders } from './webrtc-readers';

/** /productions and /intercom (spec 3 §2.9): the list, the viewer, its presets; WHEP comes from the page. */
export const productionsModule = (whep: WhepPort, probe: ReadinessProbe): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(WhepPort).toConstantValue(whep);
    bind(ReadinessProbe).toConstantValue(probe);
    bind(ProductionStreamers).toSelf().inSingletonScope();
    bind(ProductionsQueries).toSelf().inSingletonScope();
    bind(ProductionPresets).toSelf().inSingletonScope();
    bind(WebrtcReaders).toSelf().inSingletonScope();
  });
