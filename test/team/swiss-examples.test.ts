import { readTeamTrf } from '../../src/formats/trf/team-records';
import { identifierOf, pairTeamSwiss, setsOfProfile } from '../../src/engine/systems/team-swiss';
import type { TeamPairingState } from '../../src/engine/systems/team-swiss/state';
import { truncateTeamTournament } from '../../src/engine/team/truncate';
import { readFixture, readFixtureJson } from '../support/shared';

interface IndexEntry {
  name: string;
  articles?: string[];
  round?: number;
  pairs?: [number, number][];
  pab?: number | null;
  input?: { upfloater_candidates?: Record<string, number>; profile?: number[]; pairing?: [number, number][] };
  expected_order?: number[][];
  expected_identifier?: number[];
}

const index = readFixtureJson<IndexEntry[]>('team/examples', 'index.json');

describe('C.04.6 hand-checked examples (one article or reading each)', () => {
  const cases = index.filter((e) => e.pairs !== undefined);
  it.each(cases.map((e) => [e.name, e] as const))('%s', (name, e) => {
    const meta = readFixtureJson<{ file: string; round_to_pair: number; why: string }>('team/examples', `${name}.json`);
    const { tournament } = readTeamTrf(readFixture('team/examples', meta.file));
    const got = pairTeamSwiss(truncateTeamTournament(tournament!, meta.round_to_pair), meta.round_to_pair);
    expect(got.matches.map((m) => [m.white, m.black])).toEqual(e.pairs);
    expect(got.pab).toEqual(e.pab ?? null);
  });

  it('3.5.4: the sets of one profile in the order of the text example', () => {
    const e = index.find((x) => x.name === 'article-3.5.4-example')!;
    const candidates = Object.entries(e.input!.upfloater_candidates!).map(
      ([tpn, score]) => ({ tpn: Number(tpn), score }) as unknown as TeamPairingState,
    );
    const sets = [...setsOfProfile(candidates, e.input!.profile!)].map((s) => s.map((x) => x.tpn));
    expect(sets).toEqual(e.expected_order);
  });

  it('3.6.2: the identifier of the text example', () => {
    const e = index.find((x) => x.name === 'article-3.6.2-example')!;
    expect(identifierOf(e.input!.pairing!)).toEqual(e.expected_identifier);
  });
});
