export { developerTopics } from './developer.topics';
export { ServerHealthCodec } from './server-health.codec';
