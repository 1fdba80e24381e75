/**
 * TRF files carry no encoding (trf.md §8): read UTF-8, and fall back to Windows-1252 when the bytes are not
 * valid UTF-8 (older Western programs). A UTF-8 byte-order mark is dropped.
 */
export function decodeTrfBytes(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}
