/**
 * The list file the arbiter picked, kept in the browser's IndexedDB with its month, so it is picked once
 * and read again when the pane opens (rating-lists.md §1.1: a dated snapshot). One record: the latest list.
 */
export interface StoredList {
  readonly file: Blob;
  readonly name: string;
  /** `YYYY-MM`, as the arbiter confirmed it (the combined list does not state it, §1.7). */
  readonly month: string | null;
  readonly savedAt: string;
}

const DB = 'arbiter-sheet-ratings';
const STORE = 'lists';
const KEY = 'current';

function open(idb: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = idb.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'));
  });
}

function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

export async function saveList(list: StoredList, idb: IDBFactory = indexedDB): Promise<void> {
  const db = await open(idb);
  try {
    await done(db.transaction(STORE, 'readwrite').objectStore(STORE).put(list, KEY));
  } finally {
    db.close();
  }
}

export async function loadList(idb: IDBFactory = indexedDB): Promise<StoredList | null> {
  const db = await open(idb);
  try {
    return (
      ((await done(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY))) as StoredList | undefined) ?? null
    );
  } finally {
    db.close();
  }
}
