import { cardTournament } from '../../../test/tiebreaks/cards';
import { TiebreakContext } from './context';
import { directEncounterOrder } from './direct-encounter';
import { parseTiebreak } from './specifier';

const DE = parseTiebreak('DE');
const DE_P = parseTiebreak('DE/P');

function order(cards: string[], group: number[], options: { roundRobin?: boolean; spec?: typeof DE } = {}): number[][] {
  const ctx = TiebreakContext.fromTournament(cardTournament(cards.map((card) => ({ card }))), {
    rules: 'fide2026',
    roundRobin: options.roundRobin ?? false,
  });
  return directEncounterOrder(ctx, group, options.spec ?? DE);
}

describe('directEncounterOrder (C.07 Art. 6)', () => {
  it('ranks by the mini-table and re-ranks equal subgroups by their own mini-table', () => {
    // 1-2 1-0, 1-3 ½, 1-4 ½, 2-3 1-0, 2-4 ½, 3-4 1-0. Mini-table: 1 2.0, 2 1.5, 3 1.5, 4 1.0;
    // {2, 3} again on their own game: 2 beat 3 -> 1, 2, 3, 4
    const cards = ['2w1 3w= 4b=', '1b0 4w= 3w1', '4w1 1b= 2b0', '3b0 2b= 1w='];
    expect(order(cards, [1, 2, 3, 4], { roundRobin: true })).toEqual([[1], [2], [3], [4]]);
  });

  it('leaves a cycle tied', () => {
    // 1 beat 2, 2 beat 3, 3 beat 1: every mini-score is 1
    const cards = ['2w1 3b0', '1b0 3w1', '1w1 2b0'];
    expect(order(cards, [1, 2, 3], { roundRobin: true })).toEqual([[1, 2, 3]]);
  });

  it('Swiss, not everybody met: ranks a player first only if nobody can catch him', () => {
    // 1 beat 2 and 3; 2 and 3 never met. 1 has 2, each rival 0 + one missing win = 1 < 2 -> 1 is first;
    // {2, 3} then form a new group, have not met: tied
    const cards = ['2w1 3b1', '1b0 .', '. 1w0'];
    expect(order(cards, [1, 2, 3])).toEqual([[1], [2, 3]]);
  });

  it('Swiss, not everybody met: nobody first when a rival could still equal him', () => {
    // 1 beat 2; 3 met neither. 1 has 1; 2 has 0 + 1 missing game = 1, not less than 1: nobody is sure
    const cards = ['2w1', '1b0', ''];
    expect(order(cards, [1, 2, 3])).toEqual([[1, 2, 3]]);
  });

  it('Swiss: a forfeit is not an encounter unless DE/P; with pre-determined pairings it is (15.2)', () => {
    const cards = ['2w+', '1b-'];
    expect(order(cards, [1, 2])).toEqual([[1, 2]]);
    expect(order(cards, [1, 2], { spec: DE_P })).toEqual([[1], [2]]);
    expect(order(cards, [1, 2], { roundRobin: true })).toEqual([[1], [2]]);
  });

  it('averages the games of players who met more than once (6.1.2)', () => {
    // won and lost: ½ each on average -> tied; won and drew: ¾ against ¼ -> separated
    expect(order(['2w1 2b0', '1b0 1w1'], [1, 2])).toEqual([[1, 2]]);
    expect(order(['2w1 2b=', '1b0 1w='], [1, 2])).toEqual([[1], [2]]);
  });
});
