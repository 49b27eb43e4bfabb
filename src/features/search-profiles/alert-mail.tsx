import type { Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import { MailLayout, MailLink, MailSection, Paragraph, renderMail } from '@/shared/mail'

/**
 * A search profile's alert about one property: fixed words, the property's line and link, the stop link.
 * Fixed words only: the profile's name was typed by whoever created it, perhaps not the address's owner.
 */
export function alertMailBody({ locale, line, url, unsubscribe }: { locale: Locale; line: string; url: string; unsubscribe: string }) {
  const t = translatorFor(locale, 'leadMail')
  return renderMail(
    <MailLayout
      lang={locale}
      signature={t('signature')}
      stopLine={<MailLink href={unsubscribe}>{t('alertUnsubscribe')}</MailLink>}
    >
      <MailSection>
        <Paragraph>{t('greeting')}</Paragraph>
      </MailSection>
      <MailSection>
        <Paragraph>{t('alertBody')}</Paragraph>
        <Paragraph>
          <MailLink href={url} strong plainText={`${line}\n${url}`}>
            {line}
          </MailLink>
        </Paragraph>
      </MailSection>
    </MailLayout>,
  )
}
