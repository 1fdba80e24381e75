/**
 * Benchmark: a synthetic team Swiss (C.04.6) paired round by round, seeded random board results.
 *
 * Not a jest test. Run it compiled:
 *   npx tsc --outDir /tmp/team-bench --rootDir . --module commonjs --target ES2020 --strict --skipLibCheck \
 *     --types node test/team/team-swiss.bench.ts && node /tmp/team-bench/test/team/team-swiss.bench.js [teams ...]
 */
import type { Player, ResultCode } from '../../src/engine/model';
import { STANDARD_SCORING } from '../../src/engine/model';
import { seededRandom } from '../../src/engine/seeded-random';
import { assertTeamRoundInvariants } from '../../src/engine/systems/team-round-invariants';
import { pairTeamSwiss } from '../../src/engine/systems/team-swiss/pair-team-swiss';
import { applyTeamPairing, setBoardResult } from '../../src/engine/team/apply-pairing';
import type { TeamTournament } from '../../src/engine/team/model';

function event(teams: number, boards: number, rounds: number): TeamTournament {
  const players: Player[] = [];
  for (let i = 1; i <= teams * boards; i++)
    players.push({
      id: i,
      name: `P${i}`,
      sex: '',
      title: '',
      rating: 2600 - i,
      federation: '',
      fideId: '',
      birthDate: '',
      rounds: [],
    });
  return {
    name: 'bench',
    settings: {
      system: 'team-swiss',
      boards,
      boardPattern: Array.from({ length: boards }, (_, k) => (k % 2 === 0 ? 'w' : 'b')),
      matchPoints: { win: 2, draw: 1, loss: 0 },
      gameScoring: STANDARD_SCORING,
      pab: { mp: 1, gp: boards / 2 },
      primary: 'MP',
      secondaryForColour: true,
      colourType: 'A',
      initialColour: 'w',
      totalRounds: rounds,
      typeCode: 'FIDE_TEAM_TYPEA_MP_GP',
    },
    teams: Array.from({ length: teams }, (_, i) => ({
      tpn: i + 1,
      name: `T${i + 1}`,
      shortName: '',
      members: Array.from({ length: boards }, (_, k) => i * boards + k + 1),
    })),
    players,
    lineUps: [],
    pabTeams: [],
    matchForfeits: [],
    byes: [],
    tiebreaks: [],
  };
}

function run(teams: number, boards = 4, rounds = 11, seed = 1): void {
  const next = seededRandom(seed);
  let t = event(teams, boards, rounds);
  const times: number[] = [];
  const guard: number[] = [];
  for (let r = 1; r <= rounds; r++) {
    const start = process.hrtime.bigint();
    const p = pairTeamSwiss(t, r);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    // the round guard every front door runs (TEAM_SYSTEMS), timed apart from the pairing
    const checked = process.hrtime.bigint();
    assertTeamRoundInvariants(t, r, p);
    guard.push(Number(process.hrtime.bigint() - checked) / 1e6);
    t = applyTeamPairing(t, p);
    for (const m of p.matches) {
      for (let k = 1; k <= boards; k++) {
        const x = next();
        const res: ResultCode = x < 0.4 ? '1' : x < 0.65 ? '=' : '0';
        t = setBoardResult(t, r, m.white, k, res);
      }
    }
  }
  const total = times.reduce((a, b) => a + b, 0);
  console.log(
    `${teams} teams, ${boards} boards, ${rounds} rounds: total ${total.toFixed(0)} ms, slowest round ${Math.max(...times).toFixed(0)} ms, per round ${times.map((x) => x.toFixed(0)).join(' ')}; ` +
      `round guard total ${guard.reduce((a, b) => a + b, 0).toFixed(0)} ms, slowest ${Math.max(...guard).toFixed(0)} ms`,
  );
}

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 1);
for (const n of sizes.length > 0 ? sizes : [20, 40, 100]) run(n);
