/** CMS articles other than the tips: story, home hero, "I sell" pages, testimonials, team bios, and the tip closings. */
import { type L, l } from "./i18n";
import { type TipTheme } from "./tips";

export interface ArticleText {
  id: number;
  categoryId: number;
  /** Explicit slugs (otherwise derived from the title). */
  slug?: L;
  title: L;
  intro: L;
  body: L<string[]>;
  image: string;
  publishedAt: string;
}

export const STORY: ArticleText = {
  id: 25, categoryId: 1, image: "images/view-03.jpg", publishedAt: "2023-01-10T09:00:00.000Z",
  slug: l("ons-verhaal", "notre-histoire", "our-story", "unsere-geschichte"),
  title: l("Ons verhaal", "Notre histoire", "Our story", "Unsere Geschichte"),
  intro: l(
    "Zeedijk Vastgoed is een familiaal makelaarskantoor op de Zeedijk in Oostende, opgericht in 1998.",
    "Zeedijk Vastgoed est une agence immobilière familiale installée sur la digue d'Ostende depuis 1998.",
    "Zeedijk Vastgoed is a family-run estate agency on the Ostend promenade, founded in 1998.",
    "Zeedijk Vastgoed ist ein familiengeführtes Maklerbüro am Deich von Ostende, gegründet 1998.",
  ),
  body: {
    nl: [
      "In 1998 opende Lieve Vandamme een klein kantoor met uitzicht op zee. Haar idee was eenvoudig: een makelaar die de kust door en door kent, die eerlijk advies geeft en die bereikbaar blijft, ook na de ondertekening bij de notaris.",
      "Vandaag werken we met een team van vijf mensen. We verkopen en verhuren appartementen, studio's, woningen en villa's van Westende tot Bredene, begeleiden nieuwbouwprojecten en beheren verhuurde panden voor eigenaars die niet in de buurt wonen. Via een partnerkantoor bieden we ook een selectie woningen in Luxemburg aan.",
      "We zijn erkend vastgoedmakelaar bij het Beroepsinstituut van Vastgoedmakelaars (BIV) en volgen elk jaar bijscholing over de nieuwste regels rond EPC, asbest, overstromingsgevoeligheid en huurwetgeving. Zo weet u zeker dat uw dossier van a tot z in orde is.",
      "Wat ons drijft, is de glimlach van een koper die voor het eerst de sleutel van zijn appartement met zeezicht krijgt, of van een verkoper die zonder zorgen kan verhuizen. Welkom in ons kantoor op de Zeedijk: de koffie staat klaar.",
    ],
    fr: [
      "En 1998, Lieve Vandamme ouvrait un petit bureau avec vue sur la mer. Son idée était simple : un agent immobilier qui connaît la côte sur le bout des doigts, qui donne des conseils honnêtes et qui reste joignable, même après la signature chez le notaire.",
      "Aujourd'hui, notre équipe compte cinq personnes. Nous vendons et louons des appartements, studios, maisons et villas de Westende à Bredene, accompagnons des projets neufs et gérons des biens loués pour des propriétaires qui n'habitent pas la région. Grâce à une agence partenaire, nous proposons aussi une sélection de biens au Luxembourg.",
      "Nous sommes agents immobiliers agréés par l'Institut professionnel des agents immobiliers (IPI) et suivons chaque année des formations sur les dernières règles en matière de certificat énergétique, d'amiante, d'inondabilité et de bail. Vous êtes ainsi certain que votre dossier est en ordre de A à Z.",
      "Ce qui nous motive, c'est le sourire d'un acheteur qui reçoit pour la première fois la clé de son appartement avec vue sur mer, ou d'un vendeur qui peut déménager sans souci. Bienvenue dans notre agence sur la digue : le café vous attend.",
    ],
    en: [
      "In 1998 Lieve Vandamme opened a small office overlooking the sea. Her idea was simple: an estate agent who knows the coast inside out, gives honest advice and stays reachable, even after the signing at the notary's.",
      "Today we are a team of five. We sell and let flats, studios, houses and villas from Westende to Bredene, support new-build projects and manage let properties for owners who do not live nearby. Through a partner office we also offer a selection of homes in Luxembourg.",
      "We are licensed estate agents registered with the Belgian Professional Institute of Estate Agents (BIV/IPI) and take refresher training every year on the latest rules on EPCs, asbestos, flood risk and tenancy law. So you can be sure your file is in order from A to Z.",
      "What drives us is the smile of a buyer receiving the key to a sea-view flat for the first time, or of a seller who can move without worries. Welcome to our office on the Zeedijk: the coffee is ready.",
    ],
    de: [
      "1998 eröffnete Lieve Vandamme ein kleines Büro mit Blick aufs Meer. Ihre Idee war einfach: ein Makler, der die Küste in- und auswendig kennt, ehrlich berät und auch nach der Unterschrift beim Notar erreichbar bleibt.",
      "Heute arbeiten wir in einem Team von fünf Personen. Wir verkaufen und vermieten Wohnungen, Studios, Häuser und Villen von Westende bis Bredene, begleiten Neubauprojekte und verwalten vermietete Immobilien für Eigentümer, die nicht in der Nähe wohnen. Über ein Partnerbüro bieten wir außerdem eine Auswahl an Immobilien in Luxemburg an.",
      "Wir sind beim belgischen Berufsinstitut der Immobilienmakler (BIV/IPI) zugelassen und bilden uns jedes Jahr zu den neuesten Regeln rund um Energieausweis, Asbest, Hochwassergefährdung und Mietrecht fort. So können Sie sicher sein, dass Ihr Dossier von A bis Z in Ordnung ist.",
      "Was uns antreibt, ist das Lächeln eines Käufers, der zum ersten Mal den Schlüssel seiner Wohnung mit Meerblick erhält, oder eines Verkäufers, der sorgenfrei umziehen kann. Willkommen in unserem Büro am Zeedijk: Der Kaffee steht bereit.",
    ],
  },
};

export const HOME_HERO: ArticleText = {
  id: 28, categoryId: 1, image: "images/view-01.jpg", publishedAt: "2023-01-10T09:00:00.000Z",
  slug: l("uw-makelaar-aan-de-kust", "votre-agent-immobilier-a-la-cote", "your-estate-agent-on-the-coast", "ihr-immobilienmakler-an-der-kueste"),
  title: l("Uw makelaar aan de kust sinds 1998", "Votre agent immobilier à la côte depuis 1998", "Your estate agent on the coast since 1998", "Ihr Immobilienmakler an der Küste seit 1998"),
  intro: l(
    "Kopen, verkopen of huren in Oostende en omgeving? Wij kennen elke straat, elk gebouw en elke regel.",
    "Acheter, vendre ou louer à Ostende et dans les environs ? Nous connaissons chaque rue, chaque immeuble et chaque règle.",
    "Buying, selling or renting in Ostend and the surrounding area? We know every street, every building and every rule.",
    "Kaufen, verkaufen oder mieten in Ostende und Umgebung? Wir kennen jede Straße, jedes Gebäude und jede Regel.",
  ),
  body: {
    nl: [
      "Van een studio op de Zeedijk tot een villa in de duinen: ons aanbod groeit elke week. Bekijk hieronder de nieuwste panden of registreer uw zoekprofiel, dan houden wij u op de hoogte.",
      "Wilt u verkopen of verhuren? Wij schatten uw woning gratis, regelen alle verplichte attesten en zorgen voor professionele foto's en een virtuele rondleiding.",
      "Ons kantoor op de Zeedijk is open van maandag tot zaterdag. Loop gerust binnen voor een vrijblijvend gesprek.",
    ],
    fr: [
      "D'un studio sur la digue à une villa dans les dunes : notre offre s'enrichit chaque semaine. Découvrez ci-dessous nos derniers biens ou enregistrez votre profil de recherche, nous vous tiendrons informé.",
      "Vous souhaitez vendre ou louer ? Nous estimons gratuitement votre bien, réglons toutes les attestations obligatoires et réalisons des photos professionnelles et une visite virtuelle.",
      "Notre agence sur la digue est ouverte du lundi au samedi. N'hésitez pas à passer pour un entretien sans engagement.",
    ],
    en: [
      "From a studio on the promenade to a villa in the dunes: our listings grow every week. See the newest properties below or register your search profile and we will keep you posted.",
      "Want to sell or let? We value your home free of charge, arrange all mandatory certificates and provide professional photos and a virtual tour.",
      "Our office on the Zeedijk is open Monday to Saturday. Feel free to drop in for a no-obligation chat.",
    ],
    de: [
      "Vom Studio am Deich bis zur Villa in den Dünen: Unser Angebot wächst jede Woche. Sehen Sie sich unten die neuesten Objekte an oder hinterlegen Sie Ihr Suchprofil, dann halten wir Sie auf dem Laufenden.",
      "Sie möchten verkaufen oder vermieten? Wir bewerten Ihre Immobilie kostenlos, kümmern uns um alle Pflichtbescheinigungen und sorgen für professionelle Fotos und einen virtuellen Rundgang.",
      "Unser Büro am Zeedijk ist von Montag bis Samstag geöffnet. Kommen Sie gern für ein unverbindliches Gespräch vorbei.",
    ],
  },
};

/** The three seller pages under I sell (SPEC §2.1): CMS pages, their text the page body (issue 23 §2). */
export interface SellerPageText {
  title: L;
  intro: L;
  body: L<string[]>;
}

export const SELLER_PAGES: SellerPageText[] = [
  {
    title: l("Verkopen met een makelaar", "Vendre avec un agent immobilier", "Selling with an estate agent", "Verkaufen mit einem Makler"),
    intro: l(
      "Een woning verkopen is meer dan een bord aan de gevel hangen. Een erkend makelaar neemt u het hele traject uit handen.",
      "Vendre un bien, c'est bien plus qu'accrocher un panneau en façade. Un agent agréé vous décharge de tout le parcours.",
      "Selling a home is more than putting up a sign. A licensed agent takes the whole process off your hands.",
      "Eine Immobilie zu verkaufen ist mehr, als ein Schild an die Fassade zu hängen. Ein zugelassener Makler nimmt Ihnen den gesamten Ablauf ab.",
    ),
    body: {
      nl: [
        "We starten met een gratis schatting op basis van recente verkopen in uw buurt. Samen bepalen we een realistische vraagprijs en een verkoopstrategie die past bij uw woning en uw timing.",
        "Daarna regelen we alle verplichte attesten: EPC, asbestattest, elektrische keuring, bodemattest, stedenbouwkundige inlichtingen en het overstromingsrapport. U hoeft zelf niets aan te vragen.",
        "Uw woning verschijnt met professionele foto's, een virtuele rondleiding en een heldere beschrijving op onze website en op de grote vastgoedportalen. Bovendien sturen we ze meteen naar de kandidaat-kopers in onze database die een passend zoekprofiel hebben.",
        "Wij plannen en begeleiden de bezoeken, screenen de kandidaten, onderhandelen over de prijs en stellen het compromis op in overleg met de notaris. Tot de akte blijven we uw vaste aanspreekpunt.",
      ],
      fr: [
        "Nous commençons par une estimation gratuite basée sur les ventes récentes dans votre quartier. Ensemble, nous fixons un prix réaliste et une stratégie de vente adaptée à votre bien et à votre calendrier.",
        "Nous réglons ensuite toutes les attestations obligatoires : certificat énergétique, attestation amiante, contrôle électrique, attestation du sol, renseignements urbanistiques et rapport d'inondabilité. Vous n'avez rien à demander vous-même.",
        "Votre bien est publié avec des photos professionnelles, une visite virtuelle et une description claire sur notre site et sur les grands portails immobiliers. Nous l'envoyons en outre immédiatement aux candidats acheteurs de notre base de données dont le profil correspond.",
        "Nous planifions et accompagnons les visites, sélectionnons les candidats, négocions le prix et rédigeons le compromis en concertation avec le notaire. Jusqu'à l'acte, nous restons votre interlocuteur unique.",
      ],
      en: [
        "We start with a free valuation based on recent sales in your area. Together we set a realistic asking price and a sales strategy that suits your home and your timing.",
        "Next we arrange every mandatory certificate: EPC, asbestos certificate, electrical inspection, soil certificate, planning information and the flood report. You do not have to request anything yourself.",
        "Your home is published with professional photos, a virtual tour and a clear description on our website and the major property portals. We also send it straight away to the prospective buyers in our database whose search profile matches.",
        "We schedule and accompany viewings, screen candidates, negotiate the price and draw up the sales agreement in consultation with the notary. Until the deed is signed, we remain your single point of contact.",
      ],
      de: [
        "Wir beginnen mit einer kostenlosen Bewertung auf Grundlage aktueller Verkäufe in Ihrer Gegend. Gemeinsam legen wir einen realistischen Angebotspreis und eine Verkaufsstrategie fest, die zu Ihrer Immobilie und Ihrem Zeitplan passt.",
        "Danach kümmern wir uns um alle Pflichtbescheinigungen: Energieausweis, Asbestbescheinigung, Elektroprüfung, Bodenbescheinigung, städtebauliche Auskünfte und Hochwasserbericht. Sie müssen selbst nichts beantragen.",
        "Ihre Immobilie erscheint mit professionellen Fotos, einem virtuellen Rundgang und einer klaren Beschreibung auf unserer Website und den großen Immobilienportalen. Zudem senden wir sie sofort an die Kaufinteressenten in unserer Datenbank mit passendem Suchprofil.",
        "Wir planen und begleiten die Besichtigungen, prüfen die Interessenten, verhandeln den Preis und erstellen den Vorvertrag in Abstimmung mit dem Notar. Bis zur Beurkundung bleiben wir Ihr fester Ansprechpartner.",
      ],
    },
  },
  {
    title: l("Ik wil zelf verkopen", "Je veux vendre moi-même", "I want to sell myself", "Ich möchte selbst verkaufen"),
    intro: l(
      "Zelf verkopen kan, maar vraagt tijd, kennis en discipline. Hier leest u waar u op moet letten en hoe wij u à la carte kunnen helpen.",
      "Vendre soi-même est possible, mais demande du temps, des connaissances et de la discipline. Voici à quoi faire attention et comment nous pouvons vous aider à la carte.",
      "Selling yourself is possible, but it takes time, knowledge and discipline. Here is what to watch out for and how we can help you à la carte.",
      "Selbst zu verkaufen ist möglich, erfordert aber Zeit, Fachwissen und Disziplin. Hier lesen Sie, worauf Sie achten müssen und wie wir Ihnen à la carte helfen können.",
    ),
    body: {
      nl: [
        "Ook zonder makelaar moet u alle verplichte attesten hebben vóór u adverteert. Een advertentie zonder EPC-score, overstromingsscores of stedenbouwkundige informatie is in Vlaanderen niet toegelaten en kan een boete opleveren.",
        "Een correcte prijs is de grootste uitdaging. Eigenaars overschatten hun woning vaak, waardoor ze te lang te koop staat. Baseer u op effectief gerealiseerde verkoopprijzen, niet op vraagprijzen van vergelijkbare panden.",
        "Onderschat het juridische luik niet: een schriftelijk bod dat u aanvaardt, is bindend, en een slecht opgesteld compromis kan tot dure geschillen leiden. Laat het compromis altijd door een notaris opstellen of nalezen.",
        "Wilt u toch wat hulp? Wij bieden losse diensten aan: een schatting, het verzamelen van de attesten, professionele foto's of het opstellen van het compromis. U betaalt enkel voor wat u gebruikt.",
      ],
      fr: [
        "Même sans agent, vous devez disposer de toutes les attestations obligatoires avant de publier une annonce. En Flandre, une annonce sans score énergétique, scores d'inondabilité ou informations urbanistiques n'est pas autorisée et peut entraîner une amende.",
        "Fixer un prix correct est le plus grand défi. Les propriétaires surestiment souvent leur bien, qui reste alors trop longtemps en vente. Basez-vous sur les prix de vente effectivement réalisés, et non sur les prix demandés pour des biens comparables.",
        "Ne sous-estimez pas l'aspect juridique : une offre écrite que vous acceptez vous engage, et un compromis mal rédigé peut mener à des litiges coûteux. Faites toujours rédiger ou relire le compromis par un notaire.",
        "Vous souhaitez tout de même un peu d'aide ? Nous proposons des services à la carte : une estimation, la collecte des attestations, des photos professionnelles ou la rédaction du compromis. Vous ne payez que ce que vous utilisez.",
      ],
      en: [
        "Even without an agent you must have every mandatory certificate before you advertise. In Flanders an advert without the EPC score, flood scores or planning information is not allowed and can lead to a fine.",
        "Setting a correct price is the biggest challenge. Owners often overestimate their home, so it stays on the market too long. Base yourself on prices actually achieved, not on asking prices of comparable properties.",
        "Do not underestimate the legal side: a written offer that you accept is binding, and a poorly drafted sales agreement can lead to costly disputes. Always have the agreement drawn up or reviewed by a notary.",
        "Would you like some help after all? We offer individual services: a valuation, gathering the certificates, professional photos or drafting the sales agreement. You only pay for what you use.",
      ],
      de: [
        "Auch ohne Makler müssen Sie alle Pflichtbescheinigungen haben, bevor Sie inserieren. In Flandern ist eine Anzeige ohne Energiewert, Hochwasserwerte oder städtebauliche Angaben nicht zulässig und kann ein Bußgeld nach sich ziehen.",
        "Der richtige Preis ist die größte Herausforderung. Eigentümer überschätzen ihre Immobilie oft, sodass sie zu lange auf dem Markt bleibt. Orientieren Sie sich an tatsächlich erzielten Verkaufspreisen, nicht an Angebotspreisen vergleichbarer Objekte.",
        "Unterschätzen Sie die rechtliche Seite nicht: Ein schriftliches Angebot, das Sie annehmen, ist bindend, und ein schlecht formulierter Vorvertrag kann zu teuren Streitigkeiten führen. Lassen Sie den Vorvertrag immer von einem Notar erstellen oder prüfen.",
        "Sie möchten doch etwas Unterstützung? Wir bieten Einzelleistungen an: eine Bewertung, die Beschaffung der Bescheinigungen, professionelle Fotos oder die Erstellung des Vorvertrags. Sie zahlen nur, was Sie nutzen.",
      ],
    },
  },
  {
    title: l("Mijn woning raakt niet verkocht", "Mon bien ne se vend pas", "My home is not selling", "Meine Immobilie wird nicht verkauft"),
    intro: l(
      "Staat uw woning al maanden te koop zonder resultaat? Dat heeft bijna altijd een duidelijke oorzaak, en een oplossing.",
      "Votre bien est en vente depuis des mois sans résultat ? Il y a presque toujours une cause claire, et une solution.",
      "Has your home been on the market for months without result? There is almost always a clear cause, and a solution.",
      "Steht Ihre Immobilie seit Monaten ohne Erfolg zum Verkauf? Dafür gibt es fast immer einen klaren Grund und eine Lösung.",
    ),
    body: {
      nl: [
        "De meest voorkomende oorzaak is een te hoge vraagprijs. Kopers vergelijken online tientallen panden en laten een woning die te duur lijkt links liggen, zelfs als ze eigenlijk perfect bij hen past.",
        "Ook de presentatie speelt een grote rol: donkere foto's, een onvolledige beschrijving of ontbrekende informatie over EPC en kosten schrikken af. Soms ligt het aan de zichtbaarheid: een pand dat alleen op één website staat, bereikt te weinig kandidaten.",
        "Wij bieden een gratis second opinion. We analyseren uw advertentie, de reacties en de bezoeken, vergelijken met recente verkopen en stellen concrete verbeteringen voor. Vaak volstaan een nieuwe reeks foto's en een scherpere prijs om de verkoop opnieuw op gang te brengen.",
      ],
      fr: [
        "La cause la plus fréquente est un prix trop élevé. Les acheteurs comparent en ligne des dizaines de biens et ignorent un logement qui semble trop cher, même s'il leur conviendrait parfaitement.",
        "La présentation joue aussi un grand rôle : des photos sombres, une description incomplète ou l'absence d'informations sur le certificat énergétique et les charges font fuir les acheteurs. Parfois, c'est la visibilité : un bien publié sur un seul site touche trop peu de candidats.",
        "Nous proposons un second avis gratuit. Nous analysons votre annonce, les réactions et les visites, comparons avec les ventes récentes et proposons des améliorations concrètes. Souvent, une nouvelle série de photos et un prix plus juste suffisent à relancer la vente.",
      ],
      en: [
        "The most common cause is an asking price that is too high. Buyers compare dozens of properties online and pass over a home that looks too expensive, even if it would suit them perfectly.",
        "Presentation also matters a great deal: dark photos, an incomplete description or missing information about the EPC and costs put buyers off. Sometimes it is visibility: a property listed on only one website reaches too few candidates.",
        "We offer a free second opinion. We analyse your advert, the responses and the viewings, compare them with recent sales and suggest concrete improvements. Often a new set of photos and a sharper price are enough to get the sale moving again.",
      ],
      de: [
        "Die häufigste Ursache ist ein zu hoher Angebotspreis. Käufer vergleichen online Dutzende Objekte und übergehen eine Immobilie, die zu teuer wirkt, selbst wenn sie eigentlich perfekt zu ihnen passen würde.",
        "Auch die Präsentation spielt eine große Rolle: dunkle Fotos, eine unvollständige Beschreibung oder fehlende Angaben zu Energieausweis und Kosten schrecken ab. Manchmal liegt es an der Sichtbarkeit: Ein Objekt, das nur auf einer Website steht, erreicht zu wenige Interessenten.",
        "Wir bieten eine kostenlose Zweitmeinung an. Wir analysieren Ihre Anzeige, die Reaktionen und die Besichtigungen, vergleichen sie mit aktuellen Verkäufen und schlagen konkrete Verbesserungen vor. Oft genügen neue Fotos und ein schärferer Preis, um den Verkauf wieder in Gang zu bringen.",
      ],
    },
  },
];

export const TESTIMONIALS: ArticleText[] = [
  {
    id: 40, categoryId: 8, image: "images/terrace-02.jpg", publishedAt: "2025-06-14T09:00:00.000Z",
    title: l("Marc en Hilde Devos", "Marc et Hilde Devos", "Marc and Hilde Devos", "Marc und Hilde Devos"),
    intro: l(
      "Ons appartement in Mariakerke was binnen drie weken verkocht, aan de vraagprijs.",
      "Notre appartement à Mariakerke a été vendu en trois semaines, au prix demandé.",
      "Our flat in Mariakerke sold within three weeks, at the asking price.",
      "Unsere Wohnung in Mariakerke war innerhalb von drei Wochen verkauft, zum Angebotspreis.",
    ),
    body: {
      nl: [
        "„We hadden er tegenop gezien om al die attesten te verzamelen, maar Pieter regelde alles. De foto's waren prachtig en de eerste kopers kwamen al kijken in het weekend na de publicatie.",
        "Wat ons vooral bijbleef, is hoe goed we op de hoogte werden gehouden: na elk bezoek kregen we feedback. Een aanrader voor iedereen die aan de kust wil verkopen.”",
      ],
      fr: [
        "« Nous redoutions de devoir rassembler toutes ces attestations, mais Pieter s'est occupé de tout. Les photos étaient superbes et les premiers acheteurs sont venus visiter dès le week-end suivant la publication.",
        "Ce qui nous a surtout marqués, c'est la qualité du suivi : après chaque visite, nous recevions un retour. Nous le recommandons à tous ceux qui veulent vendre à la côte. »",
      ],
      en: [
        "“We had been dreading gathering all those certificates, but Pieter took care of everything. The photos were beautiful and the first buyers came to view the weekend after it went online.",
        "What stayed with us most was how well we were kept informed: after every viewing we got feedback. Highly recommended for anyone who wants to sell on the coast.”",
      ],
      de: [
        "„Wir hatten uns davor gefürchtet, all die Bescheinigungen zu beschaffen, aber Pieter hat alles erledigt. Die Fotos waren wunderschön, und die ersten Käufer kamen schon am Wochenende nach der Veröffentlichung zur Besichtigung.",
        "Besonders in Erinnerung geblieben ist uns, wie gut wir auf dem Laufenden gehalten wurden: Nach jeder Besichtigung bekamen wir eine Rückmeldung. Sehr zu empfehlen für alle, die an der Küste verkaufen möchten.“",
      ],
    },
  },
  {
    id: 41, categoryId: 8, image: "images/view-04.jpg", publishedAt: "2026-03-02T09:00:00.000Z",
    title: l("Familie Schneider uit Aken", "Famille Schneider d'Aix-la-Chapelle", "The Schneider family from Aachen", "Familie Schneider aus Aachen"),
    intro: l(
      "Als Duitse kopers voelden we ons van het eerste bezoek tot de akte goed begeleid.",
      "En tant qu'acheteurs allemands, nous nous sommes sentis bien accompagnés de la première visite jusqu'à l'acte.",
      "As German buyers we felt well supported from the first viewing to the deed.",
      "Als deutsche Käufer fühlten wir uns von der ersten Besichtigung bis zur Beurkundung bestens begleitet.",
    ),
    body: {
      nl: [
        "„Het Belgische systeem met compromis, registratierechten en notaris was nieuw voor ons. Thomas legde alles geduldig uit, in het Duits, en stuurde ons na elk gesprek een duidelijke samenvatting.",
        "Intussen genieten we elke vakantie van ons appartement met zeezicht in Oostende. En het beheer tijdens onze afwezigheid? Dat laten we graag aan Sofie over.”",
      ],
      fr: [
        "« Le système belge avec compromis, droits d'enregistrement et notaire était nouveau pour nous. Thomas nous a tout expliqué patiemment, en allemand, et nous envoyait après chaque entretien un résumé clair.",
        "Depuis, nous profitons pendant toutes nos vacances de notre appartement avec vue sur mer à Ostende. Et la gestion pendant notre absence ? Nous la confions volontiers à Sofie. »",
      ],
      en: [
        "“The Belgian system with a sales agreement, registration duty and a notary was new to us. Thomas explained everything patiently, in German, and sent us a clear summary after every conversation.",
        "Now we enjoy our sea-view flat in Ostend every holiday. And looking after it while we are away? We happily leave that to Sofie.”",
      ],
      de: [
        "„Das belgische System mit Vorvertrag, Registrierungsgebühren und Notar war neu für uns. Thomas hat uns alles geduldig auf Deutsch erklärt und uns nach jedem Gespräch eine klare Zusammenfassung geschickt.",
        "Inzwischen genießen wir jeden Urlaub in unserer Wohnung mit Meerblick in Ostende. Und die Betreuung während unserer Abwesenheit? Die überlassen wir gern Sofie.“",
      ],
    },
  },
];

/** Team bios (articles 60..64); person data comes from team.ts. */
export const TEAM_BIOS: Record<number, { intro: L; body: L<string[]> }> = {
  60: {
    intro: l("Oprichter van Zeedijk Vastgoed en al meer dan 25 jaar makelaar aan de kust.", "Fondatrice de Zeedijk Vastgoed et agent immobilier à la côte depuis plus de 25 ans.", "Founder of Zeedijk Vastgoed and an estate agent on the coast for more than 25 years.", "Gründerin von Zeedijk Vastgoed und seit über 25 Jahren Maklerin an der Küste."),
    body: {
      nl: ["Lieve richtte het kantoor op in 1998, na enkele jaren bij een notariskantoor in Brugge. Ze volgt de exclusieve panden, villa's en het aanbod in Luxemburg persoonlijk op.", "In haar vrije tijd wandelt ze het liefst langs de vloedlijn van Mariakerke naar Raversijde."],
      fr: ["Lieve a fondé l'agence en 1998, après quelques années dans une étude notariale à Bruges. Elle suit personnellement les biens d'exception, les villas et l'offre au Luxembourg.", "Pendant son temps libre, elle aime se promener le long de la laisse de mer, de Mariakerke à Raversijde."],
      en: ["Lieve founded the agency in 1998, after several years at a notary's office in Bruges. She personally handles the exclusive properties, the villas and the listings in Luxembourg.", "In her free time she loves walking along the tideline from Mariakerke to Raversijde."],
      de: ["Lieve gründete das Büro 1998 nach einigen Jahren in einem Notariat in Brügge. Sie betreut die exklusiven Objekte, die Villen und das Angebot in Luxemburg persönlich.", "In ihrer Freizeit spaziert sie am liebsten an der Flutlinie von Mariakerke nach Raversijde."],
    },
  },
  61: {
    intro: l("Specialist in appartementen en studio's op en rond de Zeedijk.", "Spécialiste des appartements et studios sur et autour de la digue.", "Specialist in flats and studios on and around the promenade.", "Spezialist für Wohnungen und Studios am und rund um den Deich."),
    body: {
      nl: ["Pieter kent zowat elk gebouw op de dijk van Oostende en weet welke residentie net haar gevels liet renoveren. Hij begeleidt verkopers van de schatting tot de akte.", "Hij spreekt Nederlands, Frans en Engels en is erkend vastgoedmakelaar-bemiddelaar."],
      fr: ["Pieter connaît pratiquement chaque immeuble de la digue d'Ostende et sait quelle résidence vient de rénover ses façades. Il accompagne les vendeurs de l'estimation jusqu'à l'acte.", "Il parle néerlandais, français et anglais et est agent immobilier intermédiaire agréé."],
      en: ["Pieter knows almost every building on the Ostend promenade and which residence has just had its façades renovated. He guides sellers from valuation to deed.", "He speaks Dutch, French and English and is a licensed estate agent."],
      de: ["Pieter kennt nahezu jedes Gebäude am Deich von Ostende und weiß, welche Residenz gerade ihre Fassaden saniert hat. Er begleitet Verkäufer von der Bewertung bis zur Beurkundung.", "Er spricht Niederländisch, Französisch und Englisch und ist zugelassener Immobilienmakler."],
    },
  },
  62: {
    intro: l("Zorgt ervoor dat verhuurders en huurders zorgeloos kunnen samenwerken.", "Veille à ce que bailleurs et locataires collaborent sans souci.", "Makes sure landlords and tenants can work together without worries.", "Sorgt dafür, dass Vermieter und Mieter sorgenfrei zusammenarbeiten."),
    body: {
      nl: ["Sofie selecteert huurders, stelt contracten en plaatsbeschrijvingen op en volgt herstellingen en betalingen op voor eigenaars die niet aan de kust wonen.", "Dankzij haar nauwkeurige dossiers verloopt ook het einde van een huurcontract vlot."],
      fr: ["Sofie sélectionne les locataires, rédige les baux et états des lieux et suit les réparations et paiements pour les propriétaires qui n'habitent pas à la côte.", "Grâce à ses dossiers précis, la fin d'un bail se déroule elle aussi sans accroc."],
      en: ["Sofie selects tenants, drafts leases and inventories and follows up repairs and payments for owners who do not live on the coast.", "Thanks to her meticulous files, the end of a lease goes smoothly too."],
      de: ["Sofie wählt Mieter aus, erstellt Mietverträge und Übergabeprotokolle und kümmert sich um Reparaturen und Zahlungen für Eigentümer, die nicht an der Küste wohnen.", "Dank ihrer sorgfältigen Unterlagen verläuft auch das Ende eines Mietverhältnisses reibungslos."],
    },
  },
  63: {
    intro: l("Volgt de nieuwbouwprojecten en maakt onze schattingen.", "Suit les projets neufs et réalise nos estimations.", "Handles new-build projects and carries out our valuations.", "Betreut die Neubauprojekte und erstellt unsere Bewertungen."),
    body: {
      nl: ["Thomas is opgeleid als vastgoedexpert en kent de Wet Breyne door en door. Hij begeleidt kopers van nieuwbouwappartementen van de eerste plannen tot de oplevering.", "Hij spreekt vloeiend Duits en helpt graag onze klanten uit Duitsland en Luxemburg."],
      fr: ["Thomas est expert immobilier de formation et connaît la loi Breyne sur le bout des doigts. Il accompagne les acheteurs d'appartements neufs des premiers plans jusqu'à la réception.", "Il parle couramment l'allemand et aide volontiers nos clients d'Allemagne et du Luxembourg."],
      en: ["Thomas is a trained property surveyor and knows the Breyne Act inside out. He guides buyers of new-build flats from the first plans to completion.", "He speaks fluent German and is glad to help our clients from Germany and Luxembourg."],
      de: ["Thomas ist ausgebildeter Immobiliengutachter und kennt das Breyne-Gesetz in- und auswendig. Er begleitet Käufer von Neubauwohnungen von den ersten Plänen bis zur Übergabe.", "Er spricht fließend Deutsch und hilft gern unseren Kunden aus Deutschland und Luxemburg."],
    },
  },
  64: {
    intro: l("Houdt alle dossiers, attesten en afspraken op orde.", "Tient à jour tous les dossiers, attestations et rendez-vous.", "Keeps every file, certificate and appointment in order.", "Hält alle Akten, Bescheinigungen und Termine in Ordnung."),
    body: {
      nl: ["Elke vraagt de attesten aan, bereidt de compromissen voor en plant de bezoeken in. Belt u naar ons kantoor, dan is de kans groot dat u haar aan de lijn krijgt.", "Ze zorgt er ook voor dat uw persoonsgegevens veilig en correct worden verwerkt."],
      fr: ["Elke demande les attestations, prépare les compromis et planifie les visites. Si vous appelez notre agence, il y a de fortes chances qu'elle vous réponde.", "Elle veille aussi à ce que vos données personnelles soient traitées de manière sûre et correcte."],
      en: ["Elke requests the certificates, prepares the sales agreements and schedules viewings. If you call our office, chances are she will answer.", "She also makes sure your personal data are processed securely and correctly."],
      de: ["Elke beantragt die Bescheinigungen, bereitet die Vorverträge vor und plant die Besichtigungen. Wenn Sie in unserem Büro anrufen, haben Sie gute Chancen, sie am Apparat zu haben.", "Sie sorgt auch dafür, dass Ihre personenbezogenen Daten sicher und korrekt verarbeitet werden."],
    },
  },
};

/** Closing paragraphs for tips, two per theme (alternated), and the legal note. */
export const TIP_CLOSINGS: Record<TipTheme, [L, L]> = {
  buy: [
    l("Twijfelt u over een aankoop aan de kust? Onze makelaars in Oostende bekijken graag samen met u het dossier, van de eerste bezichtiging tot de ondertekening bij de notaris.",
      "Vous hésitez à acheter à la côte ? Nos agents à Ostende examinent volontiers le dossier avec vous, de la première visite à la signature chez le notaire.",
      "Unsure about buying on the coast? Our agents in Ostend are happy to go through the file with you, from the first viewing to signing at the notary's.",
      "Sie sind unsicher, ob Sie an der Küste kaufen sollen? Unsere Makler in Ostende gehen das Dossier gern mit Ihnen durch, von der ersten Besichtigung bis zur Unterschrift beim Notar."),
    l("Op zoek naar een woning of appartement? Registreer uw zoekprofiel via 'Ik zoek', dan ontvangt u als eerste ons nieuwe aanbod dat aan uw wensen voldoet.",
      "Vous cherchez une maison ou un appartement ? Enregistrez votre profil de recherche via « Je cherche » et recevez en premier nos nouveaux biens qui correspondent à vos souhaits.",
      "Looking for a house or flat? Register your search profile via 'I am looking' and be the first to receive new listings that match your wishes.",
      "Sie suchen ein Haus oder eine Wohnung? Hinterlegen Sie Ihr Suchprofil unter „Ich suche“ und erhalten Sie als Erste unsere neuen Angebote, die zu Ihren Wünschen passen."),
  ],
  rent: [
    l("Zoekt u een huurder of een huurwoning? Ons verhuurteam aan de Zeedijk volgt uw dossier op, van de eerste bezichtiging tot de plaatsbeschrijving.",
      "Vous cherchez un locataire ou un logement à louer ? Notre équipe location sur la digue suit votre dossier, de la première visite à l'état des lieux.",
      "Looking for a tenant or a home to rent? Our lettings team on the Zeedijk follows your file from the first viewing to the inventory.",
      "Sie suchen einen Mieter oder eine Mietwohnung? Unser Vermietungsteam am Zeedijk begleitet Ihr Dossier von der ersten Besichtigung bis zum Übergabeprotokoll."),
    l("Wilt u uw woning laten verhuren of beheren? Wij zoeken een betrouwbare huurder, stellen het contract op en volgen de betalingen en herstellingen voor u op.",
      "Vous souhaitez faire louer ou gérer votre bien ? Nous cherchons un locataire fiable, rédigeons le bail et suivons pour vous les paiements et les réparations.",
      "Want your property let or managed? We find a reliable tenant, draw up the lease and follow up payments and repairs for you.",
      "Möchten Sie Ihre Immobilie vermieten oder verwalten lassen? Wir finden einen zuverlässigen Mieter, erstellen den Vertrag und kümmern uns um Zahlungen und Reparaturen."),
  ],
  sell: [
    l("Wilt u weten wat uw woning vandaag waard is? Vraag een gratis en vrijblijvende schatting aan; een van onze erkende makelaars komt graag langs.",
      "Vous voulez savoir ce que vaut votre bien aujourd'hui ? Demandez une estimation gratuite et sans engagement ; l'un de nos agents agréés passera volontiers.",
      "Want to know what your home is worth today? Ask for a free, no-obligation valuation; one of our licensed agents will be happy to visit.",
      "Möchten Sie wissen, was Ihre Immobilie heute wert ist? Fordern Sie eine kostenlose und unverbindliche Bewertung an; einer unserer zugelassenen Makler kommt gern vorbei."),
    l("Verkopen met Zeedijk Vastgoed betekent: een correcte prijs, professionele foto's, alle attesten geregeld en een persoonlijke opvolging tot bij de notaris.",
      "Vendre avec Zeedijk Vastgoed, c'est un prix juste, des photos professionnelles, toutes les attestations réglées et un suivi personnel jusque chez le notaire.",
      "Selling with Zeedijk Vastgoed means a fair price, professional photos, every certificate taken care of and personal follow-up right through to the notary.",
      "Verkaufen mit Zeedijk Vastgoed bedeutet: ein fairer Preis, professionelle Fotos, alle Bescheinigungen erledigt und persönliche Begleitung bis zum Notar."),
  ],
  energy: [
    l("Benieuwd hoe uw woning scoort en wat een renovatie oplevert? Wij brengen u graag in contact met energiedeskundigen en aannemers uit de regio.",
      "Curieux de savoir comment votre logement se classe et ce qu'une rénovation rapporterait ? Nous vous mettons volontiers en contact avec des experts énergétiques et des entrepreneurs de la région.",
      "Curious how your home scores and what a renovation would bring? We are happy to put you in touch with energy assessors and contractors in the region.",
      "Neugierig, wie Ihre Immobilie abschneidet und was eine Sanierung bringt? Gern vermitteln wir Ihnen Energieberater und Handwerksbetriebe aus der Region."),
    l("Een beter energielabel verhoogt de waarde van uw woning en maakt ze aantrekkelijker voor kopers en huurders. Vraag ons gerust advies.",
      "Un meilleur label énergétique augmente la valeur de votre bien et le rend plus attrayant pour les acheteurs et les locataires. N'hésitez pas à nous demander conseil.",
      "A better energy label increases your home's value and makes it more attractive to buyers and tenants. Feel free to ask us for advice.",
      "Ein besseres Energielabel steigert den Wert Ihrer Immobilie und macht sie für Käufer und Mieter attraktiver. Fragen Sie uns gern um Rat."),
  ],
  coast: [
    l("Hebt u vragen over wonen of investeren aan de kust? Loop gerust binnen in ons kantoor op de Zeedijk of bel ons: we helpen u graag verder.",
      "Des questions sur la vie ou l'investissement à la côte ? Passez à notre agence sur la digue ou appelez-nous : nous vous aidons volontiers.",
      "Questions about living or investing on the coast? Drop in at our office on the Zeedijk or give us a call: we are glad to help.",
      "Fragen zum Wohnen oder Investieren an der Küste? Besuchen Sie unser Büro am Zeedijk oder rufen Sie uns an: Wir helfen Ihnen gern weiter."),
    l("Wij kennen de kust sinds 1998, straat per straat. Die kennis delen we graag met u, of u nu koopt, verkoopt of verhuurt.",
      "Nous connaissons la côte depuis 1998, rue par rue. Nous partageons volontiers ce savoir avec vous, que vous achetiez, vendiez ou louiez.",
      "We have known the coast street by street since 1998. We are happy to share that knowledge with you, whether you are buying, selling or letting.",
      "Wir kennen die Küste seit 1998, Straße für Straße. Dieses Wissen teilen wir gern mit Ihnen, ob Sie kaufen, verkaufen oder vermieten."),
  ],
};

export const LEGAL_NOTE = l(
  "Deze tekst geeft algemene informatie en is geen juridisch of fiscaal advies. Regels en tarieven wijzigen geregeld; vraag bij twijfel raad aan uw notaris, advocaat of boekhouder.",
  "Ce texte fournit des informations générales et ne constitue pas un avis juridique ou fiscal. Les règles et les taux changent régulièrement ; en cas de doute, consultez votre notaire, votre avocat ou votre comptable.",
  "This text gives general information and is not legal or tax advice. Rules and rates change regularly; if in doubt, consult your notary, lawyer or accountant.",
  "Dieser Text dient der allgemeinen Information und ist keine Rechts- oder Steuerberatung. Regeln und Sätze ändern sich regelmäßig; wenden Sie sich im Zweifel an Ihren Notar, Anwalt oder Steuerberater.",
);
