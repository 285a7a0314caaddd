import type { AreaRoute, ScreenManifest } from '../features';
import { auditScreens } from '../audit/manifest';
import { billingScreens } from '../billing/manifest';
import { channelsAdminScreens } from '../channels-admin/manifest';
import { cloudrecScreens } from '../cloudrec/manifest';
import { contentScreens } from '../content/manifest';
import { dashboardScreens } from '../dashboard/manifest';
import { developerScreens } from '../developer/manifest';
import { devicesScreens } from '../devices/manifest';
import { eventsListScreens } from '../events-list/manifest';
import { instancesScreens } from '../instances/manifest';
import { monitoringScreens } from '../monitoring/manifest';
import { productionsScreens } from '../productions/manifest';
import { settingsAreaScreens } from '../settings/manifest';

/**
 * Every feature's screens, one manifest each (src/ui/<feature>/manifest.ts): a feature that adds an area or a
 * screen adds it to its manifest, and a new feature adds its manifest here. Each entry is code on the login
 * route's entry chunk (the screens themselves load on demand), which has a size ceiling (docs/performance.md).
 */
const screenManifests: readonly ScreenManifest[] = [
  dashboardScreens,
  productionsScreens,
  eventsListScreens,
  cloudrecScreens,
  contentScreens,
  channelsAdminScreens,
  settingsAreaScreens,
  instancesScreens,
  devicesScreens,
  billingScreens,
  monitoringScreens,
  auditScreens,
  developerScreens,
];

/** The guarded areas under the console's root (spec 1 §2.1, spec 3 §2), the live and the replay console's alike. */
export const areaRoutes: readonly AreaRoute[] = screenManifests.flatMap((manifest) => manifest.areas);
