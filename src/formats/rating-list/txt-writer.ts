import type { ListPlayer } from './player';
import { COMBINED_HEADER } from './txt-layout';

/** 0-based start columns of the combined layout with FOA (rating-lists.md §1.2), and its width. */
const AT = {
  id: 0,
  name: 15,
  fed: 76,
  sex: 80,
  tit: 84,
  wtit: 89,
  otit: 94,
  foa: 109,
  srtng: 113,
  sgm: 119,
  sk: 123,
  rrtng: 126,
  rgm: 132,
  rk: 136,
  brtng: 139,
  bgm: 145,
  bk: 149,
  bday: 152,
  flag: 158,
} as const;
export const COMBINED_WIDTH = 162;

/**
 * One player as a line of the combined TXT list, the way FIDE writes it: every value left-aligned at the
 * start of its field, `0` for an unrated type and an unknown birth year, padded to 162 characters. A longer
 * OTit than its 15 columns pushes the rest right, as FIDE's writer does (§1.2.4).
 */
export function formatCombinedLine(p: ListPlayer): string {
  const n = (v: number | null) => String(v ?? 0);
  const cells: [number, string][] = [
    [AT.id, String(p.fide_id)],
    [AT.name, p.name],
    [AT.fed, p.fed],
    [AT.sex, p.sex],
    [AT.tit, p.tit],
    [AT.wtit, p.wtit],
    [AT.otit, p.otit.join(',')],
    [AT.foa, p.foa],
    [AT.srtng, n(p.standard)],
    [AT.sgm, n(p.standard_games)],
    [AT.sk, n(p.standard_k)],
    [AT.rrtng, n(p.rapid)],
    [AT.rgm, n(p.rapid_games)],
    [AT.rk, n(p.rapid_k)],
    [AT.brtng, n(p.blitz)],
    [AT.bgm, n(p.blitz_games)],
    [AT.bk, n(p.blitz_k)],
    [AT.bday, n(p.birth_year)],
    [AT.flag, p.flag],
  ];
  let line = '';
  let shift = 0;
  for (const [at, value] of cells) {
    const col = at + shift;
    if (line.length < col) line += ' '.repeat(col - line.length);
    else if (line.length > col) shift += line.length - col; // the previous value overflowed its field
    line += value;
  }
  return line.padEnd(COMBINED_WIDTH + shift);
}

export { COMBINED_HEADER };
