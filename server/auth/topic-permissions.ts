import { accountTypes, administratorTypes, staffTypes, type AccountType } from './account-types';
import { ownProperty } from '../protocol/own-property';
import { customRule, productionRoleRule, productionsRule, staffOrCrewRule, typesRule, type Rule } from './rule';

// Who may join each topic and send each push, for every topic of spec 1 §7.2, spec 2 §7 and spec 3 §7.
// A push that is not listed here is refused (default deny). Payload-dependent rules (which account type
// may be assigned, output channels, developer_config) live next to the data in the topic handlers and use
// the helpers of account-types.ts; this table answers "may this account type touch this topic at all".

const rootOrDeveloper: readonly AccountType[] = ['root', 'developer'];
const deviceAdministrators: readonly AccountType[] = ['device_admin', 'root', 'developer'];
/** "Privilege in root, developer, admin, group_admin or device_admin may add, edit and delete lists and records" (spec 3 §6). */
const contentEditors: readonly AccountType[] = ['root', 'developer', 'admin', 'group_admin', 'device_admin'];

const everyone = (why: string): Rule => typesRule(accountTypes, why);
const staff = (why: string): Rule => typesRule(staffTypes, why);
const administrators = (why: string): Rule => typesRule(administratorTypes, why);
const clipTopic = (why: string): Rule => everyone(`${why} Clips route: the Events types plus cloudrec (spec 1 §2.1).`);

export interface TopicPermission {
  readonly join: Rule;
  readonly pushes: Readonly<Record<string, Rule>>;
}

const topic = (join: Rule, pushes: Readonly<Record<string, Rule>> = {}): TopicPermission => ({ join, pushes });

const listTopic = (why: string): TopicPermission =>
  topic(staff(`${why} Joined at login by every console account (spec 1 §7.2); what each sees is scoped by the topic.`));

export const topicPermissions: Readonly<Record<string, TopicPermission>> = {
  'profile:{token}': topic(
    customRule(
      'the session owning the token',
      'A profile topic names a session token; only that session may join it.',
      (actor, params) => params.token === actor.token,
    ),
    {
      get: everyone('Everyone reads their own profile (spec 1 §7.2).'),
      update: everyone('Everyone edits their own name, surname, company (spec 3 §7 update_profile).'),
      change_password: everyone('Everyone changes their own password (spec 3 §7).'),
      ping: everyone('The console pings its profile every 600 s (spec 1 §9).'),
    },
  ),
  'audit:all': topic(
    administrators("The audit trail shows every account's actions; administrators only (issue 3 Audit)."),
    {
      older: administrators('Paging back through the audit trail, same audience as the join.'),
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
    staffOrCrewRule(
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
  'settings:{id}': topic(typesRule(rootOrDeveloper, 'Settings tab: root or developer (spec 3 §2.2, §6).'), {
    save: typesRule(
      rootOrDeveloper,
      'Settings tab: root or developer (spec 3 §2.2, §6); developer_config only developers.',
    ),
    delete: typesRule(rootOrDeveloper, 'Settings tab: root or developer (spec 3 §2.2, §6).'),
  }),
  'settings:create': topic(typesRule(rootOrDeveloper, 'Settings tab: root or developer (spec 3 §2.2, §6).'), {
    save: typesRule(
      rootOrDeveloper,
      'Settings tab: root or developer (spec 3 §2.2, §6); developer_config only developers.',
    ),
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
    staffOrCrewRule(
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
  'channels:group:create:template': topic(
    typesRule(['developer'], 'Configuration presets tab: developer (spec 3 §2.3, §6).'),
    {
      save: typesRule(['developer'], 'Configuration presets tab: developer (spec 3 §2.3, §6).'),
    },
  ),
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
      delete: typesRule(rootOrDeveloper, 'Root or developer may Remove an instance (spec 2 §6).'),
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
  'devices:create': topic(
    typesRule(deviceAdministrators, 'Devices route: device_admin, root, developer (spec 1 §2.1, spec 3 §6).'),
    {
      save: typesRule(deviceAdministrators, 'Devices route: device_admin, root, developer (spec 3 §6).'),
    },
  ),
  'devices:{id}': topic(typesRule(deviceAdministrators, 'Devices route: device_admin, root, developer (spec 3 §6).'), {
    save: typesRule(deviceAdministrators, 'Devices route (spec 3 §6).'),
    release: typesRule(deviceAdministrators, 'Devices route (spec 3 §6).'),
  }),
  'devices:logs:{id}': topic(typesRule(deviceAdministrators, 'Device logs: Devices route (spec 3 §6).')),

  control: topic(
    staffOrCrewRule(
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
        (actor) => staffTypes.includes(actor.type) || actor.productions,
      ),
      maintenance: typesRule(rootOrDeveloper, 'Maintenance tab: root or developer (spec 3 §2.2, §6).'),
    },
  ),

  'cms:all': listTopic('Content lists and list types.'),
  'cms:list_type:{id}': topic(administrators('List Types tab: admin (spec 3 §2.2, §6).'), {
    save: administrators('List Types: admin (spec 3 §6).'),
  }),
  'cms:list_type:create': topic(administrators('List Types tab: admin (spec 3 §2.2, §6).'), {
    save: administrators('List Types: admin (spec 3 §6).'),
  }),
  'cms:list:{id}': topic(typesRule(contentEditors, 'Content list editing (spec 3 §6).'), {
    save: typesRule(contentEditors, 'Content list editing (spec 3 §6).'),
    delete: typesRule(contentEditors, 'Content list editing (spec 3 §6).'),
    notify: administrators('Run notify is admin-only (spec 3 §6).'),
  }),
  'cms:list:create': topic(typesRule(contentEditors, 'Content list editing (spec 3 §6).'), {
    save: typesRule(contentEditors, 'Content list editing (spec 3 §6).'),
    // The catalogue offers the list pushes on both list topics (cms.topics.ts listPushes); they name the list by id.
    delete: typesRule(contentEditors, 'Content list editing (spec 3 §6).'),
    notify: administrators('Run notify is admin-only (spec 3 §6).'),
  }),
  'cms:list_datas:{list_id}': topic(staff('Content route: the Content types (spec 1 §2.1).'), {
    save: typesRule(contentEditors, 'Record editing (spec 3 §6).'),
    save_batch: administrators('Imports add records; Import is for administrators (spec 3 §6 "Admins: Import").'),
    delete: typesRule(contentEditors, 'Record deletion and bulk state changes (spec 3 §6).'),
  }),
  'cms:list_data:{id}': topic(staff('Content route (spec 1 §2.1).'), {
    save: typesRule(contentEditors, 'Record editing (spec 3 §6).'),
    get_aws_presigned_url: typesRule(contentEditors, 'Uploads belong to record editing (spec 3 §6).'),
  }),
  'cms:list_data:create': topic(staff('Content route (spec 1 §2.1).'), {
    save: typesRule(contentEditors, 'Record editing (spec 3 §6).'),
    get_aws_presigned_url: typesRule(contentEditors, 'Uploads belong to record editing (spec 3 §6).'),
  }),

  'events:all': topic(everyone('Events list; cloudrec pages list recorded events too (spec 2 §7).'), {
    filter: everyone('Every events list filters by date range and state (spec 1 §7.2, spec 2 §7).'),
    set_billing_status: administrators('Billing route: administrators (spec 1 §2.1, spec 3 §6).'),
  }),
  'events:{uuid}': topic(staff('Events route (spec 1 §2.1).'), {
    save: staff('Event editor (spec 2 §7).'),
    stop: staff('Stop event while current (spec 1 §5).'),
    toggle_todo: administrators(
      'The to-do button is admin-only UI (spec 1 §6); administrators as spec 1 §6 defines them.',
    ),
  }),
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
    typesRule(
      ['developer'],
      "The studio server's health is the developer monitor's (spec 1 §2.1, spec 3 §2.8): developers only.",
    ),
  ),
  'system:instance_to_instance:{name}': topic(
    productionsRule(
      'Productions route (spec 1 §2.1, spec 3 §2.9); administrators have all production rights (spec 3 §6).',
    ),
    {
      message: productionsRule('Viewer preset state request (spec 3 §7).'),
      update: productionRoleRule(
        'control',
        "Viewer presets: the 'control' role or admin (spec 3 §6), on the output's channel (instance-to-instance.ts).",
      ),
    },
  ),
};

const refuseAll: TopicPermission = topic(
  customRule('nobody', 'Topics without a permission row are refused (default deny).', () => false),
);

/** The permission row of a topic pattern; patterns without a row refuse everything. */
export const permissionFor = (pattern: string): TopicPermission => ownProperty(topicPermissions, pattern) ?? refuseAll;

/** The rule for one push on a topic pattern; a push without a rule is refused. */
export const pushRuleFor = (pattern: string, event: string): Rule =>
  ownProperty(permissionFor(pattern).pushes, event) ?? refuseAll.join;
