const deviceAdmin: readonly string[] = [
  'Dashboard',
  'Productions',
  'Events',
  'Clips',
  'Content',
  'Channels',
  'Multiview',
  'Settings',
  'Instances',
  'Devices',
  'Billing',
  'Monitor',
  'System Monitor',
  'Audit',
];

/**
 * The top menu each account type sees, read off spec 1 §2.1's table (not from the domain), so the rights, the
 * console's query and the browser are each checked against the spec itself. Productions is listed where the type
 * alone gives it; membership of a productions group adds it too (`withProductions`).
 */
export const specMenus: Readonly<Record<string, readonly string[]>> = {
  admin: [
    'Dashboard',
    'Productions',
    'Events',
    'Clips',
    'Content',
    'Channels',
    'Multiview',
    'Settings',
    'Instances',
    'Billing',
    'Monitor',
    'System Monitor',
    'Audit',
  ],
  device_admin: deviceAdmin,
  root: [
    'Dashboard',
    'Events',
    'Clips',
    'Content',
    'Channels',
    'Multiview',
    'Settings',
    'Instances',
    'Devices',
    'Billing',
    'Monitor',
    'System Monitor',
    'Audit',
  ],
  // Every entry: device_admin's and Developer.
  developer: [...deviceAdmin, 'Developer'],
  group_admin: ['Dashboard', 'Events', 'Clips', 'Content', 'Channels', 'Multiview', 'Settings'],
  user: ['Dashboard', 'Events', 'Clips', 'Content', 'Channels', 'Multiview', 'Settings'],
  cloudrec: ['Clips'],
};

/**
 * A menu with Productions added, for "anyone whose group has the meta flag productions" (spec 1 §2.1): in its
 * place after Dashboard, or first in a menu without one (cloudrec).
 */
export const withProductions = (menu: readonly string[]): readonly string[] => {
  if (menu.includes('Productions')) return menu;
  return menu[0] === 'Dashboard' ? ['Dashboard', 'Productions', ...menu.slice(1)] : ['Productions', ...menu];
};
