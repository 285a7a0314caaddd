import {
  accountTypes,
  can,
  capabilities,
  protectedData,
  secretFields,
  type CapabilityName,
  type Rule,
} from '../../src/domain/rights';
import { httpRights, instanceCommandRights, servedFolders, topicPermissions } from '../../src/domain/surface-rights';
import { capabilityReasons } from '../../src/domain/rights/capability-reasons';
import { surfacedGroups, type SurfacedGroup } from '../../src/domain/rights/console-surfaces';

// docs/protocol/rights.md, written from the declaration (src/domain/rights) so the page cannot drift from what
// the server enforces: `npm run rights-doc` rewrites it, test/docs/rights-doc.spec.ts fails when it is stale.

const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

const capabilityMatrix = (): string[] => [
  `| capability | ${accountTypes.join(' | ')} | why |`,
  `|---|${accountTypes.map(() => ':-:').join('|')}|---|`,
  ...(Object.keys(capabilities) as CapabilityName[]).map((name) => {
    const marks = accountTypes.map((type) => (can(name, { type }) ? '✓' : ''));
    return `| \`${name}\` | ${marks.join(' | ')} | ${cell(capabilityReasons[name])} |`;
  }),
];

const consoleRows = ({ title, entries }: SurfacedGroup): string[] => [
  `### ${title}`,
  '',
  '| entry | capability | on the server |',
  '|---|---|---|',
  ...entries.map((right) => {
    const surface = right.surface;
    const where = !surface
      ? ''
      : 'join' in surface
        ? `join \`${surface.join}\``
        : 'field' in surface
          ? `field \`${surface.field}\``
          : `\`${surface.push}\` on \`${surface.topic}\``;
    return `| ${cell(right.name)} | \`${right.capability}\` | ${cell([where, right.unmatched ?? ''].filter(Boolean).join('. '))} |`;
  }),
  '',
];

const ruleText = (rule: Rule): string => `${cell(rule.who)}: ${cell(rule.why)}`;

const topicRows = (): string[] => [
  '| topic | join | pushes |',
  '|---|---|---|',
  ...Object.entries(topicPermissions).map(([pattern, row]) => {
    const pushes = Object.entries(row.pushes).map(([event, rule]) => `\`${event}\` ${cell(rule.who)}`);
    return `| \`${pattern}\` | ${ruleText(row.join)} | ${pushes.join('; ')} |`;
  }),
];

const instanceCommandRows = (): string[] => [
  '| type | who |',
  '|---|---|',
  ...Object.entries(instanceCommandRights).map(([type, rule]) => `| \`${type}\` | ${ruleText(rule)} |`),
];

const httpRows = (): string[] => [
  '| route | who |',
  '|---|---|',
  ...Object.entries(httpRights).map(
    ([route, access]) =>
      `| \`${route}\` | ${access.kind === 'public' ? `no session: ${cell(access.why)}` : ruleText(access.rule)} |`,
  ),
];

/** The whole page. */
export const rightsDocument = (): string =>
  [
    '# Who may see and do what',
    '',
    '<!-- Written by `npm run rights-doc` from src/domain/rights; edit the declaration, not this page. -->',
    '',
    'Every right is declared once, in `src/domain/rights` (ARCHITECTURE.md §3.13). The studio server checks',
    "joins, pushes and HTTP routes against it before any handler runs; the console's menu, route guards, tabs and",
    'buttons read the same capabilities, and `test/domain/rights/parity.spec.ts` checks that the console offers an',
    'entry to exactly the accounts the server lets through. Rules that depend on the payload (an output channel, the',
    'channel a production role is held on, the author of a filter) are checked by the topic handlers with these',
    'same capabilities and the production rights below.',
    '',
    '## Capabilities by account type',
    '',
    ...capabilityMatrix(),
    '',
    '## Production roles',
    '',
    'Per channel, from the groups flagged `productions` that hold the channel (`meta.production_roles`);',
    'administrators have every production right (spec 3 §6). Start/stop streamer and Open GUI: director.',
    'Commentator views (`commentator1`, `commentator2`): director, commentator. Intercom (the first output):',
    'director, intercom, commentator. The WebRTC output buttons (every output): director, producer. Viewer',
    'presets: control. WHEP plays an output only to an account that one of these rights lets open it on its',
    'channel (src/domain/rights/whep-rights.ts, webrtc.md).',
    '',
    '## Data only some accounts receive',
    '',
    '| field | who receives it |',
    '|---|---|',
    ...Object.entries(secretFields).map(
      ([field, types]) => `| \`${field}\` | ${types.length === 0 ? 'nobody (write-only)' : types.join(', ')} |`,
    ),
    ...Object.entries(protectedData).map(([data, name]) => `| ${data} | \`${name}\`: ${typesText(name)} |`),
    '',
    '## The console',
    '',
    ...surfacedGroups.flatMap(consoleRows),
    '## Socket topics',
    '',
    'A topic or push that is not listed is refused (`unauthorized`).',
    '',
    ...topicRows(),
    '',
    '### The control `instance` push, by type',
    '',
    'Checked after the push rule, before the command reaches the instance (server/topics/control.ts).',
    '',
    ...instanceCommandRows(),
    '',
    '## HTTP routes',
    '',
    'A route not listed is refused (403). Routes with a rule answer 401 without a valid session token and 403 when',
    'the rule refuses the account.',
    '',
    ...httpRows(),
    ...Object.entries(servedFolders).map(
      ([folder, access]) =>
        `| \`${folder}…\` | ${access.kind === 'public' ? `no session: ${cell(access.why)}` : ruleText(access.rule)} |`,
    ),
    '',
  ].join('\n');

function typesText(name: CapabilityName): string {
  return accountTypes.filter((type) => can(name, { type })).join(', ');
}
