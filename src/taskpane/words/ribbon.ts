import type { Word } from '../../workbook/labels';

/** Words of the dialog a ribbon button opens when the pane may be closed. */
export const RIBBON_WORDS = {
  openPane: { en: 'Open the task pane (Arbiter tab) to see the cells and confirm.', tr: 'Hücreleri görmek ve onaylamak için görev bölmesini açın (Arbiter sekmesi).', fa: 'برای دیدن خانه‌ها و تأیید، پنل کار را باز کنید (زبانه Arbiter).' },
} satisfies Record<string, Word>;
