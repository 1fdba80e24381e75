import type { Word } from '../../workbook/labels';

/** Words of the dialog a ribbon button opens when the pane may be closed. */
export const RIBBON_WORDS = {
  openPane: {
    en: 'Open the task pane (Arbiter tab) to see the cells and confirm.',
    tr: 'Hücreleri görmek ve onaylamak için görev bölmesini açın (Arbiter sekmesi).',
    fa: 'برای دیدن خانه‌ها و تأیید، پنل کار را باز کنید (زبانه Arbiter).',
  },
  copyTrf: { en: 'Copy the TRF', tr: 'TRF’yi kopyala', fa: 'کپی TRF' },
  copied: {
    en: 'TRF copied: paste it into a text file.',
    tr: 'TRF kopyalandı: bir metin dosyasına yapıştırın.',
    fa: 'TRF کپی شد: آن را در یک فایل متنی بچسبانید.',
  },
} satisfies Record<string, Word>;
