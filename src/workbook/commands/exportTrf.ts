import { writeTrf } from '../../formats/trf';
import type { WorkbookPort } from '../port';
import { readValidWorkbook } from './state';

export interface ExportOptions {
  readonly format?: 'trf26' | 'trf16';
  readonly engineDialect?: boolean;
}

/** The workbook as a TRF (TRF-26 by default, trf.md §0). Reads and validates everything first. */
export async function exportTrf(port: WorkbookPort, options: ExportOptions = {}): Promise<string> {
  const state = await readValidWorkbook(port);
  return writeTrf(state.tournament, { format: options.format ?? 'trf26', ...(options.engineDialect ? { engineDialect: true } : {}) });
}
