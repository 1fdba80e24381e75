/** Test-only bundle entry: exposes the pane's list store to the browser test page. */
import { loadList, saveList } from '../../src/taskpane/ratings/list-store';

(window as unknown as { __ratingsStore: unknown }).__ratingsStore = { saveList, loadList };
