// The signed-in part of the console, one chunk loaded on demand (signed-in-features.ts): the live protocol (the
// phoenix gateway and every topic's codecs) and every feature's services. Nothing here is on the login route.
//
// A feature that adds services adds its manifest (src/application/<feature>/manifest.ts) to `featureManifests`
// below, not its module to src/main.tsx: what main.tsx loads is in the JavaScript of every page, the login route
// included (docs/performance.md).
import { ContainerModule } from 'inversify';
import type { ServiceLocator } from '../../application';
import { type FeatureManifest, manifestKeepers, manifestModules } from '../../application/features';
import { DesktopNotifications } from '../../application/notifications';
import { TableParser } from '../../application/ports';
import type { PageCloseWarning } from '../../application/uploads';
import { featureProjections, registerProjections } from '../../domain/state';
import { browserRecordingOpener } from '../recording';
import { PapaTableParser } from '../table';
import { BrowserWhepClient, FetchReadinessProbe } from '../webrtc';
import { auditManifest } from '../../application/audit/manifest';
import { billingManifest } from '../../application/billing/manifest';
import { bottomSheetManifest } from '../../application/bottom-sheet/manifest';
import { channelControlsManifest } from '../../application/channel-controls/manifest';
import { channelsAdminManifest } from '../../application/channels-admin/manifest';
import { clipsManifest } from '../../application/clips/manifest';
import { cloudrecManifest } from '../../application/cloudrec/manifest';
import { contentManifest } from '../../application/content/manifest';
import { dashboardManifest } from '../../application/dashboard/manifest';
import { developerManifest } from '../../application/developer/manifest';
import { devicesManifest } from '../../application/devices/manifest';
import { drillsManifest } from '../../application/drills/manifest';
import { editingManifest } from '../../application/editing/manifest';
import { undoManifest } from '../../application/undo/manifest';
import { eventEditorManifest } from '../../application/event-editor/manifest';
import { eventsListManifest } from '../../application/events-list/manifest';
import { externalDevicesManifest } from '../../application/external-devices/manifest';
import { formsManifest } from '../../application/forms/manifest';
import { inputsManifest } from '../../application/inputs/manifest';
import { instancesManifest } from '../../application/instances/manifest';
import { maintenanceControlManifest } from '../../application/maintenance/manifest';
import { monitoringManifest } from '../../application/monitoring/manifest';
import { notificationsManifest } from '../../application/notifications/manifest';
import { processesManifest } from '../../application/processes/manifest';
import { productionsManifest } from '../../application/productions/manifest';
import { profileManifest } from '../../application/profile/manifest';
import { recordingManifest } from '../../application/recording/manifest';
import { replayManifest } from '../../application/replay-inspector/manifest';
import { replayModeManifest } from '../../application/replay-console/manifest';
import { sessionsManifest } from '../../application/sessions/manifest';
import { settingsAreaManifest } from '../../application/settings/manifest';
import { shellManifest } from '../../application/shell/manifest';
import { uploadsManifest } from '../../application/uploads/manifest';

export { PhoenixSocketGateway } from '../socket';
export { createWireNormalizer } from '../wire/create-normalizer';

/** Folds the features' projections from now on (registering again changes nothing). */
export const registerFeatureProjections = (): void => registerProjections(featureProjections);

/** What only the page has, for the features that need it. */
export interface FeatureOptions {
  readonly pageCloseWarning: PageCloseWarning;
}

/**
 * Every feature of the signed-in console, one manifest each (its module and keepers); the order is the order
 * their modules load. Replay, replay mode and the full session recorder are here too: only /replay,
 * /replay/view and the shell use them.
 */
export const featureManifests: readonly FeatureManifest[] = [
  notificationsManifest,
  shellManifest,
  processesManifest,
  uploadsManifest,
  inputsManifest,
  auditManifest,
  clipsManifest,
  cloudrecManifest,
  channelControlsManifest,
  dashboardManifest,
  eventsListManifest,
  settingsAreaManifest,
  channelsAdminManifest,
  contentManifest,
  formsManifest,
  bottomSheetManifest,
  editingManifest,
  undoManifest,
  eventEditorManifest,
  profileManifest,
  sessionsManifest,
  maintenanceControlManifest,
  externalDevicesManifest,
  instancesManifest,
  monitoringManifest,
  drillsManifest,
  developerManifest,
  productionsManifest,
  devicesManifest,
  billingManifest,
  replayManifest,
  replayModeManifest,
  recordingManifest,
];

/** The imports' table parser (papaparse itself loads on first use): only the content screens parse tables. */
const tableModule = new ContainerModule(({ bind }) => {
  bind(TableParser).toConstantValue(new PapaTableParser());
});

/** Every feature's services, bound when the signed-in part loads. */
export const featureModules = (options: FeatureOptions): ContainerModule[] => [
  tableModule,
  ...manifestModules(featureManifests, {
    pageCloseWarning: options.pageCloseWarning,
    whep: new BrowserWhepClient(),
    readiness: new FetchReadinessProbe(),
    recordingOpener: browserRecordingOpener,
  }),
];

/**
 * What runs for the page's lifetime once the features are in: every feature's keepers, then desktop
 * notifications (after the features' notice rules are bound: the feed reads them once).
 */
export const startKeepers = (services: ServiceLocator): void => {
  for (const keeper of manifestKeepers(featureManifests)) services.get(keeper).start();
  services.get(DesktopNotifications).start();
};
