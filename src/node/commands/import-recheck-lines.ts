import type { ImportRecheck } from '../../workbook/import-recheck';
import { playerRoundPlace } from './import-places';

/**
 * What import-trf says about the re-check of the imported rounds (checklist Q54-Q55): one Level-3 warning per round
 * that does not follow the pairing rules, at the TRF place of a player of its first differing board
 * (`FILE:LINE:COL`, the round's block on his 001 line, for stderr), and the note and summary (for stdout).
 */
export function importRecheckLines(
  r: ImportRecheck,
  text: string,
  file: string,
  book: string,
): { warnings: string[]; info: string[] } {
  const lines: string[] = [];
  const warnings: string[] = [];
  if (r.note) lines.push(`${file}: note: ${r.note}`);
  r.rounds.forEach((d, i) => {
    const place = d.player === null ? null : playerRoundPlace(text, d.player, d.record.round);
    warnings.push(`${file}${place ? `:${place}` : ''}: warning (Level 3): ${r.warnings[i]}`);
  });
  if (r.skipped) lines.push(`${file}: the imported rounds were not re-checked: ${r.skipped}`);
  else if (r.rounds.length) {
    lines.push(
      `${file}: ${r.rounds.length} of ${r.checked} imported round(s) differ from the engine's pairing; ` +
        'imported as they are, ' +
        `each with a Record row "Import" in ${book} (### Import @ Round n in its TRF)`,
    );
  } else if (r.checked)
    lines.push(`${file}: all ${r.checked} imported round(s) re-paired: the same as the engine's pairing`);
  return { warnings, info: lines };
}
