/** Site-level texts: page titles and descriptions, module titles, header, footer, banner, home search. */
import { type L, l, same } from "./i18n";
import { AGENCY } from "./legal";

export type PageKey =
  | "home" | "for-sale" | "for-rent" | "abroad" | "projects" | "demand-register" | "i-sell"
  | "i-sell/selling-with-an-agent" | "i-sell/selling-yourself" | "i-sell/home-not-selling"
  | "blog" | "about-us" | "contact" | "free-valuation" | "disclaimer" | "cookie-policy" | "privacy-statement" | "login";

export const PAGE_TEXT: Record<PageKey, { title: L; description: L }> = {
  home: {
    title: l("Home", "Accueil", "Home", "Startseite"),
    description: l(
      "Appartementen, studio's, woningen en villa's te koop en te huur in Oostende en aan de Belgische kust.",
      "Appartements, studios, maisons et villas à vendre et à louer à Ostende et sur la côte belge.",
      "Flats, studios, houses and villas for sale and to rent in Ostend and on the Belgian coast.",
      "Wohnungen, Studios, Häuser und Villen zum Kauf und zur Miete in Ostende und an der belgischen Küste.",
    ),
  },
  "for-sale": {
    title: l("Te koop", "À vendre", "For sale", "Zu verkaufen"),
    description: l("Ons volledige aanbod panden te koop in Oostende en omgeving.", "Toute notre offre de biens à vendre à Ostende et dans les environs.", "All our properties for sale in Ostend and the surrounding area.", "Unser gesamtes Angebot an Immobilien zum Kauf in Ostende und Umgebung."),
  },
  "for-rent": {
    title: l("Te huur", "À louer", "For rent", "Zu vermieten"),
    description: l("Appartementen, studio's en woningen te huur aan de kust.", "Appartements, studios et maisons à louer à la côte.", "Flats, studios and houses to rent on the coast.", "Wohnungen, Studios und Häuser zur Miete an der Küste."),
  },
  abroad: {
    title: l("Buitenland", "À l'étranger", "Abroad", "Ausland"),
    description: l("Een selectie woningen in Luxemburg, via ons partnerkantoor.", "Une sélection de biens au Luxembourg, via notre agence partenaire.", "A selection of homes in Luxembourg, through our partner office.", "Eine Auswahl an Immobilien in Luxemburg, über unser Partnerbüro."),
  },
  projects: {
    title: l("Nieuwbouwprojecten", "Projets neufs", "New-build projects", "Neubauprojekte"),
    description: l("Nieuwbouwappartementen in Oostende, Mariakerke en Westende, verkocht onder de Wet Breyne.", "Appartements neufs à Ostende, Mariakerke et Westende, vendus sous la loi Breyne.", "New-build flats in Ostend, Mariakerke and Westende, sold under the Breyne Act.", "Neubauwohnungen in Ostende, Mariakerke und Westende, verkauft nach dem Breyne-Gesetz."),
  },
  "demand-register": {
    title: l("Ik zoek", "Je cherche", "I am looking", "Ich suche"),
    description: l("Registreer uw zoekprofiel en ontvang als eerste ons nieuwe aanbod.", "Enregistrez votre profil de recherche et recevez nos nouveaux biens en premier.", "Register your search profile and be the first to hear about new listings.", "Hinterlegen Sie Ihr Suchprofil und erfahren Sie als Erste von neuen Angeboten."),
  },
  "i-sell": {
    title: l("Ik verkoop", "Je vends", "I'm selling", "Ich verkaufe"),
    description: l("Uw woning verkopen aan de kust: schatting, attesten, promotie en begeleiding tot bij de notaris.", "Vendre votre bien à la côte : estimation, attestations, promotion et accompagnement jusque chez le notaire.", "Selling your home on the coast: valuation, certificates, marketing and support right through to the notary.", "Ihre Immobilie an der Küste verkaufen: Bewertung, Bescheinigungen, Vermarktung und Begleitung bis zum Notar."),
  },
  "i-sell/selling-with-an-agent": {
    title: l("Verkopen met een makelaar", "Vendre avec un agent immobilier", "Selling with an estate agent", "Verkaufen mit einem Makler"),
    description: l("Wat een erkend makelaar voor u doet bij de verkoop van uw woning.", "Ce qu'un agent agréé fait pour vous lors de la vente de votre bien.", "What a licensed agent does for you when you sell your home.", "Was ein zugelassener Makler beim Verkauf Ihrer Immobilie für Sie tut."),
  },
  "i-sell/selling-yourself": {
    title: l("Ik wil zelf verkopen", "Je veux vendre moi-même", "I want to sell myself", "Ich möchte selbst verkaufen"),
    description: l("Zelf verkopen: de valkuilen en onze diensten à la carte.", "Vendre soi-même : les pièges et nos services à la carte.", "Selling yourself: the pitfalls and our à la carte services.", "Selbst verkaufen: die Fallstricke und unsere Einzelleistungen."),
  },
  "i-sell/home-not-selling": {
    title: l("Mijn woning raakt niet verkocht", "Mon bien ne se vend pas", "My home is not selling", "Meine Immobilie wird nicht verkauft"),
    description: l("Waarom een woning blijft staan en hoe een gratis second opinion helpt.", "Pourquoi un bien ne se vend pas et comment un second avis gratuit peut aider.", "Why a home stays on the market and how a free second opinion helps.", "Warum eine Immobilie liegen bleibt und wie eine kostenlose Zweitmeinung hilft."),
  },
  blog: {
    title: l("Tips & Info", "Conseils & Infos", "Tips & Info", "Tipps & Infos"),
    description: l("Praktische tips over kopen, huren, verkopen en energie aan de kust.", "Conseils pratiques sur l'achat, la location, la vente et l'énergie à la côte.", "Practical tips on buying, renting, selling and energy on the coast.", "Praktische Tipps zu Kauf, Miete, Verkauf und Energie an der Küste."),
  },
  "about-us": {
    title: l("Over ons", "À propos", "About us", "Über uns"),
    description: l("Maak kennis met het team van Zeedijk Vastgoed, makelaar in Oostende sinds 1998.", "Découvrez l'équipe de Zeedijk Vastgoed, agent immobilier à Ostende depuis 1998.", "Meet the Zeedijk Vastgoed team, estate agents in Ostend since 1998.", "Lernen Sie das Team von Zeedijk Vastgoed kennen, Makler in Ostende seit 1998."),
  },
  contact: {
    title: l("Contact", "Contact", "Contact", "Kontakt"),
    description: l("Bel, mail of kom langs in ons kantoor op de Zeedijk in Oostende.", "Appelez-nous, écrivez-nous ou passez à notre agence sur la digue d'Ostende.", "Call, e-mail or visit our office on the Zeedijk in Ostend.", "Rufen Sie an, schreiben Sie uns oder besuchen Sie unser Büro am Zeedijk in Ostende."),
  },
  "free-valuation": {
    title: l("Gratis schatting", "Estimation gratuite", "Free valuation", "Kostenlose Bewertung"),
    description: l("Vraag een gratis en vrijblijvende schatting van uw woning aan.", "Demandez une estimation gratuite et sans engagement de votre bien.", "Request a free, no-obligation valuation of your home.", "Fordern Sie eine kostenlose und unverbindliche Bewertung Ihrer Immobilie an."),
  },
  disclaimer: {
    title: l("Disclaimer", "Avertissement", "Disclaimer", "Haftungsausschluss"),
    description: l("Wettelijke vermeldingen en aansprakelijkheid.", "Mentions légales et responsabilité.", "Legal notice and liability.", "Impressum und Haftung."),
  },
  "cookie-policy": {
    title: l("Cookiebeleid", "Politique en matière de cookies", "Cookie policy", "Cookie-Richtlinie"),
    description: l("Welke cookies wij gebruiken en hoe u uw keuze wijzigt.", "Les cookies que nous utilisons et comment modifier votre choix.", "Which cookies we use and how to change your choice.", "Welche Cookies wir verwenden und wie Sie Ihre Auswahl ändern."),
  },
  "privacy-statement": {
    title: l("Privacyverklaring", "Déclaration de confidentialité", "Privacy statement", "Datenschutzerklärung"),
    description: l("Hoe wij uw persoonsgegevens verwerken en beschermen.", "Comment nous traitons et protégeons vos données personnelles.", "How we process and protect your personal data.", "Wie wir Ihre personenbezogenen Daten verarbeiten und schützen."),
  },
  login: {
    title: l("Eigenaarslogin", "Connexion propriétaire", "Owner login", "Eigentümer-Login"),
    description: l("Volg de bezoeken en de interesse voor uw panden.", "Suivez les visites et l'intérêt pour vos biens.", "Follow the viewings and interest in your properties.", "Verfolgen Sie Besichtigungen und das Interesse an Ihren Immobilien."),
  },
};

export const MODULE_TITLE = {
  latest: l("Nieuw in ons aanbod", "Nos nouveautés", "New listings", "Neu im Angebot"),
  tips: l("Tips & Info", "Conseils & Infos", "Tips & Info", "Tipps & Infos"),
  stats: l("Zeedijk Vastgoed in cijfers", "Zeedijk Vastgoed en chiffres", "Zeedijk Vastgoed in figures", "Zeedijk Vastgoed in Zahlen"),
  forSale: l("Te koop", "À vendre", "For sale", "Zu verkaufen"),
  forRent: l("Te huur", "À louer", "For rent", "Zu vermieten"),
  abroad: l("Ons aanbod in Luxemburg", "Notre offre au Luxembourg", "Our listings in Luxembourg", "Unser Angebot in Luxemburg"),
  projects: l("Nieuwbouwprojecten", "Projets neufs", "New-build projects", "Neubauprojekte"),
  keepInformed: l("Hou mij op de hoogte", "Tenez-moi informé", "Keep me informed", "Halten Sie mich auf dem Laufenden"),
  testimonials: l("Wat onze klanten zeggen", "Ce que disent nos clients", "What our clients say", "Was unsere Kunden sagen"),
  recentSales: l("Onlangs verkocht", "Vendus récemment", "Recently sold", "Kürzlich verkauft"),
  team: l("Ons team", "Notre équipe", "Our team", "Unser Team"),
  contact: l("Contacteer ons", "Contactez-nous", "Contact us", "Kontaktieren Sie uns"),
  valuation: l("Vraag een gratis schatting aan", "Demandez une estimation gratuite", "Request a free valuation", "Kostenlose Bewertung anfordern"),
  shareExperience: l("Deel uw ervaring", "Partagez votre expérience", "Share your experience", "Teilen Sie Ihre Erfahrung"),
  jobs: l("Kom ons team versterken", "Rejoignez notre équipe", "Join our team", "Verstärken Sie unser Team"),
  newsletter: l("Schrijf u in op onze nieuwsbrief", "Inscrivez-vous à notre newsletter", "Sign up for our newsletter", "Abonnieren Sie unseren Newsletter"),
};

export const MODULE_DESCRIPTION = {
  keepInformed: l(
    "Laat ons weten wat u zoekt. Zodra er een pand binnenkomt dat aan uw wensen voldoet, krijgt u een e-mail.",
    "Dites-nous ce que vous cherchez. Dès qu'un bien correspondant à vos souhaits arrive, vous recevez un e-mail.",
    "Tell us what you are looking for. As soon as a matching property comes in, you will get an e-mail.",
    "Sagen Sie uns, was Sie suchen. Sobald ein passendes Objekt hereinkommt, erhalten Sie eine E-Mail.",
  ),
  contact: l(
    `Ons kantoor: ${AGENCY.street}, ${AGENCY.zip} ${AGENCY.city}. Telefoon ${AGENCY.phone}. Wij antwoorden binnen één werkdag.`,
    `Notre agence : ${AGENCY.street}, ${AGENCY.zip} ${AGENCY.city} (Ostende). Téléphone ${AGENCY.phone}. Nous répondons dans un délai d'un jour ouvrable.`,
    `Our office: ${AGENCY.street}, ${AGENCY.zip} ${AGENCY.city} (Ostend). Telephone ${AGENCY.phone}. We reply within one working day.`,
    `Unser Büro: ${AGENCY.street}, ${AGENCY.zip} ${AGENCY.city} (Ostende). Telefon ${AGENCY.phone}. Wir antworten innerhalb eines Werktags.`,
  ),
  valuation: l(
    "Een erkend makelaar komt langs, bekijkt uw woning en bezorgt u binnen de week een onderbouwde schatting. Gratis en vrijblijvend.",
    "Un agent agréé passe voir votre bien et vous remet dans la semaine une estimation argumentée. Gratuit et sans engagement.",
    "A licensed agent visits your home and gives you a well-founded valuation within a week. Free and without obligation.",
    "Ein zugelassener Makler besichtigt Ihre Immobilie und liefert Ihnen innerhalb einer Woche eine fundierte Bewertung. Kostenlos und unverbindlich.",
  ),
  recentSales: l(
    "Woningen die we de voorbije maanden verkochten, van Westende tot Bredene.",
    "Des biens que nous avons vendus ces derniers mois, de Westende à Bredene.",
    "Homes we sold in recent months, from Westende to Bredene.",
    "Immobilien, die wir in den letzten Monaten verkauft haben, von Westende bis Bredene.",
  ),
  testimonials: l(
    "Lees de ervaringen van verkopers en kopers die ons voorgingen.",
    "Découvrez l'expérience de vendeurs et d'acheteurs qui nous ont fait confiance.",
    "Read about the experience of sellers and buyers who went before you.",
    "Lesen Sie die Erfahrungen von Verkäufern und Käufern, die uns vertraut haben.",
  ),
};

export const HEADER_LINKS = [
  { side: "left", status: "published", label: same("059 70 12 30"), href: "tel:+3259701230", icon: "phone", color: "#0b3954" },
  { side: "left", status: "published", label: same(AGENCY.email), href: `mailto:${AGENCY.email}`, icon: "mail", color: "#0b3954" },
  { side: "right", status: "published", label: l("Volg ons op Facebook", "Suivez-nous sur Facebook", "Follow us on Facebook", "Folgen Sie uns auf Facebook"), href: "https://www.facebook.com/zeedijkvastgoed", icon: "facebook", color: "#1877f2" },
  { side: "right", status: "draft", label: l("Volg ons op Instagram", "Suivez-nous sur Instagram", "Follow us on Instagram", "Folgen Sie uns auf Instagram"), href: "https://www.instagram.com/zeedijkvastgoed", icon: "instagram", color: "#c13584" },
] as const;

/** One line per group of days (Settings shows each line as one). */
export const OPENING_HOURS = l(
  "Maandag tot vrijdag: 9.30 – 12.30 en 13.30 – 18.00 uur\nZaterdag: 10.00 – 16.00 uur\nZondag en feestdagen op afspraak",
  "Du lundi au vendredi : 9 h 30 – 12 h 30 et 13 h 30 – 18 h\nSamedi : 10 h – 16 h\nDimanche et jours fériés sur rendez-vous",
  "Monday to Friday: 9.30 am – 12.30 pm and 1.30 – 6 pm\nSaturday: 10 am – 4 pm\nSundays and public holidays by appointment",
  "Montag bis Freitag: 9.30 – 12.30 Uhr und 13.30 – 18.00 Uhr\nSamstag: 10.00 – 16.00 Uhr\nSonn- und Feiertage nach Vereinbarung");

export const FOOTER = {
  columns: [
    {
      title: same(AGENCY.name), titlePublic: true,
      // The address, phone, e-mail and opening hours of the settings, as links (ADR 0035).
      agencyContact: true,
      images: [], widths: { sm: 12, md: 6, lg: 3 },
    },
    {
      title: l("Snel naar", "Accès rapide", "Quick links", "Schnellzugriff"), titlePublic: true,
      links: [
        { label: l("Te koop", "À vendre", "For sale", "Zu verkaufen"), href: "/for-sale" },
        { label: l("Te huur", "À louer", "For rent", "Zu vermieten"), href: "/for-rent" },
        { label: l("Nieuwbouwprojecten", "Projets neufs", "New-build projects", "Neubauprojekte"), href: "/projects" },
        { label: l("Gratis schatting", "Estimation gratuite", "Free valuation", "Kostenlose Bewertung"), href: "/free-valuation" },
        { label: l("Ik zoek", "Je cherche", "I am looking", "Ich suche"), href: "/demand-register" },
        { label: l("Buitenland", "À l'étranger", "Abroad", "Ausland"), href: "/abroad" },
        { label: l("Contact", "Contact", "Contact", "Kontakt"), href: "/contact" },
      ],
      images: [], widths: { sm: 12, md: 6, lg: 3 },
    },
    {
      title: l("Wettelijke informatie", "Informations légales", "Legal information", "Rechtliche Hinweise"), titlePublic: true,
      introText: l(
        `Erkend vastgoedmakelaar-bemiddelaar BIV ${AGENCY.bivNumber}, België. Ondernemingsnummer ${AGENCY.vat}.`,
        `Agent immobilier intermédiaire agréé IPI ${AGENCY.bivNumber}, Belgique. Numéro d'entreprise ${AGENCY.vat}.`,
        `Licensed estate agent BIV/IPI ${AGENCY.bivNumber}, Belgium. Company number ${AGENCY.vat}.`,
        `Zugelassener Immobilienmakler BIV/IPI ${AGENCY.bivNumber}, Belgien. Unternehmensnummer ${AGENCY.vat}.`,
      ), introPublic: true,
      fullText: l(
        "Toezichthoudende autoriteit: Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel. Onderworpen aan de deontologische code van het BIV. Beroepsaansprakelijkheid en borgstelling verzekerd via de groepspolis van het BIV.",
        "Autorité de contrôle : Institut professionnel des agents immobiliers (IPI), rue du Luxembourg 16B, 1000 Bruxelles. Soumis au code de déontologie de l'IPI. Responsabilité civile professionnelle et cautionnement assurés via la police collective de l'IPI.",
        "Supervisory authority: Professional Institute of Estate Agents (BIV/IPI), Rue du Luxembourg 16B, 1000 Brussels. Bound by the BIV/IPI code of ethics. Professional liability and guarantee insured through the BIV/IPI group policy.",
        "Aufsichtsbehörde: Berufsinstitut der Immobilienmakler (BIV/IPI), Rue du Luxembourg 16B, 1000 Brüssel. Es gilt der Berufskodex des BIV/IPI. Berufshaftpflicht und Kaution über die Gruppenpolice des BIV/IPI versichert.",
      ), fullPublic: true,
      images: [], widths: { sm: 12, md: 6, lg: 3 },
    },
    {
      // Hidden parts: the title and the full text are not public (proves the public flags are honoured).
      title: l("Interne nota", "Note interne", "Internal note", "Interne Notiz"), titlePublic: false,
      introText: l(
        "Blijf op de hoogte van ons nieuwste aanbod: registreer uw zoekprofiel via 'Ik zoek'.",
        "Restez informé de nos nouveaux biens : enregistrez votre profil de recherche via « Je cherche ».",
        "Stay up to date with our newest listings: register your search profile via 'I am looking'.",
        "Bleiben Sie über unsere neuesten Angebote informiert: Hinterlegen Sie Ihr Suchprofil unter „Ich suche“.",
      ), introPublic: true,
      fullText: l(
        "NIET PUBLICEREN: kantoor gesloten van 24/12 tot 2/01; nieuwe openingsuren nog te bevestigen.",
        "NE PAS PUBLIER : agence fermée du 24/12 au 2/01 ; nouveaux horaires à confirmer.",
        "DO NOT PUBLISH: office closed from 24/12 to 2/01; new opening hours to be confirmed.",
        "NICHT VERÖFFENTLICHEN: Büro vom 24.12. bis 2.1. geschlossen; neue Öffnungszeiten noch zu bestätigen.",
      ), fullPublic: false,
      images: [], widths: { sm: 12, md: 6, lg: 3 },
    },
  ],
  copyright: l(
    "Zeedijk Vastgoed BV – Alle rechten voorbehouden",
    "Zeedijk Vastgoed SRL – Tous droits réservés",
    "Zeedijk Vastgoed BV – All rights reserved",
    "Zeedijk Vastgoed BV – Alle Rechte vorbehalten",
  ),
};

export const BANNER = {
  type: "gallery",
  images: ["images/view-01.jpg", "images/view-02.jpg", "images/view-03.jpg", "images/terrace-01.jpg"],
  video: null,
};

export const HOME_SEARCH = {
  showLogo: false,
  title: l("Vind uw plek aan zee", "Trouvez votre place à la mer", "Find your place by the sea", "Finden Sie Ihren Platz am Meer"),
  titlePublic: true,
  description: l(
    "Ontdek {saleCount} panden te koop en {rentCount} panden te huur in Oostende en omgeving.",
    "Découvrez {saleCount} biens à vendre et {rentCount} biens à louer à Ostende et dans les environs.",
    "Discover {saleCount} properties for sale and {rentCount} to rent in Ostend and the surrounding area.",
    "Entdecken Sie {saleCount} Immobilien zum Kauf und {rentCount} zur Miete in Ostende und Umgebung.",
  ),
  descriptionPublic: true,
  showSearchInput: true,
  showSearchButton: true,
  showSearchCount: true,
};
