import { say, type Language } from '../workbook/labels';
import { PLATFORM_WORDS, STATUS_WORDS } from './words/status';
import { sayWith } from './words/template';

/**
 * What the task pane's status area says: pure functions of what Office.onReady reported, so the wording
 * is tested without a browser. Each takes the pane's language (English when not given).
 */
export type PaneState = 'loading' | 'ready' | 'unsupported' | 'error';

export interface PaneStatus {
  state: PaneState;
  message: string;
}

/** The fields of Office.onReady's info used here (Office.HostType / Office.PlatformType values are strings). */
export interface OfficeReadyInfo {
  host: string | null;
  platform: string | null;
}

export type RequirementCheck = (set: string, version: string) => boolean;

/** The floor declared in manifest.xml <Requirements>. */
export const MINIMUM_EXCEL_API = '1.1';

function word(key: keyof typeof STATUS_WORDS, lang: Language, vars: Record<string, string> = {}): string {
  return sayWith(STATUS_WORDS[key], lang, vars);
}

/** What the status line says before Office.onReady (English; loadingStatus(lang) in the pane's language). */
export const LOADING_STATUS: PaneStatus = loadingStatus('en');

export function loadingStatus(lang: Language): PaneStatus {
  return { state: 'loading', message: word('loading', lang) };
}

export function statusWhenReady(info: OfficeReadyInfo, supports: RequirementCheck, lang: Language = 'en'): PaneStatus {
  if (info.host === null) return { state: 'unsupported', message: word('outsideOffice', lang) };
  if (info.host !== 'Excel') return { state: 'unsupported', message: word('otherHost', lang, { host: info.host }) };
  if (!supports('ExcelApi', MINIMUM_EXCEL_API)) {
    return { state: 'unsupported', message: word('lacksApi', lang, { version: MINIMUM_EXCEL_API }) };
  }
  if (info.platform === null) return { state: 'ready', message: word('connected', lang) };
  const known = PLATFORM_WORDS[info.platform];
  return { state: 'ready', message: word('connectedOn', lang, { platform: known ? say(known, lang) : info.platform }) };
}

/** office.js is loaded from Microsoft's CDN; without it there is no Office at all. */
export function statusWithoutOffice(lang: Language = 'en'): PaneStatus {
  return { state: 'error', message: word('noOfficeJs', lang) };
}
