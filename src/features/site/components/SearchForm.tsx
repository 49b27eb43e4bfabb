import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'

type Props = { locale: Locale; id: string; label: string; placeholder: string; button: string; hideLabel?: boolean }

/** A plain GET search into the for-sale listing; it works without JavaScript. */
export function SearchForm({ locale, id, label, placeholder, button, hideLabel = false }: Props) {
  return (
    <form className="search-form" action={publicPath('/for-sale', locale)} method="get" role="search">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <div className="search-form__row">
        <input id={id} name="q" type="search" placeholder={placeholder} autoComplete="off" />
        <button type="submit" className="button">
          {button}
        </button>
      </div>
    </form>
  )
}
