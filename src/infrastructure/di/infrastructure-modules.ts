import { ContainerModule } from 'inversify';
import { ClockPort, HttpPort, IdPort, KeyValueStorage, RecordStorage, RuntimeConfig, SocketPort, TokenStorage } from '../../application/ports';
import { Normalizer } from '../../application/store';
import { FetchHttpClient } from '../http/fetch-http-client';
import { PhoenixSocketGateway } from '../socket/phoenix-socket-gateway';
import { IndexedDbRecordStorage } from '../storage/indexed-db-storage';
import { LocalKeyValueStorage, LocalTokenStorage } from '../storage/web-storage';
import { RandomIds, SystemClock } from '../system/browser-system';
import { createWireNormalizer } from '../wire';

/** The wire boundary: the normalizer of the full protocol catalogue. */
export const wireModule = new ContainerModule(({ bind }) => {
  bind(Normalizer).toConstantValue(createWireNormalizer());
});

/** The socket: one Phoenix gateway at the configured socket URL. */
export const socketModule = new ContainerModule(({ bind }) => {
  bind(SocketPort).toDynamicValue((context) => new PhoenixSocketGateway(context.get<RuntimeConfig>(RuntimeConfig).socketUrl)).inSingletonScope();
});

/** HTTP under the configured API base, with the stored token as Authorization. */
export const httpModule = new ContainerModule(({ bind }) => {
  bind(HttpPort)
    .toDynamicValue((context) => new FetchHttpClient(context.get<RuntimeConfig>(RuntimeConfig).apiBase, context.get<TokenStorage>(TokenStorage)))
    .inSingletonScope();
});

/** Browser storage: token and preferences in localStorage, journal and flight recorder in IndexedDB. */
export const storageModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(TokenStorage).toConstantValue(new LocalTokenStorage(storage));
    bind(KeyValueStorage).toConstantValue(new LocalKeyValueStorage(storage));
    bind(RecordStorage).toConstantValue(new IndexedDbRecordStorage());
  });

/** The client clock and correlation ids. */
export const systemModule = new ContainerModule(({ bind }) => {
  bind(ClockPort).toConstantValue(new SystemClock());
  bind(IdPort).toConstantValue(new RandomIds());
});
