import { administratorTypes, isOneOf, type AccountType } from './account-type';

/** UI parts shown to some account types only (spec 1 §2.2, §2.7, §6; spec 3 §2.5, §6). */
export type UiFeature =
  | 'server_clock'
  | 'own_events_filter'
  | 'connection_stats'
  | 'todo_button'
  | 'output_transcoder_start'
  | 'instance_details_menu'
  | 'ssh_password'
  | 'mediaconnect_controls'
  | 'broadcaster_process_info'
  | 'online_instances_tabs'
  | 'online_instance_menu'
  | 'instance_tabs'
  | 'models_menu'
  | 'multiview_own_todo_events';

/**
 * Who sees each part. "How the 'admin' check is defined: not shown" (spec 1 §6), so admin-only parts go to
 * administrators (admin, device_admin, root, developer). The server clock is the exception the spec spells
 * out: the admin and user types only.
 */
export const uiFeatureAccess: Readonly<Record<UiFeature, readonly AccountType[]>> = {
  server_clock: ['admin', 'user'],
  own_events_filter: administratorTypes,
  connection_stats: administratorTypes,
  todo_button: administratorTypes,
  output_transcoder_start: administratorTypes,
  instance_details_menu: administratorTypes,
  ssh_password: administratorTypes,
  mediaconnect_controls: administratorTypes,
  broadcaster_process_info: ['root', 'developer'],
  online_instances_tabs: administratorTypes,
  online_instance_menu: administratorTypes,
  instance_tabs: administratorTypes,
  models_menu: administratorTypes,
  multiview_own_todo_events: administratorTypes,
};

export const canSeeFeature = (feature: UiFeature, type: string | undefined): boolean =>
  isOneOf(type, uiFeatureAccess[feature]);
