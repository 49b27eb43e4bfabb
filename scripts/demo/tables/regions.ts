/** The 14 coastal neighbourhoods / regions of the snapshot, with rough polygon shapes. */
import { type L, l } from "./i18n";

/** Polygon centre and half-size in degrees: [lat, lng, dLat, dLng]. */
export type Shape = [number, number, number, number];

export interface RegionSpec {
  name: L;
  title: L;
  subtitle: L;
  description: L;
  shapes: Shape[];
  picture: string;
}

export const REGIONS: readonly RegionSpec[] = [
  {
    name: l("Oostende Centrum", "Ostende Centre", "Ostend Centre", "Ostende Zentrum"),
    title: l("Wonen in het centrum van Oostende", "Vivre au centre d'Ostende", "Living in central Ostend", "Wohnen im Zentrum von Ostende"),
    subtitle: l("Winkels, cultuur en zee op wandelafstand", "Commerces, culture et mer à deux pas", "Shops, culture and the sea on foot", "Geschäfte, Kultur und Meer zu Fuß"),
    description: l(
      "Het centrum rond het Wapenplein en de Kapellestraat is het kloppende hart van de stad. Het Kursaal, het Mu.ZEE, de Visserskaai en het station met de Kusttram liggen allemaal op enkele minuten wandelen.",
      "Le centre autour de la place d'Armes et de la Kapellestraat est le cœur battant de la ville. Le Kursaal, le Mu.ZEE, le quai des Pêcheurs et la gare avec le tram de la côte sont tous à quelques minutes à pied.",
      "The centre around Wapenplein and Kapellestraat is the beating heart of the city. The Kursaal, Mu.ZEE, the fishermen's quay and the station with the Coast Tram are all a few minutes' walk away.",
      "Das Zentrum rund um den Wapenplein und die Kapellestraat ist das pulsierende Herz der Stadt. Kursaal, Mu.ZEE, Visserskaai und der Bahnhof mit der Küstenstraßenbahn liegen nur wenige Gehminuten entfernt.",
    ),
    shapes: [[51.2297, 2.9175, 0.0030, 0.0055], [51.2331, 2.9236, 0.0012, 0.0022]],
    picture: "images/view-01.jpg",
  },
  {
    name: l("Mariakerke", "Mariakerke", "Mariakerke", "Mariakerke"),
    title: l("Rustig wonen in Mariakerke", "Vivre au calme à Mariakerke", "Quiet living in Mariakerke", "Ruhig wohnen in Mariakerke"),
    subtitle: l("Badplaatssfeer aan de rand van de stad", "Ambiance balnéaire aux portes de la ville", "Seaside-resort feel on the edge of town", "Badeortflair am Stadtrand"),
    description: l(
      "Mariakerke is het residentiële westen van Oostende, met villa's, appartementen aan de Zeedijk en het kerkje Onze-Lieve-Vrouw ter Duinen in de duinen. De tram brengt u in tien minuten naar het centrum.",
      "Mariakerke est l'ouest résidentiel d'Ostende, avec des villas, des appartements sur la digue et la petite église Notre-Dame-des-Dunes. Le tram vous emmène au centre en dix minutes.",
      "Mariakerke is Ostend's residential west side, with villas, flats on the promenade and the little church of Our Lady of the Dunes. The tram takes you to the centre in ten minutes.",
      "Mariakerke ist der ruhige Westen Ostendes, mit Villen, Wohnungen am Deich und der kleinen Kirche Unserer Lieben Frau in den Dünen. Die Straßenbahn bringt Sie in zehn Minuten ins Zentrum.",
    ),
    shapes: [[51.2135, 2.8860, 0.0040, 0.0090]],
    picture: "images/view-02.jpg",
  },
  {
    name: l("Raversijde", "Raversijde", "Raversijde", "Raversijde"),
    title: l("Tussen duinen en zee in Raversijde", "Entre dunes et mer à Raversijde", "Between dunes and sea in Raversijde", "Zwischen Dünen und Meer in Raversijde"),
    subtitle: l("Natuur, erfgoed en een breed strand", "Nature, patrimoine et large plage", "Nature, heritage and a wide beach", "Natur, Kulturerbe und ein breiter Strand"),
    description: l(
      "Raversijde ligt tussen Mariakerke en Middelkerke, met het Provinciedomein, het Atlantikwall-museum en het middeleeuwse vissersdorp Walraversijde. Ideaal voor wie rust en natuur zoekt.",
      "Raversijde se situe entre Mariakerke et Middelkerke, avec le domaine provincial, le musée de l'Atlantikwall et le village de pêcheurs médiéval de Walraversijde. Idéal pour qui recherche calme et nature.",
      "Raversijde lies between Mariakerke and Middelkerke, with the provincial estate, the Atlantic Wall museum and the medieval fishing village of Walraversijde. Ideal for anyone seeking peace and nature.",
      "Raversijde liegt zwischen Mariakerke und Middelkerke, mit dem Provinzgelände, dem Atlantikwall-Museum und dem mittelalterlichen Fischerdorf Walraversijde. Ideal für alle, die Ruhe und Natur suchen.",
    ),
    shapes: [[51.2040, 2.8620, 0.0030, 0.0070]],
    picture: "images/view-03.jpg",
  },
  {
    name: l("Stene", "Stene", "Stene", "Stene"),
    title: l("Gezinswonen in Stene", "Vivre en famille à Stene", "Family living in Stene", "Familienleben in Stene"),
    subtitle: l("Groen, scholen en winkels dichtbij", "Verdure, écoles et commerces à proximité", "Green, with schools and shops nearby", "Grün, mit Schulen und Geschäften in der Nähe"),
    description: l(
      "Stene is een groene woonwijk ten zuiden van het centrum, met het Stadsbos, sportvelden en een goed aanbod aan scholen. Met de fiets bent u in tien minuten aan zee.",
      "Stene est un quartier résidentiel verdoyant au sud du centre, avec le bois de la ville, des terrains de sport et un bon choix d'écoles. À vélo, vous êtes à la mer en dix minutes.",
      "Stene is a green residential district south of the centre, with the city wood, sports grounds and a good choice of schools. By bike you reach the sea in ten minutes.",
      "Stene ist ein grünes Wohnviertel südlich des Zentrums, mit Stadtwald, Sportplätzen und einem guten Schulangebot. Mit dem Fahrrad sind Sie in zehn Minuten am Meer.",
    ),
    shapes: [[51.2070, 2.9030, 0.0040, 0.0080]],
    picture: "images/garden-01.jpg",
  },
  {
    name: l("Konterdam", "Konterdam", "Konterdam", "Konterdam"),
    title: l("Wonen in Konterdam", "Vivre à Konterdam", "Living in Konterdam", "Wohnen in Konterdam"),
    subtitle: l("Betaalbaar en vlot bereikbaar", "Abordable et facilement accessible", "Affordable and well connected", "Erschwinglich und gut angebunden"),
    description: l(
      "Konterdam is een rustige wijk met eengezinswoningen en kleinere appartementsgebouwen, vlak bij de Spuikom. De ring en de E40 liggen om de hoek, het station op een kwartier fietsen.",
      "Konterdam est un quartier calme de maisons unifamiliales et de petits immeubles, tout près du Spuikom. Le ring et l'E40 sont à proximité, la gare à un quart d'heure à vélo.",
      "Konterdam is a quiet district of family houses and small apartment buildings, close to the Spuikom lake. The ring road and the E40 are around the corner, the station a fifteen-minute bike ride away.",
      "Konterdam ist ein ruhiges Viertel mit Einfamilienhäusern und kleineren Wohnhäusern nahe dem Spuikom. Ring und E40 sind gleich um die Ecke, der Bahnhof eine Viertelstunde mit dem Fahrrad entfernt.",
    ),
    shapes: [[51.2165, 2.9345, 0.0030, 0.0060]],
    picture: "images/facade-03.jpg",
  },
  {
    name: l("Zandvoorde", "Zandvoorde", "Zandvoorde", "Zandvoorde"),
    title: l("Landelijk wonen in Zandvoorde", "Vivre à la campagne à Zandvoorde", "Country living in Zandvoorde", "Ländlich wohnen in Zandvoorde"),
    subtitle: l("Polders op tien minuten van zee", "Les polders à dix minutes de la mer", "Polders ten minutes from the sea", "Polder zehn Minuten vom Meer"),
    description: l(
      "Zandvoorde is een dorp met een eigen kerk, school en sportclub, omringd door polders en weiden. Let bij aankoop op de overstromingsscores: delen van de polder liggen laag.",
      "Zandvoorde est un village avec son église, son école et son club sportif, entouré de polders et de prairies. Lors d'un achat, vérifiez les scores d'inondabilité : certaines parties du polder sont basses.",
      "Zandvoorde is a village with its own church, school and sports club, surrounded by polders and meadows. When buying, check the flood scores: parts of the polder are low-lying.",
      "Zandvoorde ist ein Dorf mit eigener Kirche, Schule und Sportverein, umgeben von Poldern und Wiesen. Achten Sie beim Kauf auf die Hochwasserwerte: Teile des Polders liegen tief.",
    ),
    shapes: [[51.2025, 2.9725, 0.0045, 0.0090]],
    picture: "images/plot-02.jpg",
  },
  {
    name: l("Vuurtorenwijk", "Quartier du Phare", "Lighthouse district (Vuurtorenwijk)", "Leuchtturmviertel (Vuurtorenwijk)"),
    title: l("De Vuurtorenwijk op de Oosteroever", "Le quartier du Phare sur la rive est", "The lighthouse district on the east bank", "Das Leuchtturmviertel am Ostufer"),
    subtitle: l("Havensfeer, strand en nieuwe projecten", "Ambiance portuaire, plage et projets neufs", "Harbour atmosphere, beach and new projects", "Hafenflair, Strand und neue Projekte"),
    description: l(
      "Rond de Lange Nelle groeit een nieuwe wijk met moderne appartementen, het Fort Napoleon en het brede strand van de Oosteroever. Het gratis veer brengt u in enkele minuten naar de Visserskaai.",
      "Autour du phare Lange Nelle se développe un nouveau quartier avec des appartements modernes, le Fort Napoléon et la large plage de l'Oosteroever. Le bac gratuit vous conduit en quelques minutes au quai des Pêcheurs.",
      "Around the Lange Nelle lighthouse a new district is growing, with modern apartments, Fort Napoleon and the wide Oosteroever beach. The free ferry takes you to the fishermen's quay in minutes.",
      "Rund um den Leuchtturm Lange Nelle entsteht ein neues Viertel mit modernen Wohnungen, dem Fort Napoleon und dem breiten Strand von Oosteroever. Die kostenlose Fähre bringt Sie in wenigen Minuten zur Visserskaai.",
    ),
    shapes: [[51.2318, 2.9395, 0.0022, 0.0045]],
    picture: "images/view-04.jpg",
  },
  {
    name: l("Opex", "Opex", "Opex", "Opex"),
    title: l("Wonen in de Opexwijk", "Vivre dans le quartier Opex", "Living in the Opex district", "Wohnen im Opex-Viertel"),
    subtitle: l("Dicht bij station en jachthaven", "Près de la gare et du port de plaisance", "Close to the station and the marina", "Nahe Bahnhof und Jachthafen"),
    description: l(
      "De Opexwijk ligt tussen het station, de jachthaven en de Spuikom. Een wijk in volle vernieuwing, met betaalbare woningen en appartementen en alle voorzieningen binnen handbereik.",
      "Le quartier Opex se situe entre la gare, le port de plaisance et le Spuikom. Un quartier en plein renouveau, avec des maisons et des appartements abordables et tous les services à portée de main.",
      "The Opex district lies between the station, the marina and the Spuikom. An area in full renewal, with affordable houses and flats and all amenities within reach.",
      "Das Opex-Viertel liegt zwischen Bahnhof, Jachthafen und Spuikom. Ein Viertel im Wandel, mit erschwinglichen Häusern und Wohnungen und allen Einrichtungen in Reichweite.",
    ),
    shapes: [[51.2240, 2.9355, 0.0018, 0.0035]],
    picture: "images/facade-04.jpg",
  },
  {
    name: l("Westende-Bad", "Westende-Bad", "Westende-Bad", "Westende-Bad"),
    title: l("Westende-Bad, de gezinsbadplaats", "Westende-Bad, la station familiale", "Westende-Bad, the family resort", "Westende-Bad, der Familienbadeort"),
    subtitle: l("Duinen, villa's en een rustige zeedijk", "Dunes, villas et une digue paisible", "Dunes, villas and a quiet promenade", "Dünen, Villen und ein ruhiger Deich"),
    description: l(
      "Westende-Bad combineert een gezellige zeedijk met villawijken en de natuur van de Westhoek. De Kusttram verbindt u met Oostende en Nieuwpoort.",
      "Westende-Bad associe une digue conviviale à des quartiers de villas et à la nature du Westhoek. Le tram de la côte vous relie à Ostende et à Nieuport.",
      "Westende-Bad combines a friendly promenade with villa districts and the nature of the Westhoek. The Coast Tram links you to Ostend and Nieuwpoort.",
      "Westende-Bad verbindet einen gemütlichen Deich mit Villenvierteln und der Natur des Westhoek. Die Küstenstraßenbahn verbindet Sie mit Ostende und Nieuwpoort.",
    ),
    shapes: [[51.1690, 2.7700, 0.0030, 0.0065]],
    picture: "images/view-05.jpg",
  },
  {
    name: l("Middelkerke-Bad", "Middelkerke-Bad", "Middelkerke-Bad", "Middelkerke-Bad"),
    title: l("Aan zee in Middelkerke", "À la mer à Middelkerke", "By the sea in Middelkerke", "Am Meer in Middelkerke"),
    subtitle: l("Casino, strips en een brede zeedijk", "Casino, BD et une large digue", "Casino, comic strips and a wide promenade", "Casino, Comics und ein breiter Deich"),
    description: l(
      "Middelkerke is bekend om zijn casino, de stripfiguren op de dijk en een levendig centrum. Populair bij tweedeverblijvers dankzij de vele appartementen met zeezicht.",
      "Middelkerke est connue pour son casino, ses personnages de BD sur la digue et son centre animé. Appréciée des secondes résidences grâce aux nombreux appartements avec vue sur mer.",
      "Middelkerke is known for its casino, the comic-strip statues on the promenade and a lively centre. Popular with second-home owners thanks to its many sea-view apartments.",
      "Middelkerke ist bekannt für sein Casino, die Comicfiguren auf dem Deich und ein lebendiges Zentrum. Dank der vielen Wohnungen mit Meerblick bei Zweitwohnungsbesitzern beliebt.",
    ),
    shapes: [[51.1880, 2.8190, 0.0030, 0.0070]],
    picture: "images/view-06.jpg",
  },
  {
    name: l("Bredene-Duin", "Bredene-Dunes", "Bredene-Duin", "Bredene-Duin"),
    title: l("Groen wonen in Bredene-Duin", "Vivre au vert à Bredene-Dunes", "Green living in Bredene-Duin", "Grün wohnen in Bredene-Duin"),
    subtitle: l("De enige kustgemeente zonder dijkbebouwing", "La seule commune côtière sans digue bâtie", "The only coastal town without a built-up promenade", "Der einzige Küstenort ohne bebauten Deich"),
    description: l(
      "Bredene heeft geen bebouwde zeedijk: tussen de woonwijken en het strand liggen ongerepte duinen. Villa's en vakantiewoningen liggen er verscholen in het groen, op tien minuten van Oostende.",
      "Bredene n'a pas de digue bâtie : des dunes intactes séparent les quartiers résidentiels de la plage. Villas et maisons de vacances s'y cachent dans la verdure, à dix minutes d'Ostende.",
      "Bredene has no built-up promenade: unspoilt dunes separate the residential areas from the beach. Villas and holiday homes lie hidden in the greenery, ten minutes from Ostend.",
      "Bredene hat keinen bebauten Deich: Unberührte Dünen trennen die Wohnviertel vom Strand. Villen und Ferienhäuser liegen versteckt im Grünen, zehn Minuten von Ostende entfernt.",
    ),
    shapes: [[51.2420, 2.9720, 0.0030, 0.0080]],
    picture: "images/garden-02.jpg",
  },
  {
    name: l("De Haan", "Le Coq", "De Haan", "De Haan"),
    title: l("De Haan en Wenduine", "Le Coq et Wenduine", "De Haan and Wenduine", "De Haan und Wenduine"),
    subtitle: l("Belle-époquevilla's en een autovrije concessie", "Villas Belle Époque et concession sans voitures", "Belle Époque villas and a car-free villa park", "Belle-Époque-Villen und ein autofreies Villenviertel"),
    description: l(
      "De Haan is geliefd om de Concessie met haar belle-époquevilla's, de tramhalte in art-nouveaustijl en de bossen achter de duinen. Wenduine heeft een brede dijk en de hoogste duin van de kust.",
      "Le Coq est apprécié pour sa Concession et ses villas Belle Époque, son arrêt de tram de style Art nouveau et ses bois derrière les dunes. Wenduine offre une large digue et la plus haute dune de la côte.",
      "De Haan is loved for its Concession of Belle Époque villas, the Art Nouveau tram stop and the woods behind the dunes. Wenduine has a wide promenade and the highest dune on the coast.",
      "De Haan ist beliebt für seine Konzession mit Belle-Époque-Villen, die Straßenbahnhaltestelle im Jugendstil und die Wälder hinter den Dünen. Wenduine hat einen breiten Deich und die höchste Düne der Küste.",
    ),
    shapes: [[51.2730, 3.0330, 0.0035, 0.0080], [51.2980, 3.0820, 0.0025, 0.0060]],
    picture: "images/facade-05.jpg",
  },
  {
    name: l("Oudenburg", "Oudenburg", "Oudenburg", "Oudenburg"),
    title: l("Oudenburg, Romeins stadje in de polder", "Oudenburg, cité romaine dans les polders", "Oudenburg, a Roman town in the polders", "Oudenburg, Römerstädtchen im Polder"),
    subtitle: l("Bouwgronden op tien minuten van de kust", "Terrains à bâtir à dix minutes de la côte", "Building plots ten minutes from the coast", "Baugrundstücke zehn Minuten von der Küste"),
    description: l(
      "Oudenburg combineert een historisch centrum met nieuwe verkavelingen en weidse polders. Ideaal voor gezinnen die willen bouwen op korte afstand van Oostende en Brugge.",
      "Oudenburg allie un centre historique, de nouveaux lotissements et de vastes polders. Idéal pour les familles qui veulent construire à courte distance d'Ostende et de Bruges.",
      "Oudenburg combines a historic centre with new residential developments and wide polders. Ideal for families who want to build close to Ostend and Bruges.",
      "Oudenburg verbindet ein historisches Zentrum mit neuen Baugebieten und weiten Poldern. Ideal für Familien, die nahe Ostende und Brügge bauen möchten.",
    ),
    shapes: [[51.1840, 3.0010, 0.0040, 0.0080]],
    picture: "images/plot-01.jpg",
  },
  {
    name: l("Brugge Centrum", "Bruges Centre", "Bruges Centre", "Brügge Zentrum"),
    title: l("Wonen in hartje Brugge", "Vivre au cœur de Bruges", "Living in the heart of Bruges", "Wohnen im Herzen von Brügge"),
    subtitle: l("Werelderfgoed op twintig minuten van zee", "Patrimoine mondial à vingt minutes de la mer", "World Heritage twenty minutes from the sea", "Weltkulturerbe zwanzig Minuten vom Meer"),
    description: l(
      "De historische binnenstad van Brugge staat op de werelderfgoedlijst van UNESCO. Wonen binnen de vesten betekent alles te voet doen, met de trein in een kwartier aan zee.",
      "Le centre historique de Bruges est inscrit au patrimoine mondial de l'UNESCO. Habiter intra-muros, c'est tout faire à pied, et rejoindre la mer en un quart d'heure de train.",
      "The historic centre of Bruges is a UNESCO World Heritage site. Living inside the city ramparts means doing everything on foot, with the sea a fifteen-minute train ride away.",
      "Die historische Altstadt von Brügge gehört zum UNESCO-Welterbe. Wer innerhalb der Stadtwälle wohnt, erledigt alles zu Fuß und ist mit dem Zug in einer Viertelstunde am Meer.",
    ),
    shapes: [[51.2085, 3.2245, 0.0080, 0.0130]],
    picture: "images/facade-06.jpg",
  },
];
