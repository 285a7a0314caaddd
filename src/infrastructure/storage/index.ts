export { IndexedDbRecordStorage } from './indexed-db-storage';
export { LocalKeyValueStorage, LocalTokenStorage } from './web-storage';
