/** Tips & Info articles about energy and about living and owning property on the coast. */
import { type Tip, tip } from "./tips";

export const ENERGY_TIPS: readonly Tip[] = [
  tip("energy", "images/facade-04.jpg", false, {
    nl: [
      "Het EPC-label uitgelegd",
      "Het energieprestatiecertificaat geeft aan hoe energiezuinig een woning is. In Vlaanderen loopt de schaal van A+ tot F.",
      "Het EPC drukt het jaarlijkse primaire energieverbruik uit in kilowattuur per vierkante meter. Onder 0 kWh/m² krijgt een woning label A+, tot 100 label A, en zo verder per schijf van 100 tot label F boven 500. Hoe lager het getal, hoe zuiniger de woning.",
      "Het certificaat bevat ook concrete aanbevelingen om het label te verbeteren, zoals dakisolatie of hoogrendementsglas. Een EPC is tien jaar geldig en moet in elke advertentie vermeld worden, samen met het label en de unieke code.",
    ],
    fr: [
      "Le label énergétique expliqué",
      "Le certificat de performance énergétique indique dans quelle mesure un logement est économe en énergie. En Flandre, l'échelle va de A+ à F.",
      "Le certificat exprime la consommation annuelle d'énergie primaire en kilowattheures par mètre carré. Sous 0 kWh/m², un logement obtient le label A+, jusqu'à 100 le label A, et ainsi de suite par tranche de 100 jusqu'au label F au-delà de 500. Plus le chiffre est bas, plus le logement est économe.",
      "Le certificat contient aussi des recommandations concrètes pour améliorer le label, comme l'isolation de la toiture ou le vitrage à haut rendement. Il est valable dix ans et doit figurer dans chaque annonce, avec le label et le code unique.",
    ],
    en: [
      "The EPC label explained",
      "The energy performance certificate shows how energy-efficient a home is. In Flanders the scale runs from A+ to F.",
      "The EPC expresses annual primary energy use in kilowatt-hours per square metre. Below 0 kWh/m² a home gets label A+, up to 100 label A, and so on in steps of 100 up to label F above 500. The lower the figure, the more efficient the home.",
      "The certificate also contains concrete recommendations for improving the label, such as roof insulation or high-efficiency glazing. An EPC is valid for ten years and must appear in every advert, together with the label and the unique code.",
    ],
    de: [
      "Das Energielabel erklärt",
      "Der Energieausweis zeigt, wie energieeffizient eine Wohnung ist. In Flandern reicht die Skala von A+ bis F.",
      "Der Ausweis gibt den jährlichen Primärenergieverbrauch in Kilowattstunden pro Quadratmeter an. Unter 0 kWh/m² erhält eine Wohnung das Label A+, bis 100 das Label A und so weiter in Schritten von 100 bis zum Label F über 500. Je niedriger der Wert, desto sparsamer die Wohnung.",
      "Der Ausweis enthält auch konkrete Empfehlungen zur Verbesserung des Labels, etwa Dachdämmung oder Wärmeschutzverglasung. Er gilt zehn Jahre und muss in jeder Anzeige zusammen mit dem Label und dem eindeutigen Code angegeben werden.",
    ],
  }),
  tip("energy", "images/bedroom-05.jpg", false, {
    nl: [
      "Dakisolatie: de snelste winst voor uw EPC",
      "Via een slecht geïsoleerd dak verliest een woning tot een derde van haar warmte. Isoleren is dan ook vaak de eerste stap.",
      "Bij een hellend dak wordt de isolatie tussen of op de kepers geplaatst, bij een plat dak meestal bovenop het dak. Let op een goede dampscherm en luchtdichtheid: anders ontstaan condensatie en vochtproblemen, zeker in het zilte kustklimaat.",
      "Vlaanderen geeft via Mijn VerbouwPremie een tegemoetkoming voor dakisolatie en andere energiebesparende werken, afhankelijk van uw inkomen. Bekijk de actuele voorwaarden vóór u een aannemer vastlegt: de premie vraagt u aan na de factuur.",
    ],
    fr: [
      "L'isolation de la toiture : le gain le plus rapide pour votre label",
      "Par une toiture mal isolée, un logement perd jusqu'à un tiers de sa chaleur. L'isoler est donc souvent la première étape.",
      "Pour une toiture en pente, l'isolant est posé entre ou sur les chevrons ; pour une toiture plate, généralement par-dessus. Veillez à un bon pare-vapeur et à l'étanchéité à l'air : sinon, condensation et humidité apparaissent, surtout dans le climat salin de la côte.",
      "La Flandre accorde via Mijn VerbouwPremie une intervention pour l'isolation de la toiture et d'autres travaux économiseurs d'énergie, selon vos revenus. Consultez les conditions actuelles avant d'engager un entrepreneur : la prime se demande après la facture.",
    ],
    en: [
      "Roof insulation: the quickest gain for your EPC",
      "A poorly insulated roof can lose up to a third of a home's heat. Insulating it is therefore often the first step.",
      "In a pitched roof the insulation goes between or over the rafters; on a flat roof usually on top. Pay attention to a good vapour barrier and airtightness, otherwise condensation and damp appear, especially in the salty coastal climate.",
      "Flanders provides a grant for roof insulation and other energy-saving works through Mijn VerbouwPremie, depending on your income. Check the current conditions before you book a contractor: you apply for the grant after receiving the invoice.",
    ],
    de: [
      "Dachdämmung: der schnellste Gewinn für Ihr Energielabel",
      "Über ein schlecht gedämmtes Dach verliert ein Haus bis zu einem Drittel seiner Wärme. Die Dämmung ist daher oft der erste Schritt.",
      "Beim Steildach wird die Dämmung zwischen oder auf den Sparren angebracht, beim Flachdach meist oben auf dem Dach. Achten Sie auf eine gute Dampfsperre und Luftdichtheit, sonst entstehen Kondensation und Feuchtigkeit, gerade im salzigen Küstenklima.",
      "Flandern gewährt über Mijn VerbouwPremie einen Zuschuss für Dachdämmung und andere Energiesparmaßnahmen, abhängig von Ihrem Einkommen. Prüfen Sie die aktuellen Bedingungen, bevor Sie einen Handwerker beauftragen: Die Prämie beantragen Sie nach Erhalt der Rechnung.",
    ],
  }),
  tip("energy", "images/garden-02.jpg", false, {
    nl: [
      "Een warmtepomp aan de kust: goed idee?",
      "Warmtepompen winnen snel terrein, ook in appartementen en woningen aan zee. Ze werken het best in een goed geïsoleerd huis.",
      "Een lucht-waterwarmtepomp haalt warmte uit de buitenlucht en levert die aan vloerverwarming of grote radiatoren. Het milde kustklimaat is daarbij een voordeel: de winters zijn er zelden streng, wat het rendement ten goede komt.",
      "Kies wel een buitenunit met een behandeling tegen zoute lucht en plaats ze beschut tegen de wind. In een appartementsgebouw hebt u voor een buitenunit op het terras of het dak meestal de toestemming van de algemene vergadering nodig.",
    ],
    fr: [
      "Une pompe à chaleur à la côte : bonne idée ?",
      "Les pompes à chaleur gagnent rapidement du terrain, aussi dans les appartements et maisons à la mer. Elles fonctionnent au mieux dans un logement bien isolé.",
      "Une pompe à chaleur air-eau capte la chaleur de l'air extérieur et la transmet au chauffage par le sol ou à de grands radiateurs. Le climat doux de la côte est un avantage : les hivers y sont rarement rigoureux, ce qui améliore le rendement.",
      "Choisissez toutefois une unité extérieure traitée contre l'air salin et placez-la à l'abri du vent. Dans un immeuble à appartements, vous avez généralement besoin de l'accord de l'assemblée générale pour une unité extérieure sur la terrasse ou le toit.",
    ],
    en: [
      "A heat pump on the coast: a good idea?",
      "Heat pumps are gaining ground fast, in seaside flats and houses too. They work best in a well-insulated home.",
      "An air-to-water heat pump extracts heat from the outside air and delivers it to underfloor heating or large radiators. The mild coastal climate helps: winters are rarely harsh, which improves efficiency.",
      "Do choose an outdoor unit treated against salt air and place it out of the wind. In an apartment building you usually need the general meeting's approval for an outdoor unit on the terrace or the roof.",
    ],
    de: [
      "Eine Wärmepumpe an der Küste: eine gute Idee?",
      "Wärmepumpen setzen sich rasch durch, auch in Wohnungen und Häusern am Meer. Sie arbeiten am besten in einem gut gedämmten Gebäude.",
      "Eine Luft-Wasser-Wärmepumpe entzieht der Außenluft Wärme und gibt sie an eine Fußbodenheizung oder große Heizkörper ab. Das milde Küstenklima ist dabei ein Vorteil: Die Winter sind selten streng, was die Effizienz verbessert.",
      "Wählen Sie jedoch ein Außengerät mit Schutz gegen salzhaltige Luft und stellen Sie es windgeschützt auf. In einem Mehrfamilienhaus brauchen Sie für ein Außengerät auf der Terrasse oder dem Dach meist die Zustimmung der Eigentümerversammlung.",
    ],
  }),
  tip("energy", "images/view-06.jpg", false, {
    nl: [
      "Zonnepanelen en de digitale meter",
      "Zonnepanelen blijven interessant, maar de spelregels zijn veranderd. Zelf verbruiken is de boodschap.",
      "Met de digitale meter draait de teller niet langer terug: stroom die u op het net zet, levert veel minder op dan wat u van het net afneemt. Verbruik daarom zoveel mogelijk overdag, bijvoorbeeld door de wasmachine, de boiler of de wagen te laten draaien als de zon schijnt.",
      "Sinds 2023 betaalt u in Vlaanderen bovendien een capaciteitstarief dat rekening houdt met uw hoogste verbruikspiek. Spreid grote verbruikers dus over de dag. Een thuisbatterij of slimme sturing kan helpen, maar reken de terugverdientijd vooraf goed uit.",
    ],
    fr: [
      "Panneaux solaires et compteur numérique",
      "Les panneaux solaires restent intéressants, mais les règles du jeu ont changé. Le mot d'ordre : autoconsommer.",
      "Avec le compteur numérique, le compteur ne tourne plus à l'envers : l'électricité injectée sur le réseau rapporte bien moins que celle que vous prélevez. Consommez donc autant que possible en journée, par exemple en faisant tourner la machine à laver, le boiler ou la recharge de la voiture quand le soleil brille.",
      "Depuis 2023, vous payez en outre en Flandre un tarif capacitaire qui tient compte de votre pic de consommation le plus élevé. Étalez donc les gros consommateurs sur la journée. Une batterie domestique ou une gestion intelligente peut aider, mais calculez bien le temps de retour au préalable.",
    ],
    en: [
      "Solar panels and the digital meter",
      "Solar panels remain worthwhile, but the rules of the game have changed. The message is: use your own power.",
      "With the digital meter the counter no longer runs backwards: electricity you feed into the grid earns much less than what you draw from it. So use as much as possible during the day, for instance by running the washing machine, the water heater or the car charger when the sun shines.",
      "Since 2023 you also pay a capacity tariff in Flanders, based on your highest consumption peak. So spread heavy appliances over the day. A home battery or smart control can help, but work out the payback period carefully first.",
    ],
    de: [
      "Solaranlage und digitaler Zähler",
      "Solaranlagen bleiben interessant, doch die Spielregeln haben sich geändert. Die Devise lautet: selbst verbrauchen.",
      "Mit dem digitalen Zähler läuft der Zähler nicht mehr rückwärts: Strom, den Sie ins Netz einspeisen, bringt viel weniger ein, als Sie für Netzstrom zahlen. Verbrauchen Sie daher möglichst viel tagsüber, etwa indem Waschmaschine, Boiler oder Ladestation laufen, wenn die Sonne scheint.",
      "Seit 2023 zahlen Sie in Flandern außerdem einen Kapazitätstarif, der sich nach Ihrer höchsten Verbrauchsspitze richtet. Verteilen Sie große Verbraucher daher über den Tag. Ein Heimspeicher oder eine intelligente Steuerung kann helfen, doch berechnen Sie die Amortisationszeit vorher genau.",
    ],
  }),
  tip("energy", "images/bathroom-03.jpg", false, {
    nl: [
      "Vocht en ventilatie in een appartement aan zee",
      "Condens op de ramen en schimmel in de badkamer: in tweede verblijven die vaak leeg staan, komt het vaker voor dan u denkt.",
      "Een appartement dat weken gesloten blijft, koelt af en vochtige zeelucht slaat neer op koude wanden. Laat bij afwezigheid een minimale verwarming aan en zorg dat de ventilatieroosters in de ramen open blijven. Een vochtvreter of een kleine ontvochtiger helpt in kleine ruimtes.",
      "In recente gebouwen zorgt een ventilatiesysteem voor continue luchtverversing. Laat de filters regelmatig vervangen, want verstopte filters verminderen de werking sterk. Blijft het probleem bestaan, laat dan een specialist nagaan of er een koudebrug of een lek in de gevel is.",
    ],
    fr: [
      "Humidité et ventilation dans un appartement à la mer",
      "Condensation sur les vitres et moisissures dans la salle de bains : dans les secondes résidences souvent inoccupées, c'est plus fréquent qu'on ne le pense.",
      "Un appartement fermé pendant des semaines se refroidit et l'air marin humide se condense sur les murs froids. En votre absence, laissez un chauffage minimal et gardez ouvertes les grilles de ventilation des fenêtres. Un absorbeur ou un petit déshumidificateur aide dans les petites pièces.",
      "Dans les immeubles récents, un système de ventilation assure un renouvellement d'air continu. Faites remplacer régulièrement les filtres, car des filtres encrassés réduisent fortement son efficacité. Si le problème persiste, faites vérifier par un spécialiste s'il y a un pont thermique ou une infiltration dans la façade.",
    ],
    en: [
      "Damp and ventilation in a seaside apartment",
      "Condensation on the windows and mould in the bathroom: in second homes that are often empty, it happens more than you might think.",
      "A flat that stays closed for weeks cools down, and humid sea air condenses on cold walls. When you are away, leave the heating on low and keep the trickle vents in the windows open. A moisture absorber or small dehumidifier helps in small rooms.",
      "In recent buildings a ventilation system provides continuous air exchange. Have the filters replaced regularly, as clogged filters greatly reduce its performance. If the problem persists, have a specialist check for a thermal bridge or a leak in the façade.",
    ],
    de: [
      "Feuchtigkeit und Lüftung in einer Wohnung am Meer",
      "Kondenswasser an den Fenstern und Schimmel im Bad: In oft leerstehenden Zweitwohnungen kommt das häufiger vor, als man denkt.",
      "Eine Wohnung, die wochenlang geschlossen bleibt, kühlt aus, und feuchte Meeresluft schlägt sich an kalten Wänden nieder. Lassen Sie bei Abwesenheit eine Grundheizung laufen und halten Sie die Lüftungsschlitze in den Fenstern offen. Ein Luftentfeuchter hilft in kleinen Räumen.",
      "In neueren Gebäuden sorgt eine Lüftungsanlage für ständigen Luftaustausch. Lassen Sie die Filter regelmäßig wechseln, denn verstopfte Filter mindern die Leistung stark. Besteht das Problem weiter, lassen Sie von einem Fachmann prüfen, ob eine Wärmebrücke oder ein Leck in der Fassade vorliegt.",
    ],
  }),
];

export const COAST_TIPS: readonly Tip[] = [
  tip("coast", "images/view-01.jpg", true, {
    nl: [
      "Overstromingsgevoeligheid: de P-score en G-score",
      "Sinds 2023 moet elke advertentie in Vlaanderen de overstromingsscores van het perceel en het gebouw vermelden.",
      "De P-score geldt voor het perceel, de G-score voor het gebouw. Beide gaan van A tot D: A betekent dat er geen overstromingskans is gemodelleerd, B een kleine kans in het klimaat van 2050, C een kleine kans vandaag en D een middelgrote kans vandaag. Ook overstromingen vanuit zee worden meegenomen.",
      "U vindt de scores in een gratis rapport via watertoets.be. Een C- of D-score is geen reden om af te haken, maar wel om na te gaan welke maatregelen er zijn genomen en wat uw verzekering dekt. Bij score D moet de advertentie ook een overstromingssymbool tonen.",
    ],
    fr: [
      "Sensibilité aux inondations : les scores P et G",
      "Depuis 2023, toute annonce en Flandre doit mentionner les scores d'inondabilité de la parcelle et du bâtiment.",
      "Le score P porte sur la parcelle, le score G sur le bâtiment. Tous deux vont de A à D : A signifie qu'aucun risque d'inondation n'est modélisé, B un faible risque dans le climat de 2050, C un faible risque aujourd'hui et D un risque moyen aujourd'hui. Les inondations venant de la mer sont aussi prises en compte.",
      "Vous trouvez les scores dans un rapport gratuit via watertoets.be. Un score C ou D n'est pas une raison de renoncer, mais bien de vérifier quelles mesures ont été prises et ce que couvre votre assurance. Avec un score D, l'annonce doit aussi afficher un symbole d'inondation.",
    ],
    en: [
      "Flood risk: the P-score and G-score",
      "Since 2023 every advert in Flanders must state the flood scores of the plot and the building.",
      "The P-score applies to the plot, the G-score to the building. Both run from A to D: A means no flood risk has been modelled, B a small chance in the 2050 climate, C a small chance today and D a medium chance today. Flooding from the sea is included too.",
      "You find the scores in a free report via watertoets.be. A C or D score is no reason to walk away, but it is a reason to check which measures have been taken and what your insurance covers. With score D the advert must also show a flood symbol.",
    ],
    de: [
      "Hochwassergefährdung: der P-Wert und der G-Wert",
      "Seit 2023 muss jede Anzeige in Flandern die Hochwasserwerte von Grundstück und Gebäude angeben.",
      "Der P-Wert gilt für das Grundstück, der G-Wert für das Gebäude. Beide reichen von A bis D: A bedeutet, dass keine Überschwemmungsgefahr modelliert ist, B eine geringe Wahrscheinlichkeit im Klima von 2050, C eine geringe Wahrscheinlichkeit heute und D eine mittlere Wahrscheinlichkeit heute. Auch Überschwemmungen vom Meer werden berücksichtigt.",
      "Die Werte finden Sie in einem kostenlosen Bericht über watertoets.be. Ein C- oder D-Wert ist kein Grund abzuspringen, wohl aber, zu prüfen, welche Maßnahmen getroffen wurden und was Ihre Versicherung deckt. Bei Wert D muss die Anzeige zudem ein Hochwassersymbol zeigen.",
    ],
  }),
  tip("coast", "images/terrace-03.jpg", false, {
    nl: [
      "Zeelucht en onderhoud: bescherm uw gevel en terras",
      "Zout, wind en zand zijn hard voor gebouwen aan de kust. Regelmatig onderhoud voorkomt dure herstellingen.",
      "Betonrot is het bekendste probleem: zout dringt in het beton, de wapening roest en zet uit, waardoor stukken beton loskomen. Controleer terrassen en gevels op barsten en bruine vlekken, en laat schade tijdig herstellen voor ze zich uitbreidt.",
      "Spoel aluminium ramen en terrasleuningen een paar keer per jaar met zoet water en controleer de rubbers en de afvoeren. In een appartementsgebouw beslist de algemene vergadering over gevelwerken; een goed gespijsd reservefonds maakt die werken veel eenvoudiger.",
    ],
    fr: [
      "Air marin et entretien : protégez votre façade et votre terrasse",
      "Le sel, le vent et le sable sont rudes pour les bâtiments de la côte. Un entretien régulier évite des réparations coûteuses.",
      "Le béton carbonaté est le problème le plus connu : le sel pénètre dans le béton, les armatures rouillent et gonflent, et des morceaux de béton se détachent. Vérifiez terrasses et façades à la recherche de fissures et de taches brunes, et faites réparer les dégâts à temps avant qu'ils ne s'étendent.",
      "Rincez quelques fois par an à l'eau douce les châssis en aluminium et les garde-corps, et contrôlez les joints et les évacuations. Dans un immeuble, l'assemblée générale décide des travaux de façade ; un fonds de réserve bien alimenté les facilite grandement.",
    ],
    en: [
      "Sea air and maintenance: protect your façade and terrace",
      "Salt, wind and sand are hard on coastal buildings. Regular maintenance prevents expensive repairs.",
      "Concrete cancer is the best-known problem: salt penetrates the concrete, the reinforcement rusts and expands, and pieces of concrete break off. Check terraces and façades for cracks and brown stains, and have damage repaired in time before it spreads.",
      "Rinse aluminium window frames and balcony railings with fresh water a few times a year and check the seals and drains. In an apartment building the general meeting decides on façade works; a well-funded reserve makes those works much easier.",
    ],
    de: [
      "Meeresluft und Instandhaltung: Schützen Sie Fassade und Terrasse",
      "Salz, Wind und Sand setzen Gebäuden an der Küste zu. Regelmäßige Pflege verhindert teure Reparaturen.",
      "Betonkrebs ist das bekannteste Problem: Salz dringt in den Beton ein, die Bewehrung rostet und dehnt sich aus, und Betonstücke platzen ab. Prüfen Sie Terrassen und Fassaden auf Risse und braune Flecken und lassen Sie Schäden rechtzeitig beheben, bevor sie sich ausbreiten.",
      "Spülen Sie Aluminiumfenster und Terrassengeländer einige Male im Jahr mit Süßwasser ab und kontrollieren Sie Dichtungen und Abläufe. In einem Mehrfamilienhaus entscheidet die Eigentümerversammlung über Fassadenarbeiten; eine gut gefüllte Rücklage erleichtert sie erheblich.",
    ],
  }),
  tip("coast", "images/living-06.jpg", false, {
    nl: [
      "De algemene vergadering van mede-eigenaars: zo werkt ze",
      "Eén keer per jaar komen de mede-eigenaars samen om te beslissen over hun gebouw. Uw stem telt, ook als u er niet woont.",
      "De syndicus roept de vergadering samen en stuurt vooraf de agenda, de rekeningen en het budget. Voor de meeste beslissingen volstaat een gewone meerderheid; voor grote werken of wijzigingen aan de basisakte zijn versterkte meerderheden nodig.",
      "Kunt u niet aanwezig zijn, geef dan een volmacht aan een andere mede-eigenaar of een vertrouwenspersoon. Lees de notulen achteraf goed na: daarin staan de beslissingen die u, als eigenaar, mee moet dragen en betalen.",
    ],
    fr: [
      "L'assemblée générale des copropriétaires : comment fonctionne-t-elle ?",
      "Une fois par an, les copropriétaires se réunissent pour décider de leur immeuble. Votre voix compte, même si vous n'y habitez pas.",
      "Le syndic convoque l'assemblée et envoie au préalable l'ordre du jour, les comptes et le budget. La majorité absolue suffit pour la plupart des décisions ; les gros travaux ou les modifications de l'acte de base exigent des majorités renforcées.",
      "Si vous ne pouvez pas être présent, donnez procuration à un autre copropriétaire ou à une personne de confiance. Lisez ensuite attentivement le procès-verbal : il contient les décisions que vous devez, en tant que propriétaire, assumer et payer.",
    ],
    en: [
      "The co-owners' general meeting: how it works",
      "Once a year the co-owners meet to decide on their building. Your vote counts, even if you do not live there.",
      "The managing agent calls the meeting and sends the agenda, accounts and budget in advance. A simple majority suffices for most decisions; major works or changes to the basic deed require qualified majorities.",
      "If you cannot attend, give a proxy to another co-owner or someone you trust. Read the minutes carefully afterwards: they contain the decisions that you, as an owner, have to accept and pay for.",
    ],
    de: [
      "Die Eigentümerversammlung: So funktioniert sie",
      "Einmal im Jahr treffen sich die Miteigentümer, um über ihr Gebäude zu entscheiden. Ihre Stimme zählt, auch wenn Sie dort nicht wohnen.",
      "Der Verwalter beruft die Versammlung ein und verschickt vorab Tagesordnung, Abrechnung und Budget. Für die meisten Beschlüsse genügt die einfache Mehrheit; größere Arbeiten oder Änderungen der Teilungserklärung erfordern qualifizierte Mehrheiten.",
      "Können Sie nicht teilnehmen, erteilen Sie einem anderen Miteigentümer oder einer Vertrauensperson eine Vollmacht. Lesen Sie das Protokoll danach genau: Es enthält die Beschlüsse, die Sie als Eigentümer mittragen und bezahlen müssen.",
    ],
  }),
  tip("coast", "images/facade-05.jpg", true, {
    nl: [
      "De belasting op tweede verblijven aan de kust",
      "Wie aan de kust een appartement bezit maar er niet gedomicilieerd is, betaalt in de meeste gemeenten een jaarlijkse belasting op tweede verblijven.",
      "Elke gemeente bepaalt zelf het bedrag en de voorwaarden. Aan de kust gaat het vaak om enkele honderden tot meer dan duizend euro per jaar, soms afhankelijk van de grootte van de woning. De belasting komt bovenop de onroerende voorheffing.",
      "Verhuurt u het appartement als hoofdverblijfplaats aan een huurder die er gedomicilieerd is, dan valt deze belasting meestal weg. Bij toeristische verhuur gelden vaak andere regels of een verblijfsbelasting. Raadpleeg het belastingreglement van uw gemeente voor de precieze bedragen.",
    ],
    fr: [
      "La taxe sur les secondes résidences à la côte",
      "Qui possède un appartement à la côte sans y être domicilié paie dans la plupart des communes une taxe annuelle sur les secondes résidences.",
      "Chaque commune fixe elle-même le montant et les conditions. À la côte, il s'agit souvent de quelques centaines à plus de mille euros par an, parfois selon la taille du logement. La taxe s'ajoute au précompte immobilier.",
      "Si vous louez l'appartement comme résidence principale à un locataire qui y est domicilié, cette taxe disparaît en général. Pour la location touristique, d'autres règles ou une taxe de séjour s'appliquent souvent. Consultez le règlement-taxe de votre commune pour les montants exacts.",
    ],
    en: [
      "Second-home tax on the coast",
      "If you own a flat on the coast but are not registered there as a resident, most municipalities charge an annual second-home tax.",
      "Each municipality sets its own amount and conditions. On the coast it is often a few hundred to over a thousand euros a year, sometimes depending on the size of the home. The tax comes on top of property tax.",
      "If you let the flat as a main residence to a tenant who is registered there, the tax usually falls away. Tourist lets often follow other rules or carry a tourist tax. Check your municipality's tax regulation for the exact amounts.",
    ],
    de: [
      "Die Zweitwohnungssteuer an der Küste",
      "Wer an der Küste eine Wohnung besitzt, dort aber nicht gemeldet ist, zahlt in den meisten Gemeinden eine jährliche Zweitwohnungssteuer.",
      "Jede Gemeinde legt Betrag und Bedingungen selbst fest. An der Küste sind es oft einige hundert bis über tausend Euro pro Jahr, teilweise abhängig von der Größe der Wohnung. Die Steuer kommt zur Grundsteuer hinzu.",
      "Vermieten Sie die Wohnung als Hauptwohnsitz an einen dort gemeldeten Mieter, entfällt diese Steuer in der Regel. Für touristische Vermietung gelten oft andere Regeln oder eine Aufenthaltsabgabe. Die genauen Beträge finden Sie in der Steuersatzung Ihrer Gemeinde.",
    ],
  }),
  tip("coast", "images/view-02.jpg", false, {
    nl: [
      "Het hele jaar aan zee wonen",
      "Steeds meer mensen ruilen de stad of het binnenland in voor een vaste woonst aan de kust. Wat moet u weten voor u die stap zet?",
      "Oostende is een echte stad, met een ziekenhuis, scholen, een theater, een station met rechtstreekse treinen naar Brussel en de Kusttram die alle badplaatsen verbindt. Buiten het seizoen wordt het rustiger, maar de meeste winkels en restaurants blijven open.",
      "Kies een woning die ook in de winter comfortabel is: goed geïsoleerd, beschut tegen de wind en met een terras dat niet enkel in de zomer bruikbaar is. Een appartement in Mariakerke of het centrum combineert vaak het beste van twee werelden: de zee om de hoek en alle voorzieningen dichtbij.",
    ],
    fr: [
      "Vivre toute l'année à la mer",
      "De plus en plus de personnes quittent la ville ou l'intérieur du pays pour s'installer à la côte. Que faut-il savoir avant de franchir le pas ?",
      "Ostende est une vraie ville, avec un hôpital, des écoles, un théâtre, une gare avec des trains directs vers Bruxelles et le tram de la côte qui relie toutes les stations balnéaires. Hors saison, c'est plus calme, mais la plupart des commerces et restaurants restent ouverts.",
      "Choisissez un logement confortable aussi en hiver : bien isolé, abrité du vent et avec une terrasse utilisable au-delà de l'été. Un appartement à Mariakerke ou au centre combine souvent le meilleur des deux mondes : la mer au coin de la rue et tous les services à proximité.",
    ],
    en: [
      "Living by the sea all year round",
      "More and more people are swapping the city or the inland for a permanent home on the coast. What should you know before you make the move?",
      "Ostend is a real city, with a hospital, schools, a theatre, a station with direct trains to Brussels and the Coast Tram connecting all the resorts. Outside the season it gets quieter, but most shops and restaurants stay open.",
      "Choose a home that is comfortable in winter too: well insulated, sheltered from the wind and with a terrace you can use beyond the summer. A flat in Mariakerke or the centre often combines the best of both worlds: the sea around the corner and every amenity close by.",
    ],
    de: [
      "Das ganze Jahr am Meer wohnen",
      "Immer mehr Menschen tauschen die Stadt oder das Binnenland gegen einen festen Wohnsitz an der Küste. Was sollten Sie vor diesem Schritt wissen?",
      "Ostende ist eine richtige Stadt, mit Krankenhaus, Schulen, Theater, einem Bahnhof mit Direktzügen nach Brüssel und der Küstenstraßenbahn, die alle Badeorte verbindet. Außerhalb der Saison wird es ruhiger, doch die meisten Geschäfte und Restaurants bleiben geöffnet.",
      "Wählen Sie eine Wohnung, die auch im Winter behaglich ist: gut gedämmt, windgeschützt und mit einer Terrasse, die nicht nur im Sommer nutzbar ist. Eine Wohnung in Mariakerke oder im Zentrum vereint oft das Beste aus beiden Welten: das Meer um die Ecke und alle Einrichtungen in der Nähe.",
    ],
  }),
];
