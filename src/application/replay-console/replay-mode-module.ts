import { ContainerModule } from 'inversify';
import { CommandBus, ViewChoices } from '../commands';
import { AccessPendingText } from '../navigation';
import { NoticeSource } from '../notifications';
import {
  ClockPort,
  CommandPort,
  HttpPort,
  KeyValueStorage,
  NavigationPort,
  RecordStorage,
  SocketPort,
  TokenStorage,
} from '../ports';
import { InspectorQueries, ReplayQueries, ReplayService } from '../replay-inspector';
import type { ServiceLocator } from '../services';
import { DisplayZone } from '../shared';
import { StateReader } from '../store';
import { DetachedHttp } from './detached-http';
import { DetachedSocket } from './detached-socket';
import { MemoryKeyValueStorage, MemoryRecordStorage, MemoryTokenStorage } from './memory-storage';
import { RefusedCommands, ReplayCommandBus } from './replay-command-bus';
import { ReplayJump } from './replay-jump';
import { ReplayClock } from './replay-clock';
import { ReplayMode } from './replay-mode';
import { ReplayModeSwitch } from './replay-mode-switch';
import { ReplayedStore } from './replayed-store';

// The composition root disposes the replay console's store with the console (it loads this module lazily).
export { ReplayedStore };

/**
 * A guarded screen at a cursor before the recording's profile frame: live, the console was waiting for it at
 * that moment; a recording that never holds one (a slice, a file made before the sign-in) would wait forever.
 */
export const replayAccessPendingText =
  'The recording holds no signed-in account up to this entry: move the cursor on, or open the file on the Replay screen.';

/** The live console's replay mode, with the replay service: part of the signed-in features. */
export const replayModeModule = new ContainerModule(({ bind }) => {
  bind(ReplayMode)
    .toDynamicValue(
      (context) =>
        new ReplayMode(
          context.get(ReplayService),
          context.get<NavigationPort>(NavigationPort),
          context.get(ReplayModeSwitch),
        ),
    )
    .inSingletonScope();
  bind(ReplayJump)
    .toDynamicValue((context) => new ReplayJump(context.get(ReplayService), context.get(InspectorQueries)))
    .inSingletonScope();
});

/**
 * Loaded last into a container built with every feature module, this makes it a replay console
 * (docs/replay-mode.md): the store follows the live container's replay cursor, socket and HTTP are detached,
 * every command is refused with a notice, the clock is the recorded time, times show in the recorded zone,
 * storage is in memory.
 */
export const replayConsoleModule = (live: ServiceLocator): ContainerModule =>
  new ContainerModule(({ bind, rebind, unbind, isBound }) => {
    const replay = live.get(ReplayService);
    // Times show in the zone the recording's console showed them in, not the replaying browser's: the newest
    // zone the recording holds (one per session), else this browser's as before.
    const zone = replay.stateAt(replay.total).displayZone.zone;
    if (zone !== undefined) {
      if (isBound(DisplayZone)) rebind(DisplayZone).toConstantValue(zone);
      else bind(DisplayZone).toConstantValue(zone);
    }
    rebind(ReplayService).toConstantValue(replay);
    rebind(ReplayQueries).toConstantValue(live.get(ReplayQueries));
    rebind(ReplayMode).toConstantValue(live.get(ReplayMode));
    rebind(ReplayJump).toConstantValue(live.get(ReplayJump));
    rebind(ReplayModeSwitch).toConstantValue(live.get(ReplayModeSwitch));
    bind(ReplayedStore).toConstantValue(new ReplayedStore(replay));
    rebind(StateReader).toService(ReplayedStore);
    rebind(SocketPort)
      .toDynamicValue((context) => new DetachedSocket(context.get<StateReader>(StateReader)))
      .inSingletonScope();
    rebind(HttpPort).toConstantValue(new DetachedHttp());
    // The recording holds the operator's view choices; the replay shows those and adds none.
    rebind(ViewChoices).toConstantValue({ choose: () => undefined });
    rebind(ClockPort).toConstantValue(new ReplayClock(replay));
    rebind(TokenStorage).toConstantValue(new MemoryTokenStorage());
    rebind(KeyValueStorage).toConstantValue(new MemoryKeyValueStorage());
    rebind(RecordStorage).toConstantValue(new MemoryRecordStorage());
    bind(AccessPendingText).toConstantValue(replayAccessPendingText);
    const refusals = new RefusedCommands();
    bind(NoticeSource).toConstantValue(refusals);
    rebind(CommandPort).toConstantValue(new ReplayCommandBus(refusals));
    // No live bus at all in a replay console: whatever asked for one would push, journal and reach the server.
    unbind(CommandBus);
  });
