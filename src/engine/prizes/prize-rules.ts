/** Who may take a category prize (event-reports.md §5.1). */

export interface PrizePlayer {
  readonly tpn: number;
  readonly name: string;
  /** Official FIDE rating at the start; 0 = unrated. */
  readonly rating: number;
  readonly sex: '' | 'm' | 'w';
  readonly birthYear?: number;
  readonly federation?: string;
  readonly club?: string;
}

/** A category's rule: every given condition must hold. Bounds inclusive. */
export interface CategoryRule {
  readonly rating_min?: number;
  readonly rating_max?: number;
  readonly sex?: 'm' | 'w';
  readonly birth_year_min?: number;
  readonly birth_year_max?: number;
  /** true: only unrated players ("best unrated"). */
  readonly unrated?: boolean;
  readonly federation?: string;
  readonly club?: string;
}

export function matchesRule(p: PrizePlayer, r: CategoryRule): boolean {
  // unrated players never match a rating band (§5.1)
  if ((r.rating_min !== undefined || r.rating_max !== undefined) && p.rating <= 0) return false;
  if (r.rating_min !== undefined && p.rating < r.rating_min) return false;
  if (r.rating_max !== undefined && p.rating > r.rating_max) return false;
  if (r.unrated === true && p.rating > 0) return false;
  if (r.unrated === false && p.rating <= 0) return false;
  if (r.sex !== undefined && p.sex !== r.sex) return false;
  if ((r.birth_year_min !== undefined || r.birth_year_max !== undefined) && p.birthYear === undefined) return false;
  if (r.birth_year_min !== undefined && p.birthYear! < r.birth_year_min) return false;
  if (r.birth_year_max !== undefined && p.birthYear! > r.birth_year_max) return false;
  if (r.federation !== undefined && (p.federation ?? '').toUpperCase() !== r.federation.toUpperCase()) return false;
  if (r.club !== undefined && (p.club ?? '').trim().toLowerCase() !== r.club.trim().toLowerCase()) return false;
  return true;
}
