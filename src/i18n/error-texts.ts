import type { Locale } from './locales'

/**
 * The error page's texts (SPEC §8), for client code that cannot use next-intl: global-error.tsx replaces
 * the root layout and its providers, and loading four message catalogues into every page's error boundary
 * would cost far more than these lines. The single source stays messages/*.json (namespace `error`):
 * error-texts.test.ts fails when the two differ.
 */
export type ErrorTexts = { title: string; text: string; retry: string; home: string; call: string }

export const ERROR_TEXTS: Record<Locale, ErrorTexts> = {
  nl: {
    title: 'Er is iets misgelopen',
    text: 'Door een fout aan onze kant kon deze pagina niet getoond worden. Probeer het zo dadelijk opnieuw.',
    retry: 'Opnieuw proberen',
    home: 'Terug naar de startpagina',
    call: 'Of bel ons: {phone}',
  },
  fr: {
    title: 'Une erreur s’est produite',
    text: 'Une erreur de notre côté empêche d’afficher cette page. Veuillez réessayer dans un instant.',
    retry: 'Réessayer',
    home: 'Retour à la page d’accueil',
    call: 'Ou appelez-nous : {phone}',
  },
  en: {
    title: 'Something went wrong',
    text: 'An error on our side kept this page from being shown. Please try again in a moment.',
    retry: 'Try again',
    home: 'Back to the home page',
    call: 'Or call us: {phone}',
  },
  de: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Wegen eines Fehlers auf unserer Seite konnte diese Seite nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.',
    retry: 'Erneut versuchen',
    home: 'Zurück zur Startseite',
    call: 'Oder rufen Sie uns an: {phone}',
  },
}
