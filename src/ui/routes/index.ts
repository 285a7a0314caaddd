export { ConsoleRouter } from './console-router';
export { consoleAreas, createConsoleRoutes, onDemand } from './console-routes';
export type { ConsoleRoutes } from './console-routes';
export { createPageHistory, historyNavigator } from './page-history';
export type { History } from './page-history';
export { RouterNavigation } from './router-navigation';
export type { PageLocation } from './router-navigation';
