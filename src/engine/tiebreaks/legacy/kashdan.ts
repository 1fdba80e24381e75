import type { TiebreakContext } from '../context';
import { tidy, valuesOf, type TiebreakValues } from '../definition';
import type { TiebreakSpec } from '../specifier';

/**
 * Booklet "Kashdan Hesaplama Yöntemi" (not in C.07): a game won counts 4, drawn 2, lost 1; points obtained
 * without playing (forfeit win, any bye that scored) count 2. The booklet does not cover unplayed rounds without
 * points [unconfirmed]: 0 by default, `KASH/A<value>` sets another value.
 * Card 1 0 ½ + 1 0 0 -> 4 + 1 + 2 + 2 + 4 + 1 + 1 = 15.
 */
export function kashdan(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  const pointless = spec.absentValue ?? 0;
  return valuesOf(ctx, (id) =>
    tidy(
      ctx.card(id).reduce((total, r) => {
        if (r.kind === 'game') return total + (r.gameResult === 1 ? 4 : r.gameResult === 0.5 ? 2 : 1);
        return total + (r.points > 0 ? 2 : pointless);
      }, 0),
    ),
  );
}
