export { DetachedHttp } from './detached-http';
export { DetachedSocket, replayPushReply, socketDetachedText } from './detached-socket';
export { MemoryKeyValueStorage, MemoryRecordStorage, MemoryTokenStorage } from './memory-storage';
export { commandsDisabledText, RefusedCommands, ReplayCommandBus } from './replay-command-bus';
export { ReplayClock } from './replay-clock';
export { ReplayMode } from './replay-mode';
export { inReplayConsole, replayConsoleBase, ReplayModeSwitch, replayModeSwitchModule } from './replay-mode-switch';
export { replayConsoleModule, replayModeModule } from './replay-mode-module';
export { ReplayedStore } from './replayed-store';
