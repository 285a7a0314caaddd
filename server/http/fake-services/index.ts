import type { Route } from '../route';
import { bettingInfoRoutes } from './betting-info';
import { sportsRoutes } from './sports';
import { tvContentRoutes } from './tv-content';

export { fakeBettingBase } from './betting-info';
export { fakeSportsBase } from './sports';
export { fakeSeries, fakeTvContentApiKey, fakeTvContentBase } from './tv-content';

/** Offline stand-ins for the event editor's outside services (no login needed, as the real ones use their own keys). */
export const fakeServiceRoutes: readonly Route[] = [...tvContentRoutes, ...bettingInfoRoutes, ...sportsRoutes];
