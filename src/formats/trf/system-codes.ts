import type { PairingSystemId } from '../../engine/model';

/**
 * TRF26 record 192 (ETT26 codes, trf.md §2.2) <-> pairing system. There is no Lim code: Lim is written as
 * CUSTOM_SWISS plus a `###` comment naming C.04.4.3 (2026), and read back from that pair.
 */

export const LIM_COMMENT = '### Pairing system: Lim, C.04.4.3 (2026)';
export const LIM_COMMENT_MARK = 'C.04.4.3';

/** System selected by an ETT26 code, or null when the code selects none we pair (team, Schiller, custom). */
export function systemForCode(code: string): PairingSystemId | null {
  const c = code.trim().toUpperCase();
  // FIDE_DUTCH, FIDE_DUTCH_2017, FIDE_DUTCH_2026, the FIDE_DUTCH_2025 alias, each optionally _BAKU
  if (/^FIDE_DUTCH(_20(17|25|26))?(_BAKU)?$/.test(c)) return 'dutch';
  if (/^FIDE_BURSTEIN(_BAKU)?$/.test(c)) return 'burstein';
  if (/^FIDE_DUBOV(_BAKU)?$/.test(c)) return 'dubov';
  if (/^(BERGER|FIDE|CUSTOM)_DOUBLEROUNDROBIN$/.test(c)) return 'double-round-robin';
  if (/^(BERGER|FIDE|CUSTOM)_ROUNDROBIN$/.test(c)) return 'round-robin';
  if (/^FIDE_DOUBLESCHEVENINGEN$/.test(c)) return 'double-scheveningen';
  if (/^(FIDE|CUSTOM)_SCHEVENINGEN$/.test(c)) return 'scheveningen';
  if (/^CUSTOM_KNOCKOUT$/.test(c)) return 'knockout';
  return null;
}

/** Whether a 192 code is one of the ETT26 codes at all (known but possibly not pairable by us). */
export function isKnownTypeCode(code: string): boolean {
  const c = code.trim().toUpperCase();
  return (
    systemForCode(c) !== null ||
    /^(CUSTOM_SWISS|FIDE_DOUBLESWISS(_BAKU)?|CUSTOM_DOUBLESWISS|FIDE_SCHILLER|CUSTOM_SCHILLER)$/.test(c) ||
    /^(FIDE_TEAM|CUSTOM_TEAM)/.test(c)
  );
}

/** The code we write for a system when the tournament carries no (matching) code of its own. */
export function codeForSystem(system: PairingSystemId): string {
  switch (system) {
    case 'dutch':
      return 'FIDE_DUTCH_2026';
    case 'burstein':
      return 'FIDE_BURSTEIN';
    case 'dubov':
      return 'FIDE_DUBOV';
    case 'lim':
      return 'CUSTOM_SWISS';
    case 'round-robin':
      return 'FIDE_ROUNDROBIN';
    case 'double-round-robin':
      return 'FIDE_DOUBLEROUNDROBIN';
    case 'scheveningen':
      return 'FIDE_SCHEVENINGEN';
    case 'double-scheveningen':
      return 'FIDE_DOUBLESCHEVENINGEN';
    case 'knockout':
      return 'CUSTOM_KNOCKOUT';
  }
}

/** The tournament's own code if it still describes its system, else ours (a changed system wins). */
export function typeCodeToWrite(system: PairingSystemId, typeCode: string | undefined): string {
  if (typeCode) {
    if (system === 'lim' ? typeCode.trim().toUpperCase() === 'CUSTOM_SWISS' : systemForCode(typeCode) === system) {
      return typeCode;
    }
  }
  return codeForSystem(system);
}

/**
 * Free text of record 092: programs (and our fixtures) often put an ETT code there (`FIDE_DUTCH_2025`,
 * `FIDE_BURSTEIN`); plain words such as "Round robin" are recognised too. Null = says nothing usable.
 */
export function systemForTypeText(text: string): PairingSystemId | null {
  const byCode = systemForCode(text);
  if (byCode) return byCode;
  const t = text.toLowerCase();
  if (/double[\s-]*round[\s-]*robin/.test(t)) return 'double-round-robin';
  if (/round[\s-]*robin/.test(t)) return 'round-robin';
  if (/burstein/.test(t)) return 'burstein';
  if (/dubov/.test(t)) return 'dubov';
  if (/\blim\b/.test(t)) return 'lim';
  if (/dutch/.test(t)) return 'dutch';
  return null;
}
