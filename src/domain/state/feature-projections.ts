import { auditProjection } from '../audit';
import { accountsProjection } from '../accounts';
import { billingProjection } from '../billing';
import { channelsProjection, transcoderCommandsProjection } from '../channels';
import { clipsProjection } from '../clips';
import { cmsProjection, contentRecordsProjection } from '../cms';
import { devicesProjection } from '../devices';
import { drillsProjection } from '../drills';
import { editingProjection } from '../editing';
import { undoProjection } from '../undo';
import { labelListsProjection } from '../forms';
import { consoleTrafficProjection, serverHealthProjection } from '../developer';
import { instancesProjection } from '../instances';
import { monitorFilterPendingProjection } from '../monitoring';
import { processesProjection } from '../processes';
import { runningOrdersProjection } from '../running-orders';
import { dashboardChoicesProjection, dashboardWindowProjection } from '../dashboard';
import { eventsListChoicesProjection } from '../events-list';
import { bottomSheetChoicesProjection } from '../bottom-sheet';
import { eventsAnswersProjection, feedPushesProjection, scheduleProjection } from '../schedule';
import { uploadsProjection } from '../uploads';

/**
 * The features' projections, registered with `registerProjections` when the signed-in part of the console loads
 * (src/infrastructure/di/signed-in-features.ts); the core ones every page needs are in root-state.ts. A new
 * feature's projection goes here, so the login route does not carry it.
 */
export const featureProjections = {
  feedPushes: feedPushesProjection,
  eventsAnswers: eventsAnswersProjection,
  transcoderCommands: transcoderCommandsProjection,
  dashboardChoices: dashboardChoicesProjection,
  dashboardWindow: dashboardWindowProjection,
  eventsListChoices: eventsListChoicesProjection,
  bottomSheetChoices: bottomSheetChoicesProjection,
  channels: channelsProjection,
  instances: instancesProjection,
  devices: devicesProjection,
  schedule: scheduleProjection,
  billing: billingProjection,
  clips: clipsProjection,
  processes: processesProjection,
  uploads: uploadsProjection,
  accounts: accountsProjection,
  cms: cmsProjection,
  contentRecords: contentRecordsProjection,
  runningOrders: runningOrdersProjection,
  audit: auditProjection,
  monitorFilterPending: monitorFilterPendingProjection,
  consoleTraffic: consoleTrafficProjection,
  serverHealth: serverHealthProjection,
  drills: drillsProjection,
  labelLists: labelListsProjection,
  editing: editingProjection,
  undo: undoProjection,
} as const;
