// CJK Unified Ideographs with extension A, the compatibility ideographs and the supplementary-plane extensions,
// plus CJK symbols and full-width punctuation (。，、！？ and friends) that come with Chinese input methods.
const CHINESE = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff0f\uff1a-\uff20\u{20000}-\u{2fa1f}]/gu;

/** Removes Chinese characters (and full-width CJK punctuation) from text input. */
export function stripChinese(text: string | null | undefined): string {
  return (text ?? '').replace(CHINESE, '');
}

/** True when the text contains a Chinese character. */
export function hasChinese(text: string): boolean {
  return new RegExp(CHINESE.source, 'u').test(text);
}
