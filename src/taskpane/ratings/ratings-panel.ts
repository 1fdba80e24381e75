import type { ListPlayer } from '../../formats/rating-list/player';
import { PLAYER_HEADERS, say as sayWord, type Language } from '../../workbook/labels';
import { RATING_PLAYER_HEADERS } from '../../workbook/rating-labels';
import type { WorkbookPort } from '../../workbook/port';
import { formatProblem } from '../../workbook/problems';
import { addListPlayer } from '../../workbook/rating-add';
import {
  applyLookup,
  planLookup,
  readPlayersContext,
  type CellChange,
  type ListSource,
} from '../../workbook/rating-lookup';
import { el, fill } from '../dom';
import { loadList, saveList } from './list-store';
import { RatingsClient, type LoadedList, type WorkerPort } from './ratings-client';
import { rw } from './words';

/** A port that may be told which typed cells the arbiter agreed to replace (the Office.js port can). */
export type PanelPort = WorkbookPort & { permitOverwrite?(sheet: string, cell: string): void };

export interface RatingsPanelDeps {
  withBook<T>(fn: (port: PanelPort) => Promise<T>): Promise<T>;
  language(): Language;
  /** The workbook changed: the pane re-reads it. */
  changed(): void;
  worker(): WorkerPort | null;
  /** IndexedDB, when the host has it. */
  idb?: IDBFactory;
}

/**
 * The pane's rating-list section (rating-lists.md §2): pick the downloaded list once (kept in IndexedDB
 * with its month), search it by FIDE ID or name as you type and add players, and check the Players sheet
 * against it with a button to apply the differences. The list is read in a Web Worker with progress.
 */
export interface RatingsPanel {
  reload(): Promise<void>;
  /** The pane's language changed: labels and the panel's last lines are said again in it. */
  relabel(): void;
}

export function mountRatingsPanel(parent: HTMLElement, deps: RatingsPanelDeps): RatingsPanel {
  const port = deps.worker();
  const client = port ? new RatingsClient(port) : null;
  const lang = () => deps.language();
  const file = el('input', { attrs: { id: 'ratings-file', type: 'file', accept: '.zip,.txt,.xml' } });
  const month = el('input', { attrs: { id: 'ratings-month', type: 'text', placeholder: 'YYYY-MM', size: '8' } });
  const status = el('p', {
    attrs: { id: 'ratings-status', role: 'status', 'aria-live': 'polite' },
    className: 'muted',
  });
  const bar = el('progress', { attrs: { id: 'ratings-progress', max: '1', value: '0' } });
  bar.hidden = true;
  const search = el('input', { attrs: { id: 'ratings-search', type: 'search', autocomplete: 'off' } });
  const results = el('ul', { attrs: { id: 'ratings-results' } });
  const diffs = el('ul', { attrs: { id: 'ratings-diffs' } });
  const apply = el('button', { attrs: { id: 'ratings-apply', type: 'button' } });
  apply.hidden = true;
  const check = el('button', { attrs: { id: 'ratings-check', type: 'button' } });
  const heading = el('h2', { attrs: { id: 'ratings-title' } });
  const pickLabel = el('label', { attrs: { for: 'ratings-file' } });
  const monthLabel = el('label', { attrs: { for: 'ratings-month' } });
  const section = el(
    'section',
    { attrs: { id: 'ratings', 'aria-labelledby': 'ratings-title' } },
    heading,
    pickLabel,
    file,
    monthLabel,
    month,
    bar,
    status,
    search,
    results,
    check,
    diffs,
    apply,
  );
  parent.appendChild(section);

  let loaded: LoadedList | null = null;
  let seq = 0;
  // what the status line and the note under the differences say, kept as functions of the language
  let said: (() => string) | null = null;
  let noted: (() => string) | null = null;
  let shownChanges: readonly CellChange[] = [];
  const say = (line: () => string, state?: 'ready' | 'error') => {
    said = line;
    status.textContent = line();
    if (state) status.setAttribute('data-state', state);
  };
  const note = (line: () => string, className?: string) => {
    noted = line;
    diffs.appendChild(el('li', { attrs: { 'data-note': '' }, ...(className ? { className } : {}) }, line()));
  };

  // the column is named by its Players-sheet header in the pane's language, not by its key
  const COLUMN_WORDS = { ...PLAYER_HEADERS, ...RATING_PLAYER_HEADERS };
  const line = (c: CellChange) =>
    `${c.sheet}!${c.cell} ${c.player}: ${sayWord(COLUMN_WORDS[c.column], lang())} ${c.from ?? '—'} → ${c.to ?? '—'}`;

  const words = () => {
    heading.textContent = rw('title', lang());
    pickLabel.textContent = rw('pick', lang());
    monthLabel.textContent = rw('month', lang());
    search.setAttribute('placeholder', rw('search', lang()));
    search.setAttribute('aria-label', rw('search', lang()));
    check.textContent = rw('check', lang());
    apply.textContent = rw('apply', lang());
    if (said) status.textContent = said();
    else if (!loaded) say(() => rw('none', lang()));
    const shown = diffs.querySelector('li[data-note]');
    if (shown && noted) shown.textContent = noted();
    diffs.querySelectorAll('li.change').forEach((item, i) => {
      if (shownChanges[i]) item.textContent = line(shownChanges[i]);
    });
    results.querySelectorAll('button.ratings-add').forEach((b) => {
      b.textContent = rw('add', lang());
    });
    const more = results.querySelector('li[data-more]');
    if (more) more.textContent = rw('more', lang());
  };
  words();

  const period = () => (/^\d{4}-(0[1-9]|1[0-2])$/.test(month.value.trim()) ? month.value.trim() : null);
  const source = (byId: Map<number, ListPlayer>): ListSource => ({
    label: loaded?.name ?? '',
    period: loaded?.period ?? period(),
    byId: (id) => byId.get(id) ?? null,
  });
  const fail = (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    say(() => message, 'error');
  };

  async function read(blob: Blob, name: string, m: string | null): Promise<void> {
    if (!client) return;
    bar.hidden = false;
    status.removeAttribute('data-state');
    loaded = null;
    try {
      loaded = await client.load(blob, name, m, (bytes, total, players) => {
        bar.value = total ? bytes / total : 0;
        say(() => rw('reading', lang(), { name, pct: total ? Math.floor((100 * bytes) / total) : 0, n: players }));
      });
      const { players, period: listMonth } = loaded;
      say(() => rw('ready', lang(), { name, n: players, month: listMonth ? ` (${listMonth})` : '' }), 'ready');
      if (loaded.period && !month.value) month.value = loaded.period;
    } catch (err) {
      fail(err);
    } finally {
      bar.hidden = true;
    }
  }

  file.addEventListener('change', () => {
    const f = file.files?.[0];
    if (!f) return;
    const m = period();
    void (async () => {
      try {
        if (deps.idb) await saveList({ file: f, name: f.name, month: m, savedAt: new Date().toISOString() }, deps.idb);
      } catch {
        // no storage (private mode): the list is read all the same, and picked again next time
      }
      await read(f, f.name, m);
    })();
  });

  search.addEventListener('input', () => {
    if (!client || !loaded) return;
    const mine = ++seq;
    const q = search.value;
    void client.search(q, 20).then((r) => {
      if (mine !== seq) return; // a later keystroke has its own answer coming
      fill(
        results,
        ...r.players.map((p) =>
          el(
            'li',
            { attrs: { 'data-fide-id': String(p.fide_id) } },
            `${p.name} · ${p.fed} · ${p.title_for_ranking || '-'} · ${p.standard ?? '-'} / ${p.rapid ?? '-'} / ${p.blitz ?? '-'} · ${p.birth_year ?? ''} `,
            el(
              'button',
              { attrs: { type: 'button', class: 'ratings-add' }, onClick: () => void add(p) },
              rw('add', lang()),
            ),
          ),
        ),
        r.more ? el('li', { className: 'muted', attrs: { 'data-more': '' } }, rw('more', lang())) : null,
      );
    });
  });

  async function add(p: ListPlayer): Promise<void> {
    try {
      const added = await deps.withBook((book) =>
        addListPlayer(book, p, { label: loaded?.name ?? '', period: loaded?.period ?? period() }),
      );
      say(() => rw('added', lang(), { name: p.name, no: added.no }), 'ready');
      deps.changed();
    } catch (err) {
      fail(err);
    }
  }

  async function plan(book: PanelPort) {
    const ctx = await readPlayersContext(book);
    const ids = ctx.players
      .map((r) => r.player.fideId)
      .filter((x) => /^\d{1,10}$/.test(x))
      .map(Number);
    const found = client ? await client.byIds(ids) : [];
    return { ctx, plan: planLookup(ctx, source(new Map(found.map((p) => [p.fide_id, p])))) };
  }

  check.addEventListener('click', () => {
    if (!loaded) return;
    void deps
      .withBook(async (book) => (await plan(book)).plan)
      .then((p) => {
        const changes = [...p.fills, ...p.differences];
        fill(
          diffs,
          ...p.problems.map((x) => el('li', { className: 'problem' }, formatProblem(x))),
          ...changes.map((c) => el('li', { className: 'change' }, line(c))),
        );
        shownChanges = changes;
        noted = null;
        if (changes.length === 0) note(() => rw('noChanges', lang()), 'muted');
        apply.hidden = changes.length === 0;
      }, fail);
  });

  apply.addEventListener('click', () => {
    void deps
      .withBook(async (book) => {
        // planned again on the workbook as it is now; the arbiter accepted the differences shown
        const { ctx, plan: p } = await plan(book);
        for (const c of [...p.fills, ...p.differences]) book.permitOverwrite?.(c.sheet, c.cell);
        return applyLookup(book, p, ctx.lang, { overwrite: true });
      })
      .then((n) => {
        apply.hidden = true;
        fill(diffs);
        shownChanges = [];
        note(() => rw('applied', lang(), { n }));
        deps.changed();
      }, fail);
  });

  return {
    relabel: words,
    async reload() {
      words();
      if (!deps.idb) return;
      try {
        const stored = await loadList(deps.idb);
        if (stored) {
          if (stored.month) month.value = stored.month;
          await read(stored.file, stored.name, stored.month);
        } else say(() => rw('none', lang()));
      } catch (err) {
        fail(err);
      }
    },
  };
}
