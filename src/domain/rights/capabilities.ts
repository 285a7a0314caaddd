import { accountTypes, administratorTypes, isOneOf, type AccountType } from './account-type';
import { customRule, type Rule } from './rule';
import type { RightsSubject } from './subject';

/** Everyone who uses the console proper; cloudrec accounts live only in /cloudrec (spec 1 §2.1, §6). */
export const consoleTypes: readonly AccountType[] = accountTypes.filter((type) => type !== 'cloudrec');

const rootOrDeveloper: readonly AccountType[] = ['root', 'developer'];

/**
 * What an account may do, by name: the one place that says which account types (and, for productions, which
 * group members) hold each right. Topic rows, HTTP routes, WHEP streams, field visibility and the console's
 * menu, guards and buttons all name a capability from this table instead of listing account types. Why each is
 * held so is in capability-reasons.ts (the rights document reads it; the console has no need to carry it).
 */
interface Capability {
  readonly types: readonly AccountType[];
  /** Also held by members of a group flagged meta.productions (spec 1 §2.1 Productions). */
  readonly productionsMembers?: true;
  /** Also held by production crew: whoever holds a production role on some channel (spec 3 §6). */
  readonly productionCrew?: true;
}

export const capabilities = {
  signedIn: {
    types: accountTypes,
  },
  console: {
    types: consoleTypes,
  },
  consoleOrCrew: {
    types: consoleTypes,
    productionCrew: true,
  },
  administration: {
    types: administratorTypes,
  },
  billing: {
    types: administratorTypes,
  },
  audit: {
    types: administratorTypes,
  },
  system: {
    types: rootOrDeveloper,
  },
  devices: {
    types: ['device_admin', ...rootOrDeveloper],
  },
  development: {
    types: ['developer'],
  },
  contentEditing: {
    types: ['root', 'developer', 'admin', 'group_admin', 'device_admin'],
  },
  productions: {
    types: administratorTypes,
    productionsMembers: true,
  },
  productionsMenu: {
    types: ['admin', 'device_admin', 'developer'],
    productionsMembers: true,
  },
  serverClock: {
    types: ['admin', 'user'],
  },
  processInfo: {
    types: rootOrDeveloper,
  },
  drills: {
    types: administratorTypes,
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
