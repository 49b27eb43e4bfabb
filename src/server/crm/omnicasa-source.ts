import type { Language } from '../../domain/feed/values'
import { type Call, type CallParameters, callUrl, describeCall, type OmnicasaLogin } from '../../domain/omnicasa/call'
import { OmnicasaAnswerError, parseAnswer, readEnvelope, readList } from '../../domain/omnicasa/envelope'
import { attachDocuments, type LanguageAnswers, mergeAnswers, PROJECT_MERGE, PROPERTY_MERGE, WEB_TYPE_MERGE } from '../../domain/omnicasa/merge'
import { firstPage, IncompleteListError, ListReader, type Rows } from '../../domain/omnicasa/paging'
import { getWithRetries, type HttpOptions } from './http'
import { type CrmSource, type ReadOptions, SourceError, type SourceResult } from './source'

/**
 * The Omnicasa web API as a CRM source (issue 21, docs/decisions/0054-crm-sources.md). For each language the
 * account publishes: the web types (GetWebIDList), the projects (GetProjectList) and the properties
 * (GetPropertyList), each read page by page with the paging checks of src/domain/omnicasa/paging.ts; then
 * the properties' documents (GetDocumentList by ObjectIDs). The languages are merged into one record per
 * property in the importer's feed format (src/domain/omnicasa/merge.ts). Requests go one at a time: the
 * CRM is the agency's, not ours to load.
 */
export type OmnicasaOptions = OmnicasaLogin & {
  /** The service's base, e.g. https://newapi.omnicasa.com/1.12/OmnicasaService.svc (any address, loopback included). */
  url: string
  /** Default nl, fr, en. Dutch is always read (the importer writes Dutch first). */
  languages?: readonly Language[]
  /** Rows per page. Default 50. */
  pageSize?: number
  /** Which property statuses the site shows: default 1 active, 2 sold, 4 rented. */
  statuses?: readonly number[]
  /** Read documents with GetDocumentList. Default true. */
  documents?: boolean
  /** Property IDs per GetDocumentList call. Default 100. */
  documentBatch?: number
  http?: HttpOptions
}

export const DEFAULT_LANGUAGES: readonly Language[] = ['nl', 'fr', 'en']
export const DEFAULT_STATUSES: readonly number[] = [1, 2, 4]

type Raw = Record<string, unknown>

export function omnicasaSource(options: OmnicasaOptions): CrmSource {
  const languages = options.languages?.length ? [...new Set<Language>(['nl', ...options.languages])] : [...DEFAULT_LANGUAGES]
  const pageSize = options.pageSize ?? 50
  const login = { customerName: options.customerName, customerPassword: options.customerPassword }

  async function read({ signal, onProgress }: ReadOptions = {}): Promise<SourceResult> {
    const counter = { requests: 0 }
    const fail = (kind: SourceError['kind'], message: string) => new SourceError(kind, message, counter.requests)

    async function value(call: Call): Promise<unknown> {
      const what = describeCall(call)
      const answer = await getWithRetries(callUrl(options.url, call, login), { what, signal, counter, secret: options.customerPassword, options: options.http })
      if (answer.status === 401 || answer.status === 403) throw fail('credentials', `${what}: HTTP ${answer.status}, the login was refused`)
      if (answer.status !== 200) throw fail('http', `${what}: HTTP ${answer.status}`)
      try {
        return readEnvelope(call.method, parseAnswer(answer.text, what), what)
      } catch (error) {
        if (error instanceof OmnicasaAnswerError) throw fail(error.kind, error.message)
        throw error
      }
    }

    /** A whole list in one language, page by page. */
    async function list(method: string, language: Language, parameters: CallParameters, progress: (read: number, rowsCount: number) => void): Promise<Raw[]> {
      const reader = new ListReader<Raw>(`${method} (${language})`)
      let rows: Rows | null = firstPage(pageSize)
      try {
        while (rows) {
          const call: Call = { method, language, rows, parameters }
          const page = readListOrFail(await value(call), describeCall(call))
          rows = reader.accept(rows, page)
          progress(reader.items.length, page.rowsCount)
        }
        return reader.finish()
      } catch (error) {
        if (error instanceof IncompleteListError) throw fail('incomplete', error.message)
        throw error
      }
    }

    function readListOrFail(answer: unknown, what: string) {
      try {
        return readList(answer, what)
      } catch (error) {
        if (error instanceof OmnicasaAnswerError) throw fail(error.kind, error.message)
        throw error
      }
    }

    /** The same list in every language; progress counts records over all languages. */
    async function everyLanguage(phase: string, method: string, parameters: CallParameters = {}): Promise<LanguageAnswers> {
      const answers: LanguageAnswers = {}
      let before = 0
      for (const language of languages) {
        answers[language] = await list(method, language, parameters, (read, rowsCount) => onProgress?.({ phase, done: before + read, total: rowsCount * languages.length }))
        before += answers[language]!.length
      }
      return answers
    }

    const webTypes = mergeAnswers(await everyLanguage('web types', 'GetWebIDList'), languages, WEB_TYPE_MERGE)
    const projects = mergeAnswers(await everyLanguage('projects', 'GetProjectList'), languages, PROJECT_MERGE)
    let properties = mergeAnswers(await everyLanguage('properties', 'GetPropertyList', { Status: options.statuses ?? DEFAULT_STATUSES }), languages, PROPERTY_MERGE)

    if (options.documents ?? true) {
      const ids = properties.flatMap((property) => (typeof property.ID === 'number' || typeof property.ID === 'string' ? [property.ID] : []))
      const batch = options.documentBatch ?? 100
      const documents: LanguageAnswers = {}
      let done = 0
      for (const language of languages) {
        const found: Raw[] = []
        for (let start = 0; start < ids.length; start += batch) {
          found.push(...(await list('GetDocumentList', language, { ObjectIDs: ids.slice(start, start + batch), Publish: true }, () => {})))
          done += Math.min(batch, ids.length - start)
          onProgress?.({ phase: 'documents', done, total: ids.length * languages.length })
        }
        documents[language] = found
      }
      properties = attachDocuments(properties, documents, languages)
    }

    return { kind: 'feed', feed: { PropertyTypes: webTypes, Projects: projects, Properties: properties }, requests: counter.requests }
  }

  return { name: 'omnicasa', read }
}
