/**
 * What the task pane's status area says: pure functions of what Office.onReady reported, so the wording
 * is tested without a browser.
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

const PLATFORM_NAMES: Record<string, string> = {
  PC: 'Windows',
  OfficeOnline: 'the web',
  Mac: 'Mac',
  iOS: 'iPad',
  Android: 'Android',
  Universal: 'Windows (universal)',
};

export const LOADING_STATUS: PaneStatus = { state: 'loading', message: 'Starting…' };

export function statusWhenReady(info: OfficeReadyInfo, supports: RequirementCheck): PaneStatus {
  if (info.host === null) {
    return {
      state: 'unsupported',
      message: 'This page was opened outside Office. Open Arbiter Sheet from the Arbiter tab in Excel.',
    };
  }
  if (info.host !== 'Excel') {
    return { state: 'unsupported', message: `Arbiter Sheet runs in Excel only; this is ${info.host}.` };
  }
  if (!supports('ExcelApi', MINIMUM_EXCEL_API)) {
    return {
      state: 'unsupported',
      message: `This Excel lacks ExcelApi ${MINIMUM_EXCEL_API}, which Arbiter Sheet needs. Update Office and reopen the workbook.`,
    };
  }
  const platform = info.platform === null ? '' : ` on ${PLATFORM_NAMES[info.platform] ?? info.platform}`;
  return { state: 'ready', message: `Connected to Excel${platform}.` };
}

/** office.js is loaded from Microsoft's CDN; without it there is no Office at all. */
export function statusWithoutOffice(): PaneStatus {
  return {
    state: 'error',
    message: 'Office.js could not be loaded (is the network down?). Close and reopen the task pane.',
  };
}
