import type { Locale } from './locales'

type Localized = Record<Locale, string>

const same = (path: string): Localized => ({ nl: path, fr: path, en: path, de: path })

/**
 * The one routing table: internal path (the folder under app/(frontend)/[locale]) → public path per language.
 * Dutch paths follow SPEC §2.1 exactly. Thank-you pages and the three I-sell children are listed one by one
 * because their last segment is translated too.
 */
export const pathnames = {
  '/': '/',
  '/for-sale': { nl: '/te-koop', fr: '/a-vendre', en: '/for-sale', de: '/zu-verkaufen' },
  '/for-sale/[city]/[slug]/[id]': {
    nl: '/te-koop/[city]/[slug]/[id]',
    fr: '/a-vendre/[city]/[slug]/[id]',
    en: '/for-sale/[city]/[slug]/[id]',
    de: '/zu-verkaufen/[city]/[slug]/[id]',
  },
  '/for-rent': { nl: '/te-huur', fr: '/a-louer', en: '/for-rent', de: '/zu-vermieten' },
  '/for-rent/[city]/[slug]/[id]': {
    nl: '/te-huur/[city]/[slug]/[id]',
    fr: '/a-louer/[city]/[slug]/[id]',
    en: '/for-rent/[city]/[slug]/[id]',
    de: '/zu-vermieten/[city]/[slug]/[id]',
  },
  '/abroad': { nl: '/buitenland', fr: '/etranger', en: '/abroad', de: '/ausland' },
  '/projects': { nl: '/projecten', fr: '/projets', en: '/projects', de: '/projekte' },
  '/projects/[...path]': {
    nl: '/projecten/[...path]',
    fr: '/projets/[...path]',
    en: '/projects/[...path]',
    de: '/projekte/[...path]',
  },
  '/contact': { nl: '/contact', fr: '/contact', en: '/contact', de: '/kontakt' },
  '/i-sell': { nl: '/ik-verkoop', fr: '/je-vends', en: '/i-sell', de: '/ich-verkaufe' },
  '/i-sell/selling-with-an-agent': {
    nl: '/ik-verkoop/verkopen-met-een-makelaar',
    fr: '/je-vends/vendre-avec-un-agent',
    en: '/i-sell/selling-with-an-agent',
    de: '/ich-verkaufe/verkaufen-mit-einem-makler',
  },
  '/i-sell/selling-yourself': {
    nl: '/ik-verkoop/ik-wil-zelf-verkopen',
    fr: '/je-vends/je-veux-vendre-moi-meme',
    en: '/i-sell/i-want-to-sell-myself',
    de: '/ich-verkaufe/ich-will-selbst-verkaufen',
  },
  '/i-sell/home-not-selling': {
    nl: '/ik-verkoop/mijn-woning-raakt-niet-verkocht',
    fr: '/je-vends/mon-bien-ne-se-vend-pas',
    en: '/i-sell/my-home-is-not-selling',
    de: '/ich-verkaufe/meine-immobilie-verkauft-sich-nicht',
  },
  '/demand-register': { nl: '/ik-zoek', fr: '/je-cherche', en: '/i-am-looking', de: '/ich-suche' },
  '/free-valuation': {
    nl: '/gratis-schatting',
    fr: '/estimation-gratuite',
    en: '/free-valuation',
    de: '/kostenlose-bewertung',
  },
  '/blog': same('/blog'),
  '/blog/[slug]': same('/blog/[slug]'),
  // The blog's pages and categories: paths, not a query, so each stays a cached page (ADR 0035).
  '/blog/page/[page]': { nl: '/blog/pagina/[page]', fr: '/blog/page/[page]', en: '/blog/page/[page]', de: '/blog/seite/[page]' },
  '/blog/category/[category]': { nl: '/blog/categorie/[category]', fr: '/blog/categorie/[category]', en: '/blog/category/[category]', de: '/blog/kategorie/[category]' },
  '/blog/category/[category]/page/[page]': {
    nl: '/blog/categorie/[category]/pagina/[page]',
    fr: '/blog/categorie/[category]/page/[page]',
    en: '/blog/category/[category]/page/[page]',
    de: '/blog/kategorie/[category]/seite/[page]',
  },
  '/testimonials': { nl: '/getuigenissen', fr: '/temoignages', en: '/testimonials', de: '/erfahrungsberichte' },
  '/testimonials/[slug]': {
    nl: '/getuigenissen/[slug]',
    fr: '/temoignages/[slug]',
    en: '/testimonials/[slug]',
    de: '/erfahrungsberichte/[slug]',
  },
  '/about-us': { nl: '/over-ons', fr: '/a-propos', en: '/about-us', de: '/ueber-uns' },
  '/disclaimer': { nl: '/disclaimer', fr: '/avertissement', en: '/disclaimer', de: '/haftungsausschluss' },
  '/cookie-policy': {
    nl: '/cookie-policy',
    fr: '/politique-cookies',
    en: '/cookie-policy',
    de: '/cookie-richtlinie',
  },
  '/privacy-statement': {
    nl: '/privacy-statement',
    fr: '/declaration-de-confidentialite',
    en: '/privacy-statement',
    de: '/datenschutzerklaerung',
  },
  '/favourites': { nl: '/favorieten', fr: '/favoris', en: '/favourites', de: '/favoriten' },
  // A property's buyer's costs for the visitor's situation (ADR 0032): where the estimate's form goes without JavaScript.
  '/purchase-costs/[id]': { nl: '/aankoopkosten/[id]', fr: '/frais-d-achat/[id]', en: '/purchase-costs/[id]', de: '/kaufnebenkosten/[id]' },
  '/login': same('/login'),
  // The portal and account pages (ADR 0028): personal, never cached (domain/cache-control.ts).
  '/login/portal': { nl: '/login/portaal', fr: '/login/portail', en: '/login/portal', de: '/login/portal' },
  '/login/portal/property/[id]': { nl: '/login/portaal/pand/[id]', fr: '/login/portail/bien/[id]', en: '/login/portal/property/[id]', de: '/login/portal/immobilie/[id]' },
  '/login/portal/project/[id]': { nl: '/login/portaal/project/[id]', fr: '/login/portail/projet/[id]', en: '/login/portal/project/[id]', de: '/login/portal/projekt/[id]' },
  '/login/search-profile': { nl: '/login/zoekprofiel', fr: '/login/profil-de-recherche', en: '/login/search-profile', de: '/login/suchprofil' },
  '/login/forgot-password': { nl: '/login/wachtwoord-vergeten', fr: '/login/mot-de-passe-oublie', en: '/login/forgot-password', de: '/login/passwort-vergessen' },
  '/login/new-password': { nl: '/login/nieuw-wachtwoord', fr: '/login/nouveau-mot-de-passe', en: '/login/new-password', de: '/login/neues-passwort' },
  '/thank-you/contact-me': {
    nl: '/bedankt/contact-me',
    fr: '/merci/contact-me',
    en: '/thank-you/contact-me',
    de: '/danke/contact-me',
  },
  '/thank-you/contact-appointment': {
    nl: '/bedankt/contact-appointment',
    fr: '/merci/contact-appointment',
    en: '/thank-you/contact-appointment',
    de: '/danke/contact-appointment',
  },
  '/thank-you/contact-construction': {
    nl: '/bedankt/contact-construction',
    fr: '/merci/contact-construction',
    en: '/thank-you/contact-construction',
    de: '/danke/contact-construction',
  },
  '/thank-you/free-valuation': {
    nl: '/bedankt/gratis-schatting',
    fr: '/merci/estimation-gratuite',
    en: '/thank-you/free-valuation',
    de: '/danke/kostenlose-bewertung',
  },
  '/thank-you/search-profile': {
    nl: '/bedankt/zoekopdracht',
    fr: '/merci/recherche',
    en: '/thank-you/search-profile',
    de: '/danke/suchauftrag',
  },
  '/thank-you/send-to-friend': {
    nl: '/bedankt/send-to-friend',
    fr: '/merci/send-to-friend',
    en: '/thank-you/send-to-friend',
    de: '/danke/send-to-friend',
  },
  '/thank-you/site-contact': {
    nl: '/bedankt/contacteer-ons',
    fr: '/merci/contactez-nous',
    en: '/thank-you/contact-us',
    de: '/danke/kontaktieren-sie-uns',
  },
  '/thank-you/sign-newsletter': {
    nl: '/bedankt/sign-newsletter',
    fr: '/merci/sign-newsletter',
    en: '/thank-you/sign-newsletter',
    de: '/danke/sign-newsletter',
  },
  '/thank-you/testing-testing': {
    nl: '/bedankt/testing-testing',
    fr: '/merci/testing-testing',
    en: '/thank-you/testing-testing',
    de: '/danke/testing-testing',
  },
  '/thank-you/testimonial': {
    nl: '/bedankt/getuigenis',
    fr: '/merci/temoignage',
    en: '/thank-you/testimonial',
    de: '/danke/erfahrungsbericht',
  },
  '/thank-you/rent-application': {
    nl: '/bedankt/huuraanvraag',
    fr: '/merci/candidature-location',
    en: '/thank-you/rent-application',
    de: '/danke/mietbewerbung',
  },
  '/thank-you/offer-to-purchase': {
    nl: '/bedankt/bod',
    fr: '/merci/offre',
    en: '/thank-you/offer',
    de: '/danke/kaufangebot',
  },
  '/thank-you/job-application': {
    nl: '/bedankt/sollicitatie',
    fr: '/merci/candidature',
    en: '/thank-you/job-application',
    de: '/danke/bewerbung',
  },
  // After a form about one property: the same thank-you page, with the way back to it (ADR 0037).
  '/thank-you/contact-me/[id]': {
    nl: '/bedankt/contact-me/[id]',
    fr: '/merci/contact-me/[id]',
    en: '/thank-you/contact-me/[id]',
    de: '/danke/contact-me/[id]',
  },
  '/thank-you/contact-appointment/[id]': {
    nl: '/bedankt/contact-appointment/[id]',
    fr: '/merci/contact-appointment/[id]',
    en: '/thank-you/contact-appointment/[id]',
    de: '/danke/contact-appointment/[id]',
  },
  '/thank-you/send-to-friend/[id]': {
    nl: '/bedankt/send-to-friend/[id]',
    fr: '/merci/send-to-friend/[id]',
    en: '/thank-you/send-to-friend/[id]',
    de: '/danke/send-to-friend/[id]',
  },
  '/thank-you/rent-application/[id]': {
    nl: '/bedankt/huuraanvraag/[id]',
    fr: '/merci/candidature-location/[id]',
    en: '/thank-you/rent-application/[id]',
    de: '/danke/mietbewerbung/[id]',
  },
  '/thank-you/offer-to-purchase/[id]': {
    nl: '/bedankt/bod/[id]',
    fr: '/merci/offre/[id]',
    en: '/thank-you/offer/[id]',
    de: '/danke/kaufangebot/[id]',
  },
} as const satisfies Record<string, string | Localized>

export type AppPathname = keyof typeof pathnames

/** Static pages: every route without a dynamic segment. */
export const staticPathnames = (Object.keys(pathnames) as AppPathname[]).filter((p) => !p.includes('['))
