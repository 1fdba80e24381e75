/**
 * What a ribbon button did, shown while the task pane may be closed: an Office dialog
 * (`Office.context.ui.displayDialogAsync`, DialogApi 1.1 — Microsoft Learn, "Use the Office dialog API in Office
 * Add-ins", which a function command may open). The ribbon function passes the lines in the URL's hash; the page
 * shows them as text and closes with its button (messageParent). The pane, when open, shows the same outcome.
 */
export const OUTCOME_DIALOG_URL = 'outcome.html';

export interface DialogLines {
  readonly title: string;
  readonly lines: readonly string[];
}

/** The hash the dialog page reads (kept short: the whole URL must stay under about 2,000 characters). */
export function dialogHash(content: DialogLines): string {
  const lines: string[] = [];
  let size = content.title.length;
  for (const l of content.lines) {
    if (size + l.length > 1200) {
      lines.push('…');
      break;
    }
    lines.push(l);
    size += l.length;
  }
  return `#${encodeURIComponent(JSON.stringify({ title: content.title, lines }))}`;
}

export function readDialogHash(hash: string): DialogLines | null {
  try {
    const value = JSON.parse(decodeURIComponent(hash.replace(/^#/, ''))) as { title?: unknown; lines?: unknown };
    if (typeof value.title !== 'string' || !Array.isArray(value.lines)) return null;
    return { title: value.title, lines: value.lines.filter((l): l is string => typeof l === 'string') };
  } catch {
    return null;
  }
}

/** The dialog page itself (outcome.html): the lines as text, a button that closes it. */
function showPage(): void {
  const content = readDialogHash(location.hash) ?? { title: 'Arbiter Sheet', lines: [] };
  document.title = content.title;
  const h1 = document.createElement('h1');
  h1.textContent = content.title;
  const list = document.createElement('ul');
  for (const l of content.lines) {
    const li = document.createElement('li');
    li.setAttribute('dir', 'auto');
    li.textContent = l;
    list.appendChild(li);
  }
  const ok = document.createElement('button');
  ok.type = 'button';
  ok.textContent = 'OK';
  ok.addEventListener('click', () => Office.context.ui.messageParent('close'));
  const main = document.createElement('main');
  main.append(h1, list, ok);
  document.body.appendChild(main);
  ok.focus();
}

if (typeof document !== 'undefined' && document.body?.dataset.page === 'outcome') {
  void Office.onReady(() => showPage());
}
