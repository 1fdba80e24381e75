/**
 * The hand-off from a ribbon button to the task pane.
 *
 * Ribbon functions run in commands.html, a separate JavaScript runtime from the task pane (the manifest asks
 * for ExcelApi 1.1, so no shared runtime). A button runs its command there (commands.ts) and reports the
 * outcome as a small message: posted on a BroadcastChannel, mirrored into localStorage (whose `storage`
 * event reaches the task pane on hosts where the two runtimes do not share a BroadcastChannel, and which a
 * pane opened later still finds) and logged. The pane shows it: problems in its list, a confirmation when
 * the command would overwrite what the arbiter typed, the TRF to save.
 */
import { isOutcome, type Outcome } from '../excel/outcome';

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

export const OUTCOME_CHANNEL = 'arbiter-sheet.outcomes';
export const OUTCOME_STORAGE_KEY = 'arbiter-sheet.outcomes.last';
const MESSAGE_TYPE = 'arbiter-sheet/outcome';

export interface OutcomeMessage {
  type: typeof MESSAGE_TYPE;
  /** Unique per press, so a message seen on two transports is handled once. */
  id: string;
  /** ISO 8601 time the command finished. */
  at: string;
  source: 'ribbon';
  outcome: Outcome;
}

/** What a publication could reach: the ribbon function reports it in the log line. */
export interface DispatchReport {
  message: OutcomeMessage;
  broadcast: boolean;
  stored: boolean;
}

/** The part of BroadcastChannel used here. */
export interface MessageChannelLike {
  postMessage(message: unknown): void;
  listen(handler: (data: unknown) => void): void;
  close(): void;
}

/** The browser features publish and subscribe use, injectable so tests run without a browser. */
export interface TransportEnv {
  openChannel?: (name: string) => MessageChannelLike;
  storage?: Pick<Storage, 'setItem' | 'getItem'>;
  /** Registers a `storage` event listener; returns its removal. */
  onStorage?: (listener: (key: string | null, newValue: string | null) => void) => () => void;
  log: (line: string) => void;
  now: () => Date;
  newId: () => string;
}

export function isRibbonAction(value: unknown): value is RibbonAction {
  return typeof value === 'string' && (RIBBON_ACTIONS as readonly string[]).includes(value);
}

export function createOutcomeMessage(outcome: Outcome, at: Date, id: string): OutcomeMessage {
  return { type: MESSAGE_TYPE, id, at: at.toISOString(), source: 'ribbon', outcome };
}

/** Accepts a message object or its JSON text; anything else (other senders, old formats) gives null. */
export function parseOutcomeMessage(data: unknown): OutcomeMessage | null {
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
  if (m.type !== MESSAGE_TYPE || m.source !== 'ribbon' || !isOutcome(m.outcome)) return null;
  if (typeof m.id !== 'string' || m.id === '' || typeof m.at !== 'string') return null;
  if (Number.isNaN(Date.parse(m.at))) return null;
  return createOutcomeMessage(m.outcome, new Date(m.at), m.id);
}

/** One log line per outcome: the action's label and how it ended. */
export function outcomeLogLine(message: OutcomeMessage, via: string): string {
  const o = message.outcome;
  const label = isRibbonAction(o.action) ? RIBBON_LABELS[o.action] : o.action;
  const how =
    o.kind === 'done'
      ? `done in ${o.syncs} syncs`
      : o.kind === 'problems'
        ? `${o.problems.length} problem(s)`
        : o.kind === 'confirm'
          ? 'needs confirmation in the task pane'
          : `failed: ${o.message}`;
  return `[Arbiter Sheet] ribbon "${label}" (${o.action}) ${how}, id ${message.id}, via ${via}`;
}

/** Posts the outcome on every transport available; a failing transport is reported, never thrown. */
export function publishOutcome(outcome: Outcome, env: TransportEnv = browserTransportEnv()): DispatchReport {
  const message = createOutcomeMessage(outcome, env.now(), env.newId());
  let broadcast = false;
  let stored = false;
  if (env.openChannel) {
    try {
      const channel = env.openChannel(OUTCOME_CHANNEL);
      channel.postMessage(message);
      channel.close();
      broadcast = true;
    } catch {
      broadcast = false;
    }
  }
  if (env.storage) {
    try {
      env.storage.setItem(OUTCOME_STORAGE_KEY, JSON.stringify(message));
      stored = true;
    } catch {
      // storage can be disabled or full (private mode); the channel and the log remain
      stored = false;
    }
  }
  const via = [broadcast && 'channel', stored && 'storage'].filter(Boolean).join(' + ') || 'log only';
  env.log(outcomeLogLine(message, via));
  return { message, broadcast, stored };
}

/**
 * Calls `onMessage` once per message received on any transport (duplicates across transports are dropped).
 * Returns a function that stops listening.
 */
export function subscribeToOutcomes(
  onMessage: (message: OutcomeMessage) => void,
  env: TransportEnv = browserTransportEnv(),
): () => void {
  const seen = new Set<string>();
  const deliver = (data: unknown): void => {
    const message = parseOutcomeMessage(data);
    if (!message || seen.has(message.id)) return;
    seen.add(message.id);
    onMessage(message);
  };
  const stops: Array<() => void> = [];
  if (env.openChannel) {
    try {
      const channel = env.openChannel(OUTCOME_CHANNEL);
      channel.listen(deliver);
      stops.push(() => channel.close());
    } catch {
      // no BroadcastChannel in this host: the storage event still works
    }
  }
  if (env.onStorage) {
    stops.push(
      env.onStorage((key, newValue) => {
        if (key === OUTCOME_STORAGE_KEY && newValue !== null) deliver(newValue);
      }),
    );
  }
  return () => stops.forEach((stop) => stop());
}

/** The last outcome a ribbon button left in storage (a pane opened afterwards shows it once). */
export function lastStoredOutcome(storage: Pick<Storage, 'getItem'> | undefined): OutcomeMessage | null {
  try {
    return storage ? parseOutcomeMessage(storage.getItem(OUTCOME_STORAGE_KEY)) : null;
  } catch {
    return null;
  }
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
export function browserTransportEnv(): TransportEnv {
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
