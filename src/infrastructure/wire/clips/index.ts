export {
  ClipCodec,
  ClipDraftCodec,
  ClipMetaCodec,
  ClipQualityCodec,
  ClipStatusCodec,
  ClipTypeCodec,
} from './clip.codec';
export { ClipExportCodec, ClipExportDraftCodec, ClipExportMetaCodec } from './clip-export.codec';
export { ClipSettingsCodec } from './clip-settings.codec';
export { TagCodec, TagDraftCodec, TagMetaCodec } from './tag.codec';
export { dataOf, UuidPayloadCodec } from './envelope';
export { clipsTopics } from './clips.topics';
export { clipsHttpCalls } from './clips.http';
