import { describe, expect, it } from 'vitest'

import { CV_MAX_BYTES } from '@/domain/forms/fields'

import { checkCv } from './cv'
import { docxBytes, pdfBytes } from './test-files'

const file = (bytes: Uint8Array | string, name: string, type = '') => new File([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], name, { type })

describe('CV upload check', () => {
  it('accepts a real PDF and a real Word document', async () => {
    expect(await checkCv(file(pdfBytes(), 'cv.pdf', 'application/pdf'))).toMatchObject({ ok: true, ext: 'pdf', mime: 'application/pdf' })
    expect(await checkCv(file(await docxBytes(), 'cv.docx'))).toMatchObject({ ok: true, ext: 'docx' })
  })

  it('judges by content, not by name or claimed type', async () => {
    expect(await checkCv(file('MZ\u0090\u0000 not a pdf at all', 'cv.pdf', 'application/pdf'))).toEqual({ ok: false, error: 'fileType' })
    expect(await checkCv(file('<html><script>alert(1)</script></html>', 'cv.docx'))).toEqual({ ok: false, error: 'fileType' })
    // A PNG renamed to .pdf
    expect(await checkCv(file(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]), 'cv.pdf'))).toEqual({ ok: false, error: 'fileType' })
  })

  it('refuses more than 5 MB, and nothing at all', async () => {
    const big = new Uint8Array(CV_MAX_BYTES + 1)
    big.set(pdfBytes())
    expect(await checkCv(file(big, 'cv.pdf'))).toEqual({ ok: false, error: 'fileSize' })
    expect(await checkCv(file('', 'cv.pdf'))).toEqual({ ok: false, error: 'cvRequired' })
    expect(await checkCv(null)).toEqual({ ok: false, error: 'cvRequired' })
  })
})
