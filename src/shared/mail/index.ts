/** One mail layout for every mail the site sends (ADR 0048): parts rendered by React, texts from the catalogues. */
export { ButtonLink, Figures, Heading, KeyValueTable, MailImage, MailLayout, MailLink, MailSection, Paragraph } from './parts'
export { plainTextOf, renderDocument, renderMail } from './render'
