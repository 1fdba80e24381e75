/**
 * The hand-off from a ribbon button to the rest of the add-in.
 *
 * Ribbon functions run in commands.html, a separate JavaScript runtime from the task pane (the manifest asks
 * for ExcelApi 1.1, so no shared runtime). A button press therefore becomes a small `CommandRequest` message:
 * posted on a BroadcastChannel, mirrored into localStorage (whose `storage` event reaches the task pane on
 * hosts where the two runtimes do not share a BroadcastChannel) and logged. The task pane subscribes and shows
 * what it received. Running the command itself (read workbook -> engine -> render) is wired in a later issue;
 * until then the request is delivered and shown, nothing more.
 */

/** The ribbon's ExecuteFunction buttons, named exactly as `<FunctionName>` in manifest.xml. */
export const RIBBON_ACTIONS = [
  'pairNextRound',
  'updateStandings',
  'buildCrosstable',
  'buildPairingCards',
  'checkRound',
  'exportTrf',
] as const;

export type RibbonAction = (typeof RIBBON_ACTIONS)[number];

/** English button labels, as the manifest's DefaultValue strings (the test keeps them equal). */
export const RIBBON_LABELS: Readonly<Record<RibbonAction, string>> = {
  pairNextRound: 'Pair next round',
  updateStandings: 'Standings',
  buildCrosstable: 'Crosstable',
  buildPairingCards: 'Cards',
  checkRound: 'Check round',
  exportTrf: 'Export TRF',
};

export const COMMAND_CHANNEL = 'arbiter-sheet.commands';
export const COMMAND_STORAGE_KEY = 'arbiter-sheet.commands.last';
const MESSAGE_TYPE = 'arbiter-sheet/command';

export interface CommandRequest {
  type: typeof MESSAGE_TYPE;
  action: RibbonAction;
  /** Unique per press, so a request seen on two transports is handled once. */
  id: string;
  /** ISO 8601 time of the press. */
  requestedAt: string;
  source: 'ribbon';
}

/** What a dispatch could reach: the ribbon function reports it in the log line. */
export interface DispatchReport {
  request: CommandRequest;
  broadcast: boolean;
  stored: boolean;
}

/** The part of BroadcastChannel used here. */
export interface MessageChannelLike {
  postMessage(message: unknown): void;
  listen(handler: (data: unknown) => void): void;
  close(): void;
}

/** The browser features dispatch and subscribe use, injectable so tests run without a browser. */
export interface CommandTransportEnv {
  openChannel?: (name: string) => MessageChannelLike;
  storage?: Pick<Storage, 'setItem'>;
  /** Registers a `storage` event listener; returns its removal. */
  onStorage?: (listener: (key: string | null, newValue: string | null) => void) => () => void;
  log: (line: string) => void;
  now: () => Date;
  newId: () => string;
}

export function isRibbonAction(value: unknown): value is RibbonAction {
  return typeof value === 'string' && (RIBBON_ACTIONS as readonly string[]).includes(value);
}

export function createCommandRequest(action: RibbonAction, at: Date, id: string): CommandRequest {
  return { type: MESSAGE_TYPE, action, id, requestedAt: at.toISOString(), source: 'ribbon' };
}

/** Accepts a message object or its JSON text; anything else (other senders, old formats) gives null. */
export function parseCommandRequest(data: unknown): CommandRequest | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  if (m.type !== MESSAGE_TYPE || !isRibbonAction(m.action) || m.source !== 'ribbon') return null;
  if (typeof m.id !== 'string' || m.id === '' || typeof m.requestedAt !== 'string') return null;
  if (Number.isNaN(Date.parse(m.requestedAt))) return null;
  return createCommandRequest(m.action, new Date(m.requestedAt), m.id);
}

/** Posts the request on every transport available; a failing transport is reported, never thrown. */
export function dispatchCommand(action: RibbonAction, env: CommandTransportEnv = browserTransportEnv()): DispatchReport {
  const request = createCommandRequest(action, env.now(), env.newId());
  let broadcast = false;
  let stored = false;
  if (env.openChannel) {
    try {
      const channel = env.openChannel(COMMAND_CHANNEL);
      channel.postMessage(request);
      channel.close();
      broadcast = true;
    } catch {
      broadcast = false;
    }
  }
  if (env.storage) {
    try {
      env.storage.setItem(COMMAND_STORAGE_KEY, JSON.stringify(request));
      stored = true;
    } catch {
      // storage can be disabled or full (private mode); the channel and the log remain
      stored = false;
    }
  }
  const via = [broadcast && 'channel', stored && 'storage'].filter(Boolean).join(' + ') || 'log only';
  env.log(`[Arbiter Sheet] ribbon "${RIBBON_LABELS[action]}" (${action}) requested, id ${request.id}, via ${via}`);
  return { request, broadcast, stored };
}

/**
 * Calls `onRequest` once per request received on any transport (duplicates across transports are dropped).
 * Returns a function that stops listening.
 */
export function subscribeToCommands(
  onRequest: (request: CommandRequest) => void,
  env: CommandTransportEnv = browserTransportEnv(),
): () => void {
  const seen = new Set<string>();
  const deliver = (data: unknown): void => {
    const request = parseCommandRequest(data);
    if (!request || seen.has(request.id)) return;
    seen.add(request.id);
    onRequest(request);
  };
  const stops: Array<() => void> = [];
  if (env.openChannel) {
    try {
      const channel = env.openChannel(COMMAND_CHANNEL);
      channel.listen(deliver);
      stops.push(() => channel.close());
    } catch {
      // no BroadcastChannel in this host: the storage event still works
    }
  }
  if (env.onStorage) {
    stops.push(env.onStorage((key, newValue) => {
      if (key === COMMAND_STORAGE_KEY && newValue !== null) deliver(newValue);
    }));
  }
  return () => stops.forEach((stop) => stop());
}

let idCounter = 0;

/** Unique enough across two runtimes pressing buttons by hand: time, a per-runtime counter and randomness. */
function newRequestId(): string {
  idCounter += 1;
  return `${Date.now().toString(36)}-${idCounter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

function openBroadcastChannel(name: string): MessageChannelLike {
  const channel = new BroadcastChannel(name);
  return {
    postMessage: (message) => channel.postMessage(message),
    listen: (handler) => {
      channel.onmessage = (event: MessageEvent) => handler(event.data);
    },
    close: () => channel.close(),
  };
}

/** The real browser features, each only when the host has it. */
export function browserTransportEnv(): CommandTransportEnv {
  let storage: Storage | undefined;
  try {
    storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    storage = undefined; // reading localStorage throws when the host blocks it
  }
  return {
    openChannel: typeof BroadcastChannel === 'function' ? openBroadcastChannel : undefined,
    storage,
    onStorage:
      typeof window === 'undefined'
        ? undefined
        : (listener) => {
            const handler = (event: StorageEvent): void => listener(event.key, event.newValue);
            window.addEventListener('storage', handler);
            return () => window.removeEventListener('storage', handler);
          },
    log: (line) => console.info(line),
    now: () => new Date(),
    newId: newRequestId,
  };
}
