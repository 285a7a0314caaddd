import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeHeader, RecordingWriter } from '../../../src/application/recording';
import type { NewLogEntry } from '../../../src/domain/log';
import { numbered } from '../../support/core-entries';

export const recordingStart = Date.parse('2026-11-22T10:00:00Z');

/** Time `seconds` after the start of a generated recording, in ms. */
export const second = (seconds: number): number => recordingStart + seconds * 1000;

/** Writes entries (numbered from 1) as a recording file through the real writer; returns its path. */
export const writeRecording = (dir: string, name: string, entries: readonly NewLogEntry[]): string => {
  const file = path.join(dir, name);
  let text = '';
  const writer = new RecordingWriter(
    { write: (chunk) => (text += chunk) },
    makeHeader(new Date(recordingStart), '0.1.0'),
  );
  for (const entry of numbered(entries)) writer.write(entry);
  writer.flush();
  writeFileSync(file, text);
  return file;
};

const order = (id: number, name: string) => ({
  id,
  name,
  items: [{ action: 'wait', type: 'action' }],
  inserted_at: '2026-11-22T09:00:00',
  updated_at: '2026-11-22T09:00:00',
});

/** A short session: connect, a running-order list, one save command with its frame and reply, the update. */
export const baseSession = (updatedName = 'Evening news v2'): NewLogEntry[] => [
  { kind: 'ConnectionChanged', at: second(0), state: 'connected', attempt: 0 },
  {
    kind: 'FrameReceived',
    at: second(1),
    topic: 'running_orders:all',
    event: 'init',
    payload: { data: [order(6, 'Match opening'), order(7, 'Evening news')] },
  },
  { kind: 'ClockTicked', at: second(2), now: second(2) },
  {
    kind: 'CommandIssued',
    at: second(3),
    id: 'c1',
    account: 'admin@demo.local',
    name: 'running_orders.save',
    args: { running_order: { id: 7, name: updatedName } },
    target: 'running_order:7',
  },
  {
    kind: 'FrameSent',
    at: second(3),
    topic: 'running_orders:7',
    event: 'save',
    payload: { running_order: { id: 7, name: updatedName } },
  },
  {
    kind: 'FrameReceived',
    at: second(3.1),
    topic: 'running_orders:all',
    event: 'update',
    payload: { data: order(7, updatedName) },
  },
  {
    kind: 'CommandSettled',
    at: second(3.1),
    id: 'c1',
    outcome: 'ok',
    reply: { data: order(7, updatedName) },
    latencyMs: 100,
  },
  { kind: 'ClockTicked', at: second(4), now: second(4) },
];
