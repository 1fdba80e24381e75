/**
 * Ribbon functions: one per ExecuteFunction button of manifest.xml, loaded by commands.html (the manifest's
 * FunctionFile) in its own runtime. Each runs its command on the open workbook through the Office.js port
 * (src/excel/actions.ts) and publishes the outcome to the task pane (dispatch.ts): problems go to the pane's
 * list, an overwrite waits there for confirmation, an exported TRF waits there to be saved.
 */
import { runAction, type AddinHost, type ExcelHost } from '../excel/actions';
import type { Outcome } from '../excel/outcome';
import type { AsyncPairer } from '../excel/pair-with';
import { describeOutcome, problemLine, problemsOf } from '../taskpane/describe';
import { languageOfLocale } from '../taskpane/i18n';
import { RIBBON_WORDS } from '../taskpane/words/ribbon';
import { ENGINE_WORKER_URL, workerPairer, type WorkerLike } from '../taskpane/worker-pairer';
import { say, type Language } from '../workbook/labels';
import { dialogHash, OUTCOME_DIALOG_URL, type DialogLines } from './outcome-dialog';
import {
  browserTransportEnv,
  publishOutcome,
  RIBBON_ACTIONS,
  type RibbonAction,
  type TransportEnv,
} from '../taskpane/ribbon-outcomes';

/** The part of Office.AddinCommands.Event a ribbon function uses. */
export type RibbonEvent = Pick<Office.AddinCommands.Event, 'completed'>;
/** Office ignores the returned promise; tests await it. */
export type RibbonFunction = (event: RibbonEvent) => Promise<void>;

/** What a ribbon function needs from its runtime, injectable for tests. */
export interface RibbonEnv {
  readonly host: AddinHost;
  readonly transport: TransportEnv;
  readonly pairer: AsyncPairer;
  /** Shows what happened while the pane may be closed (an Office dialog); resolves when it is closed. */
  readonly notify?: (content: DialogLines) => Promise<void>;
  readonly language?: Language;
}

/** What the dialog says: failures, problems, confirmations and layout warnings (a plain success needs none). */
export function dialogOf(outcome: Outcome, lang: Language): DialogLines | null {
  const problems = problemsOf(outcome).map(problemLine);
  if (outcome.kind === 'done' && !outcome.detail.warnings?.length) return null;
  const lines = outcome.kind === 'confirm' ? [say(RIBBON_WORDS.openPane, lang)] : problems;
  return { title: describeOutcome(outcome, lang), lines };
}

/** Office's dialog (DialogApi 1.1) with the outcome page of this add-in. */
export function officeDialog(): (content: DialogLines) => Promise<void> {
  return (content) =>
    new Promise<void>((resolve) => {
      if (!Office.context.requirements.isSetSupported('DialogApi', '1.1')) {
        resolve();
        return;
      }
      const url = new URL(OUTCOME_DIALOG_URL, window.location.href).href + dialogHash(content);
      Office.context.ui.displayDialogAsync(url, { height: 30, width: 35, displayInIframe: true }, (result) => {
        if (result.status !== Office.AsyncResultStatus.Succeeded) {
          resolve();
          return;
        }
        const dialog = result.value;
        dialog.addEventHandler(Office.EventType.DialogMessageReceived, () => {
          dialog.close();
          resolve();
        });
        // closed with its X (or the host closed it)
        dialog.addEventHandler(Office.EventType.DialogEventReceived, () => resolve());
      });
    });
}

/**
 * The engine off the function file's thread: the pane's Web Worker (engine-worker.js, same origin). A large
 * round takes seconds, and Office closes or restarts an add-in whose runtime does not answer ("Resource limits
 * and performance optimization for Office Add-ins"). Where a runtime has no Worker, the engine runs in it.
 */
const ribbonPairer = workerPairer(() =>
  typeof Worker === 'function' ? (new Worker(ENGINE_WORKER_URL) as unknown as WorkerLike) : null,
);

/** The runtime's own Office and Excel globals. */
export function officeRibbonEnv(): RibbonEnv {
  return {
    host: {
      excel: Excel as unknown as ExcelHost,
      supports: (set, version) => Office.context.requirements.isSetSupported(set, version),
    },
    transport: browserTransportEnv(),
    pairer: ribbonPairer,
    notify: officeDialog(),
    language: languageOfLocale(Office.context.displayLanguage),
  };
}

/**
 * Runs the action and publishes its outcome. Office keeps the button busy until completed() is called, so it
 * is called on every path, once, after the work (the function file's runtime may end when it is called).
 */
export async function runFromRibbon(action: RibbonAction, event: RibbonEvent, env: () => RibbonEnv): Promise<void> {
  try {
    const e = env();
    const outcome: Outcome = await runAction(e.host, { action }, { pairer: e.pairer });
    publishOutcome(outcome, e.transport);
    // the button is done only once the arbiter has seen what went wrong (the pane may be closed)
    const content = e.notify ? dialogOf(outcome, e.language ?? 'en') : null;
    if (content && e.notify) await e.notify(content);
  } catch (error) {
    // a ribbon function has no UI of its own: the log is the only place left to report to
    console.error(`[Arbiter Sheet] ribbon "${action}" could not run`, error);
  } finally {
    event.completed();
  }
}

export function createRibbonFunctions(env: () => RibbonEnv): Readonly<Record<RibbonAction, RibbonFunction>> {
  const make =
    (action: RibbonAction): RibbonFunction =>
    (event) =>
      runFromRibbon(action, event, env);
  return {
    pairNextRound: make('pairNextRound'),
    updateStandings: make('updateStandings'),
    buildCrosstable: make('buildCrosstable'),
    buildPairingCards: make('buildPairingCards'),
    checkRound: make('checkRound'),
    exportTrf: make('exportTrf'),
  };
}

export const RIBBON_FUNCTIONS = createRibbonFunctions(officeRibbonEnv);

/** The part of Office.actions used here. */
export interface ActionRegistry {
  associate(actionId: string, actionFunction: (arg?: unknown) => void): void;
}

/**
 * Makes every ribbon function reachable by its manifest <FunctionName>: through Office.actions.associate
 * where the host has it, and as a global of the function file, which is how older hosts look it up.
 */
export function registerRibbonFunctions(
  actions: ActionRegistry | undefined,
  globalScope: Record<string, unknown>,
  functions: Readonly<Record<RibbonAction, RibbonFunction>> = RIBBON_FUNCTIONS,
): void {
  for (const name of RIBBON_ACTIONS) {
    const fn = functions[name];
    globalScope[name] = fn;
    actions?.associate(name, fn as (arg?: unknown) => void);
  }
}

// Only inside Office (office.js loaded by commands.html); importing this module elsewhere has no effect.
// `window`, not globalThis: EdgeHTML-based Office hosts lack globalThis.
// Registered at top level, as Microsoft's function-command sample does (a button pressed before onReady
// resolves finds its function); a host whose Office.actions appears only once ready gets it then.
if (typeof Office !== 'undefined' && typeof window !== 'undefined') {
  const early = Office.actions;
  registerRibbonFunctions(early, window as unknown as Record<string, unknown>);
  if (!early) {
    void Office.onReady(() => {
      registerRibbonFunctions(Office.actions, window as unknown as Record<string, unknown>);
    });
  }
}
