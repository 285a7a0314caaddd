export { commandsModule } from './commands/commands-module';
export { sessionModule } from './session/session-module';
export { storeModule } from './store/store-module';
export type { ServiceLocator, ServiceToken } from './services';
