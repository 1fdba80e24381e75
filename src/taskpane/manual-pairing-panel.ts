import type { AsyncPairer } from '../excel/pair-with';
import type { AddinHost } from '../excel/actions';
import { describePairing } from '../workbook/commands/manual-pairing';
import type { Language } from '../workbook/labels';
import { formatProblem } from '../workbook/problems';
import type { LeveledWarning } from '../workbook/warning-levels';
import { el, fill } from './dom';
import { manualEnd, manualCheck, manualStart, type ManualPaneResult } from './manual-pairing-actions';
import { manualText, type ManualWordKey } from './words/manual';

/**
 * The pane's manual-pairing section (checklist Q65-Q69): Start manual pairing (optionally from the engine's
 * pairing), Check (the warnings so far, each at its cell) and End manual pairing. When End finds warnings to
 * confirm (Level 3) or a difference from the engine (Level 4, shown with the engine's pairing and the consequence),
 * a confirmation box lists them; "Confirm and end" is the second step and sends exactly those confirmations.
 */
export interface ManualPanelView {
  /** The line under the buttons. */
  readonly status: string;
  readonly state: 'ok' | 'warning' | 'error';
  /** One line per warning or problem. */
  readonly lines: readonly string[];
  /** What the confirmation box shows, and what "Confirm and end" sends; null when nothing is to confirm. */
  readonly confirm: { readonly lines: readonly string[]; readonly confirmations: readonly string[] } | null;
}

function warningLine(w: LeveledWarning): string {
  return `${w.place ? `${w.place}: ` : ''}${w.message} (Level ${w.level})`;
}

/** What the section shows for an answer, in the pane's language (messages from the workbook stay as written). */
export function manualPanelView(r: ManualPaneResult, lang: Language): ManualPanelView {
  const t = (key: ManualWordKey, vars: Record<string, string | number> = {}) => manualText(key, lang, vars);
  switch (r.kind) {
    case 'started':
      return { status: t('started', { r: r.round, sheet: r.sheet }), state: 'ok', lines: [], confirm: null };
    case 'checked': {
      const l3 = r.warnings.filter((w) => w.level >= 3).length;
      const status = [
        t('checked', { r: r.round, l3, l2: r.warnings.length - l3 }),
        ...(r.unpaired.length ? [t('unpaired', { ids: r.unpaired.join(', ') })] : []),
      ].join(' ');
      return { status, state: l3 ? 'warning' : 'ok', lines: r.warnings.map(warningLine), confirm: null };
    }
    case 'confirm': {
      const lines: string[] = [];
      for (const { warning } of r.unconfirmed) {
        lines.push(warningLine(warning));
        if (warning.consequence) lines.push(t('consequence', { text: warning.consequence }));
      }
      if (r.engine && r.unconfirmed.some((u) => u.warning.level === 4))
        lines.push(t('engine', { pairing: describePairing(r.engine) }));
      return {
        status: t('toConfirm', { r: r.round }),
        state: 'warning',
        lines: r.acknowledged.map(warningLine),
        confirm: { lines, confirmations: [...new Set(r.unconfirmed.map((u) => u.confirmWith))] },
      };
    }
    case 'ended':
      return {
        status: r.differences.length
          ? t('endedDiffers', { r: r.round, n: r.differences.length })
          : t('endedSame', { r: r.round }),
        state: 'ok',
        lines: [...r.differences],
        confirm: null,
      };
    case 'problems':
      return { status: r.problems.map((p) => formatProblem(p)).join(' '), state: 'error', lines: [], confirm: null };
    case 'overwrite':
      return {
        status: t('overwrite', { sheets: r.confirmation.sheets.map((s) => s.sheet).join(', ') }),
        state: 'error',
        lines: [],
        confirm: null,
      };
    case 'failed':
      return { status: r.message, state: 'error', lines: [], confirm: null };
  }
}

export interface ManualPanelDeps {
  host(): AddinHost | null;
  language(): Language;
  /** The workbook changed: the pane re-reads it. */
  changed(): void;
  /** Randomness for a colour lot drawn at round 1, and today's date for the sheet. */
  random?(): number;
  today?(): string;
  /** The pane's pairer (the engine's Worker) for Check and End. */
  readonly pairer?: AsyncPairer;
}

export interface ManualPanel {
  relabel(): void;
}

export function mountManualPanel(parent: HTMLElement, deps: ManualPanelDeps): ManualPanel {
  const lang = () => deps.language();
  const heading = el('h2', { attrs: { id: 'manual-title' } });
  const fromEngine = el('input', { attrs: { id: 'manual-from-engine', type: 'checkbox' } });
  const fromEngineLabel = el('label', { attrs: { for: 'manual-from-engine' } });
  const start = el('button', { attrs: { id: 'manual-start', type: 'button' } });
  const check = el('button', { attrs: { id: 'manual-check', type: 'button' } });
  const end = el('button', { attrs: { id: 'manual-end', type: 'button' } });
  const status = el('p', { attrs: { id: 'manual-status', role: 'status', 'aria-live': 'polite' } });
  const list = el('ul', { attrs: { id: 'manual-warnings' } });
  const confirmList = el('ul', { attrs: { id: 'manual-confirm-list' } });
  const yes = el('button', { attrs: { id: 'manual-confirm-yes', type: 'button' } });
  const no = el('button', { attrs: { id: 'manual-confirm-no', type: 'button' } });
  const confirmBox = el(
    'div',
    { attrs: { id: 'manual-confirm', role: 'alertdialog', 'aria-labelledby': 'manual-status' } },
    confirmList,
    yes,
    no,
  );
  confirmBox.hidden = true;
  parent.appendChild(
    el(
      'section',
      { attrs: { id: 'manual', 'aria-labelledby': 'manual-title' } },
      heading,
      fromEngine,
      fromEngineLabel,
      start,
      check,
      end,
      status,
      list,
      confirmBox,
    ),
  );

  let last: ManualPaneResult | null = null;
  let busy = false;

  function show(): void {
    const buttons = [start, check, end, yes, no];
    for (const b of buttons) b.disabled = busy || deps.host() === null;
    if (!last) {
      status.textContent = deps.host() === null ? manualText('noHost', lang()) : '';
      return;
    }
    const v = manualPanelView(last, lang());
    status.textContent = v.status;
    status.setAttribute('data-state', v.state);
    fill(list, ...v.lines.map((line) => el('li', {}, line)));
    confirmBox.hidden = v.confirm === null;
    fill(confirmList, ...(v.confirm?.lines ?? []).map((line) => el('li', {}, line)));
  }

  async function act(run: (host: AddinHost) => Promise<ManualPaneResult>): Promise<void> {
    const host = deps.host();
    if (!host || busy) return;
    busy = true;
    show();
    try {
      last = await run(host);
    } finally {
      busy = false;
      show();
    }
    if (last.kind === 'started' || last.kind === 'ended') deps.changed();
  }

  start.addEventListener(
    'click',
    () =>
      void act((h) =>
        manualStart(h, {
          fromEngine: fromEngine.checked,
          ...(deps.pairer ? { pairer: deps.pairer } : {}),
          ...(deps.random ? { random: deps.random } : {}),
          ...(deps.today ? { date: deps.today() } : {}),
        }),
      ),
  );
  check.addEventListener('click', () => void act((h) => manualCheck(h, deps.pairer)));
  end.addEventListener('click', () => void act((h) => manualEnd(h, [], deps.pairer)));
  yes.addEventListener('click', () => {
    const v = last ? manualPanelView(last, lang()) : null;
    if (v?.confirm) void act((h) => manualEnd(h, v.confirm!.confirmations, deps.pairer));
  });
  no.addEventListener('click', () => {
    last = null;
    confirmBox.hidden = true;
    fill(list);
    show();
  });

  function relabel(): void {
    const l = lang();
    heading.textContent = manualText('title', l);
    fromEngineLabel.textContent = manualText('fromEngine', l);
    start.textContent = manualText('start', l);
    check.textContent = manualText('check', l);
    end.textContent = manualText('end', l);
    yes.textContent = manualText('confirm', l);
    no.textContent = manualText('cancel', l);
    show();
  }
  relabel();
  return { relabel };
}
