import type { CapabilityName } from './capabilities';

/**
 * Why each capability is held by whom it is (the spec lines), for the rights document (npm run rights-doc). Kept
 * apart from the capabilities so the console's entry chunk, which checks them, does not carry the reasons.
 */
export const capabilityReasons: Readonly<Record<CapabilityName, string>> = {
  signedIn: 'Any signed-in account: its own profile and sessions, the clip pages (spec 1 §2.1 Clips, §7.2).',
  console: 'The console proper: Dashboard, Events, Content, Channels, Multiview, Settings (spec 1 §2.1).',
  consoleOrCrew:
    "The live topics and lists the productions pages read: every console account, and production crew of any type (a cloudrec account with a role, spec 3 §2.9, §6), who get only their productions' share.",
  administration:
    '"Admin-like types (admin, device_admin, root, developer) count as administrators" (spec 3 §6, spec 1 §6).',
  billing: 'Billing route and its data, prices and customers among them: administrators (spec 1 §2.1, spec 3 §6).',
  audit: "The command history shows every account's actions: administrators (issue 3 Audit).",
  system: 'Settings and Maintenance tabs, Remove instance, list uuids: root or developer (spec 3 §2.2, §6; spec 2 §6).',
  devices: 'Devices route: device_admin, root, developer (spec 1 §2.1, spec 3 §6).',
  development: 'Developer menu, configuration presets, system lists, dev keys, developer_config (spec 3 §6).',
  contentEditing:
    '"Privilege in root, developer, admin, group_admin or device_admin may add, edit and delete lists and records" (spec 3 §6).',
  productions:
    'Production pages and their topics: administrators, who "have all rights" (spec 3 §6), and members of a group with meta.productions (spec 1 §6).',
  productionsMenu:
    "The Productions menu entry: admin, device_admin, developer, and anyone whose group has the productions flag (spec 1 §2.1's table names no root).",
  serverClock: 'The server clock in the top bar: the admin and user types only, as spec 1 §2.2 spells out.',
  processInfo: "The broadcaster's process info on the instance panel: root or developer (spec 1 §2.7).",
  drills:
    "Fault drills on the studio server (system:drill) and the system monitor's Drill panel: administrators only (admin, device_admin, root, developer; issue 31 §2).",
};
