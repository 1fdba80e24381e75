import { fixturePath } from '../support/shared';
import { runCli } from '../support/cli';

// `rating-change --list` reads K through the one rating-list reader (src/formats/rating-list): every form FIDE
// publishes gives the same K (rating-lists.md §1), and a file that is no list is refused with its name.
describe('arbiter rating-change --list', () => {
  const trf = fixturePath('ratings', 's1-autumn-open.trf');
  const withList = (list: string) => runCli('rating-change', trf, '--json', '--list', list);

  it('the combined TXT, its zip and the XML list give the same K to every player', async () => {
    const txt = await withList(fixturePath('ratings', 'players_list_foa.txt'));
    expect(txt.code).toBe(0);
    const listed = (JSON.parse(txt.stdout) as { players: { k_used: number | null }[] }).players.filter(
      (p) => p.k_used !== null,
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const other of ['players_list.zip', 'players_list_xml.zip', 'players_list_xml_foa.xml']) {
      const run = await withList(fixturePath('ratings', other));
      expect({ other, code: run.code, stderr: run.stderr }).toEqual({ other, code: 0, stderr: '' });
      expect(run.stdout).toBe(txt.stdout);
    }
  });

  it('a file that is no rating list is refused with its name, no stack trace', async () => {
    const run = await withList(trf);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('s1-autumn-open.trf');
    expect(run.stderr).not.toContain('    at ');
    expect(run.stdout).toBe('');
  });

  it('a missing list is a clear error', async () => {
    const run = await withList('no-such-list.txt');
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('no-such-list.txt: cannot read the file');
  });
});
