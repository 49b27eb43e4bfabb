/**
 * Places used by the demo snapshot: neighbourhoods with a centre and spread (for property coordinates),
 * street names, and a location sentence per language (used in property descriptions).
 */
import { type L } from "./i18n";

export type AreaKey =
  | "zeedijk" | "centrum" | "hazegras" | "westerkwartier" | "vuurtoren" | "mariakerke" | "raversijde"
  | "stene" | "konterdam" | "zandvoorde" | "opex"
  | "westende" | "bredene" | "brugge" | "eernegem" | "middelkerke" | "oudenburg"
  | "lux-city" | "esch" | "remich" | "mondorf";

export interface Town {
  city: string;
  zip: string;
  countryId: 10 | 50;
  countryName: "België" | "Luxembourg";
}

export const TOWNS = {
  oostende: { city: "Oostende", zip: "8400", countryId: 10, countryName: "België" },
  westende: { city: "Westende", zip: "8434", countryId: 10, countryName: "België" },
  bredene: { city: "Bredene", zip: "8450", countryId: 10, countryName: "België" },
  brugge: { city: "Brugge", zip: "8000", countryId: 10, countryName: "België" },
  eernegem: { city: "Eernegem", zip: "8480", countryId: 10, countryName: "België" },
  middelkerke: { city: "Middelkerke", zip: "8430", countryId: 10, countryName: "België" },
  oudenburg: { city: "Oudenburg", zip: "8460", countryId: 10, countryName: "België" },
  luxembourg: { city: "Luxembourg", zip: "1212", countryId: 50, countryName: "Luxembourg" },
  esch: { city: "Esch-sur-Alzette", zip: "4001", countryId: 50, countryName: "Luxembourg" },
  remich: { city: "Remich", zip: "5501", countryId: 50, countryName: "Luxembourg" },
  mondorf: { city: "Mondorf-les-Bains", zip: "5601", countryId: 50, countryName: "Luxembourg" },
} as const satisfies Record<string, Town>;

export type TownKey = keyof typeof TOWNS;

export interface Area {
  town: TownKey;
  /** Centre latitude / longitude and the half-size of the box properties are spread in. */
  lat: number;
  lng: number;
  dLat: number;
  dLng: number;
  /** Seafront areas put properties on the dike line instead of in a box. */
  seafront?: { from: [number, number]; to: [number, number] };
  streets: readonly string[];
  /** Location sentences (one or two variants per language). */
  text: L<readonly string[]>;
}

export const AREAS: Record<AreaKey, Area> = {
  zeedijk: {
    town: "oostende", lat: 51.2290, lng: 2.9080, dLat: 0, dLng: 0,
    // Oostende's dike from the Kursaal to Mariakerke; points are shifted a few metres inland.
    seafront: { from: [51.2336, 2.9196], to: [51.2172, 2.8872] },
    streets: ["Zeedijk", "Albert I-Promenade"],
    text: {
      nl: [
        "De residentie ligt op de Zeedijk, met het strand letterlijk voor de deur en het Kursaal en het centrum op wandelafstand.",
        "Vanop de Zeedijk wandelt u in enkele minuten naar het Wapenplein, de winkelstraten en de halte van de Kusttram.",
      ],
      fr: [
        "La résidence se trouve sur la digue, avec la plage juste devant la porte, le Kursaal et le centre à distance de marche.",
        "Depuis la digue, vous rejoignez en quelques minutes à pied la place d'Armes, les rues commerçantes et l'arrêt du tram de la côte.",
      ],
      en: [
        "The building stands on the Zeedijk promenade, with the beach right on the doorstep and the Kursaal and town centre within walking distance.",
        "From the promenade it is a few minutes' walk to Wapenplein, the shopping streets and the Coast Tram stop.",
      ],
      de: [
        "Die Residenz liegt direkt am Zeedijk: Der Strand beginnt vor der Haustür, das Kursaal und das Zentrum sind zu Fuß erreichbar.",
        "Vom Deich aus erreichen Sie in wenigen Gehminuten den Wapenplein, die Einkaufsstraßen und die Haltestelle der Küstenstraßenbahn.",
      ],
    },
  },
  centrum: {
    town: "oostende", lat: 51.2296, lng: 2.9180, dLat: 0.0022, dLng: 0.0040,
    streets: ["Wapenplein", "Kapellestraat", "Adolf Buylstraat", "Vlaanderenstraat", "Kerkstraat", "Sint-Sebastiaansstraat", "Witte Nonnenstraat", "Leopold II-laan"],
    text: {
      nl: [
        "Gelegen in het hart van Oostende, op een boogscheut van het Wapenplein, de Kapellestraat en het strand.",
        "Alles is te voet bereikbaar: winkels, restaurants, het station met de tram en de Zeedijk op nauwelijks vijf minuten.",
      ],
      fr: [
        "Situé au cœur d'Ostende, à deux pas de la place d'Armes, de la Kapellestraat et de la plage.",
        "Tout est accessible à pied : commerces, restaurants, la gare avec le tram et la digue à peine à cinq minutes.",
      ],
      en: [
        "Located in the heart of Ostend, a stone's throw from Wapenplein, Kapellestraat and the beach.",
        "Everything is within walking distance: shops, restaurants, the station with the tram, and the promenade barely five minutes away.",
      ],
      de: [
        "Im Herzen von Ostende gelegen, nur einen Katzensprung vom Wapenplein, der Kapellestraat und dem Strand entfernt.",
        "Alles ist zu Fuß erreichbar: Geschäfte, Restaurants, der Bahnhof mit der Straßenbahn und der Deich in knapp fünf Minuten.",
      ],
    },
  },
  hazegras: {
    town: "oostende", lat: 51.2328, lng: 2.9225, dLat: 0.0010, dLng: 0.0020,
    streets: ["Langestraat", "Hertstraat", "Sint-Franciscusstraat", "Vlaanderenstraat", "Visserskaai"],
    text: {
      nl: ["In de Hazegraswijk, tussen de Visserskaai, het Kursaal en het Wapenplein, met het strand en de haven op twee minuten wandelen."],
      fr: ["Dans le quartier du Hazegras, entre le quai des Pêcheurs, le Kursaal et la place d'Armes, avec la plage et le port à deux minutes à pied."],
      en: ["In the Hazegras quarter, between the Visserskaai fishermen's quay, the Kursaal and Wapenplein, with the beach and harbour two minutes' walk away."],
      de: ["Im Hazegras-Viertel, zwischen der Visserskaai, dem Kursaal und dem Wapenplein; Strand und Hafen sind in zwei Gehminuten erreichbar."],
    },
  },
  westerkwartier: {
    town: "oostende", lat: 51.2245, lng: 2.9060, dLat: 0.0018, dLng: 0.0030,
    streets: ["Koningin Astridlaan", "Mercatorlaan", "Stanleylaan", "Prinses Clementinalaan", "Hendrik Serruyslaan"],
    text: {
      nl: ["In het Westerkwartier, vlak bij de renbaan Wellington, de Koninklijke Gaanderijen en het Thermae Palace, op een paar honderd meter van zee."],
      fr: ["Dans le Westerkwartier, près de l'hippodrome Wellington, des Galeries royales et du Thermae Palace, à quelques centaines de mètres de la mer."],
      en: ["In the Westerkwartier, near the Wellington racecourse, the Royal Galleries and the Thermae Palace, a few hundred metres from the sea."],
      de: ["Im Westerkwartier, in der Nähe der Pferderennbahn Wellington, der Königlichen Galerien und des Thermae Palace, nur wenige hundert Meter vom Meer."],
    },
  },
  vuurtoren: {
    town: "oostende", lat: 51.2318, lng: 2.9395, dLat: 0.0015, dLng: 0.0030,
    streets: ["Vuurtorenstraat", "Halvemaanstraat", "Fortstraat", "Oosteroeverlaan", "Kiwidreef"],
    text: {
      nl: ["In de Vuurtorenwijk aan de oostelijke havengeul, vlak bij de Lange Nelle, het Fort Napoleon en het brede strand van de Oosteroever. Het gratis veer brengt u in enkele minuten naar het centrum."],
      fr: ["Dans le quartier du Phare (Vuurtorenwijk), sur la rive est du chenal, tout près du phare Lange Nelle, du Fort Napoléon et de la large plage de l'Oosteroever. Le bac gratuit vous conduit au centre en quelques minutes."],
      en: ["In the Vuurtorenwijk (lighthouse district) on the east bank of the harbour channel, close to the Lange Nelle lighthouse, Fort Napoleon and the wide Oosteroever beach. The free ferry takes you to the centre in minutes."],
      de: ["Im Vuurtorenwijk (Leuchtturmviertel) am Ostufer der Hafeneinfahrt, nahe dem Leuchtturm Lange Nelle, dem Fort Napoleon und dem breiten Strand von Oosteroever. Die kostenlose Fähre bringt Sie in wenigen Minuten ins Zentrum."],
    },
  },
  mariakerke: {
    town: "oostende", lat: 51.2135, lng: 2.8860, dLat: 0.0020, dLng: 0.0045,
    streets: ["Aartshertogstraat", "Nieuwpoortsesteenweg", "Duinenstraat", "Kemmelbergstraat", "Doornstraat", "Westlaan"],
    text: {
      nl: [
        "Rustig gelegen in Mariakerke, het residentiële deel van Oostende, op wandelafstand van het strand, de Zeedijk en de tramhalte.",
        "Mariakerke combineert de rust van een badplaats met de voorzieningen van de stad: bakker, supermarkt en de Kusttram om de hoek.",
      ],
      fr: [
        "Au calme à Mariakerke, le quartier résidentiel d'Ostende, à distance de marche de la plage, de la digue et de l'arrêt du tram.",
        "Mariakerke allie le calme d'une station balnéaire aux services de la ville : boulangerie, supermarché et tram de la côte au coin de la rue.",
      ],
      en: [
        "Quietly located in Mariakerke, Ostend's residential seaside quarter, within walking distance of the beach, the promenade and the tram stop.",
        "Mariakerke combines the calm of a resort with the amenities of the city: baker, supermarket and the Coast Tram around the corner.",
      ],
      de: [
        "Ruhig gelegen in Mariakerke, dem Wohnviertel von Ostende, nur wenige Gehminuten vom Strand, dem Deich und der Straßenbahnhaltestelle entfernt.",
        "Mariakerke verbindet die Ruhe eines Badeortes mit der Infrastruktur der Stadt: Bäcker, Supermarkt und die Küstenstraßenbahn gleich um die Ecke.",
      ],
    },
  },
  raversijde: {
    town: "oostende", lat: 51.2045, lng: 2.8640, dLat: 0.0012, dLng: 0.0030,
    streets: ["Nieuwpoortsesteenweg", "Duinenweg", "Koninklijke Baan", "Oude Kerkweg"],
    text: {
      nl: ["In Raversijde, tussen de duinen, het domein van de Atlantikwall en het strand, met de Kusttram richting Westende en Oostende vlakbij."],
      fr: ["À Raversijde, entre les dunes, le domaine de l'Atlantikwall et la plage, avec le tram de la côte vers Westende et Ostende à proximité."],
      en: ["In Raversijde, between the dunes, the Atlantic Wall estate and the beach, with the Coast Tram to Westende and Ostend close by."],
      de: ["In Raversijde, zwischen den Dünen, dem Atlantikwall-Gelände und dem Strand, mit der Küstenstraßenbahn Richtung Westende und Ostende ganz in der Nähe."],
    },
  },
  stene: {
    town: "oostende", lat: 51.2075, lng: 2.9030, dLat: 0.0025, dLng: 0.0045,
    streets: ["Stenedorpstraat", "Zandvoordeschorredijkstraat", "Steenbakkersstraat", "Torhoutsesteenweg", "Marie-Joséstraat"],
    text: {
      nl: ["In Stene, een groene en kindvriendelijke wijk met scholen en winkels, op enkele minuten fietsen van het centrum en het strand."],
      fr: ["À Stene, quartier vert et familial avec écoles et commerces, à quelques minutes à vélo du centre et de la plage."],
      en: ["In Stene, a green, family-friendly district with schools and shops, a few minutes by bike from the centre and the beach."],
      de: ["In Stene, einem grünen, familienfreundlichen Viertel mit Schulen und Geschäften, nur wenige Fahrradminuten vom Zentrum und vom Strand entfernt."],
    },
  },
  konterdam: {
    town: "oostende", lat: 51.2165, lng: 2.9340, dLat: 0.0020, dLng: 0.0035,
    streets: ["Konterdamstraat", "Gistelsesteenweg", "Elisabethlaan", "Brugsesteenweg", "Pastoor Pypestraat"],
    text: {
      nl: ["In Konterdam, een rustige woonwijk vlak bij de Spuikom, met scholen, winkels en een vlotte verbinding naar de ring en de E40."],
      fr: ["À Konterdam, quartier résidentiel calme près du Spuikom, avec écoles, commerces et un accès rapide au ring et à l'E40."],
      en: ["In Konterdam, a quiet residential area near the Spuikom lake, with schools, shops and quick access to the ring road and the E40."],
      de: ["In Konterdam, einem ruhigen Wohnviertel am Spuikom, mit Schulen, Geschäften und schneller Anbindung an den Ring und die E40."],
    },
  },
  zandvoorde: {
    town: "oostende", lat: 51.2025, lng: 2.9725, dLat: 0.0020, dLng: 0.0040,
    streets: ["Zandvoordedorpstraat", "Gistelsteenweg", "Oudenburgsesteenweg", "Schorrestraat"],
    text: {
      nl: ["In het landelijke Zandvoorde, aan de rand van Oostende, met weidse polderzichten en toch op tien minuten van het centrum."],
      fr: ["Dans le village rural de Zandvoorde, en bordure d'Ostende, avec de larges vues sur les polders et pourtant à dix minutes du centre."],
      en: ["In rural Zandvoorde, on the edge of Ostend, with wide views over the polders and yet only ten minutes from the centre."],
      de: ["Im ländlichen Zandvoorde am Rande von Ostende, mit weitem Blick über die Polder und dennoch nur zehn Minuten vom Zentrum entfernt."],
    },
  },
  opex: {
    town: "oostende", lat: 51.2240, lng: 2.9355, dLat: 0.0015, dLng: 0.0030,
    streets: ["Nieuwpoortsesteenweg", "Vrijheidstraat", "Ooststraat", "Brugsesteenweg", "Perzikstraat"],
    text: {
      nl: ["In de Opexwijk, dicht bij het station, de jachthaven Mercator en de Spuikom, met winkels, scholen en de tram binnen handbereik."],
      fr: ["Dans le quartier Opex, près de la gare, du port de plaisance Mercator et du Spuikom, avec commerces, écoles et tram à portée de main."],
      en: ["In the Opex district, close to the station, Mercator marina and the Spuikom, with shops, schools and the tram within easy reach."],
      de: ["Im Opex-Viertel, nahe dem Bahnhof, dem Jachthafen Mercator und dem Spuikom, mit Geschäften, Schulen und der Straßenbahn in unmittelbarer Nähe."],
    },
  },
  westende: {
    town: "westende", lat: 51.1690, lng: 2.7700, dLat: 0.0015, dLng: 0.0030,
    streets: ["Zeedijk", "Henri Jasparlaan", "Meeuwenlaan", "Strandlaan"],
    text: {
      nl: ["In Westende-Bad, een gezellige en gezinsvriendelijke badplaats, met de duinen, het strand en de Kusttram op wandelafstand."],
      fr: ["À Westende-Bad, station balnéaire conviviale et familiale, avec les dunes, la plage et le tram de la côte à distance de marche."],
      en: ["In Westende-Bad, a friendly, family-oriented resort, with the dunes, the beach and the Coast Tram within walking distance."],
      de: ["In Westende-Bad, einem gemütlichen, familienfreundlichen Badeort; Dünen, Strand und Küstenstraßenbahn sind zu Fuß erreichbar."],
    },
  },
  bredene: {
    town: "bredene", lat: 51.2420, lng: 2.9720, dLat: 0.0015, dLng: 0.0030,
    streets: ["Duinenstraat", "Zegelaan", "Kapelstraat"],
    text: {
      nl: ["In Bredene-Duin, in een groene omgeving vlak bij de duinen en het brede strand, op tien minuten van het centrum van Oostende."],
      fr: ["À Bredene-Duin, dans un cadre verdoyant tout près des dunes et de la large plage, à dix minutes du centre d'Ostende."],
      en: ["In Bredene-Duin, in green surroundings close to the dunes and the wide beach, ten minutes from Ostend town centre."],
      de: ["In Bredene-Duin, in grüner Umgebung nahe den Dünen und dem breiten Strand, zehn Minuten vom Zentrum Ostendes entfernt."],
    },
  },
  brugge: {
    town: "brugge", lat: 51.2085, lng: 3.2230, dLat: 0.0020, dLng: 0.0040,
    streets: ["Noordzandstraat", "Ezelstraat", "Langestraat", "Katelijnestraat"],
    text: {
      nl: ["In de historische binnenstad van Brugge, op wandelafstand van de Markt, de reien en 't Zand."],
      fr: ["Dans le centre historique de Bruges, à distance de marche du Markt, des canaux et de la place 't Zand."],
      en: ["In the historic centre of Bruges, within walking distance of the Markt, the canals and 't Zand square."],
      de: ["In der historischen Altstadt von Brügge, nur wenige Gehminuten vom Markt, den Grachten und dem Platz 't Zand entfernt."],
    },
  },
  eernegem: {
    town: "eernegem", lat: 51.1330, lng: 3.0380, dLat: 0.0030, dLng: 0.0050,
    streets: ["Hogeweg", "Aartrijkestraat", "Sint-Godelievestraat"],
    text: {
      nl: ["In het landelijke Eernegem (Ichtegem), omringd door weiden, op een kwartiertje rijden van Oostende en Brugge."],
      fr: ["Dans la campagne d'Eernegem (Ichtegem), entourée de prairies, à un quart d'heure en voiture d'Ostende et de Bruges."],
      en: ["In rural Eernegem (Ichtegem), surrounded by meadows, a fifteen-minute drive from Ostend and Bruges."],
      de: ["Im ländlichen Eernegem (Ichtegem), umgeben von Wiesen, eine Viertelstunde mit dem Auto von Ostende und Brügge entfernt."],
    },
  },
  middelkerke: {
    town: "middelkerke", lat: 51.1890, lng: 2.8190, dLat: 0.0006, dLng: 0.0015,
    streets: ["Zeedijk", "Epernaylaan", "Leopoldlaan"],
    text: {
      nl: ["Op de Zeedijk van Middelkerke, vlak bij het casino en de winkelstraat, met de Kusttram voor de deur."],
      fr: ["Sur la digue de Middelkerke, près du casino et de la rue commerçante, avec le tram de la côte devant la porte."],
      en: ["On the Middelkerke promenade, close to the casino and the shopping street, with the Coast Tram right outside."],
      de: ["Am Deich von Middelkerke, nahe dem Casino und der Einkaufsstraße; die Küstenstraßenbahn hält direkt vor der Tür."],
    },
  },
  oudenburg: {
    town: "oudenburg", lat: 51.1830, lng: 3.0020, dLat: 0.0020, dLng: 0.0040,
    streets: ["Zandvoordestraat", "Stationsstraat", "Ettelgemsestraat"],
    text: {
      nl: ["In een rustige verkaveling in Oudenburg, een historisch stadje aan de rand van de polders, op tien minuten van Oostende."],
      fr: ["Dans un lotissement calme à Oudenburg, petite ville historique en bordure des polders, à dix minutes d'Ostende."],
      en: ["In a quiet residential development in Oudenburg, a historic small town on the edge of the polders, ten minutes from Ostend."],
      de: ["In einem ruhigen Neubaugebiet in Oudenburg, einem historischen Städtchen am Rande der Polder, zehn Minuten von Ostende entfernt."],
    },
  },
  "lux-city": {
    town: "luxembourg", lat: 49.6080, lng: 6.1300, dLat: 0.0030, dLng: 0.0050,
    streets: ["Boulevard de la Pétrusse", "Rue de Strasbourg", "Avenue de la Gare"],
    text: {
      nl: ["In Luxemburg-stad, vlak bij het centrum, de Europese instellingen op Kirchberg en de tram."],
      fr: ["À Luxembourg-ville, près du centre, des institutions européennes du Kirchberg et du tram."],
      en: ["In Luxembourg City, close to the centre, the European institutions on Kirchberg and the tram."],
      de: ["In Luxemburg-Stadt, nahe dem Zentrum, den europäischen Institutionen auf dem Kirchberg und der Straßenbahn."],
    },
  },
  esch: {
    town: "esch", lat: 49.4960, lng: 5.9810, dLat: 0.0030, dLng: 0.0050,
    streets: ["Rue de l'Alzette", "Boulevard Kennedy", "Rue du Canal"],
    text: {
      nl: ["In Esch-sur-Alzette, de tweede stad van het Groothertogdom, dicht bij de universiteitscampus Belval en het station."],
      fr: ["À Esch-sur-Alzette, deuxième ville du Grand-Duché, près du campus universitaire de Belval et de la gare."],
      en: ["In Esch-sur-Alzette, the Grand Duchy's second city, close to the Belval university campus and the station."],
      de: ["In Esch-sur-Alzette, der zweitgrößten Stadt des Großherzogtums, nahe dem Universitätscampus Belval und dem Bahnhof."],
    },
  },
  remich: {
    town: "remich", lat: 49.5445, lng: 6.3665, dLat: 0.0015, dLng: 0.0025,
    streets: ["Route du Vin", "Esplanade", "Rue de Macher"],
    text: {
      nl: ["In Remich, aan de oevers van de Moezel, tussen de wijngaarden en op enkele minuten van de Duitse en de Franse grens."],
      fr: ["À Remich, au bord de la Moselle, entre les vignobles et à quelques minutes des frontières allemande et française."],
      en: ["In Remich, on the banks of the Moselle, among the vineyards and a few minutes from the German and French borders."],
      de: ["In Remich, am Ufer der Mosel, inmitten der Weinberge und wenige Minuten von der deutschen und der französischen Grenze entfernt."],
    },
  },
  mondorf: {
    town: "mondorf", lat: 49.5055, lng: 6.2810, dLat: 0.0015, dLng: 0.0030,
    streets: ["Avenue des Bains", "Route de Remich", "Rue du Moulin"],
    text: {
      nl: ["In Mondorf-les-Bains, de kuurstad van Luxemburg, op wandelafstand van het thermencentrum en het park."],
      fr: ["À Mondorf-les-Bains, la ville thermale du Luxembourg, à distance de marche du centre thermal et du parc."],
      en: ["In Mondorf-les-Bains, Luxembourg's spa town, within walking distance of the thermal spa and the park."],
      de: ["In Mondorf-les-Bains, dem Kurort Luxemburgs, nur wenige Gehminuten vom Thermalbad und vom Kurpark entfernt."],
    },
  },
};
