import { accountTypes, administratorTypes, isOneOf, type AccountType } from './account-type';
import { customRule, type Rule } from './rule';
import type { RightsSubject } from './subject';

/** Everyone who uses the console proper; cloudrec accounts live only in /cloudrec (spec 1 §2.1, §6). */
export const consoleTypes: readonly AccountType[] = accountTypes.filter((type) => type !== 'cloudrec');

const rootOrDeveloper: readonly AccountType[] = ['root', 'developer'];

/**
 * What an account may do, by name: the one place that says which account types (and, for productions, which
 * group members) hold each right. Topic rows, HTTP routes, WHEP streams, field visibility and the console's
 * menu, guards and buttons all name a capability from this table instead of listing account types.
 */
interface Capability {
  readonly types: readonly AccountType[];
  /** Also held by members of a group flagged meta.productions (spec 1 §2.1 Productions). */
  readonly productionsMembers?: true;
  /** Also held by production crew: whoever holds a production role on some channel (spec 3 §6). */
  readonly productionCrew?: true;
  readonly why: string;
}

export const capabilities = {
  signedIn: {
    types: accountTypes,
    why: 'Any signed-in account: its own profile and sessions, the clip pages (spec 1 §2.1 Clips, §7.2).',
  },
  console: {
    types: consoleTypes,
    why: 'The console proper: Dashboard, Events, Content, Channels, Multiview, Settings (spec 1 §2.1).',
  },
  consoleOrCrew: {
    types: consoleTypes,
    productionCrew: true,
    why: "The live topics and lists the productions pages read: every console account, and production crew of any type (a cloudrec account with a role, spec 3 §2.9, §6), who get only their productions' share.",
  },
  administration: {
    types: administratorTypes,
    why: '"Admin-like types (admin, device_admin, root, developer) count as administrators" (spec 3 §6, spec 1 §6).',
  },
  billing: {
    types: administratorTypes,
    why: 'Billing route and its data, prices and customers among them: administrators (spec 1 §2.1, spec 3 §6).',
  },
  audit: {
    types: administratorTypes,
    why: "The command history shows every account's actions: administrators (issue 3 Audit).",
  },
  system: {
    types: rootOrDeveloper,
    why: 'Settings and Maintenance tabs, Remove instance, list uuids: root or developer (spec 3 §2.2, §6; spec 2 §6).',
  },
  devices: {
    types: ['device_admin', ...rootOrDeveloper],
    why: 'Devices route: device_admin, root, developer (spec 1 §2.1, spec 3 §6).',
  },
  development: {
    types: ['developer'],
    why: 'Developer menu, configuration presets, system lists, dev keys, developer_config (spec 3 §6).',
  },
  contentEditing: {
    types: ['root', 'developer', 'admin', 'group_admin', 'device_admin'],
    why: '"Privilege in root, developer, admin, group_admin or device_admin may add, edit and delete lists and records" (spec 3 §6).',
  },
  productions: {
    types: administratorTypes,
    productionsMembers: true,
    why: 'Production pages and their topics: administrators, who "have all rights" (spec 3 §6), and members of a group with meta.productions (spec 1 §6).',
  },
  productionsMenu: {
    types: ['admin', 'device_admin', 'developer'],
    productionsMembers: true,
    why: "The Productions menu entry: admin, device_admin, developer, and anyone whose group has the productions flag (spec 1 §2.1's table names no root).",
  },
  serverClock: {
    types: ['admin', 'user'],
    why: 'The server clock in the top bar: the admin and user types only, as spec 1 §2.2 spells out.',
  },
  processInfo: {
    types: rootOrDeveloper,
    why: "The broadcaster's process info on the instance panel: root or developer (spec 1 §2.7).",
  },
} as const satisfies Readonly<Record<string, Capability>>;

export type CapabilityName = keyof typeof capabilities;

const declared = (name: CapabilityName): Capability => capabilities[name];

/** Whether the subject holds any production role (through an active group flagged productions). */
export const isProductionCrew = (subject: RightsSubject): boolean =>
  Object.values(subject.productionRoles ?? {}).some((roles) => roles.length > 0);

/** Whether the subject holds the capability. An unknown or missing account type holds none. */
export const can = (name: CapabilityName, subject: RightsSubject | undefined): boolean => {
  const capability = declared(name);
  if (!subject) return false;
  return (
    isOneOf(subject.type, capability.types) ||
    (capability.productionsMembers === true && subject.productions === true) ||
    (capability.productionCrew === true && isProductionCrew(subject))
  );
};

/** The account types that hold a capability by type alone. */
export const typesWith = (name: CapabilityName): readonly AccountType[] => declared(name).types;

const describe = (name: CapabilityName): string =>
  declared(name).types.join(', ') +
  (declared(name).productionsMembers ? ', members of a productions group' : '') +
  (declared(name).productionCrew ? ', holders of a production role' : '');

/** A rule that lets through the holders of a capability; `why` says what it guards. */
export const capabilityRule = (name: CapabilityName, why: string): Rule =>
  customRule(describe(name), why, (subject) => can(name, subject));
