export { commandsModule } from './commands';
export { sessionModule } from './session';
export { storeModule } from './store';
export type { ServiceLocator, ServiceToken } from './services';
