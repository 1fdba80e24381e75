import type { AddinHost } from '../excel/actions';
import { leaveFideModeInExcel, readFideModeInExcel, type LeaveStep } from '../excel/fide-mode-action';
import type { FideModeState } from '../workbook/fide-mode';
import type { Language, Word } from '../workbook/labels';
import { el, fill } from './dom';

/**
 * The pane's FIDE-mode section (checklist Q43-Q46): an indicator (in FIDE mode / NOT IN FIDE MODE, with the round
 * it was left in) and the leave action in the same two Level-4 steps as the command line: give a reason, see the
 * consequence, then confirm. The steps live in FideModeController (no DOM), which the tests drive; mount() only
 * draws the controller's view.
 */
export const FIDE_MODE_PANE_WORDS = {
  title: { en: 'FIDE mode', tr: 'FIDE modu', fa: 'حالت فیده' },
  on: { en: 'In FIDE mode', tr: 'FIDE modunda', fa: 'در حالت فیده' },
  off: { en: 'NOT IN FIDE MODE', tr: 'FIDE MODUNDA DEĞİL', fa: 'خارج از حالت فیده' },
  leftIn: { en: 'left in round', tr: 'çıkılan tur', fa: 'خروج در دور' },
  leave: { en: 'Leave FIDE mode…', tr: 'FIDE modundan çık…', fa: 'خروج از حالت فیده…' },
  reason: {
    en: 'Reason (recorded in the workbook and the TRF)',
    tr: "Gerekçe (çalışma kitabına ve TRF'ye yazılır)",
    fa: 'دلیل (در کارپوشه و TRF ثبت می‌شود)',
  },
  next: { en: 'Show the consequence', tr: 'Sonucunu göster', fa: 'نمایش پیامد' },
  confirm: { en: 'Leave FIDE mode for good', tr: 'FIDE modundan kalıcı olarak çık', fa: 'خروج دائمی از حالت فیده' },
  cancel: { en: 'Cancel', tr: 'Vazgeç', fa: 'انصراف' },
  needReason: { en: 'Give the reason first.', tr: 'Önce gerekçeyi yazın.', fa: 'ابتدا دلیل را بنویسید.' },
} satisfies Record<string, Word>;
type PaneWord = keyof typeof FIDE_MODE_PANE_WORDS;

export function paneWord(key: PaneWord, lang: Language): string {
  return FIDE_MODE_PANE_WORDS[key][lang];
}

export type PanelStep =
  | { readonly kind: 'idle' }
  | { readonly kind: 'reason'; readonly message?: string }
  | {
      readonly kind: 'confirm';
      readonly reason: string;
      readonly lines: readonly string[];
      readonly confirmWith: string;
    }
  | { readonly kind: 'done'; readonly comment: string }
  | { readonly kind: 'problems'; readonly messages: readonly string[] };

export interface FideModeDeps {
  read(): Promise<FideModeState | null>;
  leave(reason: string, confirmWith?: string): Promise<LeaveStep>;
  /** The workbook changed: the pane reads its state again. */
  changed(): void;
}

/** The indicator's text, and whether it is the outside-FIDE-mode mark (null: no tournament). */
export function indicator(state: FideModeState | null, lang: Language): { text: string; outside: boolean } | null {
  if (!state) return null;
  if (state.on) return { text: paneWord('on', lang), outside: false };
  const round = state.left ? ` (${paneWord('leftIn', lang)} ${state.left.round})` : '';
  return { text: `${paneWord('off', lang)}${round}`, outside: true };
}

export class FideModeController {
  state: FideModeState | null = null;
  step: PanelStep = { kind: 'idle' };

  constructor(private readonly deps: FideModeDeps) {}

  async reload(): Promise<void> {
    this.state = await this.deps.read();
  }

  /** The state the pane read with everything else (no Excel run of its own). */
  show(state: FideModeState | null): void {
    this.state = state;
  }

  /** Leaving is offered only in FIDE mode. */
  canLeave(): boolean {
    return (
      this.state?.on === true &&
      (this.step.kind === 'idle' || this.step.kind === 'done' || this.step.kind === 'problems')
    );
  }

  startLeave(): void {
    if (this.state?.on) this.step = { kind: 'reason' };
  }

  /** Step 1: the consequence and the confirmation the workbook command asks for; nothing is written. */
  async showConsequence(reason: string, lang: Language): Promise<void> {
    if (reason.trim() === '') {
      this.step = { kind: 'reason', message: paneWord('needReason', lang) };
      return;
    }
    const r = await this.deps.leave(reason);
    if (r.kind === 'consequence')
      this.step = { kind: 'confirm', reason: reason.trim(), lines: r.lines, confirmWith: r.confirmWith };
    else if (r.kind === 'problems') this.step = { kind: 'problems', messages: r.problems.map((p) => p.message) };
    else this.step = { kind: 'problems', messages: ['FIDE mode was left without its confirmation'] };
  }

  /** Step 2: the confirmed leave. */
  async confirm(): Promise<void> {
    if (this.step.kind !== 'confirm') return;
    const r = await this.deps.leave(this.step.reason, this.step.confirmWith);
    if (r.kind === 'left') {
      this.step = { kind: 'done', comment: r.comment };
      await this.reload();
      this.deps.changed();
    } else if (r.kind === 'problems') this.step = { kind: 'problems', messages: r.problems.map((p) => p.message) };
    else this.step = { kind: 'confirm', reason: this.step.reason, lines: r.lines, confirmWith: r.confirmWith };
  }

  cancel(): void {
    this.step = { kind: 'idle' };
  }
}

/** Draw the section into `container` from the controller; every action redraws. */
export function mountFideModePanel(
  container: HTMLElement,
  c: FideModeController,
  language: () => Language,
): { redraw(): void } {
  const redraw = (): void => {
    const lang = language();
    const ind = indicator(c.state, lang);
    container.hidden = ind === null;
    if (!ind) return;
    const act = (fn: () => Promise<void> | void) => async () => {
      await fn();
      redraw();
    };
    const reasonBox = el('input', {
      attrs: { type: 'text', id: 'fide-mode-reason', 'aria-label': paneWord('reason', lang) },
    });
    const step = c.step;
    fill(
      container,
      el('h2', {}, paneWord('title', lang)),
      el('p', { className: ind.outside ? 'fide-mode-off' : 'fide-mode-on', attrs: { role: 'status' } }, ind.text),
      c.canLeave()
        ? el('button', { attrs: { type: 'button' }, onClick: act(() => c.startLeave()) }, paneWord('leave', lang))
        : null,
      step.kind === 'reason'
        ? el(
            'div',
            {},
            el('label', { attrs: { for: 'fide-mode-reason' } }, paneWord('reason', lang)),
            reasonBox,
            step.message ? el('p', { className: 'problem' }, step.message) : null,
            el(
              'button',
              { attrs: { type: 'button' }, onClick: act(() => c.showConsequence(reasonBox.value, lang)) },
              paneWord('next', lang),
            ),
            el('button', { attrs: { type: 'button' }, onClick: act(() => c.cancel()) }, paneWord('cancel', lang)),
          )
        : null,
      step.kind === 'confirm'
        ? el(
            'div',
            { attrs: { role: 'alertdialog' } },
            ...step.lines.filter((l) => !/--confirm/.test(l)).map((l) => el('p', {}, l.trim())),
            el(
              'button',
              { className: 'danger', attrs: { type: 'button' }, onClick: act(() => c.confirm()) },
              paneWord('confirm', lang),
            ),
            el('button', { attrs: { type: 'button' }, onClick: act(() => c.cancel()) }, paneWord('cancel', lang)),
          )
        : null,
      step.kind === 'done' ? el('p', { className: 'muted' }, step.comment) : null,
      step.kind === 'problems'
        ? el('ul', {}, ...step.messages.map((m) => el('li', { className: 'problem' }, m)))
        : null,
    );
  };
  redraw();
  return { redraw };
}

/** The pane's one call (taskpane.ts, once Office is ready): the section in `#fide-mode`, read from the workbook. */
export function startFideModePanel(
  host: AddinHost,
  language: () => Language,
  changed: () => void,
): { show(state: FideModeState | null): void; redraw(): void } {
  const c = new FideModeController({
    read: () => readFideModeInExcel(host),
    leave: (reason, confirmWith) => leaveFideModeInExcel(host, reason, confirmWith),
    changed,
  });
  const container = document.getElementById('fide-mode');
  const view = container ? mountFideModePanel(container, c, language) : { redraw: () => undefined };
  return {
    show(state) {
      c.show(state);
      view.redraw();
    },
    redraw: view.redraw,
  };
}
