import type { RuntimeConfig } from '../../src/application/ports';

/** A runtime config whose addresses reach nothing: composition tests build containers, they never connect. */
export const unreachableConfig: RuntimeConfig = {
  apiBase: 'http://127.0.0.1:1/api/v1',
  socketUrl: 'ws://127.0.0.1:1/socket',
  maintenanceUrl: 'http://127.0.0.1:1/m.json',
  latestVersionUrl: 'http://127.0.0.1:1/l',
};

/** A Web Storage in memory, standing in for the page's localStorage. */
export const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};
