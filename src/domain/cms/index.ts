export type { CmsEvent } from './cms.events';
