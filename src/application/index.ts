export { commandsModule } from './commands';
export { sessionModule } from './sign-in';
export { storeModule } from './store';
export type { ServiceLocator, ServiceToken } from './services';
