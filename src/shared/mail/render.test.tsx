import { describe, expect, it } from 'vitest'

import { ButtonLink, Figures, Heading, KeyValueTable, MailImage, MailLayout, MailLink, MailSection, Paragraph, renderMail } from '.'

const TYPED = `Jan "<b>" O'Brien & co`

describe('renderMail: one element tree, the HTML part and the plain-text part', () => {
  const mail = renderMail(
    <MailLayout lang="fr" signature={'Bien à vous,\nZeedijk Vastgoed'} stopLine={<MailLink href="https://x.test/stop?a=1&b=2">Se désinscrire</MailLink>}>
      <MailSection>
        <Paragraph>{TYPED}</Paragraph>
        <Paragraph>
          <MailLink href="https://x.test/bien?a=1&b=2">Bien : Villa</MailLink>
        </Paragraph>
        <Paragraph>
          <MailLink href="https://x.test/self">https://x.test/self</MailLink>
        </Paragraph>
      </MailSection>
      <MailSection>
        <KeyValueTable rows={[['Message', `${TYPED}\nligne 2`]]} />
      </MailSection>
    </MailLayout>,
  )

  it('escapes every text and address in the HTML (no hand-made escaping anywhere)', () => {
    expect(mail.html).toMatch(/^<!doctype html><html lang="fr">/)
    expect(mail.html).toContain('<p>Jan &quot;&lt;b&gt;&quot; O&#x27;Brien &amp; co</p>')
    expect(mail.html).toContain('href="https://x.test/bien?a=1&amp;b=2"')
    expect(mail.html).not.toContain('<b>')
    // Line breaks of a text are kept: the signature, a typed message.
    expect(mail.html).toContain('<p>Bien à vous,<br/>Zeedijk Vastgoed</p>')
    expect(mail.html).toContain('ligne 2')
    expect(mail.html).toContain('<p style="font-size:12px;color:#56606c"><a href="https://x.test/stop?a=1&amp;b=2">Se désinscrire</a></p>')
  })

  it('writes the plain text as it is: lines within a section, an empty line between sections', () => {
    expect(mail.text).toBe(
      [
        TYPED,
        'Bien : Villa: https://x.test/bien?a=1&b=2',
        'https://x.test/self',
        '',
        `Message: ${TYPED}`,
        'ligne 2',
        '',
        'Bien à vous,',
        'Zeedijk Vastgoed',
        '',
        'Se désinscrire: https://x.test/stop?a=1&b=2',
      ].join('\n'),
    )
  })

  it('leaves pictures out of the plain text, uses a part’s own plain wording, and adds no preload for a picture', () => {
    const report = renderMail(
      <MailLayout lang="nl" maxWidth={680}>
        <MailSection>
          <Heading>Villa – De Haan</Heading>
          <Figures figures={[{ value: '1.234', label: 'bezoeken' }]} />
          <MailImage src="cid:chart@zeedijk" width={640} height={220} alt="Grafiek" caption="Bezoeken per dag" />
        </MailSection>
        <ButtonLink href="https://x.test/portaal" plainText="Alles staat in uw portaal: https://x.test/portaal">
          Open mijn portaal
        </ButtonLink>
      </MailLayout>,
    )
    expect(report.text).toBe('Villa – De Haan\n1.234 bezoeken\n\nAlles staat in uw portaal: https://x.test/portaal')
    expect(report.html).toContain('max-width:680px')
    expect(report.html).toContain('src="cid:chart@zeedijk"')
    expect(report.html).not.toContain('preload')
  })
})
