import type { Word } from '../../workbook/labels';

/** Words of the pane's status line (status.ts); the English texts are the ones the tests pin. */
export const STATUS_WORDS = {
  loading: { en: 'Starting…', tr: 'Başlatılıyor…', fa: 'در حال آغاز…' },
  outsideOffice: {
    en: 'This page was opened outside Office. Open Arbiter Sheet from the Arbiter tab in Excel.',
    tr: "Bu sayfa Office dışında açıldı. Arbiter Sheet'i Excel'deki Arbiter sekmesinden açın.",
    fa: 'این صفحه بیرون از Office باز شده است. Arbiter Sheet را از زبانه Arbiter در Excel باز کنید.',
  },
  otherHost: {
    en: 'Arbiter Sheet runs in Excel only; this is {host}.',
    tr: "Arbiter Sheet yalnızca Excel'de çalışır; bu uygulama {host}.",
    fa: 'Arbiter Sheet فقط در Excel اجرا می‌شود؛ این برنامه {host} است.',
  },
  lacksApi: {
    en: 'This Excel lacks ExcelApi {version}, which Arbiter Sheet needs. Update Office and reopen the workbook.',
    tr: "Bu Excel, Arbiter Sheet'in gerektirdiği ExcelApi {version} desteğine sahip değil. Office'i güncelleyip çalışma kitabını yeniden açın.",
    fa: 'این Excel از ExcelApi {version} که Arbiter Sheet به آن نیاز دارد پشتیبانی نمی‌کند. Office را به‌روز کنید و کارپوشه را دوباره باز کنید.',
  },
  connectedOn: {
    en: 'Connected to Excel on {platform}.',
    tr: "Excel'e bağlanıldı ({platform}).",
    fa: 'به Excel وصل شد ({platform}).',
  },
  connected: { en: 'Connected to Excel.', tr: "Excel'e bağlanıldı.", fa: 'به Excel وصل شد.' },
  noOfficeJs: {
    en: 'Office.js could not be loaded (is the network down?). Close and reopen the task pane.',
    tr: 'Office.js yüklenemedi (ağ bağlantısı kesik mi?). Görev bölmesini kapatıp yeniden açın.',
    fa: 'Office.js بارگیری نشد (آیا شبکه قطع است؟). پنل کار را ببندید و دوباره باز کنید.',
  },
} satisfies Record<string, Word>;

/** Office.PlatformType values as the status line names them. */
export const PLATFORM_WORDS: Readonly<Record<string, Word>> = {
  PC: { en: 'Windows', tr: 'Windows', fa: 'ویندوز' },
  OfficeOnline: { en: 'the web', tr: 'web', fa: 'وب' },
  Mac: { en: 'Mac', tr: 'Mac', fa: 'مک' },
  iOS: { en: 'iPad', tr: 'iPad', fa: 'آی‌پد' },
  Android: { en: 'Android', tr: 'Android', fa: 'اندروید' },
  Universal: { en: 'Windows (universal)', tr: 'Windows, evrensel', fa: 'ویندوز، یونیورسال' },
};
