export { instanceCommandRights, mayUndoSave, permissionFor, pushRuleFor, topicPermissions } from './topic-rights';
export type { TopicPermission } from './topic-rights';
export { httpAccessFor, httpRights, servedFolders } from './http-rights';
export type { HttpAccess } from './http-rights';
