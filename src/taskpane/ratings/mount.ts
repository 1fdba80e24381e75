import { withWorkbook, type AddinHost } from '../../excel/actions';
import type { Language } from '../../workbook/labels';
import { RATINGS_WORKER_URL, type WorkerPort } from './ratings-client';
import { mountRatingsPanel, type RatingsPanel } from './ratings-panel';

/**
 * The pane's one call to show the rating-list section once Office is ready (taskpane.ts); the pane calls
 * the panel's relabel() when the arbiter switches language.
 */
export function startRatingsPanel(host: AddinHost, language: () => Language, changed: () => void): RatingsPanel {
  const panel = mountRatingsPanel(document.querySelector('main') ?? document.body, {
    withBook: (fn) => withWorkbook(host, undefined, fn),
    language,
    changed,
    worker: () => (typeof Worker === 'function' ? (new Worker(RATINGS_WORKER_URL) as unknown as WorkerPort) : null),
    ...(typeof indexedDB !== 'undefined' ? { idb: indexedDB } : {}),
  });
  void panel.reload();
  return panel;
}
