/**
 * The free valuation page's own text (issue 23: seller pages that sell): the steps, how the agency works and
 * what it charges. The figures only the agency knows are parameters: the demo fills in its own, the
 * production skeleton (content/site/skeleton.json) a placeholder for staff in each language.
 */
import { type L, perLang } from "./i18n";

export interface AgencyTerms {
  /** Its commission on the sale price. */
  fee: L;
  /** How soon it calls back after a request. */
  reply: L;
  /** How soon the written report follows the visit. */
  report: L;
}

export const DEMO_TERMS: AgencyTerms = {
  fee: { nl: "3 % (excl. btw)", fr: "3\u202f% (hors TVA)", en: "3% (excl. VAT)", de: "3 % (zzgl. MwSt.)" },
  reply: { nl: "binnen één werkdag", fr: "dans un délai d'un jour ouvrable", en: "within one working day", de: "innerhalb eines Werktags" },
  report: { nl: "binnen vijf werkdagen", fr: "dans les cinq jours ouvrables", en: "within five working days", de: "innerhalb von fünf Werktagen" },
};

export const SKELETON_TERMS: AgencyTerms = {
  fee: {
    nl: "[IN TE VULLEN: uw commissie, bv. 3 % excl. btw]",
    fr: "[À COMPLÉTER : votre commission, p. ex. 3\u202f% hors TVA]",
    en: "[TO COMPLETE: your commission, e.g. 3% excl. VAT]",
    de: "[AUSZUFÜLLEN: Ihre Provision, z. B. 3 % zzgl. MwSt.]",
  },
  reply: {
    nl: "[IN TE VULLEN: binnen hoeveel tijd u terugbelt]",
    fr: "[À COMPLÉTER : dans quel délai vous rappelez]",
    en: "[TO COMPLETE: how soon you call back]",
    de: "[AUSZUFÜLLEN: wie schnell Sie zurückrufen]",
  },
  report: {
    nl: "[IN TE VULLEN: binnen hoeveel werkdagen]",
    fr: "[À COMPLÉTER : dans quel délai]",
    en: "[TO COMPLETE: how many working days]",
    de: "[AUSZUFÜLLEN: in wie vielen Werktagen]",
  },
};

/** The valuation page's body: `## ` an h2, `### ` an h3, anything else a paragraph (content/demo/README.md). */
export function valuationBody(t: AgencyTerms): L<string[]> {
  return perLang((lang) => {
    const { fee, reply, report } = { fee: t.fee[lang], reply: t.reply[lang], report: t.report[lang] };
    switch (lang) {
      case "nl":
        return [
          "## Zo verloopt uw gratis schatting",
          "### 1. Uw aanvraag",
          `Vul het formulier in of bel ons kantoor. We nemen ${reply} contact met u op om een bezoek te plannen op een moment dat u past.`,
          "### 2. Het bezoek",
          "Een erkend vastgoedmakelaar (BIV) bekijkt uw woning ter plaatse; reken op ongeveer een uur. Houd het EPC, de stedenbouwkundige inlichtingen en facturen van recente renovaties bij de hand: ze tellen mee in de waarde.",
          "### 3. De analyse",
          "We vergelijken uw woning met wat vergelijkbare panden in uw straat en buurt effectief opbrachten, niet met vraagprijzen. Ligging, zeezicht, EPC-label, terras en de staat van het gebouw wegen mee.",
          "### 4. Ons verslag",
          `U ontvangt ${report} een schriftelijk verslag met een realistische prijsvork en ons advies over vraagprijs en timing. Daarna beslist u in alle rust of u met ons verdergaat.`,
          "## Hoe wij werken",
          "U hebt één vast aanspreekpunt, van de schatting tot de akte bij de notaris. Wij vragen de verplichte attesten aan, laten professionele foto's en een virtuele rondleiding maken, publiceren uw woning op onze website en de grote vastgoedportalen en sturen ze meteen naar de kopers in onze databank met een passend zoekprofiel. We plannen en begeleiden elk bezoek en laten u na elk bezoek weten hoe het ging.",
          "## Wat het kost",
          "De schatting is gratis en vrijblijvend, ook als u uiteindelijk niet via ons verkoopt.",
          `Verkopen wij uw woning, dan betaalt u een commissie van ${fee} op de verkoopprijs. Geen verkoop, geen commissie: foto's, publicatie en bezoeken zijn inbegrepen.`,
          "De verplichte attesten (EPC, elektrische keuring, asbestattest, bodemattest) zijn wettelijk ten laste van de verkoper. Wij bestellen ze voor u tegen kostprijs en zeggen u vooraf wat ze kosten.",
        ];
      case "fr":
        return [
          "## Comment se déroule votre estimation gratuite",
          "### 1. Votre demande",
          `Remplissez le formulaire ou appelez notre agence. Nous vous recontactons ${reply} pour convenir d'une visite au moment qui vous arrange.`,
          "### 2. La visite",
          "Un agent immobilier agréé IPI visite votre bien sur place ; comptez environ une heure. Gardez à portée de main le certificat PEB, les renseignements urbanistiques et les factures de vos rénovations récentes : ils comptent dans la valeur.",
          "### 3. L'analyse",
          "Nous comparons votre bien aux prix effectivement obtenus pour des biens comparables dans votre rue et votre quartier, et non aux prix demandés. La situation, la vue sur mer, le label énergétique, la terrasse et l'état de l'immeuble entrent en ligne de compte.",
          "### 4. Notre rapport",
          `Vous recevez ${report} un rapport écrit avec une fourchette de prix réaliste et nos conseils sur le prix de mise en vente et le calendrier. Vous décidez ensuite en toute tranquillité de poursuivre ou non avec nous.`,
          "## Notre façon de travailler",
          "Vous avez un seul interlocuteur, de l'estimation jusqu'à l'acte chez le notaire. Nous demandons les attestations obligatoires, faisons réaliser des photos professionnelles et une visite virtuelle, publions votre bien sur notre site et sur les grands portails immobiliers et l'envoyons aussitôt aux acheteurs de notre base de données dont le profil correspond. Nous planifions et accompagnons chaque visite, et vous faisons un retour après chacune d'elles.",
          "## Ce que cela coûte",
          "L'estimation est gratuite et sans engagement, même si vous ne vendez finalement pas par notre intermédiaire.",
          `Si nous vendons votre bien, vous payez une commission de ${fee} sur le prix de vente. Pas de vente, pas de commission : photos, publication et visites sont comprises.`,
          "Les attestations obligatoires (certificat PEB, contrôle électrique, attestation amiante, attestation du sol) sont légalement à charge du vendeur. Nous les commandons pour vous au prix coûtant et vous en annonçons le coût à l'avance.",
        ];
      case "en":
        return [
          "## How your free valuation works",
          "### 1. Your request",
          `Fill in the form or call our office. We contact you ${reply} to arrange a visit at a time that suits you.`,
          "### 2. The visit",
          "A licensed estate agent visits your home; allow about an hour. Keep the EPC, the planning information and the invoices for recent renovations to hand: they count towards the value.",
          "### 3. The analysis",
          "We compare your home with what comparable properties in your street and neighbourhood actually sold for, not with asking prices. Location, sea view, EPC label, terrace and the state of the building all weigh in.",
          "### 4. Our report",
          `You receive a written report ${report}, with a realistic price range and our advice on the asking price and timing. Then you decide, in your own time, whether to go ahead with us.`,
          "## How we work",
          "You have one contact person from the valuation to the deed at the notary's. We request the mandatory certificates, have professional photos and a virtual tour made, publish your home on our website and the major property portals, and send it straight away to the buyers in our database whose search profile matches. We schedule and accompany every viewing and report back to you after each one.",
          "## What it costs",
          "The valuation is free and without obligation, even if you do not sell through us in the end.",
          `If we sell your home, you pay a commission of ${fee} on the sale price. No sale, no commission: photos, publication and viewings are included.`,
          "The mandatory certificates (EPC, electrical inspection, asbestos certificate, soil certificate) are the seller's cost by law. We order them for you at cost price and tell you beforehand what they cost.",
        ];
      case "de":
        return [
          "## So läuft Ihre kostenlose Bewertung ab",
          "### 1. Ihre Anfrage",
          `Füllen Sie das Formular aus oder rufen Sie unser Büro an. Wir melden uns ${reply}, um eine Besichtigung zu einem Zeitpunkt zu vereinbaren, der Ihnen passt.`,
          "### 2. Die Besichtigung",
          "Ein zugelassener Immobilienmakler besichtigt Ihre Immobilie vor Ort; rechnen Sie mit etwa einer Stunde. Halten Sie den Energieausweis, die städtebaulichen Auskünfte und die Rechnungen jüngster Renovierungen bereit: Sie fließen in den Wert ein.",
          "### 3. Die Analyse",
          "Wir vergleichen Ihre Immobilie mit den tatsächlich erzielten Preisen vergleichbarer Objekte in Ihrer Straße und Umgebung, nicht mit Angebotspreisen. Lage, Meerblick, Energieklasse, Terrasse und Zustand des Gebäudes fließen mit ein.",
          "### 4. Unser Bericht",
          `Sie erhalten ${report} einen schriftlichen Bericht mit einer realistischen Preisspanne und unserer Empfehlung zu Angebotspreis und Zeitpunkt. Danach entscheiden Sie in Ruhe, ob Sie mit uns weitermachen.`,
          "## So arbeiten wir",
          "Sie haben einen festen Ansprechpartner, von der Bewertung bis zur Beurkundung beim Notar. Wir beantragen die Pflichtbescheinigungen, lassen professionelle Fotos und einen virtuellen Rundgang erstellen, veröffentlichen Ihre Immobilie auf unserer Website und den großen Immobilienportalen und schicken sie sofort an die Käufer in unserer Datenbank mit passendem Suchprofil. Wir planen und begleiten jede Besichtigung und berichten Ihnen nach jeder einzelnen.",
          "## Was es kostet",
          "Die Bewertung ist kostenlos und unverbindlich, auch wenn Sie am Ende nicht über uns verkaufen.",
          `Verkaufen wir Ihre Immobilie, zahlen Sie eine Provision von ${fee} auf den Verkaufspreis. Kein Verkauf, keine Provision: Fotos, Veröffentlichung und Besichtigungen sind inbegriffen.`,
          "Die Pflichtbescheinigungen (Energieausweis, Elektroprüfung, Asbestbescheinigung, Bodenbescheinigung) trägt laut Gesetz der Verkäufer. Wir bestellen sie für Sie zum Selbstkostenpreis und nennen Ihnen die Kosten vorab.",
        ];
    }
  });
}
