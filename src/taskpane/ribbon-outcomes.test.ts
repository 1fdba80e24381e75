import {
  browserTransportEnv,
  createOutcomeMessage,
  isRibbonAction,
  lastStoredOutcome,
  OUTCOME_CHANNEL,
  OUTCOME_STORAGE_KEY,
  parseOutcomeMessage,
  publishOutcome,
  RIBBON_ACTIONS,
  RIBBON_LABELS,
  subscribeToOutcomes,
  type MessageChannelLike,
  type OutcomeMessage,
  type TransportEnv,
} from './ribbon-outcomes';
import type { Outcome } from '../excel/outcome';

const PAIRED: Outcome = {
  kind: 'done',
  action: 'pairNextRound',
  syncs: 3,
  detail: { round: 2, sheet: 'Round 2', boards: 20, pab: null },
};
const PROBLEMS: Outcome = {
  kind: 'problems',
  action: 'checkRound',
  problems: [{ level: 'error', sheet: 'Round 1', cell: 'F3', message: 'board 1 has no result' }],
};

/** In-memory stand-ins for BroadcastChannel (one bus per name) and localStorage + its storage event. */
function fakeBrowser() {
  const channels = new Map<string, Set<(data: unknown) => void>>();
  const opened: string[] = [];
  let openChannels = 0;
  const storage = new Map<string, string>();
  const storageListeners = new Set<(key: string | null, value: string | null) => void>();
  const log: string[] = [];
  let ids = 0;
  const env: TransportEnv = {
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
    storage: { setItem: (key, value) => void storage.set(key, value), getItem: (key) => storage.get(key) ?? null },
    onStorage: (listener) => {
      storageListeners.add(listener);
      return () => storageListeners.delete(listener);
    },
    log: (line) => log.push(line),
    now: () => new Date('2025-03-01T14:03:09.000Z'),
    newId: () => `id-${++ids}`,
  };
  /** What a second document sees when the first one writes localStorage. */
  const fireStorage = (key: string | null, value: string | null): void =>
    storageListeners.forEach((l) => l(key, value));
  return { env, storage, log, opened, fireStorage, openChannels: () => openChannels, storageListeners };
}

describe('outcome messages', () => {
  it('knows exactly the six ribbon actions, each with a label', () => {
    expect([...RIBBON_ACTIONS]).toEqual([
      'pairNextRound',
      'updateStandings',
      'buildCrosstable',
      'buildPairingCards',
      'checkRound',
      'exportTrf',
    ]);
    expect(Object.keys(RIBBON_LABELS).sort()).toEqual([...RIBBON_ACTIONS].sort());
    expect(isRibbonAction('checkRound')).toBe(true);
    expect(isRibbonAction('undoRound')).toBe(false);
    expect(isRibbonAction(3)).toBe(false);
  });

  it('round-trips through JSON, as it travels through localStorage', () => {
    const message = createOutcomeMessage(PAIRED, new Date('2025-03-01T14:03:09.000Z'), 'abc');
    expect(message).toEqual({
      type: 'arbiter-sheet/outcome',
      id: 'abc',
      at: '2025-03-01T14:03:09.000Z',
      source: 'ribbon',
      outcome: PAIRED,
    });
    expect(parseOutcomeMessage(JSON.stringify(message))).toEqual(message);
    expect(parseOutcomeMessage(message)).toEqual(message);
  });

  const good = {
    type: 'arbiter-sheet/outcome',
    id: 'a',
    at: '2025-03-01T00:00:00Z',
    source: 'ribbon',
    outcome: PAIRED,
  };
  it.each([
    ['not JSON', '{oops'],
    ['null', null],
    ['a number', 42],
    ['another message type', { ...good, type: 'other' }],
    ['an unknown action', { ...good, outcome: { ...PAIRED, action: 'deleteAll' } }],
    ['an outcome of no known kind', { ...good, outcome: { kind: 'maybe', action: 'exportTrf' } }],
    ['a done outcome without its sync count', { ...good, outcome: { kind: 'done', action: 'exportTrf', detail: {} } }],
    ['an empty id', { ...good, id: '' }],
    ['a bad time', { ...good, at: 'yesterday' }],
    ['another source', { ...good, source: 'cli' }],
  ])('ignores %s', (_what, data) => {
    expect(parseOutcomeMessage(data)).toBeNull();
  });
});

describe('publishOutcome', () => {
  it('posts the outcome on the channel, stores it for the storage event and logs it', () => {
    const browser = fakeBrowser();
    const received: unknown[] = [];
    const listener = browser.env.openChannel!(OUTCOME_CHANNEL);
    listener.listen((data) => received.push(data));

    const report = publishOutcome(PAIRED, browser.env);

    expect(report).toEqual({
      message: createOutcomeMessage(PAIRED, browser.env.now(), 'id-1'),
      broadcast: true,
      stored: true,
    });
    expect(received).toEqual([report.message]);
    expect(JSON.parse(browser.storage.get(OUTCOME_STORAGE_KEY)!)).toEqual(report.message);
    expect(browser.log).toEqual([
      '[Arbiter Sheet] ribbon "Pair next round" (pairNextRound) done in 3 syncs, id id-1, via channel + storage',
    ]);
    // the sending channel is closed again; only the listener's remains open
    expect(browser.openChannels()).toBe(1);
  });

  it('still logs, and reports what failed, when the channel and storage throw', () => {
    const browser = fakeBrowser();
    const env: TransportEnv = {
      ...browser.env,
      openChannel: () => {
        throw new Error('no channel');
      },
      storage: {
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        getItem: () => null,
      },
    };
    const report = publishOutcome(PROBLEMS, env);
    expect([report.broadcast, report.stored]).toEqual([false, false]);
    expect(browser.log).toEqual([
      '[Arbiter Sheet] ribbon "Check round" (checkRound) 1 problem(s), id id-1, via log only',
    ]);
  });

  it('logs only when the host has neither BroadcastChannel nor localStorage', () => {
    const browser = fakeBrowser();
    const report = publishOutcome(
      { kind: 'failed', action: 'exportTrf', message: 'Excel could not finish: busy' },
      { ...browser.env, openChannel: undefined, storage: undefined },
    );
    expect([report.broadcast, report.stored]).toEqual([false, false]);
    expect(browser.log[0]).toBe(
      '[Arbiter Sheet] ribbon "Export TRF" (exportTrf) failed: Excel could not finish: busy, id id-1, via log only',
    );
  });
});

describe('subscribeToOutcomes', () => {
  it('delivers a message once even when it arrives by channel and by storage event', () => {
    const sender = fakeBrowser();
    const got: OutcomeMessage[] = [];
    const stop = subscribeToOutcomes((m) => got.push(m), sender.env);

    const report = publishOutcome(PAIRED, sender.env);
    sender.fireStorage(OUTCOME_STORAGE_KEY, sender.storage.get(OUTCOME_STORAGE_KEY)!);

    expect(got).toEqual([report.message]);
    stop();
  });

  it('ignores other storage keys, cleared keys and foreign messages', () => {
    const browser = fakeBrowser();
    const got: OutcomeMessage[] = [];
    subscribeToOutcomes((m) => got.push(m), browser.env);
    const message = createOutcomeMessage(PROBLEMS, browser.env.now(), 'x1');
    browser.fireStorage('some.other.key', JSON.stringify(message));
    browser.fireStorage(OUTCOME_STORAGE_KEY, null);
    browser.fireStorage(OUTCOME_STORAGE_KEY, '{"type":"someone-else"}');
    browser.env.openChannel!(OUTCOME_CHANNEL).postMessage({ hello: 'world' });
    expect(got).toEqual([]);
    browser.fireStorage(OUTCOME_STORAGE_KEY, JSON.stringify(message));
    expect(got).toEqual([message]);
  });

  it('stops listening on both transports when unsubscribed', () => {
    const browser = fakeBrowser();
    const got: OutcomeMessage[] = [];
    const stop = subscribeToOutcomes((m) => got.push(m), browser.env);
    expect([browser.openChannels(), browser.storageListeners.size]).toEqual([1, 1]);
    stop();
    expect([browser.openChannels(), browser.storageListeners.size]).toEqual([0, 0]);
    publishOutcome(PAIRED, browser.env);
    browser.fireStorage(OUTCOME_STORAGE_KEY, browser.storage.get(OUTCOME_STORAGE_KEY)!);
    expect(got).toEqual([]);
  });

  it('works over a real BroadcastChannel between two independent channel instances', async () => {
    if (typeof BroadcastChannel !== 'function') throw new Error('this Node has no BroadcastChannel (Node >= 18 has)');
    const env = { ...browserTransportEnv(), log: () => undefined };
    expect(env.openChannel).toBeDefined();
    let stop = (): void => undefined;
    const received = new Promise<OutcomeMessage>((resolve) => {
      stop = subscribeToOutcomes(resolve, env);
    });
    try {
      const report = publishOutcome(PAIRED, env);
      expect(report.broadcast).toBe(true);
      await expect(received).resolves.toEqual(report.message);
    } finally {
      stop();
    }
  });

  it('leaves the last outcome in storage for a pane opened later', () => {
    const browser = fakeBrowser();
    const report = publishOutcome(PROBLEMS, browser.env);
    expect(lastStoredOutcome(browser.env.storage)).toEqual(report.message);
    expect(lastStoredOutcome(undefined)).toBeNull();
    expect(lastStoredOutcome({ getItem: () => 'not json' })).toBeNull();
  });

  it('gives each message its own id', () => {
    const env = browserTransportEnv();
    const ids = new Set(Array.from({ length: 50 }, () => env.newId()));
    expect(ids.size).toBe(50);
  });
});
