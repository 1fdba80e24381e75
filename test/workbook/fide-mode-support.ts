import type { ByeRequest, PairingSystemId } from '../../src/engine/model';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import type { PlayerRow } from '../../src/workbook/players';

/** What the FIDE-mode tests vary about the players: requested byes by round, withdrawals. */
export interface RowOptions {
  /** Requested bye kinds by player, index = round - 1 (`undefined` for a round without one). */
  readonly byes?: Record<number, (ByeRequest['kind'] | undefined)[]>;
  readonly withdrawnAfter?: Record<number, number>;
}

/** Players A, B, C ... rated 2000 down in steps of `step`. */
export function playerRows(n: number, options: RowOptions = {}, step = 10): PlayerRow[] {
  return Array.from({ length: n }, (_, i) => {
    const id = i + 1;
    const w = options.withdrawnAfter?.[id];
    return {
      player: {
        id,
        name: `Player ${String.fromCharCode(65 + i)}`,
        sex: '' as const,
        title: '',
        rating: 2000 - step * i,
        federation: 'TUR',
        fideId: '',
        birthDate: '',
        ...(w ? { status: 'withdrawn' as const, withdrawnAfter: w } : {}),
      },
      byes: (options.byes?.[id] ?? []).flatMap((k, r) => (k ? [{ id, round: r + 1, kind: k }] : [])),
      row: 0,
    };
  });
}

/** A new 5-round tournament in memory, White for the top seed in round 1. */
export async function memoryBook(
  name: string,
  n: number,
  system: PairingSystemId = 'dutch',
  options: RowOptions = {},
): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, {
    settings: { info: { name }, totalRounds: 5, colourChoice: 'white', system },
    players: playerRows(n, options),
  });
  return wb;
}

/** The 0-based row of the Settings row labelled `label`. */
export function settingRow(wb: MemoryWorkbook, label: string): number {
  const r = wb.sheet('Settings')!.values.findIndex((line) => line[0] === label);
  if (r < 0) throw new Error(`no Settings row "${label}"`);
  return r;
}
