import * as t from 'io-ts';
import { defineTopic, inbound, listOf, push, shape } from '../kit';
import { AuditRowCodec } from './audit-row.codec';

/** The server's audit trail (docs/protocol/server.md "Audit"), administrators only. */
export const auditTopics = {
  'audit:all': defineTopic({
    pattern: 'audit:all',
    doc: 'Every push the server handled; joined by the audit view.',
    inbound: {
      init: inbound({
        doc: 'The latest rows, {data: Row[]} newest first; replaces what was held.',
        codec: shape({ data: listOf(AuditRowCodec) }),
        toEvents: ({ data }, context) => [{ type: 'AuditRowsReceived', rows: data, at: context.at }],
      }),
      append: inbound({
        doc: 'One row just written, {…row}.',
        codec: AuditRowCodec,
        toEvents: (row, context) => [{ type: 'AuditRowAppended', row, at: context.at }],
      }),
      older: inbound({
        doc: 'The page the `older` push asked for, {data: Row[] newest first, more}, sent to the asking channel only.',
        codec: shape({ data: listOf(AuditRowCodec), more: t.boolean }),
        toEvents: ({ data, more }, context) => [{ type: 'AuditOlderRowsReceived', rows: data, more, at: context.at }],
      }),
    },
    pushes: {
      older: push({
        doc: 'Rows older than before_id (limit 1–1000, default 200), newest first.',
        payload: shape({ before_id: t.number }, { limit: t.number }),
        reply: shape({ data: listOf(AuditRowCodec) }),
      }),
    },
  }),
} as const;
