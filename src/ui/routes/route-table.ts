import type { ComponentType } from 'react';
import type * as Dashboard from '../dashboard';
import type * as ChannelsAdmin from '../channels-admin';
import type * as Instances from '../instances';
import type * as SettingsArea from '../settings-area';
import type * as Content from '../content';
import type * as Devices from '../devices';
import type * as Developer from '../developer';
import type * as Billing from '../billing';

type DashboardExport = Exclude<keyof typeof Dashboard, 'EventSearch'>;

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

const screen = (
  path: string,
  title: string,
  load?: () => Promise<ComponentType>,
  children?: readonly ScreenRoute[],
): ScreenRoute => ({
  path,
  title,
  ...(load ? { load } : {}),
  ...(children ? { children } : {}),
});

// The dashboard and its sheet routes share one chunk (issue 5).
const loadDashboard = (name: DashboardExport) => async (): Promise<ComponentType> =>
  (await import(/* webpackChunkName: "dashboard" */ '../dashboard'))[name];

// The /events list and its editor sheet share one chunk (spec 3 §2.3).
type EventsListExport = 'EventsListScreen' | 'EventsListOnly' | 'EventsEditorRoute';
const loadEventsList = (name: EventsListExport) => async (): Promise<ComponentType> =>
  (await import(/* webpackChunkName: "events-list" */ '../events-list'))[name];

// The settings area's layout (toolbar) and its list screens with their editor sheets share one chunk (spec 3 §2.2).
type SettingsAreaExport = keyof typeof SettingsArea;
const loadSettingsArea = (name: SettingsAreaExport) => async (): Promise<ComponentType> =>
  (await import(/* webpackChunkName: "settings-area" */ '../settings-area'))[name];

/** A list screen of the settings area: the list, and `new` / `edit/:id` opening its editor over it. */
const settingsList = (path: string, title: string, list: SettingsAreaExport, editor: SettingsAreaExport): ScreenRoute =>
  screen(path, title, loadSettingsArea(list), [
    screen('list', title, loadSettingsArea('ListOnly')),
    screen('new', `New ${title.toLowerCase()}`, loadSettingsArea(editor)),
    screen('edit/:id', `Edit ${title.toLowerCase()}`, loadSettingsArea(editor)),
  ]);

// The /channels area's layout (toolbar), its lists and their editor sheets share one chunk (spec 3 §2.3).
type ChannelsAdminExport = keyof typeof ChannelsAdmin;
const loadChannelsAdmin = (name: ChannelsAdminExport) => async (): Promise<ComponentType> =>
  (await import(/* webpackChunkName: "channels-admin" */ '../channels-admin'))[name];

/** A list of the /channels area: the list, and `new` / `edit/:id` opening its editor over it. */
const channelsList = (
  path: string,
  title: string,
  list: ChannelsAdminExport,
  editor: ChannelsAdminExport,
): ScreenRoute =>
  screen(path, title, loadChannelsAdmin(list), [
    screen('list', title, loadChannelsAdmin('ChannelsListOnly')),
    screen('new', `New ${title.toLowerCase()}`, loadChannelsAdmin(editor)),
    screen('edit/:id', `Edit ${title.toLowerCase()}`, loadChannelsAdmin(editor)),
  ]);
// /instances and its editor sheet share one chunk with the instance panel (spec 3 §2.3).
type InstancesExport = 'InstancesScreen' | 'InstancesListOnly' | 'InstanceEditorRoute';
const loadInstances = (name: InstancesExport) => async (): Promise<ComponentType> =>
  (await import(/* webpackChunkName: "instances" */ '../instances'))[name satisfies keyof typeof Instances];

// The settings area's profile, sessions, maintenance and external-device forms share one chunk.
type SettingsFormExport = 'ProfileScreen' | 'SessionsScreen' | 'MaintenanceScreen' | 'ExternalDevicesScreen';
const loadSettingsForm = (name: SettingsFormExport) => async (): Promise<ComponentType> =>
  (await import(/* webpackChunkName: "settings-forms" */ '../settings-forms'))[name];

// The monitoring walls (monitor, system monitor, multiview) share one chunk (spec 2 §2).
type MonitoringExport =
  | 'MonitorScreen'
  | 'SystemMonitorScreen'
  | 'MultiviewScreen'
  | 'MultiviewListOnly'
  | 'MultiviewEventRoute'
  | 'HeadendListScreen'
  | 'MediaServerListScreen';
const loadMonitoring = (name: MonitoringExport) => async (): Promise<ComponentType> =>
  (await import(/* webpackChunkName: "monitoring" */ '../monitoring'))[name];
// /content/list/{id}: the side bar, the list's table and every editor sheet over it share one chunk (spec 3 §2.4).
const loadContent = (name: Exclude<keyof typeof Content, 'ContentDataScreen'>) => async (): Promise<ComponentType> =>
  (await import(/* webpackChunkName: "content" */ '../content'))[name];
// The billing area's layout, its sections and their editor sheets share one chunk (spec 3 §2.7); the chart
// library is a chunk of its own, loaded when a chart is first drawn.
const loadBilling = (name: keyof typeof Billing) => async (): Promise<ComponentType> =>
  (await import(/* webpackChunkName: "billing" */ '../billing'))[name];
/** A billing content list (contracts, customers) with its record editors (spec 3 §2.7). */
const billingContentList = (path: string, title: string, list: keyof typeof Billing, editor: keyof typeof Billing) =>
  screen(path, title, loadBilling(list), [
    screen('list', title, loadBilling('BillingListOnly')),
    screen('list/:id', title, loadBilling('BillingListOnly')),
    screen('list/:id/data/new', 'New record', loadBilling(editor)),
    screen('list/:id/data/edit/:dataId', 'Edit record', loadBilling(editor)),
  ]);
// The productions list and viewer, under /productions and /intercom alike (spec 3 §2.9), share one chunk.
type ProductionsExport = 'ProductionsListScreen' | 'ProductionViewerScreen';
const loadProductions = (name: ProductionsExport) => async (): Promise<ComponentType> =>
  (await import(/* webpackChunkName: "productions" */ '../productions'))[name];

// /devices: the layout (sections), the device list with its sheets, models, plan and locations share one chunk;
// vis-timeline is a chunk of its own that the plan loads when it opens (spec 3 §2.6).
const loadDevices = (name: keyof typeof Devices) => async (): Promise<ComponentType> =>
  (await import(/* webpackChunkName: "devices" */ '../devices'))[name];

// The developer area's layout, monitor, release lists and their editor share one chunk (spec 3 §2.8).
const loadDeveloper = (name: keyof typeof Developer) => async (): Promise<ComponentType> =>
  (await import(/* webpackChunkName: "developer" */ '../developer'))[name];

/** A release area: its status tabs (`{type}`) with the editor of a record at edit/{id}/data/{data_id}. */
const releaseArea = (path: string, title: string, list: keyof typeof Developer, editor: keyof typeof Developer) => [
  // Without a status the list shows its default tab (release).
  screen(path, title, loadDeveloper(list)),
  screen(`${path}/:status`, title, loadDeveloper(list), [
    screen('edit/:id/data/:dataId', `Edit ${title.toLowerCase()}`, loadDeveloper(editor)),
  ]),
];

// Screens later issues build; `/*` keeps their list, new and edit children inside the same panel until then.
export const areaRoutes: readonly AreaRoute[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    screens: [
      screen('', 'Dashboard', loadDashboard('DashboardScreen'), [
        screen('event/:uuid', 'Event', loadDashboard('DashboardEventRoute')),
        screen('event_new', 'New event', loadDashboard('DashboardEventRoute')),
        // The channel editor comes with the /channels chunk, so the dashboard's own chunk stays lean.
        screen('channel/:uuid', 'Channel', loadChannelsAdmin('DashboardChannelEditor')),
        screen('instance/:id', 'Instance', loadDashboard('DashboardInstanceRoute')),
        screen('list', 'Event list', loadDashboard('DashboardListRoute')),
      ]),
    ],
  },
  {
    path: '/productions',
    title: 'Productions',
    // The menu entry opens the list (spec 1 §2.1, spec 3 §2.9), as /events and /cloudrec open theirs.
    redirect: 'list',
    screens: [
      screen('list', 'Productions', loadProductions('ProductionsListScreen')),
      screen(':channelId/view/:outputName', 'Production viewer', loadProductions('ProductionViewerScreen')),
    ],
  },
  {
    path: '/events',
    title: 'Events',
    redirect: 'list',
    screens: [
      screen('', 'Events', loadEventsList('EventsListScreen'), [
        screen('list', 'Events', loadEventsList('EventsListOnly')),
        screen('new', 'New event', loadEventsList('EventsEditorRoute')),
        screen('edit/:uuid', 'Edit event', loadEventsList('EventsEditorRoute')),
      ]),
    ],
  },
  {
    path: '/cloudrec',
    title: 'Clips',
    redirect: 'list',
    screens: [
      screen(
        'list',
        'Recordings',
        async () =>
          (await import(/* webpackChunkName: "cloudrec" */ '../cloudrec/cloudrec-list-screen')).CloudrecListScreen,
      ),
      screen(
        'clip',
        'Recordings',
        async () =>
          (await import(/* webpackChunkName: "cloudrec" */ '../cloudrec/cloudrec-list-screen')).CloudrecListScreen,
      ),
      screen(
        'event/:uuid',
        'Event clips',
        async () =>
          (await import(/* webpackChunkName: "cloudrec-event" */ '../cloudrec/cloudrec-event-screen'))
            .CloudrecEventScreen,
      ),
    ],
  },
  {
    path: '/content',
    title: 'Content',
    redirect: 'list/default',
    screens: [
      screen('list/:id', 'Content list', loadContent('ContentLayout'), [
        screen('new', 'New list', loadContent('NewListRoute')),
        screen('edit', 'Edit list', loadContent('EditListRoute')),
        screen('data/new', 'New record', loadContent('RecordEditorRoute')),
        screen('data/edit/:dataId', 'Edit record', loadContent('RecordEditorRoute')),
        screen('data/import', 'Import', loadContent('TableImportRoute')),
        screen('data/json_import', 'JSON import', loadContent('JsonImportRoute')),
        screen('data/multi_upload', 'Upload files', loadContent('MultiUploadRoute')),
      ]),
    ],
  },
  {
    path: '/channels',
    title: 'Channels',
    redirect: 'inputs/list',
    screens: [
      screen('', 'Channels', loadChannelsAdmin('ChannelsLayout'), [
        channelsList('inputs', 'Input channels', 'InputsScreen', 'InputEditorRoute'),
        channelsList('outputs', 'Output channels', 'OutputsScreen', 'OutputEditorRoute'),
        channelsList('access_groups', 'Access groups', 'AccessGroupsScreen', 'AccessGroupEditorRoute'),
        channelsList('configuration_presets', 'Configuration presets', 'PresetsScreen', 'PresetEditorRoute'),
      ]),
    ],
  },
  {
    path: '/multiview',
    title: 'Multiview',
    redirect: 'list',
    screens: [
      screen('', 'Multiview', loadMonitoring('MultiviewScreen'), [
        screen('list', 'Multiview', loadMonitoring('MultiviewListOnly')),
        screen('event/new', 'New event', loadMonitoring('MultiviewEventRoute')),
        screen('event/:id', 'Event', loadMonitoring('MultiviewEventRoute')),
      ]),
    ],
  },
  {
    path: '/settings',
    title: 'Settings',
    redirect: 'profile',
    screens: [
      screen('', 'Settings', loadSettingsArea('SettingsLayout'), [
        settingsList('settings', 'Settings', 'SettingsScreen', 'SettingEditorRoute'),
        settingsList('list_types', 'List types', 'ListTypesScreen', 'ListTypeEditorRoute'),
        settingsList('running_orders', 'Running orders', 'RunningOrdersScreen', 'RunningOrderEditorRoute'),
        screen('maintenance', 'Maintenance', loadSettingsForm('MaintenanceScreen')),
        screen('external_devices/*', 'External devices', loadSettingsForm('ExternalDevicesScreen')),
        screen('profile', 'Profile', loadSettingsForm('ProfileScreen')),
        screen('sessions', 'Sessions', loadSettingsForm('SessionsScreen')),
        settingsList('accounts', 'Accounts', 'AccountsScreen', 'AccountEditorRoute'),
        settingsList('groups', 'Groups', 'GroupsScreen', 'GroupEditorRoute'),
      ]),
    ],
  },
  {
    path: '/instances',
    title: 'Instances',
    redirect: 'list',
    screens: [
      screen('', 'Instances', loadInstances('InstancesScreen'), [
        screen('list', 'Instances', loadInstances('InstancesListOnly')),
        screen('new', 'New instance', loadInstances('InstanceEditorRoute')),
        screen('edit/:id', 'Edit instance', loadInstances('InstanceEditorRoute')),
      ]),
    ],
  },
  {
    path: '/devices',
    title: 'Devices',
    redirect: 'devices/list',
    screens: [
      screen('', 'Devices', loadDevices('DevicesLayout'), [
        screen('devices', 'Devices', loadDevices('DevicesScreen'), [
          screen('list', 'Devices', loadDevices('DevicesListOnly')),
          screen('new', 'New device', loadDevices('DeviceEditorRoute')),
          screen('edit/:id', 'Edit device', loadDevices('DeviceEditorRoute')),
          screen('read', 'Device read', loadDevices('DeviceReadRoute')),
          screen('content_edit/:id/:dataId', 'Edit record', loadDevices('DeviceContentEditRoute')),
        ]),
        screen('plan/list', 'Plan', loadDevices('PlanScreen'), [
          screen('list/:id/data/new', 'New series', loadDevices('SeriesEditorRoute')),
          screen('list/:id/data/edit/:dataId', 'Edit series', loadDevices('SeriesEditorRoute')),
        ]),
        screen('models/list/:id', 'Models', loadDevices('ModelsScreen'), [
          screen('data/new', 'New model', loadDevices('ModelEditorRoute')),
          screen('data/edit/:dataId', 'Edit model', loadDevices('ModelEditorRoute')),
        ]),
        screen('locations/list', 'Locations', loadDevices('LocationsScreen'), [
          screen('list/:id/data/new', 'New location', loadDevices('LocationEditorRoute')),
          screen('list/:id/data/edit/:dataId', 'Edit location', loadDevices('LocationEditorRoute')),
        ]),
      ]),
    ],
  },
  {
    path: '/billing',
    title: 'Billing',
    redirect: 'dashboard/view',
    screens: [
      screen('', 'Billing', loadBilling('BillingLayout'), [
        screen('dashboard/view', 'Billing dashboard', loadBilling('BillingDashboardScreen')),
        screen('billing', 'Event billing', loadBilling('BillingListScreen'), [
          screen('list', 'Event billing', loadBilling('BillingListOnly')),
          screen('event/:id', 'Event', loadBilling('BillingEventRoute')),
          screen('content_edit/:id/:dataId', 'Contract', loadBilling('ContractContentEditRoute')),
        ]),
        billingContentList('contracts', 'Contracts', 'ContractsScreen', 'ContractsRecordRoute'),
        billingContentList('customers', 'Customers', 'CustomersScreen', 'CustomersRecordRoute'),
      ]),
    ],
  },
  {
    path: '/monitor',
    title: 'Monitor',
    redirect: 'list',
    screens: [screen('list', 'Monitor', loadMonitoring('MonitorScreen'))],
  },
  {
    path: '/sysmonitor',
    title: 'System Monitor',
    redirect: 'list',
    screens: [
      screen('list', 'System Monitor', loadMonitoring('SystemMonitorScreen')),
      screen('headends', 'Headends', loadMonitoring('HeadendListScreen')),
      screen('media_servers', 'Media servers', loadMonitoring('MediaServerListScreen')),
    ],
  },
  {
    path: '/audit',
    title: 'Audit',
    redirect: 'commands',
    screens: [
      screen(
        'commands',
        'Audit',
        async () => (await import(/* webpackChunkName: "audit" */ '../audit/audit-screen')).AuditScreen,
      ),
    ],
  },
  {
    path: '/developer',
    title: 'Developer',
    redirect: 'monitor',
    screens: [
      screen('', 'Developer', loadDeveloper('DeveloperLayout'), [
        screen('monitor', 'Developer monitor', loadDeveloper('DeveloperMonitorScreen')),
        ...releaseArea('releases', 'Releases', 'ReleasesScreen', 'ReleaseEditorRouteOfReleases'),
        ...releaseArea('broadcaster', 'Broadcaster releases', 'BroadcasterScreen', 'ReleaseEditorRouteOfBroadcaster'),
        screen(
          'replay',
          'Replay',
          async () => (await import(/* webpackChunkName: "replay" */ '../replay/replay-screen')).ReplayScreen,
        ),
      ]),
    ],
  },
  {
    path: '/intercom',
    title: 'Intercom',
    redirect: 'list',
    screens: [
      screen('list', 'Intercom', loadProductions('ProductionsListScreen')),
      screen(':channelId/view/:outputName', 'Intercom viewer', loadProductions('ProductionViewerScreen')),
    ],
  },
];
