import 'fake-indexeddb/auto';
import { expect } from 'chai';
import { CommandBus } from '../src/application/commands';
import { HttpGateway } from '../src/application/http/http-gateway';
import { EventLog } from '../src/application/log';
import { MaintenancePoller } from '../src/application/maintenance/maintenance-poller';
import { ClockPort, HttpPort, IdPort, KeyValueStorage, RecordStorage, RuntimeConfig, SocketPort, TokenStorage } from '../src/application/ports';
import { FlightRecorder, SessionRecorder } from '../src/application/recording';
import { JournalKeeper } from '../src/application/session/journal-keeper';
import { LiveSession } from '../src/application/session/live-session';
import { SessionService } from '../src/application/session/session-service';
import { Normalizer, ProjectionStore } from '../src/application/store';
import { buildContainer } from '../src/main';

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

describe('composition root', () => {
  it('builds the container and resolves every binding, singletons once', () => {
    const config = { apiBase: 'http://127.0.0.1:1/api/v1', socketUrl: 'ws://127.0.0.1:1/socket', maintenanceUrl: 'http://127.0.0.1:1/m.json', latestVersionUrl: 'http://127.0.0.1:1/l' };
    const container = buildContainer(config, memoryStorage());
    const tokens = [RuntimeConfig, Normalizer, SocketPort, HttpPort, TokenStorage, KeyValueStorage, RecordStorage, ClockPort, IdPort, EventLog, ProjectionStore, CommandBus, HttpGateway, SessionService, MaintenancePoller, JournalKeeper, LiveSession, FlightRecorder, SessionRecorder];
    for (const token of tokens) expect(container.get(token as never), String(token)).to.not.equal(undefined);
    expect(container.get(CommandBus)).to.equal(container.get(CommandBus));
    expect(container.get(ProjectionStore)).to.equal(container.get(ProjectionStore));
    container.get(LiveSession).dispose();
  });
});
