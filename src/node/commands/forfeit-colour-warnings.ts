import type { TrfProblem } from '../../formats/trf/problems';
import { roundBlockColumn } from '../../formats/trf/records';
import type { SettledForfeitColour } from '../../workbook/forfeit-colours';
import { indexTrf } from './import-places';

const COLOUR = { w: 'White', b: 'Black' } as const;

/**
 * import-trf's word on each forfeit coloured on one side only: at the `-` it read (line, and column b+5 of the
 * round's block, trf.md §3), what the workbook records instead and what export-trf will write.
 */
export function forfeitColourWarnings(settled: readonly SettledForfeitColour[], text: string): TrfProblem[] {
  const index = indexTrf(text);
  return settled.map((s) => ({
    line: index.playerLine.get(s.id) ?? 0,
    column: roundBlockColumn(s.round) + 5,
    severity: 'warning' as const,
    message:
      `round ${s.round}: player ${s.id} has no colour ('-') in the forfeit against player ${s.opponent}, ` +
      `whose line has '${s.opponentColour}': the round sheet seats him as ${COLOUR[s.recorded]} ` +
      `and export-trf writes '${s.recorded}' (a forfeit's colour does not count for colour history, trf.md §4)`,
  }));
}
