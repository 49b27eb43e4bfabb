type Props = { languages: string[]; current: string; homes: Record<string, string> }

/**
 * Language links that open the same page in the other language, keeping the query (a listing's filters).
 * Rendered on the server, where the cached shell cannot know the page: each links its language's home, and
 * LanguageLinksScript (once in the header) puts in the page's own translation once the page runs, and again
 * at the click.
 */
export function LanguageLinks({ languages, current, homes }: Props) {
  return (
    <ul>
      {languages.map((language) => (
        <li key={language}>
          <a href={homes[language]} data-switch-language={language} hrefLang={language} lang={language} aria-current={language === current ? 'true' : undefined}>
            {language.toUpperCase()}
          </a>
        </li>
      ))}
    </ul>
  )
}
