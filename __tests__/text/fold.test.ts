// Folding for redaction's matching (src/text/fold.ts, pure): what each form becomes, and the way back from every folded
// character to the original one, which redaction uses to cut a match out of the text as written.
import { fold } from '../../src/text/fold.js'

describe('fold', () => {
  it.each([
    ['ASCII as it is', 'jane.doe@example.com +1 (415) 555-0134', 'jane.doe@example.com +1 (415) 555-0134'],
    ['full-width forms (NFKC)', 'ｊａｎｅ＠ｅｘａｍｐｌｅ．ｃｏｍ ＋４４ ２０－７９', 'jane@example.com +44 20-79'],
    ['Arabic-Indic digits', '٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['Extended Arabic-Indic digits', '۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['Devanagari and Bengali digits', '९८७ ৬৫৪', '987 654'],
    ['Thai digits', '๐๒๑๓', '0213'],
    ['mathematical digits (NFKC)', '𝟏𝟐𝟑', '123'],
    ['dashes and the minus sign', '1\u20102\u20113\u20124\u20135\u20146\u20157\u22128', '1-2-3-4-5-6-7-8'],
    ['ideographic full stops, also half-width', 'a。b｡c', 'a.b.c'],
    ['Cyrillic and Greek look-alikes', 'j\u0430ne \u0410T d\u043et \u03bf\u039f', 'jane AT dot oO'],
    ['other letters stay', 'Привет мир ώ', 'Пpивeт миp ώ']
  ])('%s', (_what, text, folded) => expect(fold(text).text).toBe(folded))

  it('maps each folded character back to the character it came from', () => {
    const text = 'aﬁ＠😀٣'
    const { text: folded, from, to } = fold(text)
    expect(folded).toBe('afi@😀3')
    // a, f and i (one ligature), @, the emoji's two UTF-16 units, 3
    expect(from).toEqual([0, 1, 1, 2, 3, 3, 5])
    expect(to).toEqual([1, 2, 2, 3, 5, 5, 6])
  })
})
