import { ContainerModule } from 'inversify';
import {
  ClockPort,
  HttpCodecs,
  HttpPort,
  IdPort,
  KeyValueStorage,
  PushCodecs,
  RecordStorage,
  RuntimeConfig,
  SocketPort,
  TokenStorage,
} from '../../application/ports';
import { RecordingBlocks } from '../../application/recording';
import { DisplayZone } from '../../application/shared';
import { Normalizer } from '../../application/store';
import { FetchHttpClient } from '../http';
import { lazyRecordingBlocks } from '../recording';
import { DeferredSocket } from '../socket';
import { IndexedDbRecordStorage, LocalKeyValueStorage, LocalTokenStorage } from '../storage';
import { platformZone, RandomIds, SystemClock } from '../system';
import { createStagedNormalizer } from '../wire/create-staged-normalizer';
import { StagedNormalizer } from '../wire/normalizer';
import { completeProtocol, loadSignedInCode, signedInCodeRequested } from './signed-in-features';

/**
 * The wire boundary: every HTTP answer from the start, every topic (and push codec) once the socket's code has
 * loaded (the login route carries no topic codecs, docs/performance.md).
 */
export const wireModule = new ContainerModule(({ bind }) => {
  bind(StagedNormalizer).toConstantValue(createStagedNormalizer());
  bind(Normalizer).toService(StagedNormalizer);
  bind(PushCodecs).toService(StagedNormalizer);
  bind(HttpCodecs).toService(StagedNormalizer);
});

/** The socket: one Phoenix gateway at the configured socket URL, loaded with the signed-in part on first connect. */
export const socketModule = new ContainerModule(({ bind }) => {
  bind(SocketPort)
    .toDynamicValue((context) => {
      const { socketUrl } = context.get<RuntimeConfig>(RuntimeConfig);
      const normalizer = context.get(StagedNormalizer);
      return new DeferredSocket(async () => {
        const loaded = await loadSignedInCode();
        completeProtocol(normalizer, loaded);
        return new loaded.PhoenixSocketGateway(socketUrl);
      });
    })
    .inSingletonScope();
});

/** HTTP under the configured API base, with the stored token as Authorization. */
export const httpModule = new ContainerModule(({ bind }) => {
  bind(HttpPort)
    .toDynamicValue(
      (context) =>
        new FetchHttpClient(context.get<RuntimeConfig>(RuntimeConfig).apiBase, context.get<TokenStorage>(TokenStorage)),
    )
    .inSingletonScope();
});

/**
 * Browser storage: token and preferences in localStorage, journal and flight recorder in IndexedDB (the
 * recorder's blocks in recording format version 2, compressed).
 */
export const storageModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(TokenStorage).toConstantValue(new LocalTokenStorage(storage));
    bind(KeyValueStorage).toConstantValue(new LocalKeyValueStorage(storage));
    bind(RecordStorage).toConstantValue(new IndexedDbRecordStorage());
    bind(RecordingBlocks).toConstantValue(lazyRecordingBlocks(signedInCodeRequested));
  });

/** The client clock and correlation ids. */
export const systemModule = new ContainerModule(({ bind }) => {
  bind(ClockPort).toConstantValue(new SystemClock());
  bind(IdPort).toConstantValue(new RandomIds());
  // The one place the display zone gets its default (a replay console rebinds it to the recorded zone).
  bind(DisplayZone).toConstantValue(platformZone());
});
