export {
  InstanceCodec,
  InstanceInputCodec,
  InstanceLiveCodec,
  InstanceMetaCodec,
  StreamerUpdateInfoCodec,
} from './instance.codec';
export { InstanceStatusCodec } from './instance-status.codec';
export { SystemStatusCodec } from './system-status.codec';
export { ExternalDeviceStatusCodec } from './external-device.codec';
export { MediaServerStreamCodec } from './media-server.codec';
export { InstanceControlCodec, InstanceControlStatusCodec } from './instance-control.codec';
export { ChangeRouteCodec, ChangeSettingCodec, InstanceCommandCodec, ResetDeviceCodec } from './instance-command.codec';
export {
  ControlStateRequestCodec,
  ControlUpdateCodec,
  InstanceRemovalCodec,
  InstanceSaveCodec,
  SavedInstanceReplyCodec,
} from './instance-pushes.codec';
export type {
  ControlStateRequest,
  ControlUpdate,
  InstanceRemoval,
  InstanceSave,
  SavedInstanceReply,
} from './instance-pushes.codec';
export { instancesTopics } from './instances.topics';
export { instancesHttpCalls, LatestVersionResponseCodec } from './instances.http';
