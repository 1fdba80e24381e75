import { roundsRecorded, type Player, type Scoring, type Tournament } from '../model';
import { legacyAdjustedScore, virtualOpponentScore } from './legacy/virtual-opponent';
import type { CardRound, ScoreElement, TiebreakRules } from './types';
import { adjustedScore, dummyScore, isVoluntaryUnplayed, toCardRound, unplayedCategory } from './unplayed-rounds';

/** Which tournaments count as having pre-determined pairings (C.07 15.2). */
const PRE_DETERMINED: readonly Tournament['system'][] = [
  'round-robin',
  'double-round-robin',
  'scheveningen',
  'double-scheveningen',
];

export function isRoundRobinSystem(t: Tournament): boolean {
  return PRE_DETERMINED.includes(t.system);
}

export interface ContextSettings {
  readonly rules: TiebreakRules;
  /** Pre-determined pairings (round robin): C.07 15.2 instead of Article 16. */
  readonly roundRobin: boolean;
  /** Rounds considered (interim standings: rounds completed); also "number of rounds" of the 2026 cap. */
  readonly rounds: number;
}

/**
 * Everything the tie-break families share, computed once per tournament, rule set and round: the cards, the
 * scores, how each player counts as an opponent, and the Buchholz / Sonneborn-Berger elements of each player.
 * Families memoise their own per-player values here (AOB needs every BH, APRO every TPR).
 */
export class TiebreakContext {
  readonly ids: readonly number[];
  private readonly cards = new Map<number, readonly CardRound[]>();
  private readonly byId = new Map<number, Player>();
  private readonly cache = new Map<string, unknown>();

  constructor(
    readonly players: readonly Player[],
    readonly scoring: Scoring,
    readonly settings: ContextSettings,
    cardOf: (p: Player) => readonly CardRound[],
  ) {
    this.ids = players.map((p) => p.id);
    for (const p of players) {
      this.cards.set(p.id, cardOf(p));
      this.byId.set(p.id, p);
    }
  }

  static fromTournament(
    t: Tournament,
    options: { rules: TiebreakRules; roundRobin?: boolean; afterRound?: number },
  ): TiebreakContext {
    const rounds = options.afterRound ?? roundsRecorded(t);
    const roundRobin = options.roundRobin ?? isRoundRobinSystem(t);
    return new TiebreakContext(t.players, t.scoring, { rules: options.rules, roundRobin, rounds }, (p) => {
      const card: CardRound[] = [];
      for (let r = 1; r <= rounds; r++) card.push(toCardRound(p.rounds[r - 1], r, t.scoring));
      return card;
    });
  }

  get rules(): TiebreakRules {
    return this.settings.rules;
  }
  get roundRobin(): boolean {
    return this.settings.roundRobin;
  }
  get rounds(): number {
    return this.settings.rounds;
  }

  /** A copy with other settings (same cards): per-code rule-version switches such as /V2024. */
  withRules(rules: TiebreakRules): TiebreakContext {
    if (rules === this.rules) return this;
    return this.memo(
      `ctx:${rules}`,
      () => new TiebreakContext(this.players, this.scoring, { ...this.settings, rules }, (p) => this.card(p.id)),
    );
  }

  /** A copy whose cards are transformed (Fore Buchholz plays the final round as draws). */
  withCards(key: string, transform: (card: readonly CardRound[]) => readonly CardRound[]): TiebreakContext {
    return this.memo(
      `ctx:${key}`,
      () => new TiebreakContext(this.players, this.scoring, this.settings, (p) => transform(this.card(p.id))),
    );
  }

  card(id: number): readonly CardRound[] {
    return this.cards.get(id) ?? [];
  }

  player(id: number): Player | undefined {
    return this.byId.get(id);
  }

  /** Points scored in the rounds considered. */
  score(id: number): number {
    return this.memo(`score:${id}`, () => sum(this.card(id).map((r) => r.points)));
  }

  /**
   * How a player counts when he appears as somebody's opponent: his actual score with pre-determined pairings
   * (Article 16 is for Swiss events), the 16.3 adjusted score under C.07, the ½-per-unplayed-round score under
   * the legacy rules.
   */
  opponentScore(id: number): number {
    return this.memo(`opp:${id}`, () => {
      if (this.roundRobin) return this.score(id);
      if (this.rules === 'legacy') return legacyAdjustedScore(this.card(id), this.scoring);
      return adjustedScore(this.card(id), this.scoring);
    });
  }

  /** The Buchholz / Sonneborn-Berger elements of a player, one per round that has one (see ScoreElement). */
  elements(id: number): readonly ScoreElement[] {
    return this.memo(`elements:${id}`, () => this.buildElements(id));
  }

  private buildElements(id: number): ScoreElement[] {
    const card = this.card(id);
    const elements: ScoreElement[] = [];
    card.forEach((r, index) => {
      const opponentElement = (): ScoreElement => ({
        round: r.round,
        opponent: r.opponent,
        value: this.opponentScore(r.opponent),
        points: r.points,
        vur: false,
        dummy: false,
      });
      if (r.kind === 'game') {
        elements.push(opponentElement());
        return;
      }
      if (this.roundRobin) {
        // C.07 15.2: with pre-determined pairings a forfeit is a game against the scheduled opponent; a free
        // round (or any other bye) is not an element at all.
        if ((r.kind === 'forfeitWin' || r.kind === 'forfeitLoss') && r.opponent !== 0) elements.push(opponentElement());
        return;
      }
      const vur = isVoluntaryUnplayed(r);
      if (this.rules === 'legacy') {
        elements.push({
          round: r.round,
          opponent: 0,
          value: virtualOpponentScore(card, index, this.scoring),
          points: r.points,
          vur,
          dummy: true,
        });
        return;
      }
      const category = unplayedCategory(card, index);
      if (category === null) return;
      const value = dummyScore({
        rules: this.rules,
        category,
        ownScore: this.score(id),
        scheduledOpponentAdjusted:
          r.opponent !== 0 && this.cards.has(r.opponent) ? this.opponentScore(r.opponent) : null,
        drawPoints: this.scoring.draw,
        rounds: this.rounds,
      });
      elements.push({ round: r.round, opponent: 0, value, points: r.points, vur, dummy: true });
    });
    return elements;
  }

  /** Per-context memo for values other families need (BH of every opponent for AOB, TPR for APRO ...). */
  memo<T>(key: string, compute: () => T): T {
    if (this.cache.has(key)) return this.cache.get(key) as T;
    const value = compute();
    this.cache.set(key, value);
    return value;
  }
}

export function sum(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s;
}
