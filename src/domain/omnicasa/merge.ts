import { PROPERTY_TEXT_FIELDS } from '../feed/property'
import { LANGUAGES, type Language, toText } from '../feed/values'

/**
 * Omnicasa answers one language per call (LanguageId 1 nl, 2 fr, 3 en, 4 de). The importer's feed format
 * (src/domain/feed/property.ts, catalogue.ts) carries one record with its texts per language
 * (`TypeDescription: { nl, fr, en }`, a picture's `Name: { nl, fr }`): this turns the per-language answers
 * into those records, so the one mapping stays the one mapping.
 *
 * Values that are not texts come from the base answer (Dutch when it has the record). A text equal to the
 * Dutch one is left out: it is the CRM's fallback, not a translation, and leaving it out lets the site's
 * own names (main types, picture captions, web types; ADR 0038) and its Dutch fallback apply.
 */
type Raw = Record<string, unknown>

export type MergeSpec = {
  /** Top-level fields that are texts in the call's language. */
  texts: readonly string[]
  /** Fields holding a list of records (matched across languages by ID, else position) and their text fields. */
  lists: readonly [field: RegExp, texts: readonly string[]][]
  /** Fields holding one record and its text fields. */
  records: readonly [field: RegExp, texts: readonly string[]][]
  /** Keep records the base language does not list (documents may exist in one language only). */
  keepOtherLanguages?: boolean
}

const PICTURE_LISTS = /^(small|medium|large|xlarge)pictureitems$/i
const PICTURE_RECORDS = /^(small|medium|large|xlarge)pictureitem$|^smallpicture$/i

export const PROPERTY_MERGE: MergeSpec = {
  texts: PROPERTY_TEXT_FIELDS.map(([feed]) => feed),
  lists: [
    [PICTURE_LISTS, ['Name']],
    [/^documents$/i, ['Name']],
  ],
  records: [[PICTURE_RECORDS, ['Name']]],
}

export const PROJECT_MERGE: MergeSpec = {
  texts: ['Name', 'Description'],
  lists: [
    [PICTURE_LISTS, ['Name']],
    [/^documents$/i, ['Name']],
    [/^constructions$/i, ['Name', 'Status']],
  ],
  records: [[PICTURE_RECORDS, ['Name']]],
}

export const WEB_TYPE_MERGE: MergeSpec = { texts: ['Name'], lists: [], records: [] }

export const DOCUMENT_MERGE: MergeSpec = { texts: ['Name'], lists: [], records: [], keepOtherLanguages: true }

export type LanguageAnswers = Partial<Record<Language, readonly Raw[]>>

function idOf(record: Raw): string | null {
  return toText(record.ID ?? record.Id ?? record.id)
}

function keyOf(record: Raw, name: string): string | undefined {
  if (name in record) return name
  const lower = name.toLowerCase()
  return Object.keys(record).find((k) => k.toLowerCase() === lower)
}

const isRecord = (value: unknown): value is Raw => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** One text per language, without the copies of the Dutch text; undefined when no language has it. */
function localized(versions: Partial<Record<Language, Raw>>, name: string): Record<string, string> | unknown {
  const texts: Partial<Record<Language, string>> = {}
  for (const language of LANGUAGES) {
    const version = versions[language]
    if (!version) continue
    const k = keyOf(version, name)
    const value = k === undefined ? undefined : version[k]
    // Already per language (a JSON feed's own format): kept as it is.
    if (isRecord(value)) return value
    const text = toText(value)
    if (text !== null && (language === 'nl' || text !== texts.nl)) texts[language] = text
  }
  return Object.keys(texts).length ? texts : undefined
}

/** The same nested record in each language: by ID when it has one, else by position. */
function counterpart(list: unknown, item: Raw, index: number): Raw | undefined {
  if (!Array.isArray(list)) return undefined
  const id = idOf(item)
  const found = id === null ? list[index] : list.find((other) => isRecord(other) && idOf(other) === id)
  return isRecord(found) ? found : undefined
}

function withTexts(versions: Partial<Record<Language, Raw>>, base: Raw, texts: readonly string[]): Raw {
  const out: Raw = { ...base }
  for (const name of texts) {
    const k = keyOf(base, name) ?? name
    const value = localized(versions, name)
    if (value === undefined) delete out[k]
    else out[k] = value
  }
  return out
}

/** One record from its versions in each language, `base` being the language whose values win. */
export function mergeRecord(versions: Partial<Record<Language, Raw>>, base: Language, spec: MergeSpec): Raw {
  const baseRecord = versions[base]
  if (!baseRecord) throw new RangeError(`no ${base} version to merge onto`)
  const out = withTexts(versions, baseRecord, spec.texts)
  for (const [k, value] of Object.entries(baseRecord)) {
    const list = spec.lists.find(([pattern]) => pattern.test(k))
    if (list && Array.isArray(value)) {
      out[k] = value.map((item: unknown, index) => {
        if (!isRecord(item)) return item
        const nested = Object.fromEntries(
          LANGUAGES.flatMap((language) => {
            const found = language === base ? item : counterpart(versions[language]?.[keyOf(versions[language]!, k) ?? k], item, index)
            return found ? [[language, found]] : []
          }),
        )
        return withTexts(nested, item, list[1])
      })
      continue
    }
    const record = spec.records.find(([pattern]) => pattern.test(k))
    if (record && isRecord(value)) {
      const nested = Object.fromEntries(
        LANGUAGES.flatMap((language) => {
          const version = versions[language]
          const found = language === base ? value : version?.[keyOf(version, k) ?? k]
          return isRecord(found) ? [[language, found]] : []
        }),
      )
      out[k] = withTexts(nested, value, record[1])
    }
  }
  return out
}

/**
 * The records of the base language's answer (Dutch when asked: the importer writes Dutch first), in its
 * order, each merged with its versions in the other languages. A record another language lists but the base
 * does not was added while the languages were read one after the other: it is left for the next run, as
 * the importer could not create it without its Dutch headline. A record without an ID is passed on as it
 * is (the importer rejects it and says why).
 */
export function mergeAnswers(answers: LanguageAnswers, languages: readonly Language[], spec: MergeSpec): Raw[] {
  const [base, ...others] = [...languages].sort((a, b) => (a === 'nl' ? -1 : b === 'nl' ? 1 : 0))
  if (!base) return []
  const byId = new Map<string, Partial<Record<Language, Raw>>>()
  const entries: ({ versions: Partial<Record<Language, Raw>> } | { withoutId: Raw })[] = []
  for (const record of answers[base] ?? []) {
    const id = idOf(record)
    if (id === null) entries.push({ withoutId: record })
    else if (!byId.has(id)) {
      const versions: Partial<Record<Language, Raw>> = { [base]: record }
      byId.set(id, versions)
      entries.push({ versions })
    }
  }
  for (const language of others) {
    for (const record of answers[language] ?? []) {
      const id = idOf(record) ?? ''
      const versions = byId.get(id)
      if (versions) versions[language] ??= record
      else if (spec.keepOtherLanguages && id) {
        byId.set(id, { [language]: record })
        entries.push({ versions: byId.get(id)! })
      }
    }
  }
  const order = [base, ...others]
  return entries.map((entry) => ('withoutId' in entry ? entry.withoutId : mergeRecord(entry.versions, order.find((language) => entry.versions[language])!, spec)))
}

/**
 * Documents come from GetDocumentList (per language, by ObjectIDs): each property gets its own, merged
 * across languages, as `Documents: [{ ID, Name: { nl, fr }, Url }]`. A property the list names no
 * document for keeps the Documents it came with.
 */
export function attachDocuments(properties: Raw[], documents: LanguageAnswers, languages: readonly Language[]): Raw[] {
  const byObject = new Map<string, LanguageAnswers>()
  for (const language of languages) {
    for (const document of documents[language] ?? []) {
      const objectId = toText(document.ObjectID ?? document.ObjectId ?? document.PropertyID)
      if (objectId === null) continue
      const answers = byObject.get(objectId) ?? {}
      answers[language] = [...(answers[language] ?? []), document]
      byObject.set(objectId, answers)
    }
  }
  return properties.map((property) => {
    const answers = byObject.get(idOf(property) ?? '')
    if (!answers) return property
    const list = mergeAnswers(answers, languages, DOCUMENT_MERGE).map((document) => {
      const copy = { ...document }
      for (const name of ['ObjectID', 'ObjectId', 'PropertyID']) delete copy[name]
      return copy
    })
    return { ...property, Documents: list }
  })
}
