/**
 * The ~50 "Tips & Info" articles (category 5, ids 100..149). Each topic has its own title, intro and
 * two or three specific paragraphs per language; the generator adds a closing paragraph by theme.
 * Figures are the Flemish rules as known at the time of writing; the legal closing reminds readers of that.
 */
import { type L } from "./i18n";

export type TipTheme = "buy" | "rent" | "sell" | "energy" | "coast";

export interface Tip {
  theme: TipTheme;
  image: string;
  /** Adds the "general information, not legal or tax advice" paragraph. */
  legal: boolean;
  /** Per language: [title, intro, ...paragraphs]. */
  text: L<string[]>;
}

export const tip = (theme: TipTheme, image: string, legal: boolean, text: L<string[]>): Tip => ({ theme, image, legal, text });

export const BUY_TIPS: readonly Tip[] = [
  // ---------------------------------------------------------------- buying
  tip("buy", "images/facade-01.jpg", true, {
    nl: [
      "Registratierechten in Vlaanderen: wat betaalt u in 2026?",
      "Bij de aankoop van een bestaande woning betaalt u registratierechten. Het tarief hangt af van de vraag of het om uw enige eigen woning gaat.",
      "Koopt u in Vlaanderen uw enige eigen woning, dan betaalt u sinds 1 januari 2025 slechts 2% registratierechten op de aankoopprijs. U moet er onder meer binnen de drie jaar uw domicilie vestigen en u mag geen andere woning of bouwgrond volledig bezitten, of u verkoopt die binnen de twee jaar.",
      "Voor een tweede verblijf aan de kust, een opbrengsteigendom of een garage geldt het standaardtarief van 12%. Voor een bescheiden woning onder een prijsplafond krijgt u bovendien een vermindering. Nieuwbouw koopt u meestal met 21% btw in plaats van registratierechten.",
    ],
    fr: [
      "Droits d'enregistrement en Flandre : combien payer en 2026 ?",
      "Lors de l'achat d'un logement existant, vous payez des droits d'enregistrement. Le taux dépend du fait qu'il s'agisse ou non de votre unique habitation propre.",
      "Si vous achetez en Flandre votre unique habitation propre, vous ne payez depuis le 1er janvier 2025 que 2 % de droits d'enregistrement sur le prix. Vous devez notamment y établir votre domicile dans les trois ans et ne pas posséder entièrement un autre logement ou terrain à bâtir, ou le vendre dans les deux ans.",
      "Pour une seconde résidence à la côte, un immeuble de rapport ou un garage, le taux normal de 12 % s'applique. Pour une habitation modeste sous un plafond de prix, vous bénéficiez en outre d'un abattement. Un bien neuf s'achète généralement avec 21 % de TVA au lieu des droits d'enregistrement.",
    ],
    en: [
      "Registration duty in Flanders: what will you pay in 2026?",
      "When you buy an existing home you pay registration duty. The rate depends on whether it will be your only own home.",
      "If you buy your only own home in Flanders, since 1 January 2025 you pay just 2% registration duty on the purchase price. Among other conditions, you must register your domicile there within three years and must not fully own another home or building plot, or you must sell it within two years.",
      "For a second home at the coast, an investment property or a garage the standard rate of 12% applies. For a modest home below a price ceiling you also get a reduction. New builds are usually bought with 21% VAT instead of registration duty.",
    ],
    de: [
      "Registrierungsgebühren in Flandern: Was zahlen Sie 2026?",
      "Beim Kauf einer bestehenden Wohnung zahlen Sie Registrierungsgebühren. Der Satz hängt davon ab, ob es sich um Ihre einzige eigene Wohnung handelt.",
      "Kaufen Sie in Flandern Ihre einzige eigene Wohnung, zahlen Sie seit dem 1. Januar 2025 nur 2 % Registrierungsgebühren auf den Kaufpreis. Sie müssen dort unter anderem innerhalb von drei Jahren Ihren Wohnsitz anmelden und dürfen keine andere Wohnung und kein Baugrundstück vollständig besitzen, oder Sie verkaufen es innerhalb von zwei Jahren.",
      "Für eine Zweitwohnung an der Küste, ein Renditeobjekt oder eine Garage gilt der Normalsatz von 12 %. Für eine bescheidene Wohnung unter einer Preisgrenze gibt es zusätzlich eine Ermäßigung. Neubauten werden in der Regel mit 21 % Mehrwertsteuer statt mit Registrierungsgebühren gekauft.",
    ],
  }),
  tip("buy", "images/living-02.jpg", true, {
    nl: [
      "Notariskosten bij een aankoop: hoe worden ze berekend?",
      "Naast de prijs van de woning betaalt u aktekosten. Die bestaan uit veel meer dan het ereloon van de notaris alleen.",
      "Het ereloon van de notaris ligt wettelijk vast en daalt procentueel naarmate de prijs hoger wordt. Daarbovenop komen btw op het ereloon, administratieve kosten voor opzoekingen en attesten, het recht op geschriften en de registratierechten, die veruit het grootste deel vormen.",
      "Sluit u een hypothecaire lening af, dan is er een tweede akte met eigen kosten en een inschrijvingsrecht. Reken voor een bestaande woning met lening in totaal op ongeveer 5 tot 15% bovenop de prijs, afhankelijk van het tarief van de registratierechten. Elke notaris maakt vooraf gratis een kostenraming.",
    ],
    fr: [
      "Frais de notaire lors d'un achat : comment sont-ils calculés ?",
      "Outre le prix du bien, vous payez des frais d'acte. Ils comprennent bien plus que les seuls honoraires du notaire.",
      "Les honoraires du notaire sont fixés par la loi et diminuent en pourcentage à mesure que le prix augmente. S'y ajoutent la TVA sur les honoraires, les frais administratifs pour les recherches et attestations, le droit d'écriture et les droits d'enregistrement, qui en représentent de loin la plus grande part.",
      "Si vous contractez un crédit hypothécaire, un second acte entraîne ses propres frais et un droit d'inscription. Pour un bien existant financé par un emprunt, comptez au total environ 5 à 15 % en plus du prix, selon le taux des droits d'enregistrement. Chaque notaire établit gratuitement une estimation préalable.",
    ],
    en: [
      "Notary costs when buying: how are they calculated?",
      "On top of the price of the property you pay deed costs. They involve much more than the notary's fee alone.",
      "The notary's fee is set by law and falls as a percentage as the price rises. Added to it are VAT on the fee, administrative costs for searches and certificates, a document duty and the registration duty, which is by far the largest part.",
      "If you take out a mortgage, a second deed brings its own costs and a mortgage registration duty. For an existing home with a loan, count on roughly 5 to 15% on top of the price in total, depending on the registration rate. Any notary will give you a free estimate in advance.",
    ],
    de: [
      "Notarkosten beim Kauf: Wie werden sie berechnet?",
      "Zusätzlich zum Kaufpreis zahlen Sie Beurkundungskosten. Sie umfassen weit mehr als nur das Honorar des Notars.",
      "Das Notarhonorar ist gesetzlich festgelegt und sinkt prozentual mit steigendem Preis. Hinzu kommen die Mehrwertsteuer auf das Honorar, Verwaltungskosten für Recherchen und Bescheinigungen, eine Schreibgebühr und die Registrierungsgebühren, die den weitaus größten Teil ausmachen.",
      "Nehmen Sie ein Hypothekendarlehen auf, fällt eine zweite Urkunde mit eigenen Kosten und einer Eintragungsgebühr an. Rechnen Sie bei einer Bestandsimmobilie mit Darlehen insgesamt mit etwa 5 bis 15 % zusätzlich zum Preis, je nach Satz der Registrierungsgebühren. Jeder Notar erstellt vorab kostenlos eine Kostenschätzung.",
    ],
  }),
  tip("buy", "images/kitchen-01.jpg", true, {
    nl: [
      "Het compromis: waar moet u op letten voor u tekent?",
      "In België is de verkoop rond zodra koper en verkoper het eens zijn over het goed en de prijs. Het compromis legt die afspraak schriftelijk vast.",
      "Lees vooral de opschortende voorwaarden goed na, zoals het verkrijgen van een lening binnen een bepaalde termijn. Zonder die clausule bent u gebonden, ook als de bank weigert. Controleer ook of alle verplichte attesten vermeld zijn: EPC, asbestattest, keuring van de elektrische installatie, bodemattest en de overstromingsscores.",
      "Bij ondertekening betaalt u gewoonlijk een voorschot van 10% op een derdenrekening van de notaris of de makelaar. De authentieke akte volgt doorgaans binnen de vier maanden. Laat het ontwerp van compromis altijd eerst nalezen door uw notaris; u hebt het recht uw eigen notaris te kiezen, zonder extra kosten.",
    ],
    fr: [
      "Le compromis de vente : à quoi faire attention avant de signer ?",
      "En Belgique, la vente est conclue dès que l'acheteur et le vendeur sont d'accord sur le bien et le prix. Le compromis met cet accord par écrit.",
      "Lisez surtout attentivement les conditions suspensives, comme l'obtention d'un crédit dans un certain délai. Sans cette clause, vous êtes engagé même si la banque refuse. Vérifiez aussi que toutes les attestations obligatoires sont mentionnées : certificat énergétique, attestation amiante, contrôle de l'installation électrique, attestation du sol et scores d'inondabilité.",
      "À la signature, vous versez généralement un acompte de 10 % sur un compte de tiers du notaire ou de l'agent immobilier. L'acte authentique suit en principe dans les quatre mois. Faites toujours relire le projet de compromis par votre notaire ; vous avez le droit de choisir votre propre notaire, sans frais supplémentaires.",
    ],
    en: [
      "The sales agreement: what to check before you sign",
      "In Belgium a sale is concluded as soon as buyer and seller agree on the property and the price. The sales agreement (compromis) puts that agreement in writing.",
      "Above all, read the conditions precedent carefully, such as obtaining a mortgage within a set period. Without that clause you are bound even if the bank says no. Also check that every mandatory certificate is mentioned: EPC, asbestos certificate, electrical inspection, soil certificate and the flood scores.",
      "On signing you usually pay a 10% deposit into a third-party account of the notary or the estate agent. The notarial deed normally follows within four months. Always have the draft agreement reviewed by your notary; you are entitled to choose your own notary at no extra cost.",
    ],
    de: [
      "Der Kaufvorvertrag: Worauf sollten Sie vor der Unterschrift achten?",
      "In Belgien ist ein Kauf zustande gekommen, sobald sich Käufer und Verkäufer über Objekt und Preis einig sind. Der Vorvertrag (Compromis) hält diese Einigung schriftlich fest.",
      "Lesen Sie vor allem die aufschiebenden Bedingungen genau, etwa die Zusage eines Darlehens innerhalb einer bestimmten Frist. Ohne diese Klausel sind Sie gebunden, auch wenn die Bank ablehnt. Prüfen Sie auch, ob alle Pflichtbescheinigungen erwähnt sind: Energieausweis, Asbestbescheinigung, Prüfung der Elektroanlage, Bodenbescheinigung und Hochwasserwerte.",
      "Bei der Unterzeichnung zahlen Sie üblicherweise eine Anzahlung von 10 % auf ein Anderkonto des Notars oder des Maklers. Die notarielle Urkunde folgt in der Regel innerhalb von vier Monaten. Lassen Sie den Entwurf stets von Ihrem Notar prüfen; Sie dürfen ohne Mehrkosten einen eigenen Notar wählen.",
    ],
  }),
  tip("buy", "images/living-03.jpg", false, {
    nl: [
      "Hoeveel kunt u lenen voor een woning?",
      "Voor u op zoek gaat, weet u best hoeveel u kunt en wilt uitgeven. Een gesprek met uw bank vooraf bespaart u teleurstellingen.",
      "Banken kijken naar uw inkomen, uw vaste lasten en uw eigen inbreng. Voor een eigen woning lenen ze zelden meer dan 90% van de aankoopprijs; de aktekosten en registratierechten moet u doorgaans zelf betalen. Voor een tweede verblijf of een investering vragen ze vaak een grotere eigen inbreng.",
      "Als vuistregel mag uw maandelijkse afbetaling niet meer dan een derde van uw netto gezinsinkomen bedragen. Vergelijk niet alleen de rentevoet, maar ook de kosten van schuldsaldoverzekering, brandverzekering en eventuele verplichte producten. Een attest van uw leencapaciteit maakt uw bod bovendien geloofwaardiger.",
    ],
    fr: [
      "Combien pouvez-vous emprunter pour un logement ?",
      "Avant de commencer vos recherches, mieux vaut savoir combien vous pouvez et voulez dépenser. Un entretien préalable avec votre banque vous évitera des déceptions.",
      "Les banques examinent vos revenus, vos charges fixes et votre apport personnel. Pour une habitation propre, elles prêtent rarement plus de 90 % du prix d'achat ; les frais d'acte et droits d'enregistrement sont en général à votre charge. Pour une seconde résidence ou un investissement, elles demandent souvent un apport plus élevé.",
      "En règle générale, votre mensualité ne devrait pas dépasser un tiers du revenu net du ménage. Comparez non seulement le taux d'intérêt, mais aussi le coût de l'assurance solde restant dû, de l'assurance incendie et des éventuels produits imposés. Une attestation de capacité d'emprunt rend en outre votre offre plus crédible.",
    ],
    en: [
      "How much can you borrow for a home?",
      "Before you start looking, it is best to know how much you can and want to spend. Talking to your bank first saves disappointment.",
      "Banks look at your income, your fixed outgoings and your own contribution. For an owner-occupied home they rarely lend more than 90% of the purchase price; deed costs and registration duty are usually yours to pay. For a second home or an investment they often ask for a larger contribution.",
      "As a rule of thumb, your monthly repayment should not exceed a third of the household's net income. Compare not only the interest rate but also the cost of mortgage life cover, fire insurance and any compulsory products. A certificate of your borrowing capacity also makes your offer more credible.",
    ],
    de: [
      "Wie viel können Sie für eine Immobilie leihen?",
      "Bevor Sie mit der Suche beginnen, sollten Sie wissen, wie viel Sie ausgeben können und wollen. Ein Gespräch mit Ihrer Bank im Voraus erspart Enttäuschungen.",
      "Banken prüfen Ihr Einkommen, Ihre festen Ausgaben und Ihr Eigenkapital. Für eine selbst genutzte Wohnung finanzieren sie selten mehr als 90 % des Kaufpreises; Beurkundungskosten und Registrierungsgebühren tragen Sie in der Regel selbst. Für eine Zweitwohnung oder eine Kapitalanlage verlangen sie oft mehr Eigenkapital.",
      "Als Faustregel sollte die monatliche Rate ein Drittel des Nettohaushaltseinkommens nicht übersteigen. Vergleichen Sie nicht nur den Zinssatz, sondern auch die Kosten der Restschuldversicherung, der Feuerversicherung und etwaiger Pflichtprodukte. Eine Bescheinigung Ihrer Kreditwürdigkeit macht Ihr Angebot zudem glaubwürdiger.",
    ],
  }),
  tip("buy", "images/facade-02.jpg", true, {
    nl: [
      "Nieuwbouw kopen op plan: zo bent u beschermd",
      "Een appartement kopen dat nog gebouwd moet worden, vraagt vertrouwen. De Wet Breyne zorgt voor een stevige bescherming van de koper.",
      "Onder de Wet Breyne betaalt u bij de akte de grond en de reeds uitgevoerde werken; de rest betaalt u in schijven naargelang de werken vorderen. De promotor moet een voltooiingswaarborg of een terugbetalingswaarborg bieden, en blijft tien jaar aansprakelijk voor de stabiliteit van het gebouw.",
      "Op de constructie betaalt u 21% btw, op het grondaandeel meestal registratierechten. Let in het lastenboek op de afwerkingsgraad, de energieprestaties en de voorziene opleveringstermijn, en controleer of er een vertragingsvergoeding is afgesproken. Bij de voorlopige oplevering noteert u alle gebreken schriftelijk.",
    ],
    fr: [
      "Acheter sur plan : comment êtes-vous protégé ?",
      "Acheter un appartement qui doit encore être construit demande de la confiance. La loi Breyne offre une solide protection à l'acheteur.",
      "Sous la loi Breyne, vous payez à l'acte le terrain et les travaux déjà réalisés ; le solde est payé par tranches au fur et à mesure de l'avancement. Le promoteur doit fournir une garantie d'achèvement ou de remboursement et reste responsable pendant dix ans de la stabilité du bâtiment.",
      "Vous payez 21 % de TVA sur la construction et en général des droits d'enregistrement sur la quote-part du terrain. Dans le cahier des charges, vérifiez le niveau de finition, les performances énergétiques et le délai de réception prévu, ainsi que l'existence d'une indemnité de retard. Lors de la réception provisoire, notez tous les défauts par écrit.",
    ],
    en: [
      "Buying off-plan: how you are protected",
      "Buying an apartment that has yet to be built takes trust. Belgium's Breyne Act gives buyers strong protection.",
      "Under the Breyne Act you pay for the land and the work already done when the deed is signed; the rest is paid in instalments as construction progresses. The developer must provide a completion or repayment guarantee and remains liable for the building's structural soundness for ten years.",
      "You pay 21% VAT on the construction and usually registration duty on the land share. In the specifications, check the level of finish, the energy performance and the planned completion date, and whether a penalty for late delivery has been agreed. At provisional acceptance, list every defect in writing.",
    ],
    de: [
      "Neubau vom Plan kaufen: So sind Sie geschützt",
      "Eine Wohnung zu kaufen, die erst noch gebaut wird, erfordert Vertrauen. Das belgische Breyne-Gesetz schützt den Käufer umfassend.",
      "Nach dem Breyne-Gesetz zahlen Sie bei der Beurkundung das Grundstück und die bereits ausgeführten Arbeiten; der Rest wird in Raten je nach Baufortschritt fällig. Der Bauträger muss eine Fertigstellungs- oder Rückzahlungsgarantie stellen und haftet zehn Jahre lang für die Standsicherheit des Gebäudes.",
      "Auf den Bau zahlen Sie 21 % Mehrwertsteuer, auf den Grundstücksanteil meist Registrierungsgebühren. Achten Sie in der Baubeschreibung auf den Ausbaustandard, die Energiewerte und den geplanten Fertigstellungstermin sowie auf eine vereinbarte Verzugsentschädigung. Bei der vorläufigen Abnahme halten Sie alle Mängel schriftlich fest.",
    ],
  }),
  tip("buy", "images/view-01.jpg", false, {
    nl: [
      "Een tweede verblijf aan de kust kopen",
      "Een appartement met zicht op zee blijft voor veel Belgen en buitenlanders een droom. Met een goede voorbereiding wordt het ook een goede investering.",
      "Bepaal eerst hoe u het verblijf wilt gebruiken: enkel zelf, verhuren aan toeristen of langdurig verhuren. Dat bepaalt de ideale ligging, de grootte en zelfs het type gebouw. Een studio op de dijk verhuurt vlot in de zomer, een appartement met twee slaapkamers in Mariakerke trekt eerder vaste huurders aan.",
      "Houd rekening met de jaarlijkse kosten: gemeenschappelijke lasten, onroerende voorheffing, verzekeringen en de belasting op tweede verblijven die de meeste kustgemeenten heffen. Op een tweede woning betaalt u bovendien 12% registratierechten.",
      "Kijk ook naar het gebouw zelf: de staat van de gevels en terrassen, het reservefonds en de geplande werken die de algemene vergadering al heeft goedgekeurd.",
    ],
    fr: [
      "Acheter une seconde résidence à la côte",
      "Un appartement avec vue sur la mer reste un rêve pour de nombreux Belges et étrangers. Bien préparé, c'est aussi un bon investissement.",
      "Déterminez d'abord l'usage prévu : pour vous seul, en location touristique ou en location de longue durée. Cela détermine l'emplacement idéal, la taille et même le type d'immeuble. Un studio sur la digue se loue facilement en été, un appartement deux chambres à Mariakerke attire plutôt des locataires à l'année.",
      "Tenez compte des frais annuels : charges communes, précompte immobilier, assurances et taxe sur les secondes résidences que prélèvent la plupart des communes côtières. Sur une seconde résidence, vous payez en outre 12 % de droits d'enregistrement.",
      "Examinez aussi l'immeuble : l'état des façades et des terrasses, le fonds de réserve et les travaux déjà votés par l'assemblée générale.",
    ],
    en: [
      "Buying a second home on the coast",
      "A flat with a sea view remains a dream for many Belgians and foreigners. Well prepared, it can also be a sound investment.",
      "First decide how you will use it: just for yourself, for holiday lets or for long-term letting. That determines the ideal location, the size and even the type of building. A studio on the promenade lets easily in summer, while a two-bedroom flat in Mariakerke attracts year-round tenants.",
      "Budget for the annual costs: service charges, property tax, insurance and the second-home tax that most coastal municipalities levy. On a second home you also pay 12% registration duty.",
      "Look at the building itself too: the state of the façades and balconies, the reserve fund and any works the general meeting has already approved.",
    ],
    de: [
      "Eine Zweitwohnung an der Küste kaufen",
      "Eine Wohnung mit Meerblick bleibt für viele Belgier und Ausländer ein Traum. Gut vorbereitet ist sie auch eine solide Investition.",
      "Legen Sie zuerst fest, wie Sie die Wohnung nutzen wollen: nur selbst, als Ferienwohnung oder zur Dauervermietung. Davon hängen die ideale Lage, die Größe und sogar der Gebäudetyp ab. Ein Studio am Deich lässt sich im Sommer leicht vermieten, eine Wohnung mit zwei Schlafzimmern in Mariakerke zieht eher Dauermieter an.",
      "Berücksichtigen Sie die jährlichen Kosten: Hausgeld, Grundsteuer, Versicherungen und die Zweitwohnungssteuer, die die meisten Küstengemeinden erheben. Für eine Zweitwohnung zahlen Sie außerdem 12 % Registrierungsgebühren.",
      "Prüfen Sie auch das Gebäude selbst: den Zustand von Fassaden und Terrassen, die Instandhaltungsrücklage und bereits von der Eigentümerversammlung beschlossene Arbeiten.",
    ],
  }),
  tip("buy", "images/bedroom-01.jpg", false, {
    nl: [
      "Checklist voor het bezoek aan een appartement",
      "Een eerste bezoek is vaak emotioneel. Met een vaste checklist ziet u ook wat niet meteen in het oog springt.",
      "Let op vochtplekken aan plafonds en rond ramen, de staat van het schrijnwerk en de leeftijd van de verwarmingsketel. Vraag naar het EPC, de keuring van de elektrische installatie en het asbestattest van het gebouw. Open kasten en kijk onder het aanrecht: daar verraden zich oude lekken.",
      "Vraag de notulen van de laatste drie algemene vergaderingen op bij de syndicus. Daarin leest u welke werken gepland zijn, of er geschillen lopen en hoe groot het reservefonds is. Kom bij voorkeur een tweede keer terug, op een ander moment van de dag.",
    ],
    fr: [
      "Check-list pour la visite d'un appartement",
      "Une première visite est souvent émotionnelle. Avec une check-list, vous voyez aussi ce qui ne saute pas aux yeux.",
      "Repérez les taches d'humidité au plafond et autour des fenêtres, l'état des châssis et l'âge de la chaudière. Demandez le certificat énergétique, le contrôle de l'installation électrique et l'attestation amiante de l'immeuble. Ouvrez les armoires et regardez sous l'évier : les anciennes fuites s'y trahissent.",
      "Demandez au syndic les procès-verbaux des trois dernières assemblées générales. Vous y lirez quels travaux sont prévus, si des litiges sont en cours et quel est le montant du fonds de réserve. Revenez de préférence une seconde fois, à un autre moment de la journée.",
    ],
    en: [
      "Checklist for viewing an apartment",
      "A first viewing is often emotional. With a fixed checklist you also notice what does not immediately catch the eye.",
      "Look for damp patches on ceilings and around windows, the condition of the window frames and the age of the boiler. Ask for the EPC, the electrical inspection report and the building's asbestos certificate. Open cupboards and look under the sink: that is where old leaks give themselves away.",
      "Ask the managing agent for the minutes of the last three general meetings. They tell you which works are planned, whether there are disputes and how large the reserve fund is. If possible, come back a second time at a different time of day.",
    ],
    de: [
      "Checkliste für die Besichtigung einer Wohnung",
      "Eine erste Besichtigung ist oft emotional. Mit einer festen Checkliste sehen Sie auch, was nicht sofort ins Auge fällt.",
      "Achten Sie auf Feuchtigkeitsflecken an Decken und um Fenster, den Zustand der Fensterrahmen und das Alter des Heizkessels. Fragen Sie nach dem Energieausweis, dem Prüfbericht der Elektroanlage und der Asbestbescheinigung des Gebäudes. Öffnen Sie Schränke und schauen Sie unter die Spüle: Dort verraten sich alte Lecks.",
      "Fordern Sie beim Verwalter die Protokolle der letzten drei Eigentümerversammlungen an. Daraus erfahren Sie, welche Arbeiten geplant sind, ob Streitigkeiten laufen und wie hoch die Rücklage ist. Kommen Sie möglichst ein zweites Mal zu einer anderen Tageszeit.",
    ],
  }),
  tip("buy", "images/facade-03.jpg", false, {
    nl: [
      "Kopen in mede-eigendom: basisakte, syndicus en reservefonds",
      "Wie een appartement koopt, wordt mede-eigenaar van het gebouw. Dat brengt rechten, maar ook verplichtingen mee.",
      "De basisakte beschrijft welke delen privatief zijn en welke gemeenschappelijk, en hoeveel aandelen bij uw appartement horen. Het reglement van interne orde regelt het dagelijkse samenleven, zoals het gebruik van terrassen, het plaatsen van zonnetenten of het houden van huisdieren.",
      "De syndicus beheert het gebouw en voert de beslissingen van de algemene vergadering uit. Via het werkkapitaal betaalt u de lopende kosten, via het reservefonds spaart de vereniging voor grote werken. Vraag bij aankoop altijd hoeveel er in dat fonds zit en welke werken eraan komen.",
    ],
    fr: [
      "Acheter en copropriété : acte de base, syndic et fonds de réserve",
      "Acheter un appartement, c'est devenir copropriétaire de l'immeuble. Cela implique des droits, mais aussi des obligations.",
      "L'acte de base décrit les parties privatives et communes, et le nombre de quotités attachées à votre appartement. Le règlement d'ordre intérieur organise la vie quotidienne, par exemple l'usage des terrasses, la pose de tentes solaires ou la détention d'animaux.",
      "Le syndic gère l'immeuble et exécute les décisions de l'assemblée générale. Le fonds de roulement couvre les frais courants, le fonds de réserve permet d'épargner pour les gros travaux. Demandez toujours, lors d'un achat, le montant de ce fonds et les travaux à venir.",
    ],
    en: [
      "Buying in co-ownership: basic deed, managing agent and reserve fund",
      "Buying a flat makes you a co-owner of the building. That brings rights, but also obligations.",
      "The basic deed describes which parts are private and which are common, and how many shares belong to your flat. The house rules govern day-to-day living, such as the use of terraces, fitting awnings or keeping pets.",
      "The managing agent (syndic) runs the building and carries out the decisions of the general meeting. The working capital pays current costs; the reserve fund saves for major works. When buying, always ask how much is in that fund and which works are coming up.",
    ],
    de: [
      "Kaufen im Wohnungseigentum: Teilungserklärung, Verwalter und Rücklage",
      "Wer eine Wohnung kauft, wird Miteigentümer des Gebäudes. Das bringt Rechte, aber auch Pflichten mit sich.",
      "Die Teilungserklärung (Basisakte) beschreibt, welche Teile Sondereigentum und welche Gemeinschaftseigentum sind und wie viele Anteile zu Ihrer Wohnung gehören. Die Hausordnung regelt das tägliche Zusammenleben, etwa die Nutzung der Terrassen, das Anbringen von Markisen oder die Haltung von Haustieren.",
      "Der Verwalter (Syndikus) führt das Gebäude und setzt die Beschlüsse der Eigentümerversammlung um. Über das Betriebskapital werden die laufenden Kosten bezahlt, über die Rücklage spart die Gemeinschaft für große Arbeiten. Fragen Sie beim Kauf immer, wie viel in dieser Rücklage ist und welche Arbeiten anstehen.",
    ],
  }),
  tip("buy", "images/living-04.jpg", true, {
    nl: [
      "Een bod uitbrengen: let op, het is bindend",
      "Een schriftelijk bod lijkt vrijblijvend, maar is het niet. Aanvaardt de verkoper uw bod, dan is de koop gesloten.",
      "Vermeld in uw bod altijd een geldigheidsduur en, als u een lening nodig hebt, de opschortende voorwaarde dat u die krijgt. Zo voorkomt u dat u gebonden bent aan een koop die u niet kunt financieren.",
      "Bied niet zomaar op meerdere woningen tegelijk: als twee verkopers aanvaarden, hebt u twee woningen gekocht. Twijfelt u over de prijs, vraag dan eerst wat vergelijkbare panden in de buurt hebben opgebracht. Wij geven u die informatie graag.",
    ],
    fr: [
      "Faire une offre : attention, elle vous engage",
      "Une offre écrite semble sans engagement, mais ce n'est pas le cas. Si le vendeur accepte votre offre, la vente est conclue.",
      "Indiquez toujours dans votre offre une durée de validité et, si vous avez besoin d'un crédit, la condition suspensive de son obtention. Vous évitez ainsi d'être lié par un achat que vous ne pouvez pas financer.",
      "Ne faites pas d'offres sur plusieurs biens à la fois : si deux vendeurs acceptent, vous avez acheté deux biens. Si vous hésitez sur le prix, demandez d'abord ce qu'ont rapporté des biens comparables dans le quartier. Nous vous donnons volontiers ces informations.",
    ],
    en: [
      "Making an offer: beware, it is binding",
      "A written offer may feel non-committal, but it is not. If the seller accepts your offer, the sale is concluded.",
      "Always state a validity period in your offer and, if you need a mortgage, the condition precedent that you obtain one. That way you avoid being bound to a purchase you cannot finance.",
      "Do not bid on several properties at once: if two sellers accept, you have bought two homes. If you are unsure about the price, first ask what comparable properties in the area have sold for. We are happy to give you that information.",
    ],
    de: [
      "Ein Angebot abgeben: Achtung, es ist verbindlich",
      "Ein schriftliches Angebot wirkt unverbindlich, ist es aber nicht. Nimmt der Verkäufer Ihr Angebot an, ist der Kauf zustande gekommen.",
      "Nennen Sie in Ihrem Angebot immer eine Gültigkeitsdauer und, falls Sie ein Darlehen brauchen, die aufschiebende Bedingung, dass Sie es erhalten. So vermeiden Sie, an einen Kauf gebunden zu sein, den Sie nicht finanzieren können.",
      "Geben Sie nicht gleichzeitig Angebote für mehrere Objekte ab: Nehmen zwei Verkäufer an, haben Sie zwei Immobilien gekauft. Sind Sie beim Preis unsicher, fragen Sie zuerst, was vergleichbare Objekte in der Gegend erzielt haben. Wir geben Ihnen diese Informationen gern.",
    ],
  }),
  tip("buy", "images/facade-04.jpg", true, {
    nl: [
      "Kopen via een online openbare verkoop",
      "Steeds meer woningen worden online geveild via het platform van de notarissen. Dat kan een koopje opleveren, maar vraagt een goede voorbereiding.",
      "Bij een openbare verkoop is er geen opschortende voorwaarde voor een lening: wie het hoogste bod uitbrengt en de toewijzing krijgt, moet betalen. Regel dus vooraf uw financiering en bezoek het pand tijdens de voorziene bezoekdagen.",
      "Lees de verkoopsvoorwaarden aandachtig. De kosten liggen bij een openbare verkoop hoger dan bij een onderhandse verkoop, en u betaalt ze bovenop uw bod. Bepaal vooraf uw maximumbedrag en houd u eraan, ook als de spanning in de laatste minuten oploopt.",
    ],
    fr: [
      "Acheter via une vente publique en ligne",
      "De plus en plus de biens sont vendus aux enchères en ligne via la plateforme des notaires. C'est parfois une bonne affaire, mais cela demande une bonne préparation.",
      "Dans une vente publique, il n'y a pas de condition suspensive d'obtention de crédit : celui qui fait l'offre la plus élevée et obtient l'adjudication doit payer. Réglez donc votre financement à l'avance et visitez le bien aux jours de visite prévus.",
      "Lisez attentivement les conditions de vente. Les frais d'une vente publique sont plus élevés que ceux d'une vente de gré à gré, et ils s'ajoutent à votre offre. Fixez votre montant maximum à l'avance et tenez-vous-y, même si la tension monte dans les dernières minutes.",
    ],
    en: [
      "Buying through an online public auction",
      "More and more homes are auctioned online through the notaries' platform. It can be a bargain, but it takes good preparation.",
      "At a public sale there is no condition precedent for a mortgage: whoever makes the highest bid and is awarded the property must pay. So arrange your financing in advance and view the property on the scheduled viewing days.",
      "Read the conditions of sale carefully. Costs at a public sale are higher than at a private sale, and they come on top of your bid. Set your maximum beforehand and stick to it, even when the tension rises in the final minutes.",
    ],
    de: [
      "Kaufen über eine Online-Versteigerung",
      "Immer mehr Immobilien werden online über die Plattform der Notare versteigert. Das kann ein Schnäppchen sein, erfordert aber eine gute Vorbereitung.",
      "Bei einer öffentlichen Versteigerung gibt es keine aufschiebende Bedingung für ein Darlehen: Wer das höchste Gebot abgibt und den Zuschlag erhält, muss zahlen. Klären Sie Ihre Finanzierung also im Voraus und besichtigen Sie das Objekt an den vorgesehenen Besichtigungstagen.",
      "Lesen Sie die Versteigerungsbedingungen genau. Die Kosten sind bei einer Versteigerung höher als bei einem freihändigen Verkauf und kommen zu Ihrem Gebot hinzu. Legen Sie Ihren Höchstbetrag vorher fest und halten Sie sich daran, auch wenn die Spannung in den letzten Minuten steigt.",
    ],
  }),
  tip("buy", "images/living-05.jpg", true, {
    nl: [
      "Kopen of verkopen op lijfrente",
      "Bij een verkoop op lijfrente betaalt de koper een boeket en daarna een maandelijkse rente zolang de verkoper leeft. Een formule met voordelen voor beide partijen.",
      "De verkoper ontvangt een aanvullend inkomen en kan, bij een bewoonde lijfrente, in de woning blijven wonen. De koper verwerft een woning zonder meteen de volledige prijs te moeten betalen. Boeket en rente worden berekend op basis van de waarde van de woning, de leeftijd van de verkopers en hun levensverwachting.",
      "Omdat de uiteindelijke kostprijs onzeker is, laat u de berekening best controleren door een notaris of een gespecialiseerde makelaar. Laat ook duidelijk vastleggen wie welke kosten draagt, zoals de onroerende voorheffing, de verzekering en de grote herstellingen.",
    ],
    fr: [
      "Acheter ou vendre en viager",
      "Dans une vente en viager, l'acheteur paie un bouquet puis une rente mensuelle tant que le vendeur est en vie. Une formule avantageuse pour les deux parties.",
      "Le vendeur perçoit un revenu complémentaire et peut, dans un viager occupé, continuer à habiter le bien. L'acheteur acquiert un logement sans devoir payer immédiatement le prix total. Le bouquet et la rente sont calculés sur la base de la valeur du bien, de l'âge des vendeurs et de leur espérance de vie.",
      "Comme le coût final est incertain, faites vérifier le calcul par un notaire ou un agent spécialisé. Fixez aussi clairement qui supporte quels frais, comme le précompte immobilier, l'assurance et les grosses réparations.",
    ],
    en: [
      "Buying or selling as a life annuity",
      "In a life-annuity sale (viager) the buyer pays a lump sum and then a monthly annuity for as long as the seller lives. A formula with advantages for both sides.",
      "The seller receives extra income and, in an occupied annuity, can go on living in the home. The buyer acquires a property without paying the full price at once. The lump sum and annuity are calculated from the value of the property, the sellers' age and their life expectancy.",
      "Because the final cost is uncertain, have the calculation checked by a notary or a specialised agent. Also agree clearly who bears which costs, such as property tax, insurance and major repairs.",
    ],
    de: [
      "Kaufen oder verkaufen auf Leibrente",
      "Beim Verkauf auf Leibrente zahlt der Käufer eine Einmalzahlung und danach eine monatliche Rente, solange der Verkäufer lebt. Eine Formel mit Vorteilen für beide Seiten.",
      "Der Verkäufer erhält ein Zusatzeinkommen und kann bei einer bewohnten Leibrente in der Wohnung bleiben. Der Käufer erwirbt eine Immobilie, ohne sofort den vollen Preis zu zahlen. Einmalzahlung und Rente werden anhand des Immobilienwerts, des Alters der Verkäufer und ihrer Lebenserwartung berechnet.",
      "Da die endgültigen Kosten ungewiss sind, lassen Sie die Berechnung am besten von einem Notar oder einem spezialisierten Makler prüfen. Legen Sie auch klar fest, wer welche Kosten trägt, etwa Grundsteuer, Versicherung und größere Reparaturen.",
    ],
  }),
  tip("buy", "images/bathroom-01.jpg", true, {
    nl: [
      "Renovatieplicht na aankoop: wat moet u doen?",
      "Koopt u in Vlaanderen een woning met een slecht energielabel, dan moet u ze binnen een bepaalde termijn renoveren. Houd daar rekening mee in uw budget.",
      "Voor woningen en appartementen die sinds 1 januari 2023 via een notariële akte worden gekocht, geldt: met EPC-label E of F moet u binnen vijf jaar na de akte minstens label D halen. Na de werken laat u een nieuw EPC opmaken als bewijs.",
      "Bij appartementsgebouwen gelden ook regels voor de gemeenschappelijke delen. Vraag daarom altijd naar het EPC van het gebouw en naar geplande isolatiewerken. Een renovatieadvies vooraf helpt u de kosten in te schatten en de premies te benutten.",
    ],
    fr: [
      "Obligation de rénovation après l'achat : que devez-vous faire ?",
      "Si vous achetez en Flandre un logement avec un mauvais label énergétique, vous devez le rénover dans un certain délai. Tenez-en compte dans votre budget.",
      "Pour les maisons et appartements achetés par acte notarié depuis le 1er janvier 2023, la règle est la suivante : avec un label E ou F, vous devez atteindre au moins le label D dans les cinq ans qui suivent l'acte. Après les travaux, vous faites établir un nouveau certificat comme preuve.",
      "Pour les immeubles à appartements, des règles s'appliquent aussi aux parties communes. Demandez donc toujours le certificat de l'immeuble et les travaux d'isolation prévus. Un avis de rénovation préalable vous aide à estimer les coûts et à profiter des primes.",
    ],
    en: [
      "Renovation obligation after purchase: what do you need to do?",
      "If you buy a home with a poor energy label in Flanders, you must renovate it within a set period. Allow for this in your budget.",
      "For houses and flats bought by notarial deed since 1 January 2023 the rule is: with EPC label E or F you must reach at least label D within five years of the deed. After the works you have a new EPC drawn up as proof.",
      "For apartment buildings, rules also apply to the common parts. So always ask for the building's EPC and any planned insulation works. Renovation advice beforehand helps you estimate the costs and make use of the grants.",
    ],
    de: [
      "Sanierungspflicht nach dem Kauf: Was müssen Sie tun?",
      "Kaufen Sie in Flandern eine Immobilie mit schlechtem Energielabel, müssen Sie sie innerhalb einer bestimmten Frist sanieren. Berücksichtigen Sie das in Ihrem Budget.",
      "Für Häuser und Wohnungen, die seit dem 1. Januar 2023 per notarieller Urkunde gekauft werden, gilt: Mit dem Label E oder F müssen Sie innerhalb von fünf Jahren nach der Beurkundung mindestens das Label D erreichen. Nach den Arbeiten lassen Sie als Nachweis einen neuen Energieausweis erstellen.",
      "Bei Mehrfamilienhäusern gelten auch Regeln für das Gemeinschaftseigentum. Fragen Sie deshalb immer nach dem Energieausweis des Gebäudes und nach geplanten Dämmarbeiten. Eine Sanierungsberatung im Voraus hilft Ihnen, die Kosten abzuschätzen und Fördermittel zu nutzen.",
    ],
  }),
  tip("buy", "images/view-02.jpg", false, {
    nl: [
      "Zeezicht: wat bepaalt de waarde?",
      "Zeezicht is niet gelijk aan zeezicht. Twee appartementen op dezelfde dijk kunnen tienduizenden euro's in prijs verschillen.",
      "Frontaal zeezicht vanuit de living weegt het zwaarst, gevolgd door zijdelings zicht vanaf het terras. Ook de verdieping telt: hoger betekent meer licht en minder inkijk, maar boven de tiende verdieping vlakt de meerwaarde af. Een terras op de eerste lijn dat beschut ligt tegen de wind is goud waard.",
      "Let ook op wat er voor u kan verschijnen: een geplande nieuwbouw of een strandpaviljoen kan het uitzicht veranderen. De stedenbouwkundige inlichtingen en het gemeentelijk beleidsplan geven daar een eerste idee van.",
    ],
    fr: [
      "Vue sur mer : qu'est-ce qui en fait la valeur ?",
      "Toutes les vues sur mer ne se valent pas. Deux appartements sur la même digue peuvent différer de dizaines de milliers d'euros.",
      "Une vue frontale depuis le séjour pèse le plus, suivie d'une vue latérale depuis la terrasse. L'étage compte aussi : plus haut signifie plus de lumière et moins de vis-à-vis, mais au-delà du dixième étage la plus-value s'estompe. Une terrasse en front de mer à l'abri du vent vaut de l'or.",
      "Pensez aussi à ce qui pourrait apparaître devant vous : un nouvel immeuble ou un pavillon de plage peut modifier la vue. Les renseignements urbanistiques et le plan politique communal en donnent une première idée.",
    ],
    en: [
      "Sea view: what determines its value?",
      "Not all sea views are equal. Two flats on the same promenade can differ in price by tens of thousands of euros.",
      "A front sea view from the living room counts most, followed by a side view from the terrace. The floor matters too: higher means more light and less overlooking, but above the tenth floor the premium levels off. A front-line terrace sheltered from the wind is worth its weight in gold.",
      "Consider what might appear in front of you: a planned new building or a beach pavilion can change the view. The planning information and the municipal policy plan give you a first idea.",
    ],
    de: [
      "Meerblick: Was bestimmt seinen Wert?",
      "Meerblick ist nicht gleich Meerblick. Zwei Wohnungen am selben Deich können sich im Preis um Zehntausende Euro unterscheiden.",
      "Am meisten zählt der frontale Meerblick aus dem Wohnzimmer, gefolgt vom seitlichen Blick von der Terrasse. Auch das Stockwerk spielt eine Rolle: Höher bedeutet mehr Licht und weniger Einblick, doch oberhalb der zehnten Etage flacht der Mehrwert ab. Eine windgeschützte Terrasse in erster Reihe ist Gold wert.",
      "Bedenken Sie auch, was vor Ihnen entstehen könnte: Ein geplanter Neubau oder ein Strandpavillon kann die Aussicht verändern. Die städtebaulichen Auskünfte und der kommunale Entwicklungsplan geben einen ersten Eindruck.",
    ],
  }),
  tip("buy", "images/terrace-01.jpg", true, {
    nl: [
      "Investeren in een vakantieappartement",
      "Een appartement aan zee verhuren aan toeristen kan een mooi rendement opleveren. Maar het vraagt meer werk dan een klassieke verhuur.",
      "Wie toeristisch verhuurt, moet het logies aanmelden bij Toerisme Vlaanderen en voldoen aan de brandveiligheidsnormen. Sommige kustgemeenten stellen bijkomende voorwaarden of leggen een verblijfsbelasting op. Informeer u dus vooraf bij de stad.",
      "Reken het rendement realistisch uit: de bezetting buiten het hoogseizoen ligt lager, en schoonmaak, linnen, platformcommissies en onderhoud drukken de opbrengst. Een langdurige verhuur levert vaak minder op, maar is stabieler en vraagt minder opvolging.",
    ],
    fr: [
      "Investir dans un appartement de vacances",
      "Louer un appartement à la mer à des touristes peut offrir un beau rendement. Mais cela demande plus de travail qu'une location classique.",
      "Qui loue à des touristes doit déclarer l'hébergement auprès de Toerisme Vlaanderen et respecter les normes de sécurité incendie. Certaines communes côtières imposent des conditions supplémentaires ou une taxe de séjour. Renseignez-vous donc d'abord auprès de la ville.",
      "Calculez le rendement de façon réaliste : le taux d'occupation hors saison est plus faible, et le nettoyage, le linge, les commissions des plateformes et l'entretien réduisent le revenu. Une location de longue durée rapporte souvent moins, mais elle est plus stable et demande moins de suivi.",
    ],
    en: [
      "Investing in a holiday apartment",
      "Letting a seaside flat to tourists can deliver a good return. But it takes more work than a classic tenancy.",
      "Anyone letting to tourists must register the accommodation with Toerisme Vlaanderen and meet fire-safety standards. Some coastal municipalities set extra conditions or levy a tourist tax. So check with the town first.",
      "Calculate the return realistically: occupancy outside the high season is lower, and cleaning, linen, platform commissions and maintenance eat into the income. A long-term let often earns less but is more stable and needs less follow-up.",
    ],
    de: [
      "In eine Ferienwohnung investieren",
      "Eine Wohnung am Meer an Touristen zu vermieten, kann eine schöne Rendite bringen. Es erfordert aber mehr Arbeit als eine klassische Vermietung.",
      "Wer an Touristen vermietet, muss die Unterkunft bei Toerisme Vlaanderen anmelden und die Brandschutznormen erfüllen. Einige Küstengemeinden stellen zusätzliche Bedingungen oder erheben eine Aufenthaltsabgabe. Informieren Sie sich also vorher bei der Stadt.",
      "Rechnen Sie die Rendite realistisch: Die Auslastung außerhalb der Hochsaison ist geringer, und Reinigung, Wäsche, Plattformprovisionen und Instandhaltung schmälern den Ertrag. Eine Dauervermietung bringt oft weniger ein, ist aber stabiler und erfordert weniger Betreuung.",
    ],
  }),
  tip("buy", "images/garage-01.jpg", false, {
    nl: [
      "Een garagebox als belegging",
      "Aan de kust zijn garages en staanplaatsen schaars. Een garagebox is daarom een eenvoudige en populaire belegging.",
      "De instapprijs ligt laag, de onderhoudskosten zijn beperkt en huurders vindt u snel, zeker in het centrum en op de dijk. Huurcontracten voor garages vallen niet onder de woninghuurwetgeving, waardoor u meer vrijheid hebt in de afspraken.",
      "Houd wel rekening met 12% registratierechten, de onroerende voorheffing en eventuele gemeenschappelijke kosten. Controleer ook de afmetingen: moderne wagens zijn breder dan vroeger, en een te smalle box is moeilijk te verhuren.",
    ],
    fr: [
      "Un box de garage comme placement",
      "À la côte, les garages et emplacements de parking sont rares. Un box de garage est donc un placement simple et populaire.",
      "Le prix d'entrée est bas, les frais d'entretien limités et les locataires se trouvent vite, surtout au centre et sur la digue. Les baux de garage ne relèvent pas de la législation sur le bail d'habitation, ce qui vous laisse plus de liberté dans les conventions.",
      "Tenez toutefois compte des 12 % de droits d'enregistrement, du précompte immobilier et des éventuelles charges communes. Vérifiez aussi les dimensions : les voitures modernes sont plus larges qu'autrefois, et un box trop étroit se loue difficilement.",
    ],
    en: [
      "A lock-up garage as an investment",
      "On the coast, garages and parking spaces are scarce. That makes a lock-up garage a simple and popular investment.",
      "The entry price is low, maintenance costs are limited and tenants are quickly found, especially in the centre and on the promenade. Garage leases do not fall under residential tenancy law, which gives you more freedom in the arrangements.",
      "Do allow for 12% registration duty, property tax and any service charges. Check the dimensions too: modern cars are wider than they used to be, and a box that is too narrow is hard to let.",
    ],
    de: [
      "Eine Garagenbox als Kapitalanlage",
      "An der Küste sind Garagen und Stellplätze knapp. Eine Garagenbox ist deshalb eine einfache und beliebte Anlage.",
      "Der Einstiegspreis ist niedrig, die Instandhaltungskosten sind gering und Mieter finden sich schnell, vor allem im Zentrum und am Deich. Mietverträge für Garagen fallen nicht unter das Wohnraummietrecht, was Ihnen mehr Freiheit bei den Vereinbarungen lässt.",
      "Berücksichtigen Sie jedoch 12 % Registrierungsgebühren, die Grundsteuer und etwaige Nebenkosten. Prüfen Sie auch die Maße: Moderne Autos sind breiter als früher, und eine zu schmale Box lässt sich schwer vermieten.",
    ],
  }),
  tip("buy", "images/plot-01.jpg", true, {
    nl: [
      "Een bouwgrond kopen: de belangrijkste controles",
      "Zelf bouwen begint met de juiste grond. Een paar controles vooraf voorkomen dure verrassingen.",
      "Vraag de stedenbouwkundige inlichtingen op: ligt de grond in woongebied, is er een verkavelingsvergunning en welke voorschriften gelden voor bouwhoogte, dakvorm en inplanting? Zonder vergunde verkaveling mag een bouwgrond in Vlaanderen zelfs niet als zodanig te koop worden aangeboden.",
      "Controleer ook het bodemattest van OVAM, de overstromingsscores en de aanwezigheid van nutsvoorzieningen. Een bouwverplichting in de verkavelingsvoorwaarden kan u verplichten binnen een bepaalde termijn te bouwen.",
    ],
    fr: [
      "Acheter un terrain à bâtir : les principaux contrôles",
      "Construire soi-même commence par le bon terrain. Quelques vérifications préalables évitent des surprises coûteuses.",
      "Demandez les renseignements urbanistiques : le terrain est-il en zone d'habitat, existe-t-il un permis de lotir et quelles prescriptions s'appliquent à la hauteur, à la forme du toit et à l'implantation ? En Flandre, un terrain sans lotissement autorisé ne peut même pas être proposé à la vente comme terrain à bâtir.",
      "Vérifiez aussi l'attestation du sol de l'OVAM, les scores d'inondabilité et la présence des impétrants. Une obligation de bâtir dans les conditions du lotissement peut vous imposer de construire dans un certain délai.",
    ],
    en: [
      "Buying a building plot: the key checks",
      "Building your own home starts with the right plot. A few checks in advance prevent costly surprises.",
      "Request the planning information: is the land in a residential zone, is there a subdivision permit, and which rules apply to building height, roof shape and siting? In Flanders a plot without an approved subdivision may not even be advertised as building land.",
      "Also check the OVAM soil certificate, the flood scores and whether utilities are available. An obligation to build in the subdivision conditions may require you to build within a set period.",
    ],
    de: [
      "Ein Baugrundstück kaufen: die wichtigsten Prüfungen",
      "Selbst bauen beginnt mit dem richtigen Grundstück. Einige Prüfungen im Voraus ersparen teure Überraschungen.",
      "Fordern Sie die städtebaulichen Auskünfte an: Liegt das Grundstück im Wohngebiet, gibt es eine Parzellierungsgenehmigung und welche Vorschriften gelten für Bauhöhe, Dachform und Lage? In Flandern darf ein Grundstück ohne genehmigte Parzellierung nicht einmal als Bauland angeboten werden.",
      "Prüfen Sie auch die Bodenbescheinigung der OVAM, die Hochwasserwerte und die vorhandenen Versorgungsanschlüsse. Eine Bauverpflichtung in den Parzellierungsbedingungen kann Sie verpflichten, innerhalb einer bestimmten Frist zu bauen.",
    ],
  }),
];
