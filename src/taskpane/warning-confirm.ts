import type { ActionRequest } from '../excel/actions';
import type { PendingConfirmation } from '../excel/outcome';
import type { Language, Word } from '../workbook/labels';
import { el, fill } from './dom';

/**
 * The pane's side of the checklist's warning levels (warning-levels.ts): an action stopped by Level-3 or Level-4
 * warnings (a locked setting changed since round 1, a second half-point bye ...) lists them here, each Level-4 one
 * with its consequence; "Confirm and go on" runs the same action again with exactly these confirmations, the
 * pane's equal of `--confirm`. The first run was the first step; nothing was written by it.
 */
const WORDS = {
  title: { en: 'Confirm to go on', tr: 'Devam etmek için onaylayın', fa: 'برای ادامه تأیید کنید' },
  level3: { en: 'Level 3: confirm or cancel', tr: 'Düzey 3: onaylayın veya vazgeçin', fa: 'سطح ۳: تأیید یا انصراف' },
  level4: {
    en: 'Level 4: read the consequence, then confirm',
    tr: 'Düzey 4: sonucu okuyun, sonra onaylayın',
    fa: 'سطح ۴: پیامد را بخوانید، سپس تأیید کنید',
  },
  consequence: { en: 'Consequence', tr: 'Sonuç', fa: 'پیامد' },
  go: { en: 'Confirm and go on', tr: 'Onayla ve devam et', fa: 'تأیید و ادامه' },
  cancel: { en: 'Cancel', tr: 'Vazgeç', fa: 'انصراف' },
} satisfies Record<string, Word>;

export interface PendingLevels {
  readonly request: ActionRequest;
  readonly confirmations: readonly PendingConfirmation[];
}

/** The lines shown for each warning, in the pane's language (the warning itself is the workbook command's text). */
export function confirmationLines(p: PendingConfirmation, lang: Language): string[] {
  const lines = [`${WORDS[p.level >= 4 ? 'level4' : 'level3'][lang]}: ${p.message}`];
  if (p.consequence) lines.push(`${WORDS.consequence[lang]}: ${p.consequence}`);
  return lines;
}

/** What the second run carries: every pending warning's confirmation, and nothing else. */
export function confirmationsToSend(pending: PendingLevels): ReadonlySet<string> {
  return new Set(pending.confirmations.map((c) => c.confirmWith));
}

export function renderWarningConfirmations(
  box: HTMLElement,
  pending: PendingLevels | null,
  lang: Language,
  go: (request: ActionRequest, confirmed: ReadonlySet<string>) => void,
  cancel: () => void,
): void {
  box.hidden = pending === null;
  if (!pending) return;
  fill(
    box,
    el('h2', {}, WORDS.title[lang]),
    el(
      'ul',
      {},
      ...pending.confirmations.map((c) => el('li', {}, ...confirmationLines(c, lang).map((l) => el('p', {}, l)))),
    ),
    el(
      'button',
      {
        className: 'danger',
        attrs: { type: 'button' },
        onClick: () => go(pending.request, confirmationsToSend(pending)),
      },
      WORDS.go[lang],
    ),
    el('button', { attrs: { type: 'button' }, onClick: cancel }, WORDS.cancel[lang]),
  );
}
