import type { ComponentType } from 'react';

/** A screen of an area: a path relative to the area, and the title its panel shows. */
export interface ScreenRoute {
  readonly path: string;
  readonly title: string;
  /** The built screen, loaded on demand; without one the panel says the screen is not built yet. */
  readonly load?: () => Promise<ComponentType>;
  /**
   * Routes shown inside this screen's `<Outlet />`: a list with its bottom-sheet editors (spec 2 §2, spec 3 §2).
   * A screen with children and the path '' is the area's layout: it stays on screen for all of them.
   */
  readonly children?: readonly ScreenRoute[];
}

/** A top route (spec 1 §2.1, spec 3 §2): guarded as a whole by the domain's route guard for its path. */
export interface AreaRoute {
  readonly path: string;
  readonly title: string;
  /** Where the area's own path redirects (relative to the area), when the spec says it does. */
  readonly redirect?: string;
  readonly screens: readonly ScreenRoute[];
}

const screen = (path: string, title: string, load?: () => Promise<ComponentType>, children?: readonly ScreenRoute[]): ScreenRoute => ({
  path, title, ...(load ? { load } : {}), ...(children ? { children } : {}),
});

// Screens later issues build; `/*` keeps their list, new and edit children inside the same panel until then.
export const areaRoutes: readonly AreaRoute[] = [
  {
    path: '/dashboard', title: 'Dashboard', screens: [
      screen('event/:uuid', 'Event'), screen('channel/:uuid', 'Channel'), screen('instance/:id', 'Instance'),
      screen('event_new', 'New event'), screen('list', 'Event list'),
    ],
  },
  { path: '/productions', title: 'Productions', screens: [screen('list', 'Productions'), screen(':channelId/view/:outputName', 'Production viewer')] },
  { path: '/events', title: 'Events', screens: [screen('list', 'Events'), screen('new', 'New event'), screen('edit/:id', 'Edit event')] },
  { path: '/cloudrec', title: 'Clips', screens: [screen('event/:eventUuid', 'Event clips')] },
  {
    path: '/content', title: 'Content', redirect: 'list/default', screens: [
      screen('list/:id/data/multi_upload', 'Upload files', async () => (await import(/* webpackChunkName: "multi-upload" */ '../uploads/multi-upload-screen')).MultiUploadScreen),
      screen('list/:id/*', 'Content list'),
    ],
  },
  {
    path: '/channels', title: 'Channels', screens: [
      screen('inputs/*', 'Input channels'), screen('outputs/*', 'Output channels'),
      screen('access_groups/*', 'Access groups'), screen('configuration_presets/*', 'Configuration presets'),
    ],
  },
  { path: '/multiview', title: 'Multiview', screens: [] },
  {
    path: '/settings', title: 'Settings', redirect: 'profile', screens: [
      screen('settings/*', 'Settings'), screen('list_types/*', 'List types'), screen('running_orders/*', 'Running orders'),
      screen('maintenance', 'Maintenance'), screen('external_devices/*', 'External devices'), screen('profile', 'Profile'),
      screen('sessions', 'Sessions'), screen('accounts/*', 'Accounts'), screen('groups/*', 'Groups'),
    ],
  },
  { path: '/instances', title: 'Instances', screens: [screen('list', 'Instances'), screen('new', 'New instance'), screen('edit/:id', 'Edit instance')] },
  {
    path: '/devices', title: 'Devices', redirect: 'devices/list', screens: [
      screen('devices/*', 'Devices'), screen('plan/*', 'Plan'), screen('models/*', 'Models'), screen('locations/*', 'Locations'),
    ],
  },
  {
    path: '/billing', title: 'Billing', redirect: 'dashboard/view', screens: [
      screen('dashboard/*', 'Billing dashboard'), screen('billing/*', 'Event billing'), screen('contracts/*', 'Contracts'), screen('customers/*', 'Customers'),
    ],
  },
  { path: '/monitor', title: 'Monitor', screens: [] },
  { path: '/sysmonitor', title: 'System Monitor', screens: [] },
  { path: '/audit', title: 'Audit', redirect: 'commands', screens: [screen('commands', 'Audit', async () => (await import(/* webpackChunkName: "audit" */ '../audit/audit-screen')).AuditScreen)] },
  {
    path: '/developer', title: 'Developer', redirect: 'monitor', screens: [
      screen('monitor', 'Developer monitor'), screen('releases/*', 'Releases'), screen('broadcaster/*', 'Broadcaster releases'), screen('replay', 'Replay', async () => (await import(/* webpackChunkName: "replay" */ '../replay/replay-screen')).ReplayScreen),
    ],
  },
  { path: '/intercom', title: 'Intercom', screens: [screen('list', 'Intercom'), screen(':channelId/view/:outputName', 'Intercom viewer')] },
];
