import { Fragment, type CSSProperties, type ReactNode } from 'react'

import { withPlainText } from './render'

/**
 * The parts every mail is made of. Each renders HTML that mail clients show (inline styles, tables for
 * layout) and says how it reads in the plain-text part: a block is one or more lines, a section ends with an
 * empty line. React escapes every text and attribute; nothing here builds HTML from strings.
 */
const INK = '#1b2430'
const MUTED = '#56606c'
const BRAND = '#145f8c'
const RULE = '#dde3ea'

/** A text's line breaks as <br> (a signature, a typed message in the agency's table). */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ))
}

const withLines = (children: ReactNode) => (typeof children === 'string' ? <Lines text={children} /> : children)

/**
 * One mail: the recipient's language, the body, the agency's signature and, for a mail a person can stop,
 * the line that says why it came and how to stop it (its address is also in the List-Unsubscribe header).
 */
export const MailLayout = withPlainText(
  ({ lang, maxWidth, signature, stopLine, children }: { lang: string; maxWidth?: number; signature?: string; stopLine?: ReactNode; children: ReactNode }) => (
    <html lang={lang}>
      <body style={{ fontFamily: 'Arial,sans-serif', color: INK, lineHeight: 1.5, maxWidth }}>
        {children}
        {signature && <Paragraph>{signature}</Paragraph>}
        {stopLine && <Paragraph tone="fine">{stopLine}</Paragraph>}
      </body>
    </html>
  ),
  ({ signature, stopLine, children }, plain) => [plain(children), signature ? `${signature}\n\n` : '', stopLine ? `${plain(stopLine)}\n\n` : ''].join(''),
)

/** Blocks that belong together: one after the other in HTML, without an empty line between them in plain text. */
export const MailSection = withPlainText(
  ({ children }: { children: ReactNode }) => <>{children}</>,
  ({ children }, plain) => `${plain(children)}\n`,
)

const TONES = {
  body: undefined,
  detail: { fontSize: 13, color: INK, margin: '6px 0 0' },
  fine: { fontSize: 12, color: MUTED },
} satisfies Record<string, CSSProperties | undefined>

/** A paragraph; a text's line breaks are kept. `detail` and `fine` are the smaller print. */
export const Paragraph = withPlainText(
  ({ tone = 'body', children }: { tone?: keyof typeof TONES; children: ReactNode }) => <p style={TONES[tone]}>{withLines(children)}</p>,
  ({ children }, plain) => `${plain(children)}\n`,
)

/** A heading inside a mail (one per property in the weekly report). */
export const Heading = withPlainText(
  ({ children }: { children: string }) => <h2 style={{ fontSize: 18, margin: '28px 0 8px' }}>{children}</h2>,
  ({ children }) => `${children}\n`,
)

/**
 * A link inside a paragraph. In plain text: `label: address`, the address alone when it is its own label,
 * or `plainText` where the language words it otherwise.
 */
export const MailLink = withPlainText(
  ({ href, strong, children }: { href: string; strong?: boolean; plainText?: string; children: string }) => <a href={href}>{strong ? <strong>{children}</strong> : children}</a>,
  ({ href, plainText, children }) => plainText ?? (children === href ? href : `${children}: ${href}`),
)

/** The one thing a mail asks the reader to do, as a button; `plainText` is the line the text part gives it. */
export const ButtonLink = withPlainText(
  ({ href, children }: { href: string; plainText?: string; children: string }) => (
    <p style={{ margin: '28px 0' }}>
      <a href={href} style={{ display: 'inline-block', padding: '10px 20px', borderRadius: 999, background: BRAND, color: '#ffffff', fontWeight: 'bold', textDecoration: 'none' }}>
        {children}
      </a>
    </p>
  ),
  ({ href, plainText, children }) => `${plainText ?? `${children}: ${href}`}\n`,
)

/** Labels and values, one row each (the agency's copy of a form). */
export const KeyValueTable = withPlainText(
  ({ rows }: { rows: [label: string, value: string][] }) =>
    rows.length > 0 && (
      <table cellPadding={6} style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {rows.map(([label, value], index) => (
            <tr key={index}>
              <th align="left" style={{ verticalAlign: 'top', borderBottom: `1px solid ${RULE}` }}>
                {label}
              </th>
              <td style={{ borderBottom: `1px solid ${RULE}` }}>
                <Lines text={value} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  ({ rows }) => rows.map(([label, value]) => `${label}: ${value}\n`).join(''),
)

/** A row of figures, each a large number over its label; in plain text `number label`, one a line. */
export const Figures = withPlainText(
  ({ figures }: { figures: { value: string; label: string }[] }) => (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '0 0 12px' }}>
      <tbody>
        <tr>
          {figures.map((figure, index) => (
            <td key={index} style={{ padding: '0 28px 0 0', verticalAlign: 'top' }}>
              <div style={{ fontSize: 24, fontWeight: 'bold', color: BRAND }}>{figure.value}</div>
              <div style={{ fontSize: 13, color: MUTED }}>{figure.label}</div>
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  ),
  ({ figures }) => figures.map((figure) => `${figure.value} ${figure.label}\n`).join(''),
)

/**
 * A picture attached to the mail (`cid:`), with its caption. Not in the plain text: a text reader gets the
 * same numbers in words. `fetchPriority="low"` keeps React from adding a <link rel="preload"> for it.
 */
export const MailImage = withPlainText(
  ({ src, width, height, alt, caption }: { src: string; width: number; height: number; alt: string; caption: string }) => (
    <>
      <img
        src={src}
        width={width}
        height={height}
        alt={alt}
        fetchPriority="low"
        style={{ display: 'block', width: '100%', maxWidth: width, height: 'auto', border: `1px solid ${RULE}`, borderRadius: 6 }}
      />
      <p style={{ fontSize: 13, color: MUTED, margin: '6px 0 0' }}>{caption}</p>
    </>
  ),
  () => '',
)
