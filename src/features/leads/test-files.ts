import { crc32 } from 'node:zlib'

/** Small but genuine documents for tests of the CV upload (no binary fixtures in the repository). */
export function pdfBytes(text = 'Curriculum vitae'): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\nxref\n0 1\n0000000000 65535 f \ntrailer << /Root 1 0 R /Size 1 >>\nstartxref\n0\n%%EOF\n`)
}

/**
 * The fields a zip's local header (from byte 4) and its central directory entry (from byte 6) share, in the
 * same order: version needed (2.0), flags, method (0: stored), time, date, CRC-32, both sizes, the name's length.
 */
function writeEntryFields(header: Buffer, at: number, crc: number, size: number, nameLength: number) {
  header.writeUInt16LE(20, at)
  header.writeUInt32LE(crc, at + 10)
  header.writeUInt32LE(size, at + 14)
  header.writeUInt32LE(size, at + 18)
  header.writeUInt16LE(nameLength, at + 22)
}

/** A stored (uncompressed) zip with the parts that make a Word document. */
export async function docxBytes(): Promise<Uint8Array> {
  const parts: [string, string][] = [
    ['[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'],
    ['word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>'],
  ]
  const local: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const [name, content] of parts) {
    const data = Buffer.from(content)
    const fileName = Buffer.from(name)
    const crc = crc32(data)
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    writeEntryFields(header, 4, crc, data.length, fileName.length)
    local.push(header, fileName, data)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4)
    writeEntryFields(entry, 6, crc, data.length, fileName.length)
    entry.writeUInt32LE(offset, 42)
    central.push(entry, fileName)
    offset += header.length + fileName.length + data.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...local, directory, end]))
}
