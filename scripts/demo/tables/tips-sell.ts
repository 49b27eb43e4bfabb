/** Tips & Info articles about selling. */
import { type Tip, tip } from "./tips";

export const SELL_TIPS: readonly Tip[] = [
  tip("sell", "images/living-03.jpg", false, {
    nl: [
      "Uw woning klaarmaken voor de verkoop",
      "De eerste indruk telt, online en tijdens het bezoek. Met een beperkte inspanning verkoopt u sneller en vaak beter.",
      "Ruim op en depersonaliseer: minder spullen, minder familiefoto's en lege werkbladen laten kopers zich de ruimte als hun eigen thuis voorstellen. Herstel kleine gebreken zoals een lekkende kraan of een loszittende plint; kopers rekenen die anders zwaar door in hun bod.",
      "Een frisse laag verf in neutrale tinten, goed licht en een verzorgd terras doen wonderen. Aan de kust loont het om ramen en terrasglas extra te poetsen: het zicht op zee is vaak uw sterkste troef.",
    ],
    fr: [
      "Préparer votre bien pour la vente",
      "La première impression compte, en ligne comme lors de la visite. Avec un effort limité, vous vendez plus vite et souvent mieux.",
      "Rangez et dépersonnalisez : moins d'objets, moins de photos de famille et des plans de travail dégagés permettent aux acheteurs de s'imaginer chez eux. Réparez les petits défauts comme un robinet qui fuit ou une plinthe décollée ; sinon, les acheteurs les déduisent lourdement de leur offre.",
      "Une couche de peinture fraîche dans des tons neutres, un bon éclairage et une terrasse soignée font des merveilles. À la côte, il vaut la peine de nettoyer à fond les fenêtres et les vitres de la terrasse : la vue sur la mer est souvent votre meilleur atout.",
    ],
    en: [
      "Getting your home ready for sale",
      "First impressions count, online and during viewings. With a little effort you sell faster and often for more.",
      "Declutter and depersonalise: fewer belongings, fewer family photos and clear worktops let buyers picture the space as their own home. Fix small defects such as a dripping tap or a loose skirting board; otherwise buyers will deduct them heavily from their offer.",
      "A fresh coat of paint in neutral tones, good lighting and a tidy terrace work wonders. On the coast it pays to give windows and balcony glass an extra clean: the sea view is often your strongest asset.",
    ],
    de: [
      "Ihre Immobilie für den Verkauf vorbereiten",
      "Der erste Eindruck zählt, online wie bei der Besichtigung. Mit wenig Aufwand verkaufen Sie schneller und oft besser.",
      "Räumen Sie auf und entpersonalisieren Sie: Weniger Gegenstände, weniger Familienfotos und freie Arbeitsflächen lassen Käufer sich die Räume als ihr eigenes Zuhause vorstellen. Beheben Sie kleine Mängel wie einen tropfenden Wasserhahn oder eine lose Sockelleiste; sonst ziehen Käufer sie kräftig von ihrem Angebot ab.",
      "Ein frischer Anstrich in neutralen Tönen, gutes Licht und eine gepflegte Terrasse wirken Wunder. An der Küste lohnt es sich, Fenster und Terrassenglas besonders gründlich zu putzen: Der Meerblick ist oft Ihr stärkster Trumpf.",
    ],
  }),
  tip("sell", "images/view-04.jpg", false, {
    nl: [
      "De juiste vraagprijs bepalen",
      "Een te hoge vraagprijs schrikt kopers af, een te lage kost u geld. Een correcte prijs is de basis van een vlotte verkoop.",
      "Een erkend vastgoedmakelaar baseert de prijs op recente verkopen van vergelijkbare panden in dezelfde buurt, niet op vraagprijzen op het internet. Ligging, verdieping, zicht, energielabel, staat van het gebouw en de gemeenschappelijke kosten wegen allemaal mee.",
      "De eerste weken na de publicatie zijn cruciaal: dan kijken de meeste kopers naar uw pand. Een woning die maanden online staat, verliest aantrekkingskracht en wordt uiteindelijk vaak onder haar waarde verkocht.",
    ],
    fr: [
      "Fixer le bon prix de vente",
      "Un prix trop élevé fait fuir les acheteurs, un prix trop bas vous coûte de l'argent. Un prix correct est la base d'une vente rapide.",
      "Un agent immobilier agréé fonde le prix sur les ventes récentes de biens comparables dans le même quartier, et non sur les prix affichés sur internet. L'emplacement, l'étage, la vue, le label énergétique, l'état de l'immeuble et les charges communes entrent tous en ligne de compte.",
      "Les premières semaines après la publication sont cruciales : c'est alors que la plupart des acheteurs regardent votre bien. Un bien qui reste des mois en ligne perd de son attrait et finit souvent par se vendre sous sa valeur.",
    ],
    en: [
      "Setting the right asking price",
      "An asking price that is too high puts buyers off; one that is too low costs you money. A correct price is the basis of a smooth sale.",
      "A licensed estate agent bases the price on recent sales of comparable properties in the same area, not on asking prices online. Location, floor, view, energy label, the state of the building and the service charges all play a part.",
      "The first weeks after publication are crucial: that is when most buyers look at your property. A home that stays online for months loses its appeal and often ends up selling below its value.",
    ],
    de: [
      "Den richtigen Angebotspreis festlegen",
      "Ein zu hoher Preis schreckt Käufer ab, ein zu niedriger kostet Sie Geld. Ein angemessener Preis ist die Grundlage eines zügigen Verkaufs.",
      "Ein zugelassener Immobilienmakler stützt den Preis auf aktuelle Verkäufe vergleichbarer Objekte in derselben Gegend, nicht auf Angebotspreise im Internet. Lage, Stockwerk, Aussicht, Energielabel, Zustand des Gebäudes und Nebenkosten fließen alle ein.",
      "Die ersten Wochen nach der Veröffentlichung sind entscheidend: Dann schauen sich die meisten Käufer Ihr Objekt an. Eine Immobilie, die monatelang online steht, verliert an Reiz und wird am Ende oft unter Wert verkauft.",
    ],
  }),
  tip("sell", "images/facade-01.jpg", true, {
    nl: [
      "Verplichte attesten bij de verkoop van een woning",
      "Wie in Vlaanderen een woning verkoopt, moet een hele reeks documenten voorleggen. Begin daar tijdig mee.",
      "Verplicht zijn onder meer het EPC, het asbestinventarisattest voor gebouwen van vóór 2001, het keuringsverslag van de elektrische installatie, het bodemattest van OVAM en de stedenbouwkundige inlichtingen. Sinds 2023 moeten ook de overstromingsscores vermeld worden in de advertentie en de akte.",
      "Bij een appartement komen daar nog de inlichtingen van de syndicus bij, zoals de stand van het werkkapitaal en het reservefonds en de lopende geschillen. Ontbreekt een attest, dan kan dat de verkoop vertragen of zelfs boetes opleveren. Wij verzamelen alle documenten voor u.",
    ],
    fr: [
      "Attestations obligatoires pour vendre un logement",
      "Qui vend un logement en Flandre doit produire toute une série de documents. Commencez-y à temps.",
      "Sont notamment obligatoires le certificat énergétique, l'attestation d'inventaire amiante pour les bâtiments antérieurs à 2001, le rapport de contrôle de l'installation électrique, l'attestation du sol de l'OVAM et les renseignements urbanistiques. Depuis 2023, les scores d'inondabilité doivent aussi figurer dans l'annonce et dans l'acte.",
      "Pour un appartement s'ajoutent les informations du syndic, comme l'état du fonds de roulement et du fonds de réserve et les litiges en cours. Une attestation manquante peut retarder la vente, voire entraîner des amendes. Nous rassemblons tous les documents pour vous.",
    ],
    en: [
      "Mandatory certificates when selling a home",
      "Anyone selling a home in Flanders has to provide a whole series of documents. Start on them in good time.",
      "Mandatory documents include the EPC, the asbestos inventory certificate for buildings from before 2001, the electrical inspection report, the OVAM soil certificate and the planning information. Since 2023 the flood scores must also be stated in the advert and the deed.",
      "For a flat you also need information from the managing agent, such as the balance of the working capital and reserve fund and any pending disputes. A missing certificate can delay the sale or even lead to fines. We gather all the documents for you.",
    ],
    de: [
      "Pflichtbescheinigungen beim Verkauf einer Immobilie",
      "Wer in Flandern eine Immobilie verkauft, muss eine ganze Reihe von Dokumenten vorlegen. Beginnen Sie rechtzeitig damit.",
      "Pflicht sind unter anderem der Energieausweis, die Asbestinventarbescheinigung für Gebäude aus der Zeit vor 2001, der Prüfbericht der Elektroanlage, die Bodenbescheinigung der OVAM und die städtebaulichen Auskünfte. Seit 2023 müssen auch die Hochwasserwerte in der Anzeige und in der Urkunde stehen.",
      "Bei einer Wohnung kommen die Auskünfte des Verwalters hinzu, etwa der Stand des Betriebskapitals und der Rücklage sowie laufende Streitigkeiten. Fehlt eine Bescheinigung, kann das den Verkauf verzögern oder sogar Bußgelder nach sich ziehen. Wir beschaffen alle Unterlagen für Sie.",
    ],
  }),
  tip("sell", "images/kitchen-04.jpg", true, {
    nl: [
      "De elektrische keuring bij verkoop",
      "Bij de verkoop van een woning is een keuring van de elektrische installatie verplicht. Ook een afgekeurde installatie kan verkocht worden.",
      "Een erkend keuringsorganisme controleert de installatie volgens het AREI en bezorgt een proces-verbaal. Is de installatie niet conform, dan moet de koper de gebreken binnen de achttien maanden na de akte laten herstellen en een nieuwe keuring laten uitvoeren.",
      "Een afgekeurde installatie is dus geen reden om de verkoop uit te stellen, maar kopers houden er wel rekening mee in hun bod. Vraag bij twijfel een offerte aan een elektricien, zodat iedereen weet waarover het gaat.",
    ],
    fr: [
      "Le contrôle électrique lors de la vente",
      "Lors de la vente d'un logement, le contrôle de l'installation électrique est obligatoire. Une installation non conforme peut néanmoins être vendue.",
      "Un organisme agréé contrôle l'installation selon le RGIE et établit un procès-verbal. Si l'installation n'est pas conforme, l'acheteur doit faire réparer les défauts dans les dix-huit mois suivant l'acte et faire réaliser un nouveau contrôle.",
      "Une installation non conforme n'est donc pas une raison de reporter la vente, mais les acheteurs en tiennent compte dans leur offre. En cas de doute, demandez un devis à un électricien afin que chacun sache de quoi il s'agit.",
    ],
    en: [
      "The electrical inspection when selling",
      "When you sell a home, an inspection of the electrical installation is compulsory. An installation that fails can still be sold.",
      "An accredited inspection body checks the installation against the Belgian electrical code and issues an official report. If the installation does not comply, the buyer must have the defects repaired within eighteen months of the deed and arrange a new inspection.",
      "A failed installation is therefore no reason to delay the sale, but buyers will take it into account in their offer. If in doubt, ask an electrician for a quote so everyone knows what is involved.",
    ],
    de: [
      "Die Elektroprüfung beim Verkauf",
      "Beim Verkauf einer Wohnimmobilie ist eine Prüfung der Elektroanlage Pflicht. Auch eine nicht konforme Anlage kann verkauft werden.",
      "Eine zugelassene Prüfstelle kontrolliert die Anlage nach der belgischen Elektrovorschrift und stellt ein Protokoll aus. Ist die Anlage nicht konform, muss der Käufer die Mängel innerhalb von achtzehn Monaten nach der Beurkundung beheben und eine neue Prüfung durchführen lassen.",
      "Eine beanstandete Anlage ist also kein Grund, den Verkauf aufzuschieben, doch Käufer berücksichtigen sie in ihrem Angebot. Holen Sie im Zweifel einen Kostenvoranschlag bei einem Elektriker ein, damit alle wissen, worum es geht.",
    ],
  }),
  tip("sell", "images/facade-02.jpg", true, {
    nl: [
      "Het asbestattest: verplicht voor gebouwen van vóór 2001",
      "Sinds 23 november 2022 hebt u in Vlaanderen een asbestinventarisattest nodig om een gebouw van vóór 2001 te verkopen.",
      "Een gecertificeerde asbestdeskundige inspecteert het gebouw en brengt alle asbesthoudende materialen in kaart, zoals golfplaten, leidingisolatie of oude vloertegels. Het attest vermeldt of het gebouw asbestveilig is en is maximaal tien jaar geldig.",
      "Bij appartementen is er naast het attest voor het privatieve deel ook een attest voor de gemeenschappelijke delen nodig, dat de syndicus laat opmaken. Tegen 2032 moeten risicovolle asbesttoepassingen in Vlaanderen verwijderd zijn.",
    ],
    fr: [
      "L'attestation amiante : obligatoire pour les bâtiments antérieurs à 2001",
      "Depuis le 23 novembre 2022, vous avez besoin en Flandre d'une attestation d'inventaire amiante pour vendre un bâtiment construit avant 2001.",
      "Un expert amiante certifié inspecte le bâtiment et répertorie tous les matériaux contenant de l'amiante, comme les plaques ondulées, l'isolation de conduites ou les anciens carrelages. L'attestation indique si le bâtiment est « sûr en amiante » et reste valable dix ans au maximum.",
      "Pour les appartements, il faut en plus de l'attestation des parties privatives une attestation pour les parties communes, que le syndic fait établir. D'ici 2032, les applications d'amiante à risque doivent être retirées en Flandre.",
    ],
    en: [
      "The asbestos certificate: compulsory for buildings from before 2001",
      "Since 23 November 2022 you need an asbestos inventory certificate in Flanders to sell a building constructed before 2001.",
      "A certified asbestos expert inspects the building and maps all materials containing asbestos, such as corrugated sheets, pipe lagging or old floor tiles. The certificate states whether the building is asbestos-safe and is valid for at most ten years.",
      "For flats, besides the certificate for the private unit you also need one for the common parts, which the managing agent has drawn up. By 2032 high-risk asbestos applications must be removed in Flanders.",
    ],
    de: [
      "Die Asbestbescheinigung: Pflicht für Gebäude aus der Zeit vor 2001",
      "Seit dem 23. November 2022 benötigen Sie in Flandern eine Asbestinventarbescheinigung, um ein vor 2001 errichtetes Gebäude zu verkaufen.",
      "Ein zertifizierter Asbestsachverständiger untersucht das Gebäude und erfasst alle asbesthaltigen Materialien, etwa Wellplatten, Rohrisolierungen oder alte Bodenfliesen. Die Bescheinigung gibt an, ob das Gebäude asbestsicher ist, und gilt höchstens zehn Jahre.",
      "Bei Wohnungen ist neben der Bescheinigung für das Sondereigentum auch eine für das Gemeinschaftseigentum nötig, die der Verwalter erstellen lässt. Bis 2032 müssen risikoreiche Asbestanwendungen in Flandern entfernt sein.",
    ],
  }),
  tip("sell", "images/garden-01.jpg", true, {
    nl: [
      "Het bodemattest bij de verkoop",
      "Bij elke overdracht van grond in Vlaanderen, ook als er een woning op staat, hoort een bodemattest van OVAM.",
      "Het bodemattest vermeldt wat OVAM weet over mogelijke bodemverontreiniging op het perceel. De inhoud moet in het compromis worden opgenomen; ontbreekt het, dan kan de koper de nietigheid van de verkoop vorderen.",
      "Voor de meeste woningen is het attest blanco en snel aangevraagd via de gemeente of de notaris. Staat er een risicoactiviteit vermeld, zoals een oude stookolietank of een voormalige garage, dan is vooraf een oriënterend bodemonderzoek nodig.",
    ],
    fr: [
      "L'attestation du sol lors de la vente",
      "Tout transfert de terrain en Flandre, même bâti, doit être accompagné d'une attestation du sol de l'OVAM.",
      "L'attestation du sol mentionne ce que l'OVAM sait d'une éventuelle pollution de la parcelle. Son contenu doit être repris dans le compromis ; à défaut, l'acheteur peut demander la nullité de la vente.",
      "Pour la plupart des habitations, l'attestation est vierge et s'obtient rapidement via la commune ou le notaire. Si une activité à risque est mentionnée, comme une ancienne citerne à mazout ou un ancien garage, une étude d'orientation du sol est d'abord nécessaire.",
    ],
    en: [
      "The soil certificate when selling",
      "Every transfer of land in Flanders, even with a house on it, requires an OVAM soil certificate.",
      "The soil certificate states what OVAM knows about possible soil contamination on the plot. Its content must be included in the sales agreement; if it is missing, the buyer can ask for the sale to be annulled.",
      "For most homes the certificate is blank and quickly requested through the municipality or the notary. If a risk activity is listed, such as an old heating-oil tank or a former garage, an exploratory soil survey is needed first.",
    ],
    de: [
      "Die Bodenbescheinigung beim Verkauf",
      "Zu jeder Übertragung von Grundstücken in Flandern, auch bebauten, gehört eine Bodenbescheinigung der OVAM.",
      "Die Bodenbescheinigung gibt an, was der OVAM über eine mögliche Bodenverunreinigung auf dem Grundstück bekannt ist. Ihr Inhalt muss in den Vorvertrag aufgenommen werden; fehlt er, kann der Käufer die Nichtigkeit des Kaufs verlangen.",
      "Für die meisten Wohnhäuser ist die Bescheinigung leer und über die Gemeinde oder den Notar schnell beantragt. Ist eine Risikotätigkeit vermerkt, etwa ein alter Heizöltank oder eine frühere Werkstatt, ist vorab eine orientierende Bodenuntersuchung nötig.",
    ],
  }),
  tip("sell", "images/plot-02.jpg", true, {
    nl: [
      "Stedenbouwkundige informatie in uw advertentie",
      "In Vlaanderen moet elke advertentie voor een verkoop ook stedenbouwkundige informatie bevatten. Zo weet de koper vooraf waar hij aan toe is.",
      "De advertentie vermeldt of er een stedenbouwkundige vergunning is afgeleverd, wat de meest recente bestemming volgens het plannenregister is, of er een dagvaarding of herstelvordering loopt, of er een voorkooprecht geldt en of er een verkavelingsvergunning van toepassing is.",
      "Die informatie haalt uw makelaar of notaris op bij de gemeente. Ontbrekende of foute vermeldingen kunnen tot sancties leiden en geven kopers een argument om af te haken, dus controleer ze zorgvuldig.",
    ],
    fr: [
      "Les informations urbanistiques dans votre annonce",
      "En Flandre, toute annonce de vente doit aussi contenir des informations urbanistiques. L'acheteur sait ainsi d'avance à quoi s'en tenir.",
      "L'annonce mentionne si un permis d'urbanisme a été délivré, la destination la plus récente selon le registre des plans, l'existence éventuelle d'une citation ou d'une action en réparation, d'un droit de préemption et d'un permis de lotir applicable.",
      "Votre agent ou votre notaire obtient ces informations auprès de la commune. Des mentions manquantes ou erronées peuvent entraîner des sanctions et donnent aux acheteurs une raison de renoncer ; vérifiez-les donc soigneusement.",
    ],
    en: [
      "Planning information in your advert",
      "In Flanders every sale advert must also contain planning information. That way the buyer knows in advance where he stands.",
      "The advert states whether a planning permit has been granted, the most recent zoning according to the plans register, whether a summons or restoration claim is pending, whether a right of pre-emption applies and whether a subdivision permit applies.",
      "Your agent or notary obtains this information from the municipality. Missing or incorrect statements can lead to penalties and give buyers a reason to walk away, so check them carefully.",
    ],
    de: [
      "Städtebauliche Angaben in Ihrer Anzeige",
      "In Flandern muss jede Verkaufsanzeige auch städtebauliche Angaben enthalten. So weiß der Käufer im Voraus, woran er ist.",
      "Die Anzeige gibt an, ob eine Baugenehmigung erteilt wurde, welche Zweckbestimmung laut Planregister zuletzt gilt, ob eine Ladung oder Wiederherstellungsklage läuft, ob ein Vorkaufsrecht besteht und ob eine Parzellierungsgenehmigung anwendbar ist.",
      "Diese Angaben beschafft Ihr Makler oder Notar bei der Gemeinde. Fehlende oder falsche Angaben können Sanktionen nach sich ziehen und geben Käufern einen Grund abzuspringen; prüfen Sie sie deshalb sorgfältig.",
    ],
  }),
  tip("sell", "images/view-05.jpg", true, {
    nl: [
      "Meerwaardebelasting bij de verkoop van vastgoed",
      "Verkoopt u een woning met winst, dan betaalt u daar in bepaalde gevallen belasting op. Voor uw eigen woning geldt een vrijstelling.",
      "Verkoopt u een bebouwd onroerend goed dat niet uw eigen woning is binnen de vijf jaar na de aankoop, dan wordt de meerwaarde belast aan 16,5%. Voor onbebouwde gronden gelden langere termijnen en hogere tarieven, afhankelijk van hoe lang u de grond bezat.",
      "Voor uw eigen woning waar u woonde, betaalt u in principe geen meerwaardebelasting. Er wordt op federaal niveau wel gewerkt aan een bredere meerwaardebelasting op financiële activa; vraag bij twijfel advies aan uw boekhouder of notaris.",
    ],
    fr: [
      "La taxation des plus-values immobilières",
      "Si vous vendez un bien avec un bénéfice, vous payez dans certains cas un impôt sur cette plus-value. Votre habitation propre en est exonérée.",
      "Si vous vendez un bien bâti qui n'est pas votre habitation propre dans les cinq ans suivant l'achat, la plus-value est taxée à 16,5 %. Pour les terrains non bâtis, des délais plus longs et des taux plus élevés s'appliquent, selon la durée de détention.",
      "Pour l'habitation propre que vous occupiez, vous ne payez en principe pas d'impôt sur la plus-value. Une taxation plus large des plus-values sur actifs financiers est en préparation au niveau fédéral ; en cas de doute, demandez conseil à votre comptable ou à votre notaire.",
    ],
    en: [
      "Capital gains tax when selling property",
      "If you sell a property at a profit, you pay tax on that gain in some cases. Your own home is exempt.",
      "If you sell a built property that is not your own home within five years of buying it, the gain is taxed at 16.5%. For undeveloped land longer periods and higher rates apply, depending on how long you owned it.",
      "For the own home you lived in, you in principle pay no capital gains tax. A broader capital gains tax on financial assets is being prepared at federal level; if in doubt, ask your accountant or notary for advice.",
    ],
    de: [
      "Besteuerung von Veräußerungsgewinnen bei Immobilien",
      "Verkaufen Sie eine Immobilie mit Gewinn, zahlen Sie darauf in bestimmten Fällen Steuern. Für Ihre eigene Wohnung gilt eine Befreiung.",
      "Verkaufen Sie eine bebaute Immobilie, die nicht Ihre eigene Wohnung ist, innerhalb von fünf Jahren nach dem Kauf, wird der Gewinn mit 16,5 % besteuert. Für unbebaute Grundstücke gelten längere Fristen und höhere Sätze, je nach Besitzdauer.",
      "Für die selbst bewohnte eigene Wohnung zahlen Sie grundsätzlich keine Steuer auf den Veräußerungsgewinn. Auf föderaler Ebene wird eine breitere Besteuerung von Gewinnen aus Finanzanlagen vorbereitet; lassen Sie sich im Zweifel von Ihrem Steuerberater oder Notar beraten.",
    ],
  }),
  tip("sell", "images/living-04.jpg", false, {
    nl: [
      "Goede foto's en een virtuele rondleiding verkopen sneller",
      "Bijna elke koper begint zijn zoektocht online. Uw foto's bepalen of hij op 'bezoek aanvragen' klikt.",
      "Professionele foto's met groothoeklens, natuurlijk licht en een verzorgde styling tonen uw woning op haar best. Begin met de sterkste troef, zoals het zicht op zee of een zonnig terras, en vermijd donkere of scheve beelden.",
      "Een virtuele 3D-rondleiding en een korte video laten kopers vanuit hun zetel door de woning wandelen. Zo komen vooral echt geïnteresseerde kandidaten op bezoek, wat u tijd en onnodige bezoeken bespaart.",
    ],
    fr: [
      "De belles photos et une visite virtuelle font vendre plus vite",
      "Presque tous les acheteurs commencent leur recherche en ligne. Vos photos décident s'ils cliquent sur « demander une visite ».",
      "Des photos professionnelles au grand angle, en lumière naturelle et avec une mise en scène soignée montrent votre bien sous son meilleur jour. Commencez par votre meilleur atout, comme la vue sur mer ou une terrasse ensoleillée, et évitez les images sombres ou penchées.",
      "Une visite virtuelle en 3D et une courte vidéo permettent aux acheteurs de parcourir le bien depuis leur fauteuil. Ce sont alors surtout des candidats vraiment intéressés qui viennent visiter, ce qui vous épargne du temps et des visites inutiles.",
    ],
    en: [
      "Good photos and a virtual tour sell faster",
      "Almost every buyer starts searching online. Your photos decide whether they click 'request a viewing'.",
      "Professional wide-angle photos in natural light with careful styling show your home at its best. Lead with your strongest asset, such as the sea view or a sunny terrace, and avoid dark or crooked shots.",
      "A virtual 3D tour and a short video let buyers walk through the home from their sofa. As a result, mainly genuinely interested buyers come to view, saving you time and pointless visits.",
    ],
    de: [
      "Gute Fotos und ein virtueller Rundgang verkaufen schneller",
      "Fast jeder Käufer beginnt seine Suche online. Ihre Fotos entscheiden, ob er auf „Besichtigung anfragen“ klickt.",
      "Professionelle Weitwinkelfotos bei Tageslicht und mit sorgfältiger Einrichtung zeigen Ihre Immobilie von ihrer besten Seite. Beginnen Sie mit Ihrem stärksten Trumpf, etwa dem Meerblick oder einer sonnigen Terrasse, und vermeiden Sie dunkle oder schiefe Bilder.",
      "Ein virtueller 3D-Rundgang und ein kurzes Video lassen Käufer vom Sofa aus durch die Wohnung gehen. So kommen vor allem wirklich interessierte Käufer zur Besichtigung, was Ihnen Zeit und unnötige Termine erspart.",
    ],
  }),
  tip("sell", "images/bedroom-04.jpg", true, {
    nl: [
      "Een verhuurde woning verkopen",
      "Een woning met een huurder kan perfect verkocht worden. De koper moet het lopende huurcontract wel respecteren.",
      "Is het huurcontract geregistreerd of had de huurder de woning al in gebruik vóór de verkoop, dan treedt de koper in de rechten en plichten van de verhuurder. Hij kan het contract enkel beëindigen volgens de wettelijke regels, bijvoorbeeld voor eigen gebruik.",
      "Voor beleggers is een verhuurde woning met een betrouwbare huurder net aantrekkelijk. Maak goede afspraken met de huurder over de bezoeken: hij moet die toelaten, maar heeft recht op redelijke tijdstippen en een tijdige aankondiging.",
    ],
    fr: [
      "Vendre un bien loué",
      "Un bien occupé par un locataire peut parfaitement être vendu. L'acheteur doit toutefois respecter le bail en cours.",
      "Si le bail est enregistré ou si le locataire occupait déjà le bien avant la vente, l'acheteur reprend les droits et obligations du bailleur. Il ne peut mettre fin au bail que selon les règles légales, par exemple pour occupation personnelle.",
      "Pour les investisseurs, un bien loué à un locataire fiable est justement attractif. Convenez clairement avec le locataire des visites : il doit les permettre, mais a droit à des horaires raisonnables et à un préavis suffisant.",
    ],
    en: [
      "Selling a rented property",
      "A home with a tenant can certainly be sold. The buyer must, however, respect the current lease.",
      "If the lease is registered or the tenant was already living there before the sale, the buyer takes over the landlord's rights and obligations. He can only end the lease according to the legal rules, for instance for his own occupation.",
      "For investors, a property let to a reliable tenant is actually attractive. Make clear arrangements with the tenant about viewings: he must allow them, but is entitled to reasonable times and timely notice.",
    ],
    de: [
      "Eine vermietete Immobilie verkaufen",
      "Eine vermietete Wohnung lässt sich problemlos verkaufen. Der Käufer muss jedoch den laufenden Mietvertrag respektieren.",
      "Ist der Mietvertrag registriert oder wohnte der Mieter schon vor dem Verkauf dort, tritt der Käufer in die Rechte und Pflichten des Vermieters ein. Er kann den Vertrag nur nach den gesetzlichen Regeln beenden, etwa bei Eigenbedarf.",
      "Für Anleger ist eine an einen zuverlässigen Mieter vermietete Immobilie sogar attraktiv. Treffen Sie klare Absprachen mit dem Mieter über Besichtigungen: Er muss sie zulassen, hat aber Anspruch auf angemessene Zeiten und rechtzeitige Ankündigung.",
    ],
  }),
  tip("sell", "images/living-05.jpg", true, {
    nl: [
      "Een geërfde woning verkopen",
      "Erft u samen met broers of zussen een woning, dan moeten alle erfgenamen akkoord gaan om ze te verkopen.",
      "Eerst wordt de aangifte van nalatenschap ingediend, in principe binnen de vier maanden na het overlijden. Daarin wordt de woning aan haar verkoopwaarde opgenomen. Een verkoop kort daarna voor een veel hogere prijs kan vragen van de fiscus oproepen, dus een correcte schatting is belangrijk.",
      "Tot de verkoop blijven de erfgenamen samen verantwoordelijk voor verzekering, onderhoud en onroerende voorheffing. Een makelaar kan de woning objectief schatten en het verkoopproces neutraal begeleiden, wat spanningen in de familie helpt voorkomen.",
    ],
    fr: [
      "Vendre un bien hérité",
      "Si vous héritez d'un bien avec vos frères et sœurs, tous les héritiers doivent être d'accord pour le vendre.",
      "La déclaration de succession est d'abord introduite, en principe dans les quatre mois suivant le décès. Le bien y figure à sa valeur vénale. Une vente peu après à un prix nettement plus élevé peut susciter des questions du fisc ; une estimation correcte est donc importante.",
      "Jusqu'à la vente, les héritiers restent ensemble responsables de l'assurance, de l'entretien et du précompte immobilier. Un agent immobilier peut estimer le bien objectivement et accompagner la vente de manière neutre, ce qui aide à éviter les tensions familiales.",
    ],
    en: [
      "Selling an inherited home",
      "If you inherit a home together with brothers or sisters, all heirs must agree before it can be sold.",
      "First the inheritance declaration is filed, in principle within four months of the death. The home is included at its market value. A sale shortly afterwards at a much higher price can raise questions from the tax authorities, so an accurate valuation matters.",
      "Until the sale, the heirs remain jointly responsible for insurance, maintenance and property tax. An estate agent can value the home objectively and guide the sale neutrally, which helps prevent family tensions.",
    ],
    de: [
      "Eine geerbte Immobilie verkaufen",
      "Erben Sie gemeinsam mit Geschwistern eine Immobilie, müssen alle Erben einem Verkauf zustimmen.",
      "Zunächst wird die Erbschaftserklärung eingereicht, grundsätzlich innerhalb von vier Monaten nach dem Todesfall. Die Immobilie wird darin mit ihrem Verkehrswert angegeben. Ein Verkauf kurz danach zu einem deutlich höheren Preis kann Fragen des Finanzamts auslösen; eine korrekte Bewertung ist daher wichtig.",
      "Bis zum Verkauf bleiben die Erben gemeinsam für Versicherung, Instandhaltung und Grundsteuer verantwortlich. Ein Makler kann die Immobilie objektiv bewerten und den Verkauf neutral begleiten, was Spannungen in der Familie vorbeugt.",
    ],
  }),
  tip("sell", "images/facade-03.jpg", false, {
    nl: [
      "Eerst kopen, dan verkopen: het overbruggingskrediet",
      "Vindt u uw droomwoning voor uw huidige woning verkocht is? Een overbruggingskrediet kan de tussenperiode financieren.",
      "Met een overbruggingskrediet leent u tijdelijk een deel van de verwachte verkoopprijs van uw huidige woning. U betaalt meestal enkel interesten; het kapitaal lost u in één keer af zodra de verkoop rond is. De looptijd is beperkt, vaak tot één of twee jaar.",
      "Wees realistisch over de verkoopprijs en de verkooptermijn: duurt de verkoop langer, dan draagt u twee woningen tegelijk. Een recente schatting door een erkend makelaar helpt uw bank en uzelf om het risico goed in te schatten.",
    ],
    fr: [
      "Acheter avant de vendre : le crédit-pont",
      "Vous trouvez la maison de vos rêves avant d'avoir vendu votre logement actuel ? Un crédit-pont peut financer la période intermédiaire.",
      "Avec un crédit-pont, vous empruntez temporairement une partie du prix de vente attendu de votre logement actuel. Vous ne payez généralement que les intérêts ; le capital est remboursé en une fois dès que la vente est conclue. La durée est limitée, souvent à un ou deux ans.",
      "Soyez réaliste quant au prix et au délai de vente : si la vente prend plus de temps, vous supportez deux logements à la fois. Une estimation récente par un agent agréé aide votre banque et vous-même à bien évaluer le risque.",
    ],
    en: [
      "Buy first, then sell: the bridging loan",
      "Have you found your dream home before selling your current one? A bridging loan can finance the period in between.",
      "With a bridging loan you temporarily borrow part of the expected sale price of your current home. You usually pay only interest; the capital is repaid in one go once the sale is complete. The term is limited, often to one or two years.",
      "Be realistic about the sale price and how long it will take: if the sale drags on, you carry two homes at once. A recent valuation by a licensed agent helps your bank and you assess the risk properly.",
    ],
    de: [
      "Erst kaufen, dann verkaufen: der Überbrückungskredit",
      "Sie finden Ihr Traumhaus, bevor Ihre jetzige Wohnung verkauft ist? Ein Überbrückungskredit kann die Zwischenzeit finanzieren.",
      "Mit einem Überbrückungskredit leihen Sie vorübergehend einen Teil des erwarteten Verkaufspreises Ihrer jetzigen Immobilie. Sie zahlen meist nur Zinsen; das Kapital wird in einem Betrag zurückgezahlt, sobald der Verkauf abgeschlossen ist. Die Laufzeit ist begrenzt, oft auf ein oder zwei Jahre.",
      "Seien Sie realistisch bei Verkaufspreis und Verkaufsdauer: Dauert der Verkauf länger, tragen Sie zwei Immobilien gleichzeitig. Eine aktuelle Bewertung durch einen zugelassenen Makler hilft Ihrer Bank und Ihnen, das Risiko richtig einzuschätzen.",
    ],
  }),
];
