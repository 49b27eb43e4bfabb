import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import { getTranslations } from 'next-intl/server'
import type { ComponentProps } from 'react'

import { anchorHeadings, tableOfContents } from '@/domain/table-of-contents'
import type { Locale } from '@/i18n/locales'

import { CONTENTS_TITLE_ID, TableOfContents } from './TableOfContents'

type RichTextData = ComponentProps<typeof RichText>['data']

/** A section a page's own code adds after the text (the cookie list): its heading joins the contents. */
export type SectionAfter = { id: string; text: string }

/** Ids the page around the text already uses (layout, consent dialog, login and account panels, contents). */
const PAGE_IDS = ['main', 'consent-title', 'login-title', 'account-title', CONTENTS_TITLE_ID]

const withHeadingIds =
  (ids: WeakMap<object, string>): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    heading: ({ node, nodesToJSX }) => {
      const Heading = node.tag
      return <Heading id={ids.get(node)}>{nodesToJSX({ nodes: node.children })}</Heading>
    },
  })

type Props = {
  data: RichTextData
  locale: Locale
  /**
   * Headings get ids, and a text with enough of them a table of contents above it. Off for texts
   * shown inside a page's modules, where several texts share one page and none of them is the page's own.
   */
  outline?: boolean
  sectionsAfter?: SectionAfter[]
}

/** The one renderer of the CMS's rich text (pages, articles, articles in modules). */
export async function Prose({ data, locale, outline = true, sectionsAfter = [] }: Props) {
  if (!outline) return <RichText data={data} className="prose" />
  const anchors = anchorHeadings(data.root, [...PAGE_IDS, ...sectionsAfter.map((section) => section.id)])
  const entries = tableOfContents([...anchors, ...sectionsAfter.map((section) => ({ ...section, level: 2 }))])
  const ids = new WeakMap<object, string>(anchors.map((anchor) => [anchor.node, anchor.id]))
  const t = entries.length > 0 ? await getTranslations({ locale, namespace: 'tableOfContents' }) : null
  return (
    <>
      {t && <TableOfContents entries={entries} label={t('label')} />}
      <RichText data={data} className="prose" converters={withHeadingIds(ids)} />
    </>
  )
}
