import { editedItemTopic } from '../editing';
import { undoEditorTopic, type UndoTarget } from '../undo';
import type { InstanceCommandType } from '../instances';
import {
  can,
  capabilityRule,
  customRule,
  nobody,
  productionRoleRule,
  type CapabilityName,
  type RightsSubject,
  type Rule,
} from '../rights';

// Who may join each socket topic and send each push, for every topic of spec 1 §7.2, spec 2 §7 and spec 3 §7
// (the server's dispatcher checks these before any handler runs). A push that is not listed is refused (default
// deny). Rules that depend on the payload (which account type may be assigned, output channels, the channel a
// production role is held on) are checked by the topic handlers, with the capabilities of capabilities.ts and
// the production rights of production-rights.ts: never with a list of account types of their own.

const rule =
  (name: CapabilityName) =>
  (why: string): Rule =>
    capabilityRule(name, why);
const everyone = rule('signedIn');
const staff = rule('console');
const administrators = rule('administration');
const system = rule('system');
const devices = rule('devices');
const developers = rule('development');
const contentEditors = rule('contentEditing');
const productions = rule('productions');
const consoleOrCrew = rule('consoleOrCrew');
const clipTopic = (why: string): Rule => everyone(`${why} Clips route: the Events types plus cloudrec (spec 1 §2.1).`);

export interface TopicPermission {
  readonly join: Rule;
  readonly pushes: Readonly<Record<string, Rule>>;
}

const topic = (join: Rule, pushes: Readonly<Record<string, Rule>> = {}): TopicPermission => ({ join, pushes });

/** One's own undo topic: the account the topic names is the subject's (issue 32 §4). */
const ownSaves = (why: string): Rule =>
  customRule(
    'the account itself',
    `${why} Only the account's own consoles: an undo topic names the account.`,
    (subject, params) => subject.accountId !== undefined && params.account_id === String(subject.accountId),
  );

const listTopic = (why: string): TopicPermission =>
  topic(staff(`${why} Joined at login by every console account (spec 1 §7.2); what each sees is scoped by the topic.`));

export const topicPermissions: Readonly<Record<string, TopicPermission>> = {
  'profile:{token}': topic(
    customRule(
      'the session owning the token',
      'A profile topic names a session token; only that session may join it.',
      (subject, params) => subject.token !== undefined && params.token === subject.token,
    ),
    {
      get: everyone('Everyone reads their own profile (spec 1 §7.2).'),
      update: everyone('Everyone edits their own name, surname, company (spec 3 §7 update_profile).'),
      change_password: everyone('Everyone changes their own password (spec 3 §7).'),
      ping: everyone('The console pings its profile every 600 s (spec 1 §9).'),
    },
  ),
  'audit:all': topic(
    rule('audit')("The audit trail shows every account's actions; administrators only (issue 3 Audit)."),
    {
      older: rule('audit')('Paging back through the audit trail, same audience as the join.'),
    },
  ),

  'accounts:all': listTopic('Accounts list.'),
  'accounts:{id}': topic(administrators('Accounts tab is admin-level (spec 3 §2.2, §6).'), {
    save: administrators(
      'Accounts are created and edited by administrators; assignable types checked per payload (spec 3 §6).',
    ),
  }),
  'accounts:create': topic(administrators('Accounts tab is admin-level (spec 3 §2.2, §6).'), {
    save: administrators('Accounts are created by administrators; assignable types checked per payload (spec 3 §6).'),
  }),
  'groups:all': topic(
    consoleOrCrew(
      'Groups list (group pickers in editors), joined at login (spec 1 §7.2); production crew read their own groups for the productions list (spec 3 §2.9); everyone sees only the groups they may.',
    ),
  ),
  'groups:{id}': topic(administrators('Groups tab is admin-level (spec 3 §2.2, §6).'), {
    save: administrators('Groups are edited by administrators (spec 3 §6).'),
  }),
  'groups:create': topic(administrators('Groups tab is admin-level (spec 3 §2.2, §6).'), {
    save: administrators('Groups are created by administrators (spec 3 §6).'),
  }),
  'settings:all': topic(
    everyone(
      'Forms (event_form, tag_form, export_form) and the maintenance bypass list are settings every console reads; cloudrec sees only what the clip pages need.',
    ),
  ),
  'settings:{id}': topic(system('Settings tab: root or developer (spec 3 §2.2, §6).'), {
    save: system('Settings tab: root or developer (spec 3 §2.2, §6); developer_config only developers.'),
    delete: system('Settings tab: root or developer (spec 3 §2.2, §6).'),
  }),
  'settings:create': topic(system('Settings tab: root or developer (spec 3 §2.2, §6).'), {
    save: system('Settings tab: root or developer (spec 3 §2.2, §6); developer_config only developers.'),
  }),
  'filters:all': listTopic('Saved filters.'),
  'filters:{id}': topic(staff('Saved filters belong to console users.'), {
    save: staff('Any console user saves filters.'),
    delete: staff('Any console user removes filters.'),
  }),
  'filters:create': topic(staff('Saved filters belong to console users.'), {
    save: staff('Any console user saves filters.'),
  }),
  'running_orders:all': listTopic('Running orders.'),
  'running_orders:{id}': topic(
    administrators('Running orders sit with List Types in settings, an admin-level tab (spec 3 §2.2, §6).'),
    {
      save: administrators('Running orders are edited where list types are: administrators (spec 3 §6).'),
      delete: administrators('Running orders are removed by administrators.'),
    },
  ),
  'running_orders:create': topic(
    administrators('Running orders sit with List Types in settings, an admin-level tab (spec 3 §2.2, §6).'),
    {
      save: administrators('Running orders are created by administrators.'),
    },
  ),

  'channels:all': topic(
    consoleOrCrew(
      'Channels, joined at login (spec 1 §7.2); production crew outside the console (cloudrec) see only the channels of their productions, for the productions list and viewer (spec 3 §2.9).',
    ),
  ),
  'channels:group:all:template': listTopic('Configuration presets.'),
  'channels:group:all:access': listTopic('Access groups.'),
  'channels:{uuid}': topic(staff('Channels route: the Content types (spec 1 §2.1).'), {
    save: staff('Non-admins may create input channels only; the type is checked per payload (spec 2 §6).'),
    get_configuration: staff('Configuration preview for the channel editor (spec 2 §7).'),
  }),
  'channels:create': topic(staff('Channels route: the Content types (spec 1 §2.1).'), {
    save: staff('Non-admins may create input channels only; the type is checked per payload (spec 2 §6).'),
    get_configuration: staff('Configuration preview for the channel editor (spec 2 §7).'),
  }),
  'channels:group:{id}': topic(
    administrators('Access groups are admin-level; presets are developer-only (spec 3 §2.3, §6).'),
    {
      save: administrators(
        'Access groups are admin-level; a template (preset) is developer-only, checked per payload (spec 3 §6).',
      ),
    },
  ),
  'channels:group:create:template': topic(developers('Configuration presets tab: developer (spec 3 §2.3, §6).'), {
    save: developers('Configuration presets tab: developer (spec 3 §2.3, §6).'),
  }),
  'channels:group:create:access': topic(administrators('Access groups: admin (spec 3 §2.3, §6).'), {
    save: administrators('Access groups: admin (spec 3 §2.3, §6).'),
  }),
  'channels:channel_groups:{id}': topic(staff("A channel's groups, read by its editor.")),
  'channels:channel_group_channels:{id}': topic(staff("A group's channels, read by its editor.")),

  'instances:all': listTopic('Instances (online instances side bar).'),
  'instances:{id}': topic(
    administrators('Instances route and instance pages are admin-level (spec 1 §2.1, spec 3 §6).'),
    {
      save: administrators('Instance editing is admin-level (spec 3 §6).'),
      delete: system('Root or developer may Remove an instance (spec 2 §6).'),
      // The catalogue puts the external-device commands on the device's own instance topic (instances.md).
      'change-route': administrators('External devices menu is admin-level (spec 3 §2.2, §6).'),
      'change-setting': administrators('External devices menu is admin-level (spec 3 §2.2, §6).'),
      'reset-device': administrators('External devices menu is admin-level (spec 3 §2.2, §6).'),
    },
  ),
  'instances:create': topic(administrators('Instance pages are admin-level (spec 3 §6).'), {
    save: administrators('Instance creation is admin-level (spec 3 §6).'),
  }),
  'instances:status:{id}': topic(staff('Instance statistics feed the dashboard and the instance panel.')),
  'devices:all': listTopic('Devices (the list is empty for accounts outside the Devices route).'),
  'devices:create': topic(devices('Devices route: device_admin, root, developer (spec 1 §2.1, spec 3 §6).'), {
    save: devices('Devices route: device_admin, root, developer (spec 3 §6).'),
  }),
  'devices:{id}': topic(devices('Devices route: device_admin, root, developer (spec 3 §6).'), {
    save: devices('Devices route (spec 3 §6).'),
    release: devices('Devices route (spec 3 §6).'),
  }),
  'devices:logs:{id}': topic(devices('Device logs: Devices route (spec 3 §6).')),

  control: topic(
    consoleOrCrew(
      "Live channel and instance states for every console (spec 1 §7.2); a cloudrec account with a production role joins to start the streamers it directs (spec 3 §6) and gets only its productions' share (server/simulation/control-scope.ts).",
    ),
    {
      transcoder: staff('Transcoders start per event or channel; output channels are checked per payload (spec 1 §6).'),
      router: staff('Router stops belong to event actions (spec 1 §7.2).'),
      mediaconnect: administrators('Mediaconnect controls are admin-only (spec 1 §6).'),
      instance: customRule(
        'console accounts, or members of a group with meta.productions',
        "Instance info card actions are admin-only (spec 1 §2.7, §6); a configured channel's pull is for every " +
          'operator (docs/protocol.md) and a production director starts and stops the streamer of a channel they ' +
          'direct (spec 3 §6), both checked per payload (server/topics/control.ts).',
        (subject) => can('console', subject) || subject.productions === true,
      ),
      maintenance: system('Maintenance tab: root or developer (spec 3 §2.2, §6).'),
    },
  ),

  'cms:all': listTopic('Content lists and list types.'),
  'cms:list_type:{id}': topic(administrators('List Types tab: admin (spec 3 §2.2, §6).'), {
    save: administrators('List Types: admin (spec 3 §6).'),
  }),
  'cms:list_type:create': topic(administrators('List Types tab: admin (spec 3 §2.2, §6).'), {
    save: administrators('List Types: admin (spec 3 §6).'),
  }),
  'cms:list:{id}': topic(contentEditors('Content list editing (spec 3 §6).'), {
    save: contentEditors('Content list editing (spec 3 §6).'),
    delete: contentEditors('Content list editing (spec 3 §6).'),
    notify: administrators('Run notify is admin-only (spec 3 §6).'),
  }),
  'cms:list:create': topic(contentEditors('Content list editing (spec 3 §6).'), {
    save: contentEditors('Content list editing (spec 3 §6).'),
    // The catalogue offers the list pushes on both list topics (cms.topics.ts listPushes); they name the list by id.
    delete: contentEditors('Content list editing (spec 3 §6).'),
    notify: administrators('Run notify is admin-only (spec 3 §6).'),
  }),
  'cms:list_datas:{list_id}': topic(staff('Content route: the Content types (spec 1 §2.1).'), {
    save: contentEditors('Record editing (spec 3 §6).'),
    save_batch: administrators('Imports add records; Import is for administrators (spec 3 §6 "Admins: Import").'),
    delete: contentEditors('Record deletion and bulk state changes (spec 3 §6).'),
  }),
  'cms:list_data:{id}': topic(staff('Content route (spec 1 §2.1).'), {
    save: contentEditors('Record editing (spec 3 §6).'),
    get_aws_presigned_url: contentEditors('Uploads belong to record editing (spec 3 §6).'),
  }),
  'cms:list_data:create': topic(staff('Content route (spec 1 §2.1).'), {
    save: contentEditors('Record editing (spec 3 §6).'),
    get_aws_presigned_url: contentEditors('Uploads belong to record editing (spec 3 §6).'),
  }),

  'events:all': topic(everyone('Events list; cloudrec pages list recorded events too (spec 2 §7).'), {
    filter: everyone('Every events list filters by date range and state (spec 1 §7.2, spec 2 §7).'),
    set_billing_status: rule('billing')('Billing route: administrators (spec 1 §2.1, spec 3 §6).'),
  }),
  'events:{uuid}': topic(
    clipTopic(
      'One event: the editor (Events route, spec 1 §2.1), and its title and times on the cloudrec clip page (spec 2 §2), scoped and redacted like events:all.',
    ),
    {
      save: staff('Event editor (spec 2 §7).'),
      stop: staff('Stop event while current (spec 1 §5).'),
      toggle_todo: administrators(
        'The to-do button is admin-only UI (spec 1 §6); administrators as spec 1 §6 defines them.',
      ),
    },
  ),
  'events:clone:{id}': topic(staff('Events route (spec 1 §2.1).'), { save: staff('Event editor (spec 2 §7).') }),
  'events:create': topic(staff('Events route (spec 1 §2.1).'), { save: staff('Event editor (spec 2 §7).') }),
  'events:create_with_group:{group}': topic(staff('Events route (spec 1 §2.1).'), {
    save: staff('Event editor (spec 2 §7).'),
  }),
  'events:search': topic(staff('Dashboard search (spec 1 §2.5).'), {
    search: staff('Dashboard search (spec 1 §2.5).'),
  }),
  'events:event_group_by_event:{id}': topic(staff('Event editor reads its group (spec 2 §7).')),
  'events:clips:{event}': topic(clipTopic('Clips of an event.'), {
    regenerate_clip: clipTopic('Unreachable clips are regenerated (spec 1 §4).'),
  }),
  'events:clip:create': topic(clipTopic('Clip cutting (the literal pattern wins over events:clip:{uuid}).'), {
    save: clipTopic('Clip cutting.'),
    regenerate_clip: clipTopic('Unreachable clips are regenerated (spec 1 §4).'),
  }),
  'events:clip:{uuid}': topic(clipTopic('One clip.'), {
    save: clipTopic('Clip cutting.'),
    regenerate_clip: clipTopic('Unreachable clips are regenerated (spec 1 §4).'),
  }),
  'events:clip_settings:{event}': topic(clipTopic('Playlists for clip cutting.'), {
    get: clipTopic('The player asks again after a reload.'),
  }),
  'events:clip_export:create': topic(clipTopic('Exports.'), { save: clipTopic('Exports.') }),
  'events:clip_exports:{event}': topic(clipTopic('Exports of an event.'), {
    re_export_clip: administrators('Re-export button is admin-only (spec 2 §6).'),
  }),
  'events:tags:{event}': topic(clipTopic('Tags of an event.')),
  'events:tag:create': topic(clipTopic('Tagging (the literal pattern wins over events:tag:{uuid}).'), {
    save: clipTopic('Tagging.'),
  }),
  'events:tag:{uuid}': topic(clipTopic('One tag.'), { save: clipTopic('Tagging.') }),

  'system:health': topic(
    developers("The studio server's health is the developer monitor's (spec 1 §2.1, spec 3 §2.8): developers only."),
  ),
  'system:drill': topic(
    rule('drills')("Fault drills break a channel's live stream on purpose: administrators only (issue 31 §2)."),
    {
      start: rule('drills')('Starts a fault drill on a channel (issue 31 §2); the Drill panel of /sysmonitor.'),
      stop: rule('drills')('Ends the fault drill of a channel (issue 31 §2); the Drill panel of /sysmonitor.'),
    },
  ),
  'system:instance_to_instance:{name}': topic(
    productions('Productions route (spec 1 §2.1, spec 3 §2.9); administrators have all production rights (spec 3 §6).'),
    {
      message: productions('Viewer preset state request (spec 3 §7).'),
      update: productionRoleRule(
        'control',
        "Viewer presets: the 'control' role or admin (spec 3 §6), on the output's channel (instance-to-instance.ts).",
      ),
    },
  ),
  'editing:{kind}:{id}': topic(
    customRule(
      "whoever may join the item's own editor topic",
      "Who else is editing an item (issue 32 §1): only those who may open the item may see who edits it, so the row is its editor topic's (src/domain/editing names each kind's); a kind no editor opens is refused. The server checks the item's visibility as that topic's join does.",
      (subject, params) => {
        const item = editedItemTopic(params);
        return item !== undefined && permissionFor(item.pattern).join.allows(subject, item.params);
      },
    ),
  ),
  'undo:{account_id}': topic(ownSaves('Every console of the account sees its last 20 configuration saves.'), {
    undo: ownSaves(
      "Undo one's own configuration save (issue 32 §4); the save's kind needs its editor topic's save right now too (mayUndoSave).",
    ),
  }),
};

/**
 * The control topic's `instance` push, type by type (spec 1 §7.2): the push rule above lets the payload in, this
 * table says who may send each type, and server/topics/control.ts refuses any other sender before the command
 * reaches the instance. What depends on the payload (the channel a director directs, a channel's configured
 * pull) is checked after it, per payload.
 */
export const instanceCommandRights: Readonly<Record<InstanceCommandType, Rule>> = {
  restart_streamer: administrators('Instance info card: restart streamer after a confirmation (spec 1 §2.7, §6).'),
  start_streamer: productions(
    'Instance info card (administrators, spec 1 §2.7); a production director starts the streamer of a channel they direct (spec 3 §6), checked per payload.',
  ),
  stop_streamer: productions(
    'Instance info card (administrators, spec 1 §2.7); a production director stops the streamer of a channel they direct (spec 3 §6), checked per payload.',
  ),
  update_streamer: administrators('Instance info card: update streamer after a confirmation (spec 1 §2.7, §6).'),
  speedtest: administrators('Instance info card: run a speedtest (spec 1 §2.7, §6).'),
  bitrate: administrators('The bitrate edit of the instance panel (spec 1 §2.7, §6).'),
  set_default_interface: administrators('The default network interface of the instance panel (spec 1 §2.7, §6).'),
  streamer: administrators(
    'A text message to a streamer, sent from the instance info card (spec 1 §2.7, §7.2 `streamer` (message)); the card is admin-only (spec 1 §6).',
  ),
  send_command_to_external_device: administrators(
    'A command to an external device, sent from the External devices pages (spec 1 §7.2; spec 3 §2.2, §6 admin-level).',
  ),
  mediamtx_add_update_pull: staff(
    "Start pull: administrators any pull; other operators only a channel's configured pull_url, checked per payload (docs/protocol.md).",
  ),
  mediamtx_remove_pull: staff(
    "Stop pull: administrators any pull; other operators only a channel's configured pull, checked per payload (docs/protocol.md).",
  ),
  mediamtx_kick: administrators(
    'The media server panel kicks a publisher; instance actions are admin-only (spec 1 §6).',
  ),
};

const refuseAll: TopicPermission = topic(nobody('Topics without a permission row are refused (default deny).'));

/** The permission row of a topic pattern; patterns without a row refuse everything. */
/**
 * Whether `subject` may undo a configuration save (issue 32 §4, docs/protocol/undo.md): only its own, and only while
 * it may still save that kind of item (the `save` right of the item's editor topic, as it is now). The topic row
 * above checks the first part on every push; the server asks this once it has read the save.
 */
export const mayUndoSave = (
  subject: RightsSubject,
  save: { readonly accountId: number } & Pick<UndoTarget, 'kind' | 'id'>,
): boolean => {
  if (subject.accountId === undefined || subject.accountId !== save.accountId) return false;
  const editor = undoEditorTopic(save);
  return pushRuleFor(editor.pattern, 'save').allows(subject, editor.params);
};

export const permissionFor = (pattern: string): TopicPermission =>
  Object.hasOwn(topicPermissions, pattern) ? (topicPermissions[pattern] ?? refuseAll) : refuseAll;

/** The rule for one push on a topic pattern; a push without a rule is refused. */
export const pushRuleFor = (pattern: string, event: string): Rule =>
  (Object.hasOwn(permissionFor(pattern).pushes, event) ? permissionFor(pattern).pushes[event] : undefined) ??
  refuseAll.join;
