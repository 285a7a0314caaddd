import { maySeeChannel } from '../../src/domain/rights';
import type { EntityKind, Wire } from '../records/entity-kind';
import { toWire, type StoredDocument } from '../storage/document-repository';

const isObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

const channelWire = (document: StoredDocument): Wire => ({
  ...toWire(document),
  meta: isObject(document.body.meta) ? document.body.meta : {},
});

/**
 * Channels, carried on channels:all as `update {channel}` and `delete {uuid}`. Every console account sees every
 * channel; production crew outside the console (cloudrec) only the channels they hold a role on (spec 3 §2.9).
 */
export const channelsKind: EntityKind<'channels'> = {
  kind: 'channels',
  visible: (actor, document) => maySeeChannel(actor, document.uuid),
  targets: () => [
    {
      topic: 'channels:all',
      updateEvent: 'update',
      update: (wire) => ({ channel: wire }),
      deleteEvent: 'delete',
      remove: (wire) => ({ uuid: wire.uuid }),
    },
  ],
  present: async (_services, _sql, documents) => documents.map(channelWire),
};
