/** Tips & Info articles about renting (landlords and tenants). */
import { type Tip, tip } from "./tips";

export const RENT_TIPS: readonly Tip[] = [
  tip("rent", "images/living-06.jpg", true, {
    nl: [
      "De huurwaarborg: hoeveel en hoe?",
      "Bij de start van een huurcontract vraagt de verhuurder bijna altijd een huurwaarborg. In Vlaanderen gelden daarvoor duidelijke regels.",
      "Voor woninghuurcontracten die sinds 2019 in Vlaanderen zijn gesloten, bedraagt de waarborg maximaal drie maanden huur. Die wordt op een geblokkeerde rekening op naam van de huurder geplaatst, of gesteld via een bankwaarborg. De verhuurder mag het geld niet zelf op zijn rekening houden.",
      "Op het einde van de huur wordt de waarborg vrijgegeven na een uitgaande plaatsbeschrijving. Zijn er geen schade of achterstallige bedragen, dan krijgt de huurder het volledige bedrag met de opgebouwde interesten terug.",
    ],
    fr: [
      "La garantie locative : combien et comment ?",
      "Au début d'un bail, le bailleur demande presque toujours une garantie locative. En Flandre, des règles claires s'appliquent.",
      "Pour les baux d'habitation conclus en Flandre depuis 2019, la garantie s'élève à maximum trois mois de loyer. Elle est placée sur un compte bloqué au nom du locataire ou constituée par une garantie bancaire. Le bailleur ne peut pas conserver l'argent sur son propre compte.",
      "En fin de bail, la garantie est libérée après l'état des lieux de sortie. S'il n'y a ni dégâts ni arriérés, le locataire récupère la totalité du montant avec les intérêts acquis.",
    ],
    en: [
      "The rental deposit: how much and how?",
      "At the start of a lease the landlord almost always asks for a rental deposit. In Flanders clear rules apply.",
      "For residential leases signed in Flanders since 2019 the deposit is at most three months' rent. It is placed in a blocked account in the tenant's name or provided as a bank guarantee. The landlord may not keep the money in his own account.",
      "At the end of the lease the deposit is released after the exit inventory. If there is no damage and nothing is owed, the tenant gets the full amount back with the interest earned.",
    ],
    de: [
      "Die Mietkaution: wie viel und wie?",
      "Zu Beginn eines Mietvertrags verlangt der Vermieter fast immer eine Kaution. In Flandern gelten dafür klare Regeln.",
      "Für Wohnraummietverträge, die seit 2019 in Flandern geschlossen wurden, beträgt die Kaution höchstens drei Monatsmieten. Sie wird auf ein Sperrkonto auf den Namen des Mieters eingezahlt oder als Bankgarantie gestellt. Der Vermieter darf das Geld nicht auf seinem eigenen Konto behalten.",
      "Am Ende der Mietzeit wird die Kaution nach dem Auszugsprotokoll freigegeben. Gibt es keine Schäden und keine Rückstände, erhält der Mieter den vollen Betrag mit den aufgelaufenen Zinsen zurück.",
    ],
  }),
  tip("rent", "images/kitchen-02.jpg", true, {
    nl: [
      "Een huurcontract registreren: verplicht en gratis",
      "Elk huurcontract voor een woning moet geregistreerd worden. Die verplichting ligt bij de verhuurder.",
      "De verhuurder registreert het contract binnen de twee maanden na ondertekening, samen met de plaatsbeschrijving. Dat kan eenvoudig en gratis online via MyMinfin. Een geregistreerd contract krijgt een vaste datum, wat belangrijk is als het pand later verkocht wordt.",
      "Is het contract niet geregistreerd, dan kan de huurder het bij een huurovereenkomst van negen jaar zonder opzegtermijn en zonder vergoeding beëindigen. Voor de verhuurder is registratie dus ook een bescherming.",
    ],
    fr: [
      "Enregistrer un bail : obligatoire et gratuit",
      "Tout bail d'habitation doit être enregistré. Cette obligation incombe au bailleur.",
      "Le bailleur enregistre le bail dans les deux mois suivant la signature, avec l'état des lieux. Cela se fait simplement et gratuitement en ligne via MyMinfin. Un bail enregistré acquiert une date certaine, ce qui est important si le bien est vendu plus tard.",
      "Si le bail n'est pas enregistré, le locataire d'un bail de neuf ans peut y mettre fin sans préavis ni indemnité. L'enregistrement protège donc aussi le bailleur.",
    ],
    en: [
      "Registering a lease: compulsory and free",
      "Every residential lease must be registered. That obligation lies with the landlord.",
      "The landlord registers the lease within two months of signing, together with the inventory. This can be done easily and free of charge online via MyMinfin. A registered lease gets a fixed date, which matters if the property is sold later.",
      "If a nine-year lease is not registered, the tenant can end it without notice and without compensation. Registration therefore protects the landlord too.",
    ],
    de: [
      "Einen Mietvertrag registrieren: Pflicht und kostenlos",
      "Jeder Wohnraummietvertrag muss registriert werden. Diese Pflicht liegt beim Vermieter.",
      "Der Vermieter registriert den Vertrag innerhalb von zwei Monaten nach der Unterzeichnung, zusammen mit dem Übergabeprotokoll. Das geht einfach und kostenlos online über MyMinfin. Ein registrierter Vertrag erhält ein festes Datum, was wichtig ist, wenn die Immobilie später verkauft wird.",
      "Ist ein Neunjahresvertrag nicht registriert, kann der Mieter ihn ohne Kündigungsfrist und ohne Entschädigung beenden. Die Registrierung schützt also auch den Vermieter.",
    ],
  }),
  tip("rent", "images/bedroom-02.jpg", true, {
    nl: [
      "Kortlopend of negen jaar: welk huurcontract kiest u?",
      "Niet elk huurcontract is hetzelfde. De duur bepaalt hoe en wanneer huurder en verhuurder kunnen opzeggen.",
      "Het standaardcontract voor een hoofdverblijfplaats loopt negen jaar. De huurder kan altijd opzeggen met drie maanden opzegtermijn; in de eerste drie jaar betaalt hij een vergoeding van drie, twee of één maand huur. De verhuurder kan enkel opzeggen om wettelijk bepaalde redenen, zoals eigen gebruik of grondige renovatie.",
      "Een kortlopend contract duurt maximaal drie jaar en kan één keer verlengd worden, zolang de totale duur niet boven de drie jaar gaat. Voor een vakantieverblijf of een tweede verblijf gelden andere regels: dat valt niet onder de woninghuurwetgeving.",
    ],
    fr: [
      "Courte durée ou neuf ans : quel bail choisir ?",
      "Tous les baux ne se ressemblent pas. La durée détermine comment et quand le locataire et le bailleur peuvent y mettre fin.",
      "Le bail standard pour une résidence principale dure neuf ans. Le locataire peut toujours le résilier avec un préavis de trois mois ; pendant les trois premières années, il paie une indemnité de trois, deux ou un mois de loyer. Le bailleur ne peut résilier que pour des motifs prévus par la loi, comme l'occupation personnelle ou une rénovation importante.",
      "Un bail de courte durée dure trois ans au maximum et peut être prolongé une fois, tant que la durée totale ne dépasse pas trois ans. Une location de vacances ou une seconde résidence obéit à d'autres règles : elle ne relève pas de la législation sur le bail d'habitation.",
    ],
    en: [
      "Short-term or nine years: which lease should you choose?",
      "Not every lease is the same. The term determines how and when tenant and landlord can give notice.",
      "The standard lease for a main residence runs for nine years. The tenant can always give three months' notice; in the first three years he pays compensation of three, two or one month's rent. The landlord can only give notice for reasons set by law, such as own occupation or major renovation.",
      "A short-term lease lasts at most three years and can be extended once, provided the total term does not exceed three years. Holiday lets and second homes follow other rules: they do not fall under residential tenancy law.",
    ],
    de: [
      "Kurzzeitig oder neun Jahre: Welchen Mietvertrag wählen Sie?",
      "Nicht jeder Mietvertrag ist gleich. Die Laufzeit bestimmt, wie und wann Mieter und Vermieter kündigen können.",
      "Der Standardvertrag für einen Hauptwohnsitz läuft neun Jahre. Der Mieter kann jederzeit mit drei Monaten Frist kündigen; in den ersten drei Jahren zahlt er eine Entschädigung von drei, zwei oder einer Monatsmiete. Der Vermieter kann nur aus gesetzlich bestimmten Gründen kündigen, etwa bei Eigenbedarf oder umfassender Sanierung.",
      "Ein kurzfristiger Vertrag läuft höchstens drei Jahre und kann einmal verlängert werden, solange die Gesamtdauer drei Jahre nicht übersteigt. Für Ferien- und Zweitwohnungen gelten andere Regeln: Sie fallen nicht unter das Wohnraummietrecht.",
    ],
  }),
  tip("rent", "images/living-01.jpg", false, {
    nl: [
      "De plaatsbeschrijving: uw bewijs bij vertrek",
      "Een grondige plaatsbeschrijving bij de start van de huur voorkomt discussies op het einde. Ze is trouwens verplicht.",
      "De plaatsbeschrijving wordt tegensprekelijk opgemaakt, dus in aanwezigheid van huurder en verhuurder, vóór of tijdens de eerste maand van de huur. Schakelt u een onafhankelijke expert in, dan worden de kosten gelijk verdeeld. Foto's met datum maken het document sterker.",
      "Bij vertrek vergelijkt men de toestand met de intredende plaatsbeschrijving. Normale slijtage komt niet ten laste van de huurder, schade wel. Zonder intredende plaatsbeschrijving wordt de huurder vermoed het goed in dezelfde staat te hebben ontvangen als waarin hij het teruggeeft.",
    ],
    fr: [
      "L'état des lieux : votre preuve au départ",
      "Un état des lieux détaillé au début de la location évite les discussions à la fin. Il est d'ailleurs obligatoire.",
      "L'état des lieux est dressé contradictoirement, donc en présence du locataire et du bailleur, avant ou pendant le premier mois de location. Si vous faites appel à un expert indépendant, les frais sont partagés à parts égales. Des photos datées renforcent le document.",
      "Au départ, on compare l'état du bien avec l'état des lieux d'entrée. L'usure normale n'est pas à charge du locataire, les dégâts bien. Sans état des lieux d'entrée, le locataire est présumé avoir reçu le bien dans l'état où il le restitue.",
    ],
    en: [
      "The inventory of fixtures: your proof when you leave",
      "A thorough inventory at the start of the lease prevents arguments at the end. It is compulsory anyway.",
      "The inventory is drawn up jointly, in the presence of tenant and landlord, before or during the first month of the lease. If you call in an independent expert, the costs are split equally. Dated photos make the document stronger.",
      "When the tenant leaves, the condition is compared with the entry inventory. Normal wear and tear is not charged to the tenant; damage is. Without an entry inventory, the tenant is presumed to have received the property in the condition in which he returns it.",
    ],
    de: [
      "Das Übergabeprotokoll: Ihr Nachweis beim Auszug",
      "Ein gründliches Übergabeprotokoll zu Mietbeginn verhindert Diskussionen am Ende. Es ist übrigens Pflicht.",
      "Das Protokoll wird gemeinsam, also im Beisein von Mieter und Vermieter, vor oder während des ersten Mietmonats erstellt. Ziehen Sie einen unabhängigen Sachverständigen hinzu, werden die Kosten geteilt. Datierte Fotos machen das Dokument belastbarer.",
      "Beim Auszug wird der Zustand mit dem Einzugsprotokoll verglichen. Normale Abnutzung geht nicht zu Lasten des Mieters, Schäden schon. Ohne Einzugsprotokoll wird vermutet, dass der Mieter die Wohnung in dem Zustand erhalten hat, in dem er sie zurückgibt.",
    ],
  }),
  tip("rent", "images/facade-05.jpg", true, {
    nl: [
      "De huurprijs indexeren: zo gaat het",
      "Een verhuurder mag de huurprijs één keer per jaar aanpassen aan de levensduurte. Daar hoort een vaste formule bij.",
      "De indexering kan ten vroegste op de verjaardag van de inwerkingtreding van het contract, en enkel als de verhuurder ze schriftelijk vraagt. De nieuwe huur is de basishuur vermenigvuldigd met de nieuwe gezondheidsindex, gedeeld door de aanvangsindex. Met een online rekenmodule van de Vlaamse overheid rekent u ze snel uit.",
      "De verhuurder kan de indexering tot drie maanden terug vorderen, niet verder. Tussen oktober 2022 en oktober 2023 was de indexering in Vlaanderen tijdelijk beperkt voor woningen met een slecht of ontbrekend EPC; die periode werkt nog door in de berekening van sommige contracten.",
    ],
    fr: [
      "Indexer le loyer : comment faire ?",
      "Un bailleur peut adapter le loyer au coût de la vie une fois par an. Une formule fixe s'applique.",
      "L'indexation est possible au plus tôt à la date anniversaire de l'entrée en vigueur du bail, et seulement si le bailleur la demande par écrit. Le nouveau loyer est le loyer de base multiplié par le nouvel indice santé, divisé par l'indice de départ. Le calculateur en ligne du gouvernement flamand vous donne rapidement le résultat.",
      "Le bailleur peut réclamer l'indexation jusqu'à trois mois en arrière, pas plus. Entre octobre 2022 et octobre 2023, l'indexation était temporairement limitée en Flandre pour les logements avec un certificat énergétique mauvais ou manquant ; cette période influence encore le calcul de certains baux.",
    ],
    en: [
      "Indexing the rent: how it works",
      "A landlord may adjust the rent to the cost of living once a year. A fixed formula applies.",
      "Indexation can take effect at the earliest on the anniversary of the lease's start date, and only if the landlord asks for it in writing. The new rent is the base rent multiplied by the new health index and divided by the starting index. The Flemish government's online calculator works it out quickly.",
      "The landlord can claim indexation up to three months back, no further. Between October 2022 and October 2023 indexation in Flanders was temporarily limited for homes with a poor or missing EPC; that period still affects the calculation for some leases.",
    ],
    de: [
      "Die Miete indexieren: So funktioniert es",
      "Ein Vermieter darf die Miete einmal im Jahr an die Lebenshaltungskosten anpassen. Dafür gilt eine feste Formel.",
      "Die Indexierung ist frühestens zum Jahrestag des Vertragsbeginns möglich und nur, wenn der Vermieter sie schriftlich verlangt. Die neue Miete ist die Grundmiete multipliziert mit dem neuen Gesundheitsindex, geteilt durch den Anfangsindex. Mit dem Online-Rechner der flämischen Regierung ist sie schnell ermittelt.",
      "Der Vermieter kann die Indexierung bis zu drei Monate rückwirkend verlangen, nicht länger. Zwischen Oktober 2022 und Oktober 2023 war die Indexierung in Flandern für Wohnungen mit schlechtem oder fehlendem Energieausweis vorübergehend begrenzt; dieser Zeitraum wirkt bei manchen Verträgen noch in der Berechnung nach.",
    ],
  }),
  tip("rent", "images/kitchen-03.jpg", true, {
    nl: [
      "Brandverzekering voor huurders en verhuurders",
      "In Vlaanderen zijn zowel de huurder als de verhuurder verplicht hun aansprakelijkheid voor brand en waterschade te verzekeren.",
      "De huurder sluit een verzekering af voor zijn huurdersaansprakelijkheid en bezorgt elk jaar een bewijs aan de verhuurder. De verhuurder verzekert het gebouw zelf. Vaak wordt in de polis van de verhuurder een afstand van verhaal ten voordele van de huurder opgenomen; dat moet dan in het huurcontract staan.",
      "Vergeet de inboedel niet: die valt nooit onder de polis van de verhuurder. Een goede woonverzekering dekt ook storm, glasbreuk en diefstal, wat aan de kust geen overbodige luxe is.",
    ],
    fr: [
      "Assurance incendie pour locataires et bailleurs",
      "En Flandre, le locataire comme le bailleur doivent assurer leur responsabilité en cas d'incendie et de dégâts des eaux.",
      "Le locataire souscrit une assurance pour sa responsabilité locative et en fournit chaque année la preuve au bailleur. Le bailleur assure lui-même le bâtiment. La police du bailleur prévoit souvent un abandon de recours en faveur du locataire ; cela doit alors figurer dans le bail.",
      "N'oubliez pas votre contenu : il n'est jamais couvert par la police du bailleur. Une bonne assurance habitation couvre aussi la tempête, le bris de vitrage et le vol, ce qui n'est pas un luxe à la côte.",
    ],
    en: [
      "Fire insurance for tenants and landlords",
      "In Flanders both tenant and landlord are required to insure their liability for fire and water damage.",
      "The tenant takes out cover for his tenant's liability and gives the landlord proof every year. The landlord insures the building itself. The landlord's policy often includes a waiver of recourse in the tenant's favour; that must then be stated in the lease.",
      "Do not forget your contents: they are never covered by the landlord's policy. Good home insurance also covers storms, broken glass and theft, which is no luxury on the coast.",
    ],
    de: [
      "Feuerversicherung für Mieter und Vermieter",
      "In Flandern müssen sowohl Mieter als auch Vermieter ihre Haftung für Brand- und Wasserschäden versichern.",
      "Der Mieter schließt eine Versicherung für seine Mieterhaftung ab und legt dem Vermieter jedes Jahr einen Nachweis vor. Der Vermieter versichert das Gebäude selbst. Oft enthält die Police des Vermieters einen Regressverzicht zugunsten des Mieters; das muss dann im Mietvertrag stehen.",
      "Vergessen Sie den Hausrat nicht: Er ist nie über die Police des Vermieters versichert. Eine gute Wohngebäude- und Hausratversicherung deckt auch Sturm, Glasbruch und Diebstahl, was an der Küste kein Luxus ist.",
    ],
  }),
  tip("rent", "images/bathroom-02.jpg", false, {
    nl: [
      "Herstellingen in een huurwoning: wie betaalt wat?",
      "Een lekkende kraan, een kapotte verwarmingsketel of een verstopte afvoer: wie moet de herstelling betalen?",
      "De huurder staat in voor het kleine onderhoud en de huurherstellingen: ontkalken, filters vervangen, de jaarlijkse ketelonderhoudsbeurt, het ontstoppen van afvoeren en kleine herstellingen aan kranen en sloten. De Vlaamse regelgeving bevat een lijst die dat concreet maakt.",
      "De verhuurder draagt de grote herstellingen en alles wat voortkomt uit ouderdom, overmacht of een gebrek van het gebouw, zoals een versleten verwarmingsketel, een lekkend dak of vochtproblemen door de constructie. Meld een probleem altijd snel en schriftelijk aan de verhuurder of zijn beheerder.",
    ],
    fr: [
      "Réparations dans un logement loué : qui paie quoi ?",
      "Un robinet qui fuit, une chaudière en panne ou une évacuation bouchée : qui doit payer la réparation ?",
      "Le locataire prend en charge le petit entretien et les réparations locatives : détartrage, remplacement des filtres, entretien annuel de la chaudière, débouchage des évacuations et petites réparations aux robinets et serrures. La réglementation flamande contient une liste qui précise tout cela.",
      "Le bailleur supporte les grosses réparations et tout ce qui résulte de la vétusté, de la force majeure ou d'un vice du bâtiment, comme une chaudière usée, une toiture qui fuit ou de l'humidité due à la construction. Signalez toujours rapidement et par écrit tout problème au bailleur ou à son gestionnaire.",
    ],
    en: [
      "Repairs in a rented home: who pays for what?",
      "A dripping tap, a broken boiler or a blocked drain: who has to pay for the repair?",
      "The tenant is responsible for minor maintenance and tenant's repairs: descaling, replacing filters, the annual boiler service, unblocking drains and small repairs to taps and locks. Flemish regulations include a list that spells this out.",
      "The landlord bears major repairs and anything caused by age, force majeure or a defect in the building, such as a worn-out boiler, a leaking roof or damp due to the construction. Always report a problem promptly and in writing to the landlord or his managing agent.",
    ],
    de: [
      "Reparaturen in einer Mietwohnung: Wer zahlt was?",
      "Ein tropfender Wasserhahn, ein defekter Heizkessel oder ein verstopfter Abfluss: Wer muss die Reparatur bezahlen?",
      "Der Mieter ist für die kleine Instandhaltung und die Mieterreparaturen zuständig: Entkalken, Filter wechseln, die jährliche Kesselwartung, Abflüsse freimachen und kleine Reparaturen an Wasserhähnen und Schlössern. Die flämischen Vorschriften enthalten eine Liste, die das konkret regelt.",
      "Der Vermieter trägt große Reparaturen und alles, was auf Alterung, höhere Gewalt oder einen Mangel des Gebäudes zurückgeht, etwa einen verschlissenen Heizkessel, ein undichtes Dach oder bauliche Feuchtigkeit. Melden Sie ein Problem immer rasch und schriftlich dem Vermieter oder seinem Verwalter.",
    ],
  }),
  tip("rent", "images/view-03.jpg", true, {
    nl: [
      "Vakantieverhuur aan de kust: de regels",
      "Uw appartement verhuren aan vakantiegangers lijkt eenvoudig, maar er gelden specifieke regels.",
      "Wie een vakantiewoning of -appartement verhuurt, moet het logies aanmelden bij Toerisme Vlaanderen en een brandverzekering met objectieve aansprakelijkheid hebben. Het pand moet voldoen aan de brandveiligheidsnormen, met onder meer rookmelders en een brandblusser.",
      "Vraag ook na of uw gemeente een verblijfsbelasting heft en of het reglement van mede-eigendom korte verhuur toelaat. In sommige gebouwen aan de dijk is dat uitdrukkelijk beperkt. Wij helpen u graag met een realistische inschatting van de opbrengst.",
    ],
    fr: [
      "Location de vacances à la côte : les règles",
      "Louer votre appartement à des vacanciers semble simple, mais des règles spécifiques s'appliquent.",
      "Qui loue une maison ou un appartement de vacances doit déclarer l'hébergement auprès de Toerisme Vlaanderen et disposer d'une assurance incendie avec responsabilité objective. Le bien doit respecter les normes de sécurité incendie, avec notamment des détecteurs de fumée et un extincteur.",
      "Vérifiez aussi si votre commune prélève une taxe de séjour et si le règlement de copropriété autorise la location de courte durée. Dans certains immeubles de la digue, elle est expressément limitée. Nous vous aidons volontiers à estimer le rendement de façon réaliste.",
    ],
    en: [
      "Holiday letting on the coast: the rules",
      "Letting your flat to holidaymakers seems simple, but specific rules apply.",
      "Anyone letting a holiday home or flat must register the accommodation with Toerisme Vlaanderen and hold fire insurance with strict liability cover. The property must meet fire-safety standards, including smoke detectors and a fire extinguisher.",
      "Also check whether your municipality levies a tourist tax and whether the co-ownership rules allow short lets. In some buildings on the promenade they are expressly restricted. We are happy to help you make a realistic estimate of the income.",
    ],
    de: [
      "Ferienvermietung an der Küste: die Regeln",
      "Ihre Wohnung an Urlauber zu vermieten, scheint einfach, doch es gelten besondere Regeln.",
      "Wer ein Ferienhaus oder eine Ferienwohnung vermietet, muss die Unterkunft bei Toerisme Vlaanderen anmelden und eine Feuerversicherung mit verschuldensunabhängiger Haftung haben. Das Objekt muss die Brandschutznormen erfüllen, unter anderem mit Rauchmeldern und einem Feuerlöscher.",
      "Prüfen Sie auch, ob Ihre Gemeinde eine Aufenthaltsabgabe erhebt und ob die Gemeinschaftsordnung Kurzzeitvermietung erlaubt. In manchen Gebäuden am Deich ist sie ausdrücklich eingeschränkt. Gern helfen wir Ihnen, die Einnahmen realistisch einzuschätzen.",
    ],
  }),
  tip("rent", "images/facade-06.jpg", true, {
    nl: [
      "Minimale kwaliteitsnormen voor huurwoningen",
      "Een huurwoning moet veilig, gezond en woonbaar zijn. De Vlaamse Codex Wonen legt daarvoor minimumnormen vast.",
      "De normen gaan onder meer over stabiliteit, vocht, elektriciteit, verwarming, sanitair, ventilatie en rookmelders. Sinds 2023 geldt ook een minimale isolatie: dakisolatie is verplicht, en stapsgewijs komen er eisen bij voor beglazing en energieprestaties.",
      "Een woning die niet aan de normen voldoet, kan ongeschikt of onbewoonbaar verklaard worden. Sommige steden vragen bovendien een conformiteitsattest voor nieuwe verhuringen. Laat als verhuurder tijdig controleren of uw pand in orde is, zodat u niet voor verrassingen komt te staan.",
    ],
    fr: [
      "Normes minimales de qualité des logements loués",
      "Un logement loué doit être sûr, sain et habitable. Le Code flamand du logement fixe des normes minimales à cet effet.",
      "Les normes portent notamment sur la stabilité, l'humidité, l'électricité, le chauffage, les sanitaires, la ventilation et les détecteurs de fumée. Depuis 2023, une isolation minimale est aussi exigée : l'isolation de la toiture est obligatoire et des exigences s'ajoutent progressivement pour le vitrage et la performance énergétique.",
      "Un logement non conforme peut être déclaré inadapté ou inhabitable. Certaines villes exigent en outre une attestation de conformité pour les nouvelles locations. En tant que bailleur, faites vérifier à temps que votre bien est en ordre pour éviter les surprises.",
    ],
    en: [
      "Minimum quality standards for rented homes",
      "A rented home must be safe, healthy and fit to live in. The Flemish Housing Code sets minimum standards for this.",
      "The standards cover stability, damp, electricity, heating, sanitary facilities, ventilation and smoke detectors, among other things. Since 2023 minimum insulation is required too: roof insulation is compulsory, and requirements for glazing and energy performance are being added step by step.",
      "A home that does not meet the standards can be declared unfit or uninhabitable. Some cities also require a certificate of conformity for new lettings. As a landlord, have your property checked in good time so you are not caught out.",
    ],
    de: [
      "Mindestqualitätsnormen für Mietwohnungen",
      "Eine Mietwohnung muss sicher, gesund und bewohnbar sein. Das flämische Wohnungsgesetzbuch legt dafür Mindestnormen fest.",
      "Die Normen betreffen unter anderem Standsicherheit, Feuchtigkeit, Elektrik, Heizung, Sanitäranlagen, Lüftung und Rauchmelder. Seit 2023 gilt auch eine Mindestdämmung: Dachdämmung ist Pflicht, und schrittweise kommen Anforderungen an Verglasung und Energieeffizienz hinzu.",
      "Eine Wohnung, die die Normen nicht erfüllt, kann für ungeeignet oder unbewohnbar erklärt werden. Manche Städte verlangen zudem eine Konformitätsbescheinigung für neue Vermietungen. Lassen Sie als Vermieter rechtzeitig prüfen, ob Ihre Immobilie in Ordnung ist, damit Sie keine Überraschungen erleben.",
    ],
  }),
  tip("rent", "images/terrace-02.jpg", true, {
    nl: [
      "Een huurcontract vroegtijdig beëindigen",
      "Een nieuwe job, een gezinsuitbreiding of een aankoop: er zijn veel redenen om eerder te vertrekken dan gepland.",
      "Bij een contract van negen jaar kan de huurder op elk moment opzeggen met een opzegtermijn van drie maanden. Vertrekt hij in de eerste drie jaar, dan betaalt hij een vergoeding van respectievelijk drie, twee of één maand huur. Bij een kortlopend contract is de vergoeding in Vlaanderen beperkt tot één maand huur in het eerste jaar.",
      "De opzegging gebeurt schriftelijk, bij voorkeur aangetekend, en de termijn begint op de eerste dag van de maand die volgt. Spreek ook tijdig de uitgaande plaatsbeschrijving af, zodat de huurwaarborg snel vrijgegeven kan worden.",
    ],
    fr: [
      "Mettre fin anticipativement à un bail",
      "Un nouvel emploi, un agrandissement de la famille ou un achat : les raisons de partir plus tôt que prévu sont nombreuses.",
      "Dans un bail de neuf ans, le locataire peut résilier à tout moment moyennant un préavis de trois mois. S'il part durant les trois premières années, il paie une indemnité de respectivement trois, deux ou un mois de loyer. Pour un bail de courte durée, l'indemnité est limitée en Flandre à un mois de loyer la première année.",
      "Le congé est donné par écrit, de préférence par recommandé, et le délai commence le premier jour du mois suivant. Fixez aussi à temps l'état des lieux de sortie, afin que la garantie locative puisse être libérée rapidement.",
    ],
    en: [
      "Ending a lease early",
      "A new job, a growing family or a purchase: there are many reasons to leave earlier than planned.",
      "Under a nine-year lease the tenant can give notice at any time, with three months' notice. If he leaves within the first three years, he pays compensation of three, two or one month's rent respectively. For a short-term lease in Flanders the compensation is limited to one month's rent in the first year.",
      "Notice is given in writing, preferably by registered letter, and the period starts on the first day of the following month. Also book the exit inventory in good time, so the deposit can be released quickly.",
    ],
    de: [
      "Einen Mietvertrag vorzeitig beenden",
      "Ein neuer Job, Familienzuwachs oder ein Kauf: Es gibt viele Gründe, früher als geplant auszuziehen.",
      "Bei einem Neunjahresvertrag kann der Mieter jederzeit mit einer Frist von drei Monaten kündigen. Zieht er in den ersten drei Jahren aus, zahlt er eine Entschädigung von drei, zwei bzw. einer Monatsmiete. Bei einem kurzfristigen Vertrag ist die Entschädigung in Flandern auf eine Monatsmiete im ersten Jahr begrenzt.",
      "Die Kündigung erfolgt schriftlich, am besten per Einschreiben, und die Frist beginnt am ersten Tag des Folgemonats. Vereinbaren Sie auch rechtzeitig das Auszugsprotokoll, damit die Kaution schnell freigegeben werden kann.",
    ],
  }),
  tip("rent", "images/living-02.jpg", true, {
    nl: [
      "Een huurder kiezen: wat mag u vragen?",
      "Als verhuurder wilt u zekerheid over uw toekomstige huurder. Maar niet elke vraag is toegelaten.",
      "U mag vragen naar de naam, contactgegevens, het aantal personen dat er zal wonen en het bedrag van de financiële middelen, maar niet naar de herkomst ervan. Ook een bewijs van betaling van de vorige huurprijzen is toegelaten. Vragen naar nationaliteit, afkomst, seksuele geaardheid of gezondheid zijn verboden.",
      "Gelijke behandeling is de regel: u mag kandidaten niet weigeren op basis van beschermde criteria. Bewaar persoonsgegevens bovendien enkel zo lang als nodig en verwijder de dossiers van kandidaten die u niet kiest.",
    ],
    fr: [
      "Choisir un locataire : que pouvez-vous demander ?",
      "En tant que bailleur, vous voulez des garanties sur votre futur locataire. Mais toutes les questions ne sont pas permises.",
      "Vous pouvez demander le nom, les coordonnées, le nombre de personnes qui occuperont le logement et le montant des ressources financières, mais pas leur origine. Une preuve de paiement des loyers précédents est également admise. Les questions sur la nationalité, l'origine, l'orientation sexuelle ou la santé sont interdites.",
      "L'égalité de traitement est la règle : vous ne pouvez pas refuser un candidat sur la base de critères protégés. Ne conservez en outre les données personnelles que le temps nécessaire et supprimez les dossiers des candidats non retenus.",
    ],
    en: [
      "Choosing a tenant: what may you ask?",
      "As a landlord you want certainty about your future tenant. But not every question is allowed.",
      "You may ask for the name, contact details, the number of people who will live there and the amount of their financial means, but not where it comes from. Proof of payment of previous rents is also allowed. Questions about nationality, origin, sexual orientation or health are forbidden.",
      "Equal treatment is the rule: you may not refuse candidates on protected grounds. Keep personal data only as long as necessary and delete the files of candidates you do not choose.",
    ],
    de: [
      "Einen Mieter auswählen: Was dürfen Sie fragen?",
      "Als Vermieter möchten Sie Sicherheit über Ihren künftigen Mieter. Doch nicht jede Frage ist erlaubt.",
      "Sie dürfen nach Name, Kontaktdaten, der Zahl der künftigen Bewohner und der Höhe der finanziellen Mittel fragen, nicht aber nach deren Herkunft. Auch ein Nachweis über die Zahlung früherer Mieten ist zulässig. Fragen nach Staatsangehörigkeit, Herkunft, sexueller Orientierung oder Gesundheit sind verboten.",
      "Gleichbehandlung ist die Regel: Sie dürfen Bewerber nicht aufgrund geschützter Merkmale ablehnen. Bewahren Sie personenbezogene Daten außerdem nur so lange wie nötig auf und löschen Sie die Unterlagen nicht berücksichtigter Bewerber.",
    ],
  }),
  tip("rent", "images/bedroom-03.jpg", false, {
    nl: [
      "Gemeubeld verhuren aan de kust",
      "Een gemeubeld appartement trekt andere huurders aan: expats, seizoenwerkers of wie tijdelijk aan zee woont.",
      "Zorg voor een volledige en degelijke inrichting: bedden met goede matrassen, voldoende kastruimte, een uitgeruste keuken en een werkplek. Maak een gedetailleerde inventaris met foto's en voeg die bij de plaatsbeschrijving.",
      "De huurprijs ligt hoger dan bij een lege woning, maar houd rekening met slijtage en vervanging van meubilair. Voor de inkomstenbelasting wordt een deel van de huur als opbrengst van roerende goederen beschouwd; vraag uw boekhouder hoe dat voor u uitvalt.",
    ],
    fr: [
      "Louer meublé à la côte",
      "Un appartement meublé attire d'autres locataires : expatriés, travailleurs saisonniers ou personnes qui vivent temporairement à la mer.",
      "Prévoyez un aménagement complet et de qualité : des lits avec de bons matelas, suffisamment de rangements, une cuisine équipée et un espace de travail. Établissez un inventaire détaillé avec photos et joignez-le à l'état des lieux.",
      "Le loyer est plus élevé que pour un logement vide, mais tenez compte de l'usure et du remplacement du mobilier. Pour l'impôt sur les revenus, une partie du loyer est considérée comme revenu mobilier ; demandez à votre comptable ce que cela implique pour vous.",
    ],
    en: [
      "Letting furnished on the coast",
      "A furnished flat attracts different tenants: expats, seasonal workers or people living by the sea for a while.",
      "Provide complete, good-quality furnishings: beds with good mattresses, enough storage, an equipped kitchen and a place to work. Draw up a detailed inventory with photos and attach it to the inventory of fixtures.",
      "The rent is higher than for an unfurnished home, but allow for wear and replacement of furniture. For income tax, part of the rent is treated as income from movable property; ask your accountant how that works out for you.",
    ],
    de: [
      "Möbliert vermieten an der Küste",
      "Eine möblierte Wohnung zieht andere Mieter an: Expats, Saisonkräfte oder Menschen, die vorübergehend am Meer leben.",
      "Sorgen Sie für eine vollständige, solide Einrichtung: Betten mit guten Matratzen, ausreichend Stauraum, eine ausgestattete Küche und einen Arbeitsplatz. Erstellen Sie ein detailliertes Inventar mit Fotos und fügen Sie es dem Übergabeprotokoll bei.",
      "Die Miete ist höher als bei einer unmöblierten Wohnung, doch rechnen Sie mit Verschleiß und dem Ersatz von Möbeln. Steuerlich gilt ein Teil der Miete als Einkommen aus beweglichem Vermögen; fragen Sie Ihren Steuerberater, was das für Sie bedeutet.",
    ],
  }),
];
