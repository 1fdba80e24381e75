import {
  browserTransportEnv,
  COMMAND_CHANNEL,
  COMMAND_STORAGE_KEY,
  createCommandRequest,
  dispatchCommand,
  isRibbonAction,
  parseCommandRequest,
  RIBBON_ACTIONS,
  RIBBON_LABELS,
  subscribeToCommands,
  type CommandRequest,
  type CommandTransportEnv,
  type MessageChannelLike,
} from './dispatch';

/** In-memory stand-ins for BroadcastChannel (one bus per name) and localStorage + its storage event. */
function fakeBrowser() {
  const channels = new Map<string, Set<(data: unknown) => void>>();
  const opened: string[] = [];
  let openChannels = 0;
  const storage = new Map<string, string>();
  const storageListeners = new Set<(key: string | null, value: string | null) => void>();
  const log: string[] = [];
  let ids = 0;
  const env: CommandTransportEnv = {
    openChannel: (name): MessageChannelLike => {
      opened.push(name);
      openChannels += 1;
      if (!channels.has(name)) channels.set(name, new Set());
      const bus = channels.get(name)!;
      let handler: ((data: unknown) => void) | null = null;
      return {
        // like BroadcastChannel, a message reaches every other instance with the name, not the sender
        postMessage: (message) => bus.forEach((h) => h !== handler && h(structuredClone(message))),
        listen: (h) => {
          handler = h;
          bus.add(h);
        },
        close: () => {
          openChannels -= 1;
          if (handler) bus.delete(handler);
        },
      };
    },
    storage: { setItem: (key, value) => void storage.set(key, value) },
    onStorage: (listener) => {
      storageListeners.add(listener);
      return () => storageListeners.delete(listener);
    },
    log: (line) => log.push(line),
    now: () => new Date('2025-03-01T14:03:09.000Z'),
    newId: () => `id-${++ids}`,
  };
  /** What a second document sees when the first one writes localStorage. */
  const fireStorage = (key: string | null, value: string | null): void => storageListeners.forEach((l) => l(key, value));
  return { env, storage, log, opened, fireStorage, openChannels: () => openChannels, storageListeners };
}

describe('command requests', () => {
  it('knows exactly the six ribbon actions, each with a label', () => {
    expect([...RIBBON_ACTIONS]).toEqual(['pairNextRound', 'updateStandings', 'buildCrosstable', 'buildPairingCards', 'checkRound', 'exportTrf']);
    expect(Object.keys(RIBBON_LABELS).sort()).toEqual([...RIBBON_ACTIONS].sort());
    expect(isRibbonAction('checkRound')).toBe(true);
    expect(isRibbonAction('undoRound')).toBe(false);
    expect(isRibbonAction(3)).toBe(false);
  });

  it('round-trips through JSON, as it travels through localStorage', () => {
    const request = createCommandRequest('exportTrf', new Date('2025-03-01T14:03:09.000Z'), 'abc');
    expect(request).toEqual({ type: 'arbiter-sheet/command', action: 'exportTrf', id: 'abc', requestedAt: '2025-03-01T14:03:09.000Z', source: 'ribbon' });
    expect(parseCommandRequest(JSON.stringify(request))).toEqual(request);
    expect(parseCommandRequest(request)).toEqual(request);
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', null],
    ['a number', 42],
    ['another message type', { type: 'other', action: 'exportTrf', id: 'a', requestedAt: '2025-03-01T00:00:00Z', source: 'ribbon' }],
    ['an unknown action', { type: 'arbiter-sheet/command', action: 'deleteAll', id: 'a', requestedAt: '2025-03-01T00:00:00Z', source: 'ribbon' }],
    ['an empty id', { type: 'arbiter-sheet/command', action: 'exportTrf', id: '', requestedAt: '2025-03-01T00:00:00Z', source: 'ribbon' }],
    ['a bad time', { type: 'arbiter-sheet/command', action: 'exportTrf', id: 'a', requestedAt: 'yesterday', source: 'ribbon' }],
    ['another source', { type: 'arbiter-sheet/command', action: 'exportTrf', id: 'a', requestedAt: '2025-03-01T00:00:00Z', source: 'cli' }],
  ])('ignores %s', (_what, data) => {
    expect(parseCommandRequest(data)).toBeNull();
  });
});

describe('dispatchCommand', () => {
  it('posts the request on the channel, stores it for the storage event and logs it', () => {
    const browser = fakeBrowser();
    const received: unknown[] = [];
    const listener = browser.env.openChannel!(COMMAND_CHANNEL);
    listener.listen((data) => received.push(data));

    const report = dispatchCommand('pairNextRound', browser.env);

    expect(report).toEqual({ request: createCommandRequest('pairNextRound', browser.env.now(), 'id-1'), broadcast: true, stored: true });
    expect(received).toEqual([report.request]);
    expect(JSON.parse(browser.storage.get(COMMAND_STORAGE_KEY)!)).toEqual(report.request);
    expect(browser.log).toEqual(['[Arbiter Sheet] ribbon "Pair next round" (pairNextRound) requested, id id-1, via channel + storage']);
    // the sending channel is closed again; only the listener's remains open
    expect(browser.openChannels()).toBe(1);
  });

  it('still logs, and reports what failed, when the channel and storage throw', () => {
    const browser = fakeBrowser();
    const env: CommandTransportEnv = {
      ...browser.env,
      openChannel: () => {
        throw new Error('no channel');
      },
      storage: {
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    };
    const report = dispatchCommand('checkRound', env);
    expect([report.broadcast, report.stored]).toEqual([false, false]);
    expect(browser.log).toEqual(['[Arbiter Sheet] ribbon "Check round" (checkRound) requested, id id-1, via log only']);
  });

  it('logs only when the host has neither BroadcastChannel nor localStorage', () => {
    const browser = fakeBrowser();
    const report = dispatchCommand('exportTrf', { ...browser.env, openChannel: undefined, storage: undefined });
    expect([report.broadcast, report.stored]).toEqual([false, false]);
    expect(browser.log[0]).toContain('via log only');
  });
});

describe('subscribeToCommands', () => {
  it('delivers a request once even when it arrives by channel and by storage event', () => {
    const sender = fakeBrowser();
    const got: CommandRequest[] = [];
    const stop = subscribeToCommands((r) => got.push(r), sender.env);

    const report = dispatchCommand('buildCrosstable', sender.env);
    sender.fireStorage(COMMAND_STORAGE_KEY, sender.storage.get(COMMAND_STORAGE_KEY)!);

    expect(got).toEqual([report.request]);
    stop();
  });

  it('ignores other storage keys, cleared keys and foreign messages', () => {
    const browser = fakeBrowser();
    const got: CommandRequest[] = [];
    subscribeToCommands((r) => got.push(r), browser.env);
    const request = createCommandRequest('updateStandings', browser.env.now(), 'x1');
    browser.fireStorage('some.other.key', JSON.stringify(request));
    browser.fireStorage(COMMAND_STORAGE_KEY, null);
    browser.fireStorage(COMMAND_STORAGE_KEY, '{"type":"someone-else"}');
    browser.env.openChannel!(COMMAND_CHANNEL).postMessage({ hello: 'world' });
    expect(got).toEqual([]);
    browser.fireStorage(COMMAND_STORAGE_KEY, JSON.stringify(request));
    expect(got).toEqual([request]);
  });

  it('stops listening on both transports when unsubscribed', () => {
    const browser = fakeBrowser();
    const got: CommandRequest[] = [];
    const stop = subscribeToCommands((r) => got.push(r), browser.env);
    expect([browser.openChannels(), browser.storageListeners.size]).toEqual([1, 1]);
    stop();
    expect([browser.openChannels(), browser.storageListeners.size]).toEqual([0, 0]);
    dispatchCommand('exportTrf', browser.env);
    browser.fireStorage(COMMAND_STORAGE_KEY, browser.storage.get(COMMAND_STORAGE_KEY)!);
    expect(got).toEqual([]);
  });

  it('works over a real BroadcastChannel between two independent channel instances', async () => {
    if (typeof BroadcastChannel !== 'function') throw new Error('this Node has no BroadcastChannel (Node >= 18 has)');
    const env = { ...browserTransportEnv(), log: () => undefined };
    expect(env.openChannel).toBeDefined();
    let stop = (): void => undefined;
    const received = new Promise<CommandRequest>((resolve) => {
      stop = subscribeToCommands(resolve, env);
    });
    try {
      const report = dispatchCommand('buildPairingCards', env);
      expect(report.broadcast).toBe(true);
      await expect(received).resolves.toEqual(report.request);
    } finally {
      stop();
    }
  });

  it('gives each request its own id', () => {
    const env = browserTransportEnv();
    const ids = new Set(Array.from({ length: 50 }, () => env.newId()));
    expect(ids.size).toBe(50);
  });
});
