/** Labels and sentinels shared by the solver's layers. */

/** No vertex, edge or blossom. */
export const NONE = -1;
/** Labels of a top-level blossom in the search: unreached, outer (even), inner (odd). */
export const FREE = 0;
export const S = 1;
export const T = 2;
/** scanBlossom's mark on the blossoms its two walks visit. */
export const BREADCRUMB = 4;
/** chooseDelta: a lazy repair ran, look for tight edges again before changing duals. */
export const RETRY = -2;
