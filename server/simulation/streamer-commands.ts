import { streamerMessageLimits, type InstanceCommand } from '../../src/domain/instances';
import { ok, refuse, type Reply } from '../protocol/reply';
import { streamerRunning } from './instance-stats';
import type { InstanceLive } from '../records/instances-kind';
import { metaOf, writeInstanceLive } from './instance-writes';
import { latestStreamerVersion, type SimulationParts } from './simulation-parts';

type StreamerCommandType = 'restart_streamer' | 'start_streamer' | 'stop_streamer' | 'update_streamer';

/** A streamer takes this long to come up after start or restart, and to install an update. */
export const streamerStartMs = 1500;
export const streamerUpdateMs = 4000;

/** The streamer's live status: no new version of the instance (instance-writes.ts). */
const setStreamer = async (parts: SimulationParts, id: number, changes: InstanceLive): Promise<void> => {
  const document = await parts.services.store.documents.instances.get(id);
  if (!document) return;
  await writeInstanceLive(parts.services, document, changes);
  parts.world.invalidate();
};

/**
 * start / stop / restart / update of an instance's streamer. The reply only acknowledges; the new state shows
 * in the control broadcast and instances:all once the streamer got there (start 1.5 s, update 4 s).
 */
export const runStreamerCommand = async (
  parts: SimulationParts,
  id: number,
  type: StreamerCommandType,
): Promise<Reply> => {
  const now = parts.now();
  const key = `streamer:${id}`;
  switch (type) {
    case 'start_streamer':
      parts.jobs.schedule({
        key,
        due: now + streamerStartMs,
        run: () => setStreamer(parts, id, { streamer_state: 'running' }),
      });
      return ok({ message: 'Streamer starting' });
    case 'stop_streamer':
      parts.jobs.cancel(key);
      await setStreamer(parts, id, { streamer_state: 'stopped' });
      return ok({ message: 'Streamer stopped' });
    case 'restart_streamer':
      await setStreamer(parts, id, { streamer_state: 'stopped' });
      parts.jobs.schedule({
        key,
        due: now + streamerStartMs,
        run: () => setStreamer(parts, id, { streamer_state: 'running' }),
      });
      return ok({ message: 'Streamer restarting' });
    case 'update_streamer':
      return updateStreamer(parts, id, now);
  }
};

const updateStreamer = async (parts: SimulationParts, id: number, now: number): Promise<Reply> => {
  const latest = await latestStreamerVersion(parts.services);
  const document = await parts.services.store.documents.instances.get(id);
  if (!document) return refuse('not_found');
  const current =
    typeof document.body.streamer_version === 'string'
      ? document.body.streamer_version
      : String(metaOf(document).version ?? '');
  const timestamp = Math.floor(now / 1000);
  if (current === latest) {
    await setStreamer(parts, id, {
      streamer_update_info: { timestamp, status: 'ok', messages: [`Already up to date (${latest})`] },
    });
    return ok({ message: 'Streamer is up to date' });
  }
  const started = ['Update requested', `Downloading ${latest}`];
  await setStreamer(parts, id, { streamer_update_info: { timestamp, status: 'updating', messages: started } });
  parts.jobs.schedule({
    key: `update:${id}`,
    due: now + streamerUpdateMs,
    run: async (at) => {
      // The installed version is live status (`streamer_version`, which every reader takes before `meta.version`).
      await setStreamer(parts, id, {
        streamer_version: latest,
        streamer_state: 'running',
        streamer_update_info: {
          timestamp: Math.floor(at / 1000),
          status: 'ok',
          messages: [...started, `Installed ${latest}`, 'Restarted'],
        },
      });
    },
  });
  return ok({ message: 'Streamer update request sent' });
};

/** A bitrate as typed in the free text field (spec 1 §5): whole kbps, optionally with a unit. */
export const parseBitrate = (text: string): number | undefined => {
  const match = /^\s*(\d{1,6})\s*(kbps|kbit\/s|k)?\s*$/i.exec(text);
  const value = match ? Number(match[1]) : Number.NaN;
  return value >= 100 && value <= 100_000 ? value : undefined;
};

type StatsCommand =
  | Extract<InstanceCommand, { type: 'bitrate' | 'set_default_interface' | 'streamer' }>
  | { readonly type: 'speedtest'; readonly instance: number };

const invalidMessage = (expected: string, actual: string): Reply =>
  refuse('invalid', { errors: [{ path: 'message', expected, actual: JSON.stringify(actual) }] });

/**
 * A text message to the streamer (spec 1 §7.2 `streamer` (message)): a running streamer keeps the last
 * `streamerMessageLimits.kept` in its status (`streamer_messages`), where the console shows them; a stopped one
 * the console is told it is not running (docs/protocol/control.md "Messages to a streamer").
 */
const receiveMessage = (
  parts: SimulationParts,
  running: boolean,
  stats: { messages: { timestamp: number; text: string }[] },
  message: string,
): Reply => {
  const text = message.trim();
  if (text === '') return invalidMessage('a message', message);
  if (text.length > streamerMessageLimits.maxLength)
    return invalidMessage(`at most ${streamerMessageLimits.maxLength} characters`, `${text.length} characters`);
  if (!running) return refuse('streamer_not_running');
  stats.messages.push({ timestamp: Math.floor(parts.now() / 1000), text });
  stats.messages.splice(0, Math.max(0, stats.messages.length - streamerMessageLimits.kept));
  return ok({ message: 'Message received by the streamer' });
};

/** Commands answered from the live statistics: bitrate, default interface, speedtest, a raw streamer message. */
export const runStatsCommand = async (parts: SimulationParts, command: StatsCommand): Promise<Reply> => {
  const world = await parts.world.read(parts.now());
  const facts = world.instancesById.get(command.instance);
  if (!facts) return refuse('not_found');
  const stats = parts.stats.statsOf(facts);
  switch (command.type) {
    case 'bitrate': {
      const encoder = stats.encoders.find((candidate) => candidate.name === command.name);
      if (!encoder) return refuse('unknown_encoder', { detail: command.name });
      const bitrate = parseBitrate(command.bitrate);
      if (bitrate === undefined)
        return refuse('invalid', {
          errors: [
            { path: 'bitrate', expected: 'whole kbps between 100 and 100000', actual: JSON.stringify(command.bitrate) },
          ],
        });
      encoder.target = bitrate;
      return ok({ message: `Bitrate of ${command.name} set to ${bitrate}` });
    }
    case 'set_default_interface': {
      const face = stats.network.find((candidate) => candidate.name === command.interface);
      if (!face) return refuse('unknown_interface', { detail: command.interface });
      if (!face.up) return refuse('interface_down', { detail: command.interface });
      for (const candidate of stats.network) candidate.isDefault = candidate === face;
      return ok({ message: `Default interface ${command.interface}` });
    }
    case 'speedtest':
      for (const face of stats.network)
        if (face.up && face.type !== 'other') face.tx = Math.round(face.tx * (1.2 + stats.random() * 0.6));
      return ok({ message: 'Speedtest started' });
    case 'streamer':
      return receiveMessage(parts, streamerRunning(facts, true), stats, command.message);
  }
};
