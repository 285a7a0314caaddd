export { ArchiveStateCodec, GroupCodec, GroupDraftCodec, GroupMetaCodec } from './group.codec';
export { groupsTopics } from './groups.topics';
