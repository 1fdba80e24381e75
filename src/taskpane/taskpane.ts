/**
 * Task pane entry point (design.md §5): tournament setup, the state of the current round with its results
 * and the pairing explanation per board, the commands with their progress, the problems list (a click
 * selects the cell) and what the ribbon buttons did. The engine runs in a Web Worker (engine-worker.ts);
 * the workbook is read and written through the Office.js port (src/excel). Text taken from the workbook is
 * only ever put in the page as text (dom.ts).
 */
import { browserTransportEnv, lastStoredOutcome, subscribeToOutcomes, type OutcomeMessage } from './ribbon-outcomes';
import { SYSTEMS } from '../engine/systems';
import type { PairingSystemId } from '../engine/model';
import {
  defaultTiebreaks,
  runAction,
  selectCell,
  type ActionRequest,
  type AddinHost,
  type ExcelHost,
  type ProgressStep,
  type SetupInput,
} from '../excel/actions';
import type { Outcome } from '../excel/outcome';
import type { Confirmation } from '../excel/overwrites';
import { readPaneState, type BoardView, type PaneState } from '../excel/pane-state';
import { CANONICAL_RESULTS } from '../formats/results';
import { cellInteger } from '../workbook/cells';
import { LANGUAGES, say, type Language } from '../workbook/labels';
import type { Problem } from '../workbook/problems';
import { colourWord, parseTiebreaks, settingChoices, SYSTEM_WORDS, type ColourChoice } from '../workbook/settings';
import { clock, describeOutcome, problemLine, problemsOf } from './describe';
import { element, el, fill } from './dom';
import { directionOf, languageOfLocale, text, type WordKey } from './i18n';
import { loadingStatus, statusWhenReady, statusWithoutOffice, type PaneStatus } from './status';
import { ENGINE_WORKER_URL, workerPairer, type WorkerLike } from './worker-pairer';
import { startRatingsPanel } from './ratings/mount';
import { startFideModePanel } from './fide-mode-panel';
import { renderWarningConfirmations, type PendingLevels } from './warning-confirm';
import type { RatingsPanel } from './ratings/ratings-panel';
import { mountManualPanel, type ManualPanel } from './manual-pairing-panel';
import { available, nextStep, nextStepText } from './words/next-step';
import { RIBBON_WORDS } from './words/ribbon';
import { isPgnWordKey, pgnText } from './words/pgn';
import { isPlayersWordKey, playersText } from './words/players';

const LANGUAGE_KEY = 'arbiter-sheet.pane-language';
const SEEN_KEY = 'arbiter-sheet.outcomes.seen';
const COLOURS: readonly ColourChoice[] = ['white', 'black', 'lot'];

interface Activity {
  readonly at: Date;
  readonly line: string;
  readonly fromRibbon: boolean;
}

const ui = {
  lang: 'en' as Language,
  /** The status line as a function of the language, so a language switch says it again. */
  status: loadingStatus as (lang: Language) => PaneStatus,
  host: null as AddinHost | null,
  state: null as PaneState | null,
  busy: false,
  confirm: null as { request: ActionRequest; confirmation: Confirmation; confirmed?: ReadonlySet<string> } | null,
  /** Level-3/4 warnings that stopped the last action (warning-confirm.ts). */
  levels: null as PendingLevels | null,
  /** Problems of the last action (the workbook's own problems come with the state). */
  problems: [] as Problem[],
  activity: [] as Activity[],
  trf: null as { file: string; url: string } | null,
  pgn: null as { file: string; url: string } | null,
  /** Boards whose explanation is open, as `round:board`. */
  openExplanations: new Set<string>(),
  setupDirty: false,
  progress: { step: null as ProgressStep | null, detail: {} as { round?: number; players?: number }, started: 0 },
};

/** The rating-list section, once Office is ready. */
let ratings: RatingsPanel | null = null;
/** The manual-pairing section (checklist Q65-Q69), once Office is ready. */
let manual: ManualPanel | null = null;
/** The FIDE-mode section (fide-mode-panel.ts), once Office is ready. */
let fideMode: { show(state: PaneState['fideMode'] | null): void; redraw(): void } | null = null;

const pairer = workerPairer(() =>
  typeof Worker === 'function' ? (new Worker(ENGINE_WORKER_URL) as unknown as WorkerLike) : null,
);

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

// ---- language -------------------------------------------------------------------------------------------

function applyLanguage(lang: Language): void {
  ui.lang = lang;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
  element<HTMLSelectElement>('pane-language').value = lang;
  document.querySelectorAll<HTMLElement>('[data-word]').forEach((node) => {
    node.textContent = text(node.getAttribute('data-word') as WordKey, lang);
  });
  document.querySelectorAll<HTMLElement>('[data-players-word]').forEach((node) => {
    const key = node.getAttribute('data-players-word');
    if (isPlayersWordKey(key)) node.textContent = playersText(key, lang);
    if (key === 'numberPlayers') node.title = playersText('numberHint', lang);
  });
  document.querySelectorAll<HTMLElement>('[data-pgn-word]').forEach((node) => {
    const key = node.getAttribute('data-pgn-word');
    if (isPgnWordKey(key)) node.textContent = pgnText(key, lang);
  });
  if (ui.pgn) element('pgn-link').textContent = pgnText('saveFile', lang, { file: ui.pgn.file });
  fillSetupChoices();
  showStatus(ui.status);
  ratings?.relabel();
  manual?.relabel();
  fideMode?.redraw();
  render();
}

function fillSetupChoices(): void {
  const system = element<HTMLSelectElement>('setup-system');
  const chosen = system.value;
  const ids = Object.keys(SYSTEMS) as PairingSystemId[];
  const current = ui.state?.setup?.system;
  if (current && !ids.includes(current)) ids.push(current);
  fill(system, ...ids.map((id) => el('option', { attrs: { value: id } }, say(SYSTEM_WORDS[id], ui.lang))));
  if (chosen) system.value = chosen;
  const colour = element<HTMLSelectElement>('setup-colour');
  const chosenColour = colour.value;
  const words = settingChoices('colour', ui.lang) ?? [];
  fill(colour, ...COLOURS.map((c, i) => el('option', { attrs: { value: c } }, words[i] ?? c)));
  if (chosenColour) colour.value = chosenColour;
}

// ---- status, progress, confirmation ----------------------------------------------------------------------

function showStatus(status: (lang: Language) => PaneStatus): void {
  ui.status = status;
  const { state, message } = status(ui.lang);
  const area = element('status');
  area.textContent = message;
  area.setAttribute('data-state', state);
}

let ticker: ReturnType<typeof setInterval> | null = null;

function renderProgress(): void {
  const box = element('progress');
  const { step, detail, started } = ui.progress;
  box.hidden = step === null;
  if (step === null) return;
  const words =
    step === 'pairing'
      ? text('pairing', ui.lang, { r: detail.round ?? '', n: detail.players ?? '' })
      : text(step, ui.lang);
  element('progress-text').textContent = words;
  element('progress-time').textContent = text('seconds', ui.lang, { s: ((Date.now() - started) / 1000).toFixed(1) });
}

function setProgress(step: ProgressStep | null, detail: { round?: number; players?: number } = {}): void {
  if (step !== null && ui.progress.step === null) ui.progress.started = Date.now();
  ui.progress = { ...ui.progress, step, detail };
  if (step !== null && ticker === null) ticker = setInterval(renderProgress, 200);
  if (step === null && ticker !== null) {
    clearInterval(ticker);
    ticker = null;
  }
  renderProgress();
}

function renderConfirm(): void {
  const box = element('confirm');
  box.hidden = ui.confirm === null;
  if (!ui.confirm) return;
  const list = element('confirm-list');
  fill(
    list,
    ...ui.confirm.confirmation.sheets.map((s) =>
      el(
        'li',
        {},
        el('strong', {}, s.sheet),
        ' — ',
        s.cells === 1 ? text('oneCell', ui.lang) : text('cells', ui.lang, { n: s.cells }),
        s.deleted ? ` — ${text('sheetDeleted', ui.lang)}` : '',
        el(
          'ul',
          {},
          ...s.examples.map((x) =>
            el(
              'li',
              { className: 'example' },
              // a cell address and its values read left to right even in the Persian pane
              el(
                'bdi',
                { attrs: { dir: 'ltr' } },
                `${x.cell}: `,
                el('span', { className: 'before' }, x.before),
                ' → ',
                el('span', { className: 'after' }, x.after || text('empty', ui.lang)),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

// ---- problems -------------------------------------------------------------------------------------------

function renderProblems(): void {
  const all = [...ui.problems, ...(ui.state?.problems ?? [])];
  const seen = new Set<string>();
  const unique = all.filter((p) => {
    const line = problemLine(p);
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  });
  fill(
    element('problem-list'),
    ...unique.map((p) => {
      const line = problemLine(p);
      const item = el('li', {
        className: p.level === 'error' ? 'problem error' : 'problem warning',
        attrs: { dir: 'auto' },
      });
      if (p.sheet) {
        const sheet = p.sheet;
        item.appendChild(
          el(
            'button',
            {
              className: 'link',
              attrs: { type: 'button', 'data-sheet': sheet, 'data-cell': p.cell ?? '' },
              onClick: () => void goTo(sheet, p.cell),
            },
            line,
          ),
        );
      } else {
        item.appendChild(document.createTextNode(line));
      }
      return item;
    }),
  );
  element('problems-empty').hidden = unique.length > 0;
}

async function goTo(sheet: string, cell?: string): Promise<void> {
  if (!ui.host) return;
  const failure = await selectCell(ui.host, sheet, cell);
  if (failure) addActivity(failure, false);
}

// ---- the current round ----------------------------------------------------------------------------------

function resultSelect(b: BoardView, sheet: string): HTMLSelectElement {
  const choices = ['', ...CANONICAL_RESULTS];
  if (b.result !== null && !choices.includes(b.result)) choices.push(b.result);
  // what was typed stays selected, marked, until the arbiter picks a result
  if (b.invalid !== undefined && !choices.includes(b.invalid)) choices.push(b.invalid);
  const select = el(
    'select',
    {
      className: 'result',
      attrs: { 'data-board': String(b.board), 'aria-label': `${text('result', ui.lang)} ${b.board}` },
      onChange: () => void run({ action: 'enterResult', sheet, cell: b.resultCell, value: select.value }),
    },
    ...choices.map((c) => el('option', { attrs: { value: c } }, c === '' ? '—' : c)),
  );
  select.value = b.result ?? b.invalid ?? '';
  if (b.invalid !== undefined) {
    select.setAttribute('aria-invalid', 'true');
    select.setAttribute('aria-describedby', `invalid-${b.board}`);
  }
  return select;
}

/** A name is isolated (<bdi>): a Latin name in a Persian line, or a Persian name in an English one, keeps its order. */
function player(p: { id: number; name: string }): HTMLElement {
  return el(
    'span',
    { className: 'player' },
    el('span', { className: 'no' }, p.id),
    ' ',
    el('bdi', { className: 'name' }, p.name),
  );
}

function renderRound(): void {
  const state = ui.state;
  const current = state?.current ?? null;
  const title = element('round-title');
  const summary = element('round-summary');
  const rows = element('board-rows');
  if (!state || !state.hasTournament) {
    title.textContent = text('noTournament', ui.lang);
    summary.textContent = '';
    fill(rows);
    fill(element('byes'));
    return;
  }
  if (!current) {
    title.textContent = text('noRound', ui.lang);
    summary.textContent = text('players', ui.lang, { n: state.players });
    fill(rows);
    fill(element('byes'));
    return;
  }
  title.textContent = text('roundTitle', ui.lang, { r: current.round, total: state.totalRounds ?? '?' });
  summary.textContent = `${text('entered', ui.lang, { n: current.entered, m: current.boards.length })} · ${text('missing', ui.lang, { n: current.missing })} · ${text('players', ui.lang, { n: state.players })}`;
  const out: HTMLElement[] = [];
  for (const b of current.boards) {
    const key = `${current.round}:${b.board}`;
    const open = ui.openExplanations.has(key);
    out.push(
      el(
        'tr',
        {
          className: b.invalid !== undefined ? 'board invalid' : b.result === null ? 'board missing' : 'board',
          attrs: { 'data-board': String(b.board) },
        },
        el(
          'td',
          {},
          el(
            'button',
            { className: 'link', attrs: { type: 'button' }, onClick: () => void goTo(current.sheet, b.resultCell) },
            b.board,
          ),
        ),
        el('td', {}, player(b.white)),
        el(
          'td',
          {},
          resultSelect(b, current.sheet),
          b.invalid !== undefined
            ? el(
                'span',
                { className: 'invalid-note', attrs: { id: `invalid-${b.board}`, dir: 'auto' } },
                nextStepText('invalidResult', ui.lang, { v: b.invalid }),
              )
            : null,
        ),
        el('td', {}, player(b.black)),
        el(
          'td',
          {},
          el(
            'button',
            {
              className: 'link why',
              attrs: { type: 'button', 'aria-expanded': String(open) },
              onClick: () => {
                if (open) ui.openExplanations.delete(key);
                else ui.openExplanations.add(key);
                renderRound();
              },
            },
            text('why', ui.lang),
          ),
        ),
      ),
    );
    if (open) {
      const lines = b.explanation.length ? b.explanation : [text('noExplanation', ui.lang)];
      out.push(
        el(
          'tr',
          { className: 'explanation', attrs: { 'data-board': String(b.board) } },
          el('td', { attrs: { colspan: '5' } }, ...lines.map((l) => el('p', { attrs: { dir: 'auto' } }, l))),
        ),
      );
    }
  }
  fill(rows, ...out);
  fill(
    element('byes'),
    ...current.byes.map((b) =>
      el(
        'li',
        {},
        `${text('bye', ui.lang)}: `,
        player(b),
        ` (${b.kind})`,
        ...b.explanation.map((l) => el('span', { className: 'muted' }, ` — ${l}`)),
      ),
    ),
  );
}

// ---- setup ----------------------------------------------------------------------------------------------

function renderSetup(): void {
  const state = ui.state;
  element('setup-note').textContent = state?.hasTournament ? '' : text('noTournament', ui.lang);
  const setup = state?.setup;
  if (setup && !ui.setupDirty) {
    element<HTMLInputElement>('setup-name').value = setup.name;
    element<HTMLSelectElement>('setup-system').value = setup.system;
    element<HTMLInputElement>('setup-rounds').value = setup.rounds === null ? '' : String(setup.rounds);
    element<HTMLInputElement>('setup-tiebreaks').value = setup.tiebreaks.join(', ');
    element<HTMLSelectElement>('setup-colour').value = setup.colour;
    element<HTMLSelectElement>('setup-language').value = setup.language;
  }
  const drawn = state?.drawnColour ?? null;
  const lot = element<HTMLSelectElement>('setup-colour').value === 'lot';
  element('setup-drawn').textContent = !lot
    ? ''
    : drawn
      ? text('drawn', ui.lang, { colour: colourWord(drawn, ui.lang) })
      : text('notDrawn', ui.lang);
  element<HTMLButtonElement>('draw-lot').hidden =
    !lot || drawn !== null || !state?.hasTournament || (state.current?.round ?? 0) > 0;
}

function setupInput(): SetupInput {
  const rounds = cellInteger(element<HTMLInputElement>('setup-rounds').value);
  return {
    name: element<HTMLInputElement>('setup-name').value.trim(),
    system: element<HTMLSelectElement>('setup-system').value as PairingSystemId,
    rounds,
    tiebreaks: parseTiebreaks(element<HTMLInputElement>('setup-tiebreaks').value),
    colour: element<HTMLSelectElement>('setup-colour').value as ColourChoice,
    language: (LANGUAGES as readonly string[]).includes(element<HTMLSelectElement>('setup-language').value)
      ? (element<HTMLSelectElement>('setup-language').value as Language)
      : 'en',
  };
}

// ---- activity and TRF -----------------------------------------------------------------------------------

function addActivity(line: string, fromRibbon: boolean, at = new Date()): void {
  ui.activity.unshift({ at, line, fromRibbon });
  ui.activity.length = Math.min(ui.activity.length, 30);
  fill(
    element('activity'),
    ...ui.activity.map((a) =>
      el(
        'li',
        { attrs: { dir: 'auto' } },
        el('span', { className: 'time' }, clock(a.at)),
        ' ',
        a.fromRibbon ? el('span', { className: 'tag' }, text('fromRibbon', ui.lang)) : null,
        ' ',
        a.line,
      ),
    ),
  );
}

/**
 * A file offered in the pane (the TRF, a round's PGN): a blob link, and its text to copy, since a blob link may
 * do nothing in an Office webview (Excel for Mac). Returns what the pane keeps to revoke the link later.
 */
function offerFile(
  id: 'trf' | 'pgn',
  previous: { file: string; url: string } | null | undefined,
  content: string,
  type: string,
  file: string,
  linkText: string,
): { file: string; url: string } {
  if (previous) URL.revokeObjectURL(previous.url);
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = element<HTMLAnchorElement>(`${id}-link`);
  link.href = url;
  link.download = file;
  link.textContent = linkText;
  link.hidden = false;
  element<HTMLTextAreaElement>(`${id}-text`).value = content;
  element(`${id}-text-box`).hidden = false;
  element(`${id}-copy`).hidden = false;
  return { file, url };
}

function offerTrf(trf: string, file: string): void {
  ui.trf = offerFile('trf', ui.trf, trf, 'text/plain;charset=utf-8', file, text('saveTrf', ui.lang, { file }));
  element('trf-copy').textContent = say(RIBBON_WORDS.copyTrf, ui.lang);
}

function offerPgn(pgn: string, file: string): void {
  ui.pgn = offerFile(
    'pgn',
    ui.pgn,
    pgn,
    'application/x-chess-pgn;charset=utf-8',
    file,
    pgnText('saveFile', ui.lang, { file }),
  );
}

// ---- running actions ------------------------------------------------------------------------------------

/** First run: the setup comes first, Pair and the reports wait for a tournament with players, a next-step line. */
function renderStage(): void {
  const state = ui.state;
  const stage = state
    ? {
        hasTournament: state.hasTournament,
        players: state.players,
        totalRounds: state.totalRounds,
        current: state.current,
      }
    : null;
  const step = nextStep(stage);
  element('next-step').textContent = ui.host ? nextStepText(step.key, ui.lang, step.vars) : '';
  const can = available(stage);
  const wait = nextStepText('needsTournament', ui.lang);
  const gate = (id: string, ok: boolean) => {
    const b = element<HTMLButtonElement>(id);
    if (!ok) b.disabled = true;
    if (ok) b.removeAttribute('title');
    else b.title = wait;
  };
  gate('pair', can.pair);
  for (const id of ['repair', 'undo', 'export-pgn']) gate(id, can.round);
  for (const id of ['standings', 'crosstable', 'cards', 'check', 'export']) gate(id, can.reports);
  const main = element('setup').parentElement!;
  const setupFirst = !state?.hasTournament;
  if (setupFirst && element('setup').previousElementSibling?.id !== 'problems-section')
    main.insertBefore(element('setup'), element('round'));
  if (!setupFirst && element('setup').nextElementSibling?.classList.contains('activity') !== true)
    main.insertBefore(element('setup'), element('activity-section'));
}

function render(): void {
  document.body.setAttribute('data-busy', String(ui.busy));
  document
    .querySelectorAll<HTMLButtonElement | HTMLSelectElement>('main button, main select, main input')
    .forEach((c) => {
      c.disabled = ui.busy || (ui.host === null && !c.closest('#confirm'));
    });
  renderStage();
  renderConfirm();
  renderWarningConfirmations(
    element('level-confirm'),
    ui.levels,
    ui.lang,
    (request, confirmed) => void run(request, undefined, confirmed),
    () => {
      ui.levels = null;
      render();
    },
  );
  renderProblems();
  renderRound();
  renderSetup();
  renderProgress();
}

function handleOutcome(outcome: Outcome, request: ActionRequest, fromRibbon: boolean, at?: Date): void {
  addActivity(describeOutcome(outcome, ui.lang), fromRibbon, at);
  ui.problems = problemsOf(outcome);
  ui.confirm = outcome.kind === 'confirm' ? { request, confirmation: outcome.confirmation } : null;
  ui.levels =
    outcome.kind === 'problems' && outcome.confirmations?.length && !fromRibbon
      ? { request, confirmations: outcome.confirmations }
      : null;
  if (outcome.kind === 'done' && outcome.detail.pgn)
    offerPgn(outcome.detail.pgn, outcome.detail.fileName ?? 'round.pgn');
  if (outcome.kind === 'done' && outcome.detail.trf)
    offerTrf(outcome.detail.trf, outcome.detail.fileName ?? 'tournament.trf');
  if (outcome.kind === 'done' && outcome.action === 'setup') ui.setupDirty = false;
}

async function refresh(): Promise<void> {
  if (!ui.host) return;
  // set in the same task as the activity line an action adds, so watchers (and tests) can wait for fresh state
  document.body.setAttribute('data-refreshing', 'true');
  const state = await readPaneState(ui.host);
  document.body.setAttribute('data-refreshing', 'false');
  if (!('failed' in state)) fideMode?.show(state.fideMode ?? null);
  if ('failed' in state) addActivity(state.failed, false);
  else {
    const first = ui.state === null;
    ui.state = state;
    if (first && state.hasTournament && !storage()?.getItem(LANGUAGE_KEY)) ui.lang = state.language;
  }
  if (ui.state) applyLanguage(ui.lang);
  else render();
}

async function run(request: ActionRequest, allow?: string, confirmed?: ReadonlySet<string>): Promise<void> {
  if (!ui.host || ui.busy) return;
  ui.busy = true;
  ui.confirm = null;
  ui.levels = null;
  setProgress('reading');
  render();
  let outcome: Outcome;
  try {
    outcome = await runAction(ui.host, request, {
      pairer,
      ...(allow ? { allow } : {}),
      ...(confirmed ? { confirmed } : {}),
      progress: (step, detail) => setProgress(step, detail),
      random: secureRandom,
    });
  } finally {
    ui.busy = false;
    setProgress(null);
  }
  handleOutcome(outcome, request, false);
  if (confirmed) carryConfirmations(confirmed);
  render();
  await refresh();
}

/** An overwrite confirmation after Level-3/4 ones (warning-confirm.ts): its second run carries them too. */
function carryConfirmations(confirmed: ReadonlySet<string>): void {
  if (ui.confirm) ui.confirm = { ...ui.confirm, confirmed };
}

/** The colour lot: the browser's cryptographic generator where there is one. */
function secureRandom(): number {
  const c = typeof crypto !== 'undefined' ? crypto : undefined;
  if (c && typeof c.getRandomValues === 'function') return c.getRandomValues(new Uint32Array(1))[0]! / 4294967296;
  return Math.random();
}

function onRibbonOutcome(message: OutcomeMessage): void {
  try {
    storage()?.setItem(SEEN_KEY, message.id);
  } catch {
    // nothing to remember it in: the pane may show it again when reopened
  }
  handleOutcome(message.outcome, { action: message.outcome.action } as ActionRequest, true, new Date(message.at));
  void refresh();
}

/** Copy a text area (TRF, PGN): the Clipboard API where the webview allows it, else the selected text and execCommand. */
async function copyText(areaId: string, boxId: string, copied: string): Promise<void> {
  const area = element<HTMLTextAreaElement>(areaId);
  let done = false;
  try {
    await navigator.clipboard.writeText(area.value);
    done = true;
  } catch {
    (element(boxId) as HTMLDetailsElement).open = true;
    area.select();
    done = document.execCommand('copy');
  }
  if (done) addActivity(copied, false);
}

function wire(): void {
  element('trf-copy').addEventListener(
    'click',
    () => void copyText('trf-text', 'trf-text-box', say(RIBBON_WORDS.copied, ui.lang)),
  );
  element('pgn-copy').addEventListener(
    'click',
    () => void copyText('pgn-text', 'pgn-text-box', pgnText('copied', ui.lang)),
  );
  const click = (id: string, request: () => ActionRequest | null) =>
    element(id).addEventListener('click', () => {
      const r = request();
      if (r) void run(r);
    });
  click('pair', () => ({ action: 'pairNextRound' }));
  click('repair', () => ({ action: 'repairLastRound' }));
  click('undo', () => ({ action: 'undoLastRound' }));
  click('standings', () => ({ action: 'updateStandings' }));
  click('crosstable', () => ({ action: 'buildCrosstable' }));
  click('cards', () => ({ action: 'buildPairingCards' }));
  click('check', () => ({ action: 'checkRound' }));
  click('export', () => ({ action: 'exportTrf' }));
  // the round the pane shows is the last paired one: the action's default
  click('export-pgn', () => ({ action: 'exportPgn' }));
  click('draw-lot', () => ({ action: 'drawLot' }));
  click('number-players', () => ({ action: 'numberPlayers' }));
  element('refresh').addEventListener('click', () => void refresh());
  element('setup-form').addEventListener('submit', (event) => {
    event.preventDefault();
    void run({ action: 'setup', setup: setupInput() });
  });
  element('setup-form').addEventListener('input', () => {
    ui.setupDirty = true;
    renderSetup();
  });
  element('setup-system').addEventListener('change', () => {
    // a new system brings its usual tie-breaks (round robin and Swiss differ); the arbiter can still edit them
    element<HTMLInputElement>('setup-tiebreaks').value = defaultTiebreaks(
      element<HTMLSelectElement>('setup-system').value as PairingSystemId,
    ).join(', ');
  });
  element('confirm-yes').addEventListener('click', () => {
    const pending = ui.confirm;
    if (pending) void run(pending.request, pending.confirmation.token, pending.confirmed);
  });
  element('confirm-no').addEventListener('click', () => {
    ui.confirm = null;
    addActivity(text('cancelled', ui.lang), false);
    render();
  });
  element('pane-language').addEventListener('change', () => {
    const lang = element<HTMLSelectElement>('pane-language').value as Language;
    try {
      storage()?.setItem(LANGUAGE_KEY, lang);
    } catch {
      // the choice lasts until the pane closes
    }
    applyLanguage(lang);
  });
}

function start(): void {
  showStatus(loadingStatus);
  wire();
  const saved = storage()?.getItem(LANGUAGE_KEY);
  const chosen = saved && (LANGUAGES as readonly string[]).includes(saved) ? (saved as Language) : null;
  // Office.context.displayLanguage is only there once Office.onReady has resolved: English until then
  applyLanguage(chosen ?? languageOfLocale(undefined));
  subscribeToOutcomes(onRibbonOutcome);
  if (typeof Office === 'undefined') {
    showStatus(statusWithoutOffice);
    return;
  }
  void Office.onReady((info) => {
    if (!chosen) applyLanguage(languageOfLocale(Office.context?.displayLanguage));
    // office.js's enums are strings at run time ("Excel", "PC") although the typings declare them numeric
    const ready = {
      host: info.host == null ? null : String(info.host),
      platform: info.platform == null ? null : String(info.platform),
    };
    const supports = (set: string, version: string) => Office.context.requirements.isSetSupported(set, version);
    showStatus((lang) => statusWhenReady(ready, supports, lang));
    if (ui.status(ui.lang).state !== 'ready') return;
    ui.host = { excel: Excel as unknown as ExcelHost, supports };
    ratings = startRatingsPanel(
      ui.host,
      () => ui.lang,
      () => void refresh(),
    );
    manual = mountManualPanel(document.querySelector('main') ?? document.body, {
      host: () => ui.host,
      language: () => ui.lang,
      changed: () => void refresh(),
      pairer,
    });
    fideMode = startFideModePanel(
      ui.host,
      () => ui.lang,
      () => void refresh(),
    );
    document.body.setAttribute('data-engine', pairer.usesWorker() ? 'worker' : 'pane');
    // a ribbon button pressed while the pane was closed: show its outcome once
    const last = lastStoredOutcome(browserTransportEnv().storage);
    const recent =
      last && Date.now() - Date.parse(last.at) < 15 * 60 * 1000 && storage()?.getItem(SEEN_KEY) !== last.id;
    if (last && recent) onRibbonOutcome(last);
    void refresh().then(() => document.body.setAttribute('data-ready', 'true'));
  });
}

start();
