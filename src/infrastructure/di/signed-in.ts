// The signed-in part of the console, one chunk loaded on demand (signed-in-features.ts): the live protocol (the
// phoenix gateway and every topic's codecs) and every feature's services. Nothing here is on the login route.
//
// A feature that adds screens adds its ContainerModule to `featureModules` below, not to src/main.tsx: what
// main.tsx loads is in the JavaScript of every page, the login route included (docs/performance.md).
import { ContainerModule } from 'inversify';
import { auditModule } from '../../application/audit';
import { channelControlsModule } from '../../application/channel-controls';
import { clipsModule } from '../../application/clips';
import { cloudrecModule } from '../../application/cloudrec';
import { dashboardModule } from '../../application/dashboard';
import { inputsModule } from '../../application/inputs';
import { bottomSheetModule } from '../../application/bottom-sheet';
import { eventEditorModule } from '../../application/event-editor';
import { formsModule } from '../../application/forms';
import { eventsListModule } from '../../application/events-list';
import { settingsAreaModule } from '../../application/settings-area';
import { channelsAdminModule } from '../../application/channels-admin';
import { contentModule } from '../../application/content';
import { DesktopNotifications } from '../../application/notifications';
import { ProcessKeeper, processesModule } from '../../application/processes';
import { sessionRecordingModule } from '../../application/recording';
import { replayModule } from '../../application/replay';
import { replayModeModule } from '../../application/replay-mode';
import type { ServiceLocator } from '../../application';
import { type PageCloseWarning, uploadsModule } from '../../application/uploads';
import { externalDevicesModule } from '../../application/external-devices';
import { instancesModule } from '../../application/instances';
import { maintenanceModule } from '../../application/maintenance-control';
import { profileModule } from '../../application/profile';
import { monitoringModule } from '../../application/monitoring';
import { SessionEndWatch, sessionsModule } from '../../application/sessions';
import { featureProjections, registerProjections } from '../../domain/state';
import { productionsModule } from '../../application/productions';
import { devicesModule } from '../../application/devices';
import { developerModule } from '../../application/developer';
import { billingModule } from '../../application/billing';
import { TableParser } from '../../application/ports';
import { browserRecordingOpener } from '../recording';
import { PapaTableParser } from '../table';
import { BrowserWhepClient, FetchReadinessProbe } from '../webrtc';

export { PhoenixSocketGateway } from '../socket';
export { createWireNormalizer } from '../wire/create-normalizer';

/** Folds the features' projections from now on (registering again changes nothing). */
export const registerFeatureProjections = (): void => registerProjections(featureProjections);

/** What only the page has, for the features that need it. */
export interface FeatureOptions {
  readonly pageCloseWarning: PageCloseWarning;
}

/** The imports' table parser (papaparse itself loads on first use): only the content screens parse tables. */
const tableModule = new ContainerModule(({ bind }) => {
  bind(TableParser).toConstantValue(new PapaTableParser());
});

/** Every feature's services, bound when the signed-in part loads. */
export const featureModules = (options: FeatureOptions): ContainerModule[] => [
  tableModule,
  processesModule,
  uploadsModule(options.pageCloseWarning),
  inputsModule,
  auditModule,
  clipsModule,
  cloudrecModule,
  channelControlsModule,
  dashboardModule,
  eventsListModule,
  settingsAreaModule,
  channelsAdminModule,
  contentModule,
  formsModule,
  bottomSheetModule,
  eventEditorModule,
  profileModule,
  sessionsModule,
  maintenanceModule,
  externalDevicesModule,
  instancesModule,
  monitoringModule,
  developerModule,
  productionsModule(new BrowserWhepClient(), new FetchReadinessProbe()),
  devicesModule,
  billingModule,
  // Replay, replay mode and the full session recorder: only /replay, /replay/view and the shell use them.
  replayModule(browserRecordingOpener),
  replayModeModule,
  sessionRecordingModule,
];

/**
 * What runs for the page's lifetime once the features are in: the process list kept in local storage (spec 1
 * §2.6) and desktop notifications (after the features' notice rules are bound: the feed reads them once).
 */
export const startKeepers = (services: ServiceLocator): void => {
  services.get(ProcessKeeper).start();
  services.get(DesktopNotifications).start();
  // A session deleted from another browser signs this one out (spec 3 §2.2 sessions).
  services.get(SessionEndWatch).start();
};
