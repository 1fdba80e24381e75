/// <reference types="office-js" />
/**
 * Microsoft's own Office.js client (the `excel-web-16.00` bundle of the `@microsoft/office-js` package) loaded
 * in a Node `vm`, with its request executor replaced by a recorder: no network. The recorder runs beside the
 * Excel double (fake-excel.ts): every call the port makes goes to both (a "tee"); the double gives the
 * behaviour (values, errors), Microsoft's client gives the request bodies exactly as Excel would receive them.
 * Responses are built from what the double loaded, in the shape the client parses (it must accept them:
 * `worksheets.items` come back through Office.js's own result handling).
 *
 * Recorded per sync: request and response size in bytes (UTF-8 of the JSON body), whether the run was an
 * undo group, and the undo-unsafe calls it held (excel-rules.ts). Requests or responses over Excel on the
 * web's 5 MB fail as Excel fails them (RequestPayloadSizeLimitExceeded / ResponsePayloadSizeLimitExceeded).
 */
import { readFileSync } from 'fs';
import { runInContext, createContext } from 'vm';
import { FakeExcel, FakeExcelError, type FakeRequestContext } from './fake-excel';
import { PAYLOAD_LIMIT_BYTES, undoUnsafeAnywhere } from './excel-rules';

interface RequestMessage {
  readonly Body: { readonly Actions: readonly RawAction[] };
}
interface RawAction {
  readonly Id: number;
  readonly ActionType: number;
  readonly ObjectPathId: number;
  readonly QueryInfo?: { readonly Select?: readonly string[] };
}
type Executor = (msg: RequestMessage) => { Results: { ActionId: number; Value: unknown }[] };

interface OfficeJsRuntime {
  readonly Excel: typeof Excel;
  setExecutor(e: Executor | null): void;
}

let runtime: OfficeJsRuntime | null = null;

/** Load the bundle once per process. */
export function officeJs(): OfficeJsRuntime {
  if (runtime) return runtime;
  const file = require.resolve('@microsoft/office-js/dist/excel-web-16.00.js');
  const sandbox: Record<string, unknown> = {
    console: { log() {}, warn() {}, error() {}, info() {} },
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    navigator: { userAgent: 'node' },
    location: {
      href: 'https://localhost/',
      search: '',
      hash: '',
      protocol: 'https:',
      host: 'localhost',
      hostname: 'localhost',
    },
    document: {
      readyState: 'complete',
      getElementsByTagName: () => [],
      addEventListener() {},
      querySelectorAll: () => [],
      createElement: () => ({ style: {}, setAttribute() {}, appendChild() {} }),
    },
    addEventListener() {},
  };
  sandbox.window = sandbox;
  sandbox.self = sandbox;
  createContext(sandbox);
  runInContext(readFileSync(file, 'utf8'), sandbox, { filename: 'excel-web-16.00.js' });
  let executor: Executor | null = null;
  const ext = sandbox.OfficeExtension as { SessionBase: { _overrideSession: unknown } };
  ext.SessionBase._overrideSession = {
    _resolveRequestUrlAndHeaderInfo: () => Promise.resolve({ url: 'local document', headers: {} }),
    _createRequestExecutorOrNull: () => ({
      executeAsync: (_custom: unknown, _flags: number, msg: RequestMessage) => {
        if (!executor) throw new Error('no recorder');
        try {
          return Promise.resolve({ ErrorCode: '', ErrorMessage: '', Headers: {}, Body: executor(msg) });
        } catch (err) {
          return Promise.reject(err);
        }
      },
    }),
  };
  runtime = {
    Excel: sandbox.Excel as typeof Excel,
    setExecutor: (e) => {
      executor = e;
    },
  };
  return runtime;
}

export interface SyncRecord {
  readonly requestBytes: number;
  readonly responseBytes: number;
  readonly grouped: boolean;
  /** Undo-unsafe calls (excel-rules.ts) this request held, as Class.member. */
  readonly undoUnsafe: readonly string[];
}

const TEE = Symbol('tee');
type Pair = { real: Record<string | symbol, unknown>; fake: Record<string | symbol, unknown> };

function isObject(v: unknown): v is Record<string | symbol, unknown> {
  return typeof v === 'object' && v !== null;
}

function unwrap(v: unknown, side: 'real' | 'fake'): unknown {
  const pair = isObject(v) ? (v[TEE] as Pair | undefined) : undefined;
  return pair ? pair[side] : v;
}

function bytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value), 'utf8');
}

function capital(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The `Excel` global for the port: each `run` is one Office.js RequestContext (recording) and one run of the
 * double. `records` has every sync in order; `mark` starts a new command's slice of them.
 */
export class RecordingExcel {
  readonly records: SyncRecord[] = [];
  /** Extra failure: throw this error instead of sending request number `n` (counted from 0 over all syncs). */
  constructor(readonly fake: FakeExcel) {}

  run<T>(
    optionsOrBatch: Excel.RunOptions | ((ctx: Excel.RequestContext) => Promise<T>),
    maybeBatch?: (ctx: Excel.RequestContext) => Promise<T>,
  ): Promise<T> {
    const batch = typeof optionsOrBatch === 'function' ? optionsOrBatch : maybeBatch!;
    const options = typeof optionsOrBatch === 'function' ? undefined : optionsOrBatch;
    const grouped = !!options?.mergeUndoGroup;
    const { Excel: OfficeExcel } = officeJs();
    const run = (fakeBatch: (ctx: FakeRequestContext) => Promise<T>) =>
      options ? this.fake.run(options as Record<string, unknown>, fakeBatch) : this.fake.run(fakeBatch);
    return run((fctx) => {
      const rctx = new OfficeExcel.RequestContext();
      return batch(this.teeContext(rctx, fctx, grouped));
    });
  }

  private teeContext(rctx: Excel.RequestContext, fctx: FakeRequestContext, grouped: boolean): Excel.RequestContext {
    const pairs: Pair[] = [];
    const cache = new WeakMap<object, unknown>();
    let unsafe: string[] = [];
    const note = (real: unknown, member: string) => {
      const cls = isObject(real) ? (real._className as string | undefined) : undefined;
      const api = `${cls ?? '?'}.${member}`;
      if (undoUnsafeAnywhere(api)) unsafe.push(api);
    };
    const tee = (real: unknown, fake: unknown): unknown => {
      if (!isObject(fake) || !isObject(real)) return fake;
      const known = cache.get(fake);
      if (known) return known;
      pairs.push({ real, fake });
      const proxy = new Proxy(fake, {
        get: (_t, prop) => {
          if (prop === TEE) return { real, fake };
          const fv = Reflect.get(fake, prop, fake);
          if (typeof fv === 'function') {
            return (...args: unknown[]) => {
              const rf = real[prop] as ((...a: unknown[]) => unknown) | undefined;
              const r =
                typeof rf === 'function'
                  ? rf.apply(
                      real,
                      args.map((a) => unwrap(a, 'real')),
                    )
                  : undefined;
              if (typeof prop === 'string') note(real, prop);
              const f = (fv as (...a: unknown[]) => unknown).apply(
                fake,
                args.map((a) => unwrap(a, 'fake')),
              );
              return tee(r, f);
            };
          }
          if (Array.isArray(fv)) {
            let rv: unknown;
            try {
              rv = real[prop];
            } catch {
              rv = undefined;
            }
            return Array.isArray(rv) && rv.length === fv.length ? fv.map((f, i) => tee(rv[i], f)) : fv;
          }
          if (isObject(fv)) {
            let rv: unknown;
            try {
              rv = real[prop];
            } catch {
              rv = undefined;
            }
            return tee(rv, fv);
          }
          return fv;
        },
        set: (_t, prop, value) => {
          real[prop] = unwrap(value, 'real');
          if (typeof prop === 'string') note(real, prop);
          fake[prop] = unwrap(value, 'fake');
          return true;
        },
      });
      cache.set(fake, proxy);
      return proxy;
    };
    const respond = (msg: RequestMessage) => {
      const byId = new Map<number, Pair>();
      for (const p of pairs) {
        const path = (p.real as { _objectPath?: { objectPathInfo?: { Id?: number } } })._objectPath;
        const id = path?.objectPathInfo?.Id;
        if (typeof id === 'number') byId.set(id, p);
      }
      const results: { ActionId: number; Value: unknown }[] = [];
      for (const a of msg.Body.Actions) {
        if (a.ActionType !== 2) continue;
        const pair = byId.get(a.ObjectPathId);
        if (!pair) continue;
        const select = a.QueryInfo?.Select ?? [];
        const read = (obj: Record<string | symbol, unknown>) => {
          const out: Record<string, unknown> = {};
          for (const s of select) {
            try {
              out[capital(s)] = obj[s];
            } catch {
              /* not loaded in the double: absent in the answer */
            }
          }
          return out;
        };
        const items = (() => {
          try {
            return pair.fake.items;
          } catch {
            return undefined;
          }
        })();
        const value = Array.isArray(items)
          ? { _Items: items.map((i) => read(i as Record<string, unknown>)) }
          : read(pair.fake);
        results.push({ ActionId: a.Id, Value: value });
      }
      return { Results: results };
    };
    const workbook = tee(rctx.workbook, fctx.workbook) as Excel.Workbook;
    const sync = async () => {
      let failure: unknown = null;
      let answer: ReturnType<Executor> | null = null;
      let requestBytes = 0;
      const runtime = officeJs();
      runtime.setExecutor((msg) => {
        requestBytes = bytes(msg.Body);
        if (requestBytes > PAYLOAD_LIMIT_BYTES)
          throw new FakeExcelError('RequestPayloadSizeLimitExceeded', `request of ${requestBytes} bytes`);
        answer = respond(msg);
        return answer;
      });
      // the double first (its loads feed the answer), then the client; a failure in the double is Excel's answer
      try {
        await fctx.sync();
      } catch (err) {
        failure = err;
      }
      try {
        await rctx.sync();
      } catch (err) {
        failure ??= err;
      } finally {
        runtime.setExecutor(null);
      }
      const responseBytes = answer ? bytes(answer) : 0;
      if (requestBytes > 0) this.records.push({ requestBytes, responseBytes, grouped, undoUnsafe: unsafe });
      unsafe = [];
      if (failure === null && responseBytes > PAYLOAD_LIMIT_BYTES)
        failure = new FakeExcelError('ResponsePayloadSizeLimitExceeded', `response of ${responseBytes} bytes`);
      if (failure !== null) throw failure;
    };
    return { workbook, sync } as unknown as Excel.RequestContext;
  }
}
