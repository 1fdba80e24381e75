/**
 * Ribbon functions: one per ExecuteFunction button of manifest.xml, loaded by commands.html (the manifest's
 * FunctionFile) in its own runtime. Each hands its request to dispatch.ts, which delivers it to the task pane
 * and the log; the commands themselves are connected in a later issue.
 */
import { dispatchCommand, RIBBON_ACTIONS, type RibbonAction } from './dispatch';

/** The part of Office.AddinCommands.Event a ribbon function uses. */
export type RibbonEvent = Pick<Office.AddinCommands.Event, 'completed'>;
export type RibbonFunction = (event: RibbonEvent) => void;

/** Office keeps the button busy until completed() is called, so it is called on every path. */
function runFromRibbon(action: RibbonAction, event: RibbonEvent): void {
  try {
    dispatchCommand(action);
  } catch (error) {
    // a ribbon function has no UI of its own: the log is the only place left to report to
    console.error(`[Arbiter Sheet] ribbon "${action}" could not be dispatched`, error);
  } finally {
    event.completed();
  }
}

export function pairNextRound(event: RibbonEvent): void {
  runFromRibbon('pairNextRound', event);
}

export function updateStandings(event: RibbonEvent): void {
  runFromRibbon('updateStandings', event);
}

export function buildCrosstable(event: RibbonEvent): void {
  runFromRibbon('buildCrosstable', event);
}

export function buildPairingCards(event: RibbonEvent): void {
  runFromRibbon('buildPairingCards', event);
}

export function checkRound(event: RibbonEvent): void {
  runFromRibbon('checkRound', event);
}

export function exportTrf(event: RibbonEvent): void {
  runFromRibbon('exportTrf', event);
}

export const RIBBON_FUNCTIONS: Readonly<Record<RibbonAction, RibbonFunction>> = {
  pairNextRound,
  updateStandings,
  buildCrosstable,
  buildPairingCards,
  checkRound,
  exportTrf,
};

/** The part of Office.actions used here. */
export interface ActionRegistry {
  associate(actionId: string, actionFunction: (arg?: unknown) => void): void;
}

/**
 * Makes every ribbon function reachable by its manifest <FunctionName>: through Office.actions.associate
 * where the host has it, and as a global of the function file, which is how older hosts look it up.
 */
export function registerRibbonFunctions(actions: ActionRegistry | undefined, globalScope: Record<string, unknown>): void {
  for (const name of RIBBON_ACTIONS) {
    const fn = RIBBON_FUNCTIONS[name];
    globalScope[name] = fn;
    actions?.associate(name, fn as (arg?: unknown) => void);
  }
}

// Only inside Office (office.js loaded by commands.html); importing this module elsewhere has no effect.
// `window`, not globalThis: EdgeHTML-based Office hosts lack globalThis.
if (typeof Office !== 'undefined' && typeof window !== 'undefined') {
  void Office.onReady(() => {
    registerRibbonFunctions(Office.actions, window as unknown as Record<string, unknown>);
  });
}
