/**
 * Texts for demo properties: headlines (TypeDescription), composed descriptions (DescriptionA)
 * and the multilingual label tables (heating, kitchen, glazing, …).
 * Descriptions are built from sentences per language; every language has its own grammar here,
 * nothing is machine-translated at run time.
 */
import { type L, type Lang, l, perLang } from "./i18n";
import { AREAS, type AreaKey } from "./places";

export type Kind =
  | "apartment" | "penthouse" | "duplex" | "groundfloor" | "studio"
  | "house" | "villa" | "farm" | "garage" | "parking" | "plot" | "investment" | "shop";

export interface DescCtx {
  kind: Kind;
  goal: 0 | 1;
  /** Free integer used to pick sentence variants. */
  variant: number;
  area: AreaKey;
  coastal: boolean;
  beds: number;
  baths: number;
  showers: number;
  living: number;
  terrace?: number;
  garden?: number;
  ground?: number;
  front?: number;
  store?: number;
  office?: number;
  floor?: number;
  facades?: number;
  seaView: boolean;
  lift: boolean;
  cellar: boolean;
  garage: boolean;
  parking: boolean;
  renovated?: number;
  year?: number;
  furnished: boolean;
  units?: number;
  grossYield?: number;
  project?: L;
  /** Life-annuity sale (viager): bouquet and monthly annuity in euro. */
  annuity?: { bouquet: number; monthly: number };
}

const FLATS: readonly Kind[] = ["apartment", "penthouse", "duplex", "groundfloor"];
const isFlat = (c: DescCtx) => FLATS.includes(c.kind) || c.kind === "studio";

/** True when the opening sentence already states the number of bedrooms (the layout then says "the bedrooms"). */
const openerHasBeds = (c: DescCtx) => c.kind === "duplex" || (c.kind === "apartment" && !c.seaView && c.variant % 3 !== 0);

/** Gross yield with the language's decimal separator. */
const yieldText = (c: DescCtx, lang: Lang) => {
  const s = (c.grossYield ?? 0).toFixed(1);
  return lang === "en" ? s : s.replace(".", ",");
};

/** Thousands grouping per language (no Intl, so output never depends on the ICU version). */
export function num(n: number, lang: Lang): string {
  const sep = lang === "en" ? "," : lang === "fr" ? "\u202f" : ".";
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

const pick = <T>(items: readonly T[], v: number): T => items[((v % items.length) + items.length) % items.length] as T;

// ---------------------------------------------------------------------------------------------
// Dutch

const nlFloor = (n = 0) => (n === 0 ? "op het gelijkvloers" : `op de ${n}${n === 1 || n === 8 || n >= 20 ? "ste" : "de"} verdieping`);
const nlBeds = (n: number) => (n === 1 ? "één slaapkamer" : `${n} slaapkamers`);
function nlBath(c: DescCtx): string[] {
  const parts: string[] = [];
  if (c.baths >= 2) parts.push(`${c.baths} badkamers`);
  else if (c.baths === 1) parts.push("een badkamer");
  if (c.showers > 0) parts.push(c.baths > 0 ? "een aparte doucheruimte" : "een doucheruimte");
  return parts.length ? parts : ["een badkamer"];
}

// French

const frFloor = (n = 0) => (n === 0 ? "au rez-de-chaussée" : n === 1 ? "au 1er étage" : `au ${n}e étage`);
const frBeds = (n: number) => (n === 1 ? "une chambre" : `${n} chambres`);
function frBath(c: DescCtx): string[] {
  const parts: string[] = [];
  if (c.baths >= 2) parts.push(`${c.baths} salles de bains`);
  else if (c.baths === 1) parts.push("une salle de bains");
  if (c.showers > 0) parts.push(c.baths > 0 ? "une salle de douche séparée" : "une salle de douche");
  return parts.length ? parts : ["une salle de bains"];
}

// English

function enOrd(n: number) {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}
const enFloor = (n = 0) => (n === 0 ? "on the ground floor" : `on the ${enOrd(n)} floor`);
const enBeds = (n: number) => (n === 1 ? "one bedroom" : `${n} bedrooms`);
function enBath(c: DescCtx): string[] {
  const parts: string[] = [];
  if (c.baths >= 2) parts.push(`${c.baths} bathrooms`);
  else if (c.baths === 1) parts.push("a bathroom");
  if (c.showers > 0) parts.push(c.baths > 0 ? "a separate shower room" : "a shower room");
  return parts.length ? parts : ["a bathroom"];
}

// German (accusative / dative forms are needed after "mit" and "über")

const deFloor = (n = 0) => (n === 0 ? "im Erdgeschoss" : `im ${n}. Obergeschoss`);
const deBedsAcc = (n: number) => (n === 1 ? "ein Schlafzimmer" : `${n} Schlafzimmer`);
const deBedsDat = (n: number) => (n === 1 ? "einem Schlafzimmer" : `${n} Schlafzimmern`);
function deBathAcc(c: DescCtx): string[] {
  const parts: string[] = [];
  if (c.baths >= 2) parts.push(`${c.baths} Badezimmer`);
  else if (c.baths === 1) parts.push("ein Badezimmer");
  if (c.showers > 0) parts.push(c.baths > 0 ? "ein separates Duschbad" : "ein Duschbad");
  return parts.length ? parts : ["ein Badezimmer"];
}

/** "a, b and c" in each language. */
function list(items: string[], and: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// Sentence builders per language

interface Phrases {
  opener(c: DescCtx): string;
  layout(c: DescCtx): string;
  terrace(c: DescCtx): string;
  garden(c: DescCtx): string;
  garage(c: DescCtx): string;
  parking(c: DescCtx): string;
  renovated(c: DescCtx): string;
  recent(c: DescCtx): string;
  furnished(): string;
  project(c: DescCtx): string;
  annuity(c: DescCtx): string;
  closing(c: DescCtx): string;
}

const NL: Phrases = {
  opener(c) {
    const lift = c.lift ? " met lift" : "";
    switch (c.kind) {
      case "apartment":
        if (c.seaView) return `Appartement van ${c.living} m² met een prachtig zicht op zee, ${nlFloor(c.floor)}${c.lift ? " van een residentie met lift" : ""}.`;
        return pick([
          `Lichtrijk appartement van ca. ${c.living} m² ${nlFloor(c.floor)} van een verzorgde residentie${lift}.`,
          `Dit instapklare appartement van ${c.living} m² ligt ${nlFloor(c.floor)} en beschikt over ${nlBeds(c.beds)}.`,
          `Ruim en comfortabel appartement met ${nlBeds(c.beds)}, ${nlFloor(c.floor)} van een kleinschalig gebouw${lift}.`,
        ], c.variant);
      case "penthouse":
        return `Exclusieve penthouse van ${c.living} m² op de bovenste verdieping, met ${c.terrace ?? 0} m² terrassen en een panoramisch zicht ${c.seaView ? "over zee en de stad" : "over de stad"}.`;
      case "duplex":
        return `Duplexappartement van ${c.living} m² over twee niveaus, ${nlFloor(c.floor)} van een recente residentie, met ${nlBeds(c.beds)}.`;
      case "groundfloor":
        return `Gelijkvloers appartement van ${c.living} m² met een eigen tuin van ${c.garden ?? 0} m², een zeldzaamheid in deze buurt.`;
      case "studio":
        return pick([
          `Slim ingedeelde studio van ${c.living} m² ${nlFloor(c.floor)}${c.lift ? ", bereikbaar met de lift" : ""}.`,
          `Gezellige studio van ${c.living} m² met een aparte slaaphoek en ${c.seaView ? "een prachtig zicht op zee" : "veel lichtinval"}.`,
        ], c.variant);
      case "house": {
        const w = c.facades === 4 ? "Vrijstaande woning" : c.facades === 3 ? "Halfopen bebouwing" : "Rijwoning";
        return `${w} met ${nlBeds(c.beds)} en ${c.living} m² bewoonbare oppervlakte op een perceel van ${num(c.ground ?? 0, "nl")} m².`;
      }
      case "villa":
        return `Karaktervolle villa met ${nlBeds(c.beds)} en ${c.living} m² woonruimte, op een perceel van ${num(c.ground ?? 0, "nl")} m².`;
      case "farm":
        return `Gerenoveerde hoeve met ${nlBeds(c.beds)}, bijgebouwen en ${num(c.ground ?? 0, "nl")} m² grond in een landelijke omgeving.`;
      case "garage":
        return `Afgesloten garagebox van ${c.living} m² met sectionale poort, ideaal om uw wagen, fietsen of strandmateriaal veilig te stallen.`;
      case "parking":
        return `Ondergrondse autostaanplaats van ${c.living} m² in een afgesloten parkeergarage met automatische poort en badgetoegang.`;
      case "plot":
        return `Perceel bouwgrond van ${num(c.ground ?? 0, "nl")} m² met een straatbreedte van ${c.front ?? 0} m, bestemd voor open bebouwing.`;
      case "investment":
        return `Opbrengsteigendom met ${c.units ?? 0} verhuurde appartementen en een totale bewoonbare oppervlakte van ${c.living} m².`;
      case "shop":
        return `Handelspand met ${c.store ?? 0} m² winkelruimte en een etalage van ${c.front ?? 0} m in een drukke winkelstraat.`;
    }
  },
  layout(c) {
    switch (c.kind) {
      case "studio":
        return `De leefruimte met slaaphoek sluit aan op een kitchenette met kookplaat en combi-oven; verder is er ${list([...nlBath(c), ...(c.cellar ? ["een kelderberging"] : [])], "en")}.`;
      case "house":
      case "farm":
        return `Op het gelijkvloers: inkomhal, living met eethoek, keuken, wasplaats en toilet; op de verdieping ${list(["de slaapkamers", ...nlBath(c)], "en")}.`;
      case "villa":
        return `De leefruimtes met open haard geven uit op de tuin; op de verdieping liggen ${list(["de slaapkamers", ...nlBath(c)], "en")}.`;
      case "investment":
        return `Het gebouw telt ${c.units ?? 0} volwaardige appartementen, elk met eigen meters, een gemeenschappelijke kelder en een fietsenberging.`;
      case "shop":
        return `Achteraan bevinden zich een stockruimte, een kitchenette en een toilet; op de verdieping is er een bureauruimte van ${c.office ?? 0} m².`;
      case "garage":
        return "De box heeft elektriciteit en is vlot toegankelijk via een afgesloten binnenkoer.";
      case "parking":
        return "De staanplaats is ruim genoeg voor een grote wagen en er is een gemeenschappelijke fietsenstalling.";
      case "plot":
        return "Het perceel is vrij van bouwverplichting, de nutsvoorzieningen liggen aan de straat en de verkavelingsvergunning is afgeleverd.";
      default:
        return pick([
          `Indeling: inkomhal met apart toilet, leefruimte met open keuken, ${list([openerHasBeds(c) ? (c.beds === 1 ? "de slaapkamer" : "de slaapkamers") : nlBeds(c.beds), ...nlBath(c)], "en")}${c.cellar ? ", aangevuld met een privatieve kelderberging" : ""}.`,
          `U vindt er een ruime living met veel lichtinval, een volledig ingerichte keuken, ${list([openerHasBeds(c) ? (c.beds === 1 ? "de slaapkamer" : "de slaapkamers") : nlBeds(c.beds), ...nlBath(c)], "en")}${c.cellar ? ". In de kelder is er een eigen berging" : ""}.`,
        ], c.variant);
    }
  },
  terrace: (c) => `Het terras van ${c.terrace ?? 0} m² ${c.seaView ? "biedt een onbelemmerd zicht op zee" : "is ideaal om van de avondzon te genieten"}.`,
  garden: (c) => `De tuin van ${num(c.garden ?? 0, "nl")} m² is zuidwest gericht en goed beschut.`,
  garage: (c) => `Een garage${isFlat(c) ? " in het gebouw" : ""} is inbegrepen.`,
  parking: (c) => (c.goal === 1 ? "Een autostaanplaats kan bijgehuurd worden." : "Een autostaanplaats kan bijgekocht worden."),
  renovated: (c) => `Het geheel werd in ${c.renovated} grondig gerenoveerd${c.year ? ` (bouwjaar ${c.year})` : ""}.`,
  recent: (c) => `Recent gebouwd (${c.year}) volgens de hedendaagse energienormen.`,
  furnished: () => "Het pand wordt volledig gemeubeld verhuurd.",
  project: (c) => `Dit appartement maakt deel uit van het nieuwbouwproject ${c.project?.nl ?? ""}; verkoop onder het btw-stelsel en de Wet Breyne.`,
  annuity: (c) => `Verkoop op lijfrente, met voorbehoud van levenslang gebruiksrecht voor een koppel van 78 en 81 jaar: boeket € ${num(c.annuity?.bouquet ?? 0, "nl")} en een maandelijkse rente van € ${num(c.annuity?.monthly ?? 0, "nl")}.`,
  closing(c) {
    if (c.goal === 1) return pick([
      "Huurwaarborg: drie maanden huur. Beschikbaar in overleg; bezoek op afspraak.",
      "Gemeenschappelijke kosten en verbruik zijn niet inbegrepen in de huurprijs. Huisdieren bespreekbaar.",
    ], c.variant);
    if (c.kind === "garage" || c.kind === "parking") return "Ook interessant als belegging: garages aan de kust zijn altijd gegeerd.";
    if (c.kind === "plot") return "Een unieke kans om uw droomwoning te bouwen. Bodemattest en stedenbouwkundige inlichtingen zijn beschikbaar.";
    if (c.kind === "investment") return `Huidig bruto huurrendement ca. ${yieldText(c, "nl")}%. Huurcontracten en EPC's liggen ter inzage op ons kantoor.`;
    if (c.kind === "shop") return "Geschikt voor diverse handelsactiviteiten (geen horeca).";
    if (AREAS[c.area].town === "luxembourg" || ["esch", "remich", "mondorf"].includes(c.area)) return "Ideaal voor wie in het Groothertogdom woont of werkt. Bezoek op afspraak.";
    if (c.annuity) return "Een interessante belegging op lange termijn. De volledige berekening van boeket en rente ligt ter inzage op ons kantoor.";
    if (!c.coastal) return "Ideaal voor gezinnen die rust en ruimte zoeken. Bezoek op afspraak.";
    return pick([
      "Ideaal als vaste woonst of als tweede verblijf aan zee. Bezoek op afspraak.",
      "Een uitstekende investering in een gegeerde buurt. Contacteer ons voor meer informatie of een bezoek.",
    ], c.variant);
  },
};

const FR: Phrases = {
  opener(c) {
    const lift = c.lift ? " avec ascenseur" : "";
    switch (c.kind) {
      case "apartment":
        if (c.seaView) return `Appartement de ${c.living} m² avec une superbe vue sur la mer, situé ${frFloor(c.floor)}${c.lift ? " d'une résidence avec ascenseur" : ""}.`;
        return pick([
          `Appartement lumineux d'environ ${c.living} m² ${frFloor(c.floor)} d'une résidence soignée${lift}.`,
          `Cet appartement prêt à habiter de ${c.living} m² se situe ${frFloor(c.floor)} et dispose de ${frBeds(c.beds)}.`,
          `Appartement spacieux et confortable avec ${frBeds(c.beds)}, ${frFloor(c.floor)} d'un petit immeuble${lift}.`,
        ], c.variant);
      case "penthouse":
        return `Penthouse exclusif de ${c.living} m² au dernier étage, avec ${c.terrace ?? 0} m² de terrasses et une vue panoramique ${c.seaView ? "sur la mer et la ville" : "sur la ville"}.`;
      case "duplex":
        return `Appartement duplex de ${c.living} m² sur deux niveaux, ${frFloor(c.floor)} d'une résidence récente, avec ${frBeds(c.beds)}.`;
      case "groundfloor":
        return `Appartement au rez-de-chaussée de ${c.living} m² avec un jardin privatif de ${c.garden ?? 0} m², une rareté dans le quartier.`;
      case "studio":
        return pick([
          `Studio bien agencé de ${c.living} m² ${frFloor(c.floor)}${c.lift ? ", accessible par ascenseur" : ""}.`,
          `Studio chaleureux de ${c.living} m² avec un coin nuit séparé et ${c.seaView ? "une magnifique vue sur la mer" : "beaucoup de lumière naturelle"}.`,
        ], c.variant);
      case "house": {
        const w = c.facades === 4 ? "Maison quatre façades" : c.facades === 3 ? "Maison trois façades" : "Maison mitoyenne";
        return `${w} avec ${frBeds(c.beds)} et ${c.living} m² habitables sur une parcelle de ${num(c.ground ?? 0, "fr")} m².`;
      }
      case "villa":
        return `Villa de caractère avec ${frBeds(c.beds)} et ${c.living} m² habitables, sur une parcelle de ${num(c.ground ?? 0, "fr")} m².`;
      case "farm":
        return `Ferme rénovée avec ${frBeds(c.beds)}, dépendances et ${num(c.ground ?? 0, "fr")} m² de terrain dans un cadre champêtre.`;
      case "garage":
        return `Box de garage fermé de ${c.living} m² avec porte sectionnelle, idéal pour ranger en sécurité votre voiture, vos vélos ou votre matériel de plage.`;
      case "parking":
        return `Emplacement de parking souterrain de ${c.living} m² dans un garage fermé avec porte automatique et accès par badge.`;
      case "plot":
        return `Terrain à bâtir de ${num(c.ground ?? 0, "fr")} m² avec une façade à rue de ${c.front ?? 0} m, destiné à une construction quatre façades.`;
      case "investment":
        return `Immeuble de rapport comprenant ${c.units ?? 0} appartements loués, pour une surface habitable totale de ${c.living} m².`;
      case "shop":
        return `Surface commerciale de ${c.store ?? 0} m² avec une vitrine de ${c.front ?? 0} m dans une rue commerçante animée.`;
    }
  },
  layout(c) {
    switch (c.kind) {
      case "studio":
        return `La pièce de vie avec coin nuit s'ouvre sur une kitchenette avec taque de cuisson et four combiné ; le studio comprend également ${list([...frBath(c), ...(c.cellar ? ["une cave"] : [])], "et")}.`;
      case "house":
      case "farm":
        return `Au rez-de-chaussée : hall d'entrée, séjour avec coin repas, cuisine, buanderie et toilette ; à l'étage, ${list(["les chambres", ...frBath(c)], "et")}.`;
      case "villa":
        return `Les pièces de vie avec feu ouvert donnent sur le jardin ; à l'étage se trouvent ${list(["les chambres", ...frBath(c)], "et")}.`;
      case "investment":
        return `L'immeuble compte ${c.units ?? 0} appartements complets, chacun avec ses propres compteurs, une cave commune et un local vélos.`;
      case "shop":
        return `À l'arrière se trouvent une réserve, une kitchenette et une toilette ; à l'étage, un espace de bureau de ${c.office ?? 0} m².`;
      case "garage":
        return "Le box est équipé de l'électricité et facilement accessible par une cour intérieure fermée.";
      case "parking":
        return "L'emplacement convient à une grande voiture et un local vélos commun est disponible.";
      case "plot":
        return "Le terrain est libre de toute obligation de bâtir, les impétrants sont en voirie et le permis de lotir est délivré.";
      default:
        return pick([
          `Distribution : hall d'entrée avec toilette séparée, séjour avec cuisine ouverte, ${list([openerHasBeds(c) ? (c.beds === 1 ? "la chambre" : "les chambres") : frBeds(c.beds), ...frBath(c)], "et")}${c.cellar ? ", complétés par une cave privative" : ""}.`,
          `Vous y trouverez un séjour spacieux et lumineux, une cuisine entièrement équipée, ${list([openerHasBeds(c) ? (c.beds === 1 ? "la chambre" : "les chambres") : frBeds(c.beds), ...frBath(c)], "et")}${c.cellar ? ". Une cave privative complète le bien" : ""}.`,
        ], c.variant);
    }
  },
  terrace: (c) => `La terrasse de ${c.terrace ?? 0} m² ${c.seaView ? "offre une vue dégagée sur la mer" : "est idéale pour profiter du soleil du soir"}.`,
  garden: (c) => `Le jardin de ${num(c.garden ?? 0, "fr")} m², orienté sud-ouest, est bien abrité.`,
  garage: (c) => `Un garage${isFlat(c) ? " dans l'immeuble" : ""} est compris.`,
  parking: (c) => (c.goal === 1 ? "Un emplacement de parking peut être loué en supplément." : "Un emplacement de parking peut être acquis en supplément."),
  renovated: (c) => `L'ensemble a été entièrement rénové en ${c.renovated}${c.year ? ` (année de construction ${c.year})` : ""}.`,
  recent: (c) => `Construction récente (${c.year}) conforme aux normes énergétiques actuelles.`,
  furnished: () => "Le bien est loué entièrement meublé.",
  project: (c) => `Cet appartement fait partie du projet neuf ${c.project?.fr ?? ""} ; vente sous régime TVA et loi Breyne.`,
  annuity: (c) => `Vente en viager occupé par un couple de 78 et 81 ans : bouquet de ${num(c.annuity?.bouquet ?? 0, "fr")} € et rente mensuelle de ${num(c.annuity?.monthly ?? 0, "fr")} €.`,
  closing(c) {
    if (c.goal === 1) return pick([
      "Garantie locative : trois mois de loyer. Disponibilité à convenir ; visites sur rendez-vous.",
      "Charges communes et consommations non comprises dans le loyer. Animaux à discuter.",
    ], c.variant);
    if (c.kind === "garage" || c.kind === "parking") return "Intéressant aussi comme placement : les garages à la côte sont toujours recherchés.";
    if (c.kind === "plot") return "Une occasion unique de construire la maison de vos rêves. Attestation du sol et renseignements urbanistiques disponibles.";
    if (c.kind === "investment") return `Rendement locatif brut actuel d'environ ${yieldText(c, "fr")} %. Baux et certificats énergétiques consultables à notre agence.`;
    if (c.kind === "shop") return "Convient à diverses activités commerciales (pas d'horeca).";
    if (AREAS[c.area].town === "luxembourg" || ["esch", "remich", "mondorf"].includes(c.area)) return "Idéal pour qui vit ou travaille au Grand-Duché. Visites sur rendez-vous.";
    if (c.annuity) return "Un placement intéressant à long terme. Le calcul complet du bouquet et de la rente est consultable à notre agence.";
    if (!c.coastal) return "Idéal pour une famille en quête de calme et d'espace. Visites sur rendez-vous.";
    return pick([
      "Idéal comme résidence principale ou comme seconde résidence à la mer. Visites sur rendez-vous.",
      "Un excellent investissement dans un quartier recherché. Contactez-nous pour plus d'informations ou une visite.",
    ], c.variant);
  },
};

const EN: Phrases = {
  opener(c) {
    const lift = c.lift ? " with a lift" : "";
    switch (c.kind) {
      case "apartment":
        if (c.seaView) return `Apartment of ${c.living} m² with a superb sea view, ${enFloor(c.floor)}${c.lift ? " of a building with a lift" : ""}.`;
        return pick([
          `Bright apartment of approx. ${c.living} m² ${enFloor(c.floor)} of a well-kept residence${lift}.`,
          `This move-in ready ${c.living} m² apartment is ${enFloor(c.floor)} and has ${enBeds(c.beds)}.`,
          `Spacious and comfortable apartment with ${enBeds(c.beds)}, ${enFloor(c.floor)} of a small building${lift}.`,
        ], c.variant);
      case "penthouse":
        return `Exclusive penthouse of ${c.living} m² on the top floor, with ${c.terrace ?? 0} m² of terraces and panoramic views ${c.seaView ? "over the sea and the city" : "over the city"}.`;
      case "duplex":
        return `Duplex apartment of ${c.living} m² on two levels, ${enFloor(c.floor)} of a recent residence, with ${enBeds(c.beds)}.`;
      case "groundfloor":
        return `Ground-floor apartment of ${c.living} m² with a private garden of ${c.garden ?? 0} m², a rarity in this area.`;
      case "studio":
        return pick([
          `Cleverly laid-out studio of ${c.living} m² ${enFloor(c.floor)}${c.lift ? ", served by a lift" : ""}.`,
          `Cosy ${c.living} m² studio with a separate sleeping area and ${c.seaView ? "a beautiful view of the sea" : "plenty of natural light"}.`,
        ], c.variant);
      case "house": {
        const w = c.facades === 4 ? "Detached house" : c.facades === 3 ? "Semi-detached house" : "Terraced house";
        return `${w} with ${enBeds(c.beds)} and ${c.living} m² of living space on a plot of ${num(c.ground ?? 0, "en")} m².`;
      }
      case "villa":
        return `Characterful villa with ${enBeds(c.beds)} and ${c.living} m² of living space, on a plot of ${num(c.ground ?? 0, "en")} m².`;
      case "farm":
        return `Renovated farmhouse with ${enBeds(c.beds)}, outbuildings and ${num(c.ground ?? 0, "en")} m² of land in a rural setting.`;
      case "garage":
        return `Lock-up garage of ${c.living} m² with a sectional door, ideal for safely storing your car, bikes or beach gear.`;
      case "parking":
        return `Underground parking space of ${c.living} m² in a closed car park with an automatic gate and badge access.`;
      case "plot":
        return `Building plot of ${num(c.ground ?? 0, "en")} m² with a street frontage of ${c.front ?? 0} m, zoned for a detached house.`;
      case "investment":
        return `Investment property with ${c.units ?? 0} let apartments and a total living area of ${c.living} m².`;
      case "shop":
        return `Retail property with ${c.store ?? 0} m² of shop floor and a ${c.front ?? 0} m shop window on a busy shopping street.`;
    }
  },
  layout(c) {
    switch (c.kind) {
      case "studio":
        return `The living area with sleeping corner opens onto a kitchenette with hob and combination oven; there is also ${list([...enBath(c), ...(c.cellar ? ["a cellar"] : [])], "and")}.`;
      case "house":
      case "farm":
        return `Ground floor: entrance hall, living room with dining area, kitchen, utility room and toilet; upstairs are ${list(["the bedrooms", ...enBath(c)], "and")}.`;
      case "villa":
        return `The living areas with an open fireplace open onto the garden; upstairs are ${list(["the bedrooms", ...enBath(c)], "and")}.`;
      case "investment":
        return `The building has ${c.units ?? 0} self-contained flats, each with its own meters, a shared cellar and a bike store.`;
      case "shop":
        return `At the back there is a storeroom, a kitchenette and a toilet; upstairs there is an office space of ${c.office ?? 0} m².`;
      case "garage":
        return "The garage has electricity and is easily reached via a closed inner courtyard.";
      case "parking":
        return "The space is large enough for a big car, and there is a shared bicycle store.";
      case "plot":
        return "There is no obligation to build, utilities are available in the street and the subdivision permit has been granted.";
      default:
        return pick([
          `Layout: entrance hall with separate toilet, living room with open kitchen, ${list([openerHasBeds(c) ? (c.beds === 1 ? "the bedroom" : "the bedrooms") : enBeds(c.beds), ...enBath(c)], "and")}${c.cellar ? ", plus a private cellar" : ""}.`,
          `It offers a spacious, bright living room, a fully equipped kitchen, ${list([openerHasBeds(c) ? (c.beds === 1 ? "the bedroom" : "the bedrooms") : enBeds(c.beds), ...enBath(c)], "and")}${c.cellar ? ". A private cellar completes the property" : ""}.`,
        ], c.variant);
    }
  },
  terrace: (c) => `The ${c.terrace ?? 0} m² terrace ${c.seaView ? "offers an unobstructed view of the sea" : "is ideal for enjoying the evening sun"}.`,
  garden: (c) => `The ${num(c.garden ?? 0, "en")} m² garden faces south-west and is well sheltered.`,
  garage: (c) => `A garage${isFlat(c) ? " in the building" : ""} is included.`,
  parking: (c) => (c.goal === 1 ? "A parking space can be rented separately." : "A parking space can be purchased separately."),
  renovated: (c) => `The property was thoroughly renovated in ${c.renovated}${c.year ? ` (built in ${c.year})` : ""}.`,
  recent: (c) => `Recently built (${c.year}) to current energy standards.`,
  furnished: () => "The property is let fully furnished.",
  project: (c) => `This apartment is part of the new-build project ${c.project?.en ?? ""}; sold under the VAT regime and the Breyne Act.`,
  annuity: (c) => `Sold as a life annuity (viager), with lifelong right of use for a couple aged 78 and 81: lump sum €${num(c.annuity?.bouquet ?? 0, "en")} and a monthly annuity of €${num(c.annuity?.monthly ?? 0, "en")}.`,
  closing(c) {
    if (c.goal === 1) return pick([
      "Rental deposit: three months' rent. Availability by arrangement; viewings by appointment.",
      "Service charges and utilities are not included in the rent. Pets negotiable.",
    ], c.variant);
    if (c.kind === "garage" || c.kind === "parking") return "Also interesting as an investment: garages on the coast are always in demand.";
    if (c.kind === "plot") return "A unique opportunity to build your dream home. Soil certificate and planning information are available.";
    if (c.kind === "investment") return `Current gross rental yield approx. ${yieldText(c, "en")}%. Leases and energy certificates can be consulted at our office.`;
    if (c.kind === "shop") return "Suitable for various retail activities (no hospitality).";
    if (AREAS[c.area].town === "luxembourg" || ["esch", "remich", "mondorf"].includes(c.area)) return "Ideal for anyone who lives or works in the Grand Duchy. Viewings by appointment.";
    if (c.annuity) return "An attractive long-term investment. The full calculation of the lump sum and annuity can be consulted at our office.";
    if (!c.coastal) return "Ideal for a family looking for peace and space. Viewings by appointment.";
    return pick([
      "Ideal as a main residence or as a second home by the sea. Viewings by appointment.",
      "An excellent investment in a sought-after area. Contact us for more information or a viewing.",
    ], c.variant);
  },
};

const DE: Phrases = {
  opener(c) {
    const lift = c.lift ? " mit Aufzug" : "";
    switch (c.kind) {
      case "apartment":
        if (c.seaView) return `Wohnung mit ${c.living} m² und herrlichem Meerblick ${deFloor(c.floor)}${c.lift ? " einer Residenz mit Aufzug" : ""}.`;
        return pick([
          `Helle Wohnung mit ca. ${c.living} m² ${deFloor(c.floor)} einer gepflegten Residenz${lift}.`,
          `Diese bezugsfertige Wohnung mit ${c.living} m² liegt ${deFloor(c.floor)} und verfügt über ${deBedsAcc(c.beds)}.`,
          `Geräumige, komfortable Wohnung mit ${deBedsDat(c.beds)} ${deFloor(c.floor)} eines kleinen Gebäudes${lift}.`,
        ], c.variant);
      case "penthouse":
        return `Exklusives Penthouse mit ${c.living} m² im obersten Geschoss, mit ${c.terrace ?? 0} m² Terrassen und Panoramablick ${c.seaView ? "über das Meer und die Stadt" : "über die Stadt"}.`;
      case "duplex":
        return `Maisonettewohnung mit ${c.living} m² auf zwei Ebenen ${deFloor(c.floor)} einer neueren Residenz, mit ${deBedsDat(c.beds)}.`;
      case "groundfloor":
        return `Erdgeschosswohnung mit ${c.living} m² und eigenem Garten von ${c.garden ?? 0} m², eine Seltenheit in dieser Gegend.`;
      case "studio":
        return pick([
          `Durchdacht geschnittenes Studio mit ${c.living} m² ${deFloor(c.floor)}${c.lift ? ", mit dem Aufzug erreichbar" : ""}.`,
          `Gemütliches Studio mit ${c.living} m², separater Schlafecke und ${c.seaView ? "herrlichem Blick aufs Meer" : "viel Tageslicht"}.`,
        ], c.variant);
      case "house": {
        const w = c.facades === 4 ? "Freistehendes Haus" : c.facades === 3 ? "Doppelhaushälfte" : "Reihenhaus";
        return `${w} mit ${deBedsDat(c.beds)} und ${c.living} m² Wohnfläche auf einem Grundstück von ${num(c.ground ?? 0, "de")} m².`;
      }
      case "villa":
        return `Charaktervolle Villa mit ${deBedsDat(c.beds)} und ${c.living} m² Wohnfläche auf einem Grundstück von ${num(c.ground ?? 0, "de")} m².`;
      case "farm":
        return `Renovierter Bauernhof mit ${deBedsDat(c.beds)}, Nebengebäuden und ${num(c.ground ?? 0, "de")} m² Land in ländlicher Umgebung.`;
      case "garage":
        return `Geschlossene Garagenbox mit ${c.living} m² und Sektionaltor, ideal, um Auto, Fahrräder oder Strandausrüstung sicher unterzustellen.`;
      case "parking":
        return `Tiefgaragenstellplatz mit ${c.living} m² in einer geschlossenen Garage mit automatischem Tor und Zugang per Chipkarte.`;
      case "plot":
        return `Baugrundstück von ${num(c.ground ?? 0, "de")} m² mit ${c.front ?? 0} m Straßenfront für ein freistehendes Haus.`;
      case "investment":
        return `Renditeobjekt mit ${c.units ?? 0} vermieteten Wohnungen und insgesamt ${c.living} m² Wohnfläche.`;
      case "shop":
        return `Geschäftshaus mit ${c.store ?? 0} m² Verkaufsfläche und ${c.front ?? 0} m Schaufensterfront in einer belebten Einkaufsstraße.`;
    }
  },
  layout(c) {
    switch (c.kind) {
      case "studio":
        return `Der Wohnraum mit Schlafecke öffnet sich zu einer Kochnische mit Kochfeld und Kombibackofen; außerdem gibt es ${list([...deBathAcc(c), ...(c.cellar ? ["einen Kellerraum"] : [])], "und")}.`;
      case "house":
      case "farm":
        return `Im Erdgeschoss: Eingangsflur, Wohnzimmer mit Essbereich, Küche, Hauswirtschaftsraum und WC; im Obergeschoss ${list(["die Schlafzimmer", ...deBathAcc(c)], "und")}.`;
      case "villa":
        return `Die Wohnräume mit offenem Kamin öffnen sich zum Garten; im Obergeschoss liegen ${list(["die Schlafzimmer", ...deBathAcc(c)], "und")}.`;
      case "investment":
        return `Das Gebäude umfasst ${c.units ?? 0} vollwertige Wohnungen mit eigenen Zählern, einen gemeinsamen Keller und einen Fahrradraum.`;
      case "shop":
        return `Im hinteren Bereich befinden sich ein Lager, eine Teeküche und ein WC; im Obergeschoss gibt es eine Bürofläche von ${c.office ?? 0} m².`;
      case "garage":
        return "Die Box verfügt über einen Stromanschluss und ist bequem über einen geschlossenen Innenhof erreichbar.";
      case "parking":
        return "Der Stellplatz bietet auch einem großen Auto Platz; ein gemeinsamer Fahrradraum ist vorhanden.";
      case "plot":
        return "Es besteht keine Bauverpflichtung, die Versorgungsleitungen liegen in der Straße und die Parzellierungsgenehmigung ist erteilt.";
      default:
        return pick([
          `Aufteilung: Eingangsflur mit separatem WC, Wohnbereich mit offener Küche, ${list([openerHasBeds(c) ? (c.beds === 1 ? "das Schlafzimmer" : "die Schlafzimmer") : deBedsAcc(c.beds), ...deBathAcc(c)], "und")}${c.cellar ? ", dazu ein eigener Kellerraum" : ""}.`,
          `Sie finden einen großzügigen, hellen Wohnbereich, eine voll ausgestattete Küche, ${list([openerHasBeds(c) ? (c.beds === 1 ? "das Schlafzimmer" : "die Schlafzimmer") : deBedsAcc(c.beds), ...deBathAcc(c)], "und")}${c.cellar ? ". Ein eigener Kellerraum rundet das Angebot ab" : ""}.`,
        ], c.variant);
    }
  },
  terrace: (c) => `Die Terrasse von ${c.terrace ?? 0} m² ${c.seaView ? "bietet einen freien Blick aufs Meer" : "lädt dazu ein, die Abendsonne zu genießen"}.`,
  garden: (c) => `Der Garten von ${num(c.garden ?? 0, "de")} m² ist nach Südwesten ausgerichtet und gut geschützt.`,
  garage: (c) => `Eine Garage${isFlat(c) ? " im Gebäude" : ""} ist inbegriffen.`,
  parking: (c) => (c.goal === 1 ? "Ein Stellplatz kann zusätzlich gemietet werden." : "Ein Stellplatz kann zusätzlich erworben werden."),
  renovated: (c) => `Das Objekt wurde ${c.renovated} umfassend renoviert${c.year ? ` (Baujahr ${c.year})` : ""}.`,
  recent: (c) => `Neubau aus dem Jahr ${c.year} nach aktuellen Energiestandards.`,
  furnished: () => "Das Objekt wird voll möbliert vermietet.",
  project: (c) => `Diese Wohnung gehört zum Neubauprojekt ${c.project?.de ?? ""}; Verkauf mit Mehrwertsteuer nach dem belgischen Breyne-Gesetz.`,
  annuity: (c) => `Verkauf auf Leibrente mit lebenslangem Wohnrecht für ein Paar von 78 und 81 Jahren: Einmalzahlung ${num(c.annuity?.bouquet ?? 0, "de")} € und eine monatliche Rente von ${num(c.annuity?.monthly ?? 0, "de")} €.`,
  closing(c) {
    if (c.goal === 1) return pick([
      "Mietkaution: drei Monatsmieten. Verfügbarkeit nach Absprache; Besichtigungen nach Vereinbarung.",
      "Nebenkosten und Verbrauch sind nicht in der Miete enthalten. Haustiere nach Absprache.",
    ], c.variant);
    if (c.kind === "garage" || c.kind === "parking") return "Auch als Kapitalanlage interessant: Garagen an der Küste sind stets gefragt.";
    if (c.kind === "plot") return "Eine einmalige Gelegenheit, Ihr Traumhaus zu bauen. Bodenbescheinigung und städtebauliche Auskünfte liegen vor.";
    if (c.kind === "investment") return `Aktuelle Bruttomietrendite ca. ${yieldText(c, "de")} %. Mietverträge und Energieausweise können in unserem Büro eingesehen werden.`;
    if (c.kind === "shop") return "Geeignet für verschiedene Einzelhandelsnutzungen (keine Gastronomie).";
    if (AREAS[c.area].town === "luxembourg" || ["esch", "remich", "mondorf"].includes(c.area)) return "Ideal für alle, die im Großherzogtum leben oder arbeiten. Besichtigungen nach Vereinbarung.";
    if (c.annuity) return "Eine interessante langfristige Kapitalanlage. Die vollständige Berechnung von Einmalzahlung und Rente kann in unserem Büro eingesehen werden.";
    if (!c.coastal) return "Ideal für Familien, die Ruhe und Platz suchen. Besichtigungen nach Vereinbarung.";
    return pick([
      "Ideal als Hauptwohnsitz oder als Zweitwohnung am Meer. Besichtigungen nach Vereinbarung.",
      "Eine ausgezeichnete Investition in einer gefragten Lage. Kontaktieren Sie uns für weitere Informationen oder eine Besichtigung.",
    ], c.variant);
  },
};

const PHRASES: Record<Lang, Phrases> = { nl: NL, fr: FR, en: EN, de: DE };

const MIN_LEN = 300;
const MAX_LEN = 900;

/** DescriptionA: opener, layout, location, extras and closing, kept between 300 and 900 characters in every language. */
export function describe(c: DescCtx): L {
  type Part = (p: Phrases, lang: Lang) => string;
  const location = (variant: number): Part => (_p, lang) => pick(AREAS[c.area].text[lang], variant);
  const head: Part[] = [(p) => p.opener(c), (p) => p.layout(c), location(c.variant)];
  const extras: Part[] = [];
  if (c.annuity) extras.push((p) => p.annuity(c));
  if (c.project) extras.push((p) => p.project(c));
  if (c.terrace && c.kind !== "penthouse") extras.push((p) => p.terrace(c));
  if (c.garden && ["house", "villa", "farm"].includes(c.kind)) extras.push((p) => p.garden(c));
  if (c.garage && c.kind !== "garage" && c.kind !== "parking") extras.push((p) => p.garage(c));
  else if (c.parking && isFlat(c)) extras.push((p) => p.parking(c));
  if (c.renovated) extras.push((p) => p.renovated(c));
  else if (c.year && c.year >= 2018 && !c.project) extras.push((p) => p.recent(c));
  if (c.furnished && c.goal === 1) extras.push((p) => p.furnished());
  const closing: Part = (p) => p.closing(c);

  const render = (parts: Part[]): L => perLang((lang) => parts.map((part) => part(PHRASES[lang], lang)).join(" "));
  const longest = (t: L) => Math.max(t.nl.length, t.fr.length, t.en.length, t.de.length);
  const shortest = (t: L) => Math.min(t.nl.length, t.fr.length, t.en.length, t.de.length);

  let parts = [...head, ...extras, closing];
  while (longest(render(parts)) > MAX_LEN && extras.length > 0) {
    extras.pop();
    parts = [...head, ...extras, closing];
  }
  if (shortest(render(parts)) < MIN_LEN && AREAS[c.area].text.nl.length > 1) {
    parts = [...head, location(c.variant + 1), ...extras, closing];
  }
  const text = render(parts);
  if (shortest(text) < MIN_LEN || longest(text) > MAX_LEN) {
    throw new Error(`description length out of range for ${c.kind} in ${c.area}: ${shortest(text)}..${longest(text)}`);
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// Headlines (TypeDescription)

const DISTRICT: Partial<Record<AreaKey, L>> = {
  centrum: l("in het centrum", "au centre-ville", "in the town centre", "im Zentrum"),
  mariakerke: l("in Mariakerke", "à Mariakerke", "in Mariakerke", "in Mariakerke"),
  raversijde: l("in Raversijde", "à Raversijde", "in Raversijde", "in Raversijde"),
  stene: l("in Stene", "à Stene", "in Stene", "in Stene"),
  konterdam: l("in Konterdam", "à Konterdam", "in Konterdam", "in Konterdam"),
  vuurtoren: l("in de Vuurtorenwijk", "dans le quartier du Phare", "in the lighthouse district", "im Leuchtturmviertel"),
  hazegras: l("nabij de Visserskaai", "près du quai des Pêcheurs", "near the fishermen's quay", "nahe der Visserskaai"),
  opex: l("nabij het station", "près de la gare", "near the station", "nahe dem Bahnhof"),
  westerkwartier: l("nabij de Koninklijke Gaanderijen", "près des Galeries royales", "near the Royal Galleries", "nahe den Königlichen Galerien"),
  brugge: l("in hartje Brugge", "au cœur de Bruges", "in the heart of Bruges", "im Herzen von Brügge"),
  "lux-city": l("in Luxemburg-stad", "à Luxembourg-ville", "in Luxembourg City", "in Luxemburg-Stadt"),
  remich: l("aan de Moezel", "au bord de la Moselle", "on the Moselle", "an der Mosel"),
};

const withDistrict = (base: L, c: DescCtx): L => {
  const d = DISTRICT[c.area];
  return d && c.variant % 3 !== 1 ? perLang((lang) => `${base[lang]} ${d[lang]}`) : base;
};

export function headline(c: DescCtx): L {
  const b = c.beds;
  switch (c.kind) {
    case "apartment":
      if (c.project) return b === 1
        ? l("Nieuwbouwappartement met één slaapkamer", "Appartement neuf une chambre", "New-build one-bedroom apartment", "Neubauwohnung mit einem Schlafzimmer")
        : l(`Nieuwbouwappartement met ${b} slaapkamers`, `Appartement neuf ${b} chambres`, `New-build ${b}-bedroom apartment`, `Neubauwohnung mit ${b} Schlafzimmern`);
      if (c.seaView) return l("Appartement met zeezicht", "Appartement avec vue sur mer", "Apartment with sea view", "Wohnung mit Meerblick");
      if (c.renovated && c.area === "centrum") return l("Gerenoveerd appartement nabij het Wapenplein", "Appartement rénové près de la place d'Armes", "Renovated apartment near Wapenplein", "Renovierte Wohnung nahe dem Wapenplein");
      if ((c.terrace ?? 0) >= 15) return withDistrict(l("Ruim appartement met zonneterras", "Spacieux appartement avec terrasse ensoleillée", "Spacious apartment with sunny terrace", "Geräumige Wohnung mit Sonnenterrasse"), c);
      return withDistrict(b === 1
        ? l("Appartement met één slaapkamer", "Appartement une chambre", "One-bedroom apartment", "Wohnung mit einem Schlafzimmer")
        : l(`Appartement met ${b} slaapkamers`, `Appartement ${b} chambres`, `${b}-bedroom apartment`, `Wohnung mit ${b} Schlafzimmern`), c);
    case "penthouse":
      return c.seaView
        ? l("Penthouse met panoramisch zeezicht", "Penthouse avec vue panoramique sur la mer", "Penthouse with panoramic sea view", "Penthouse mit Panorama-Meerblick")
        : l("Penthouse met ruime terrassen", "Penthouse avec grandes terrasses", "Penthouse with large terraces", "Penthouse mit großen Terrassen");
    case "duplex":
      return (c.terrace ?? 0) > 0
        ? l("Duplexappartement met twee terrassen", "Duplex avec deux terrasses", "Duplex apartment with two terraces", "Maisonettewohnung mit zwei Terrassen")
        : l("Ruim duplexappartement", "Duplex spacieux", "Spacious duplex apartment", "Geräumige Maisonettewohnung");
    case "groundfloor":
      return l("Gelijkvloers appartement met tuin", "Rez-de-chaussée avec jardin", "Ground-floor apartment with garden", "Erdgeschosswohnung mit Garten");
    case "studio":
      return c.seaView
        ? l("Studio met frontaal zeezicht", "Studio avec vue frontale sur la mer", "Studio with front sea view", "Studio mit direktem Meerblick")
        : withDistrict(l("Instapklare studio", "Studio prêt à habiter", "Move-in ready studio", "Bezugsfertiges Studio"), c);
    case "house":
      if (c.facades === 4) return l(`Vrijstaande woning met ${b} slaapkamers`, `Maison quatre façades ${b} chambres`, `Detached house with ${b} bedrooms`, `Freistehendes Haus mit ${b} Schlafzimmern`);
      if (c.facades === 3) return l(`Halfopen woning met ${b} slaapkamers en tuin`, `Maison trois façades ${b} chambres avec jardin`, `Semi-detached ${b}-bedroom house with garden`, `Doppelhaushälfte mit ${b} Schlafzimmern und Garten`);
      return l(`Rijwoning met ${b} slaapkamers en tuin`, `Maison mitoyenne ${b} chambres avec jardin`, `Terraced house with ${b} bedrooms and garden`, `Reihenhaus mit ${b} Schlafzimmern und Garten`);
    case "villa":
      return ["bredene", "mariakerke", "raversijde"].includes(c.area)
        ? l("Villa in de duinen", "Villa dans les dunes", "Villa in the dunes", "Villa in den Dünen")
        : l("Karaktervolle villa met tuin", "Villa de caractère avec jardin", "Characterful villa with garden", "Charaktervolle Villa mit Garten");
    case "farm":
      return perLang((lang) => {
        const g = num(c.ground ?? 0, lang);
        return { nl: `Gerenoveerde hoeve op ${g} m²`, fr: `Ferme rénovée sur ${g} m²`, en: `Renovated farmhouse on ${g} m²`, de: `Renovierter Bauernhof auf ${g} m²` }[lang];
      });
    case "garage":
      return c.area === "centrum"
        ? l("Garagebox in het centrum", "Box de garage au centre-ville", "Lock-up garage in the town centre", "Garagenbox im Zentrum")
        : l("Afgesloten garagebox", "Box de garage fermé", "Lock-up garage", "Geschlossene Garagenbox");
    case "parking":
      return l("Ondergrondse autostaanplaats", "Emplacement de parking souterrain", "Underground parking space", "Tiefgaragenstellplatz");
    case "plot":
      return l("Bouwgrond voor open bebouwing", "Terrain à bâtir pour une construction quatre façades", "Building plot for a detached house", "Baugrundstück für ein freistehendes Haus");
    case "investment":
      return l(`Opbrengsteigendom met ${c.units ?? 0} appartementen`, `Immeuble de rapport avec ${c.units ?? 0} appartements`, `Investment property with ${c.units ?? 0} flats`, `Renditeobjekt mit ${c.units ?? 0} Wohnungen`);
    case "shop":
      return l("Handelspand in winkelstraat", "Commerce dans une rue commerçante", "Retail property on a shopping street", "Geschäftshaus in einer Einkaufsstraße");
  }
}

/** Status words put in front of a headline (the feed sometimes carries SOLD / in option as free text). */
export const ANNUITY_HEADLINE = l("Lijfrente: appartement nabij het Wapenplein", "Viager : appartement près de la place d'Armes", "Life annuity: apartment near Wapenplein", "Leibrente: Wohnung nahe dem Wapenplein");

export const HEADLINE_PREFIX = {
  sold: l("VERKOCHT", "VENDU", "SOLD", "VERKAUFT"),
  option: l("In optie", "Sous option", "Under offer", "Reserviert"),
};

// ---------------------------------------------------------------------------------------------
// Label tables

export const MAIN_TYPE_NAME: Record<Kind, string> = {
  apartment: "Appartement", penthouse: "Penthouse", duplex: "Duplex", groundfloor: "Gelijkvloers",
  studio: "Studio", house: "Woning", villa: "Villa", farm: "Hoeve", garage: "Garage", parking: "Parking",
  plot: "Bouwgrond", investment: "Opbrengsteigendom", shop: "Handelspand",
};

export const HEATING = {
  gas: l("Centrale verwarming op aardgas", "Chauffage central au gaz", "Gas central heating", "Gas-Zentralheizung"),
  collective: l("Collectieve verwarming op aardgas", "Chauffage collectif au gaz", "Communal gas heating", "Gemeinschaftliche Gasheizung"),
  heatPump: l("Warmtepomp met vloerverwarming", "Pompe à chaleur avec chauffage au sol", "Heat pump with underfloor heating", "Wärmepumpe mit Fußbodenheizung"),
  electric: l("Elektrische verwarming", "Chauffage électrique", "Electric heating", "Elektroheizung"),
  oil: l("Centrale verwarming op stookolie", "Chauffage central au mazout", "Oil-fired central heating", "Ölzentralheizung"),
};
export const KITCHEN = {
  full: l("Volledig uitgeruste keuken", "Cuisine entièrement équipée", "Fully equipped kitchen", "Voll ausgestattete Küche"),
  open: l("Open ingerichte keuken", "Cuisine américaine équipée", "Fitted open-plan kitchen", "Offene Einbauküche"),
  semi: l("Half uitgeruste keuken", "Cuisine semi-équipée", "Semi-equipped kitchen", "Teilweise ausgestattete Küche"),
  kitchenette: l("Kitchenette", "Kitchenette", "Kitchenette", "Kochnische"),
  none: l("Niet uitgeruste keuken", "Cuisine non équipée", "Unequipped kitchen", "Küche nicht ausgestattet"),
};
export const GLAZING = {
  double: l("Dubbel glas", "Double vitrage", "Double glazing", "Doppelverglasung"),
  highEfficiency: l("Hoogrendementsglas", "Vitrage à haut rendement", "High-efficiency glazing", "Wärmeschutzverglasung"),
  triple: l("Driedubbel glas", "Triple vitrage", "Triple glazing", "Dreifachverglasung"),
  single: l("Enkel glas", "Simple vitrage", "Single glazing", "Einfachverglasung"),
};
export const FRAME = {
  pvc: l("PVC", "PVC", "uPVC", "Kunststoff"),
  alu: l("Aluminium", "Aluminium", "Aluminium", "Aluminium"),
  wood: l("Hout", "Bois", "Wood", "Holz"),
};
export const ROOF = {
  flat: l("Plat dak", "Toiture plate", "Flat roof", "Flachdach"),
  pitched: l("Zadeldak met pannen", "Toiture à deux versants en tuiles", "Pitched tiled roof", "Satteldach mit Ziegeln"),
  mansard: l("Mansardedak", "Toiture mansardée", "Mansard roof", "Mansarddach"),
  hipped: l("Schilddak", "Toiture à quatre versants", "Hipped roof", "Walmdach"),
};
export const PLANNING = {
  residential: l("Woongebied", "Zone d'habitat", "Residential area", "Wohngebiet"),
  recreational: l("Woongebied met recreatief karakter", "Zone d'habitat à caractère récréatif", "Residential area with a recreational character", "Wohngebiet mit Erholungscharakter"),
  heritage: l("Woongebied met culturele, historische en/of esthetische waarde", "Zone d'habitat d'intérêt culturel, historique et/ou esthétique", "Residential area of cultural, historical and/or aesthetic value", "Wohngebiet von kulturellem, historischem und/oder ästhetischem Wert"),
  rural: l("Woongebied met landelijk karakter", "Zone d'habitat à caractère rural", "Residential area with a rural character", "Wohngebiet mit ländlichem Charakter"),
  agricultural: l("Agrarisch gebied", "Zone agricole", "Agricultural area", "Landwirtschaftsgebiet"),
  lux: l("Woonzone HAB-1 (PAG)", "Zone d'habitation 1 [HAB-1] (PAG)", "Housing zone HAB-1 (PAG)", "Wohnzone HAB-1 (PAG)"),
};
export const AVAILABILITY = {
  immediate: l("Onmiddellijk", "Immédiatement", "Immediately", "Sofort"),
  deed: l("Bij akte", "À l'acte", "On signing of the deed", "Bei Beurkundung"),
  arrangement: l("In overleg", "À convenir", "By arrangement", "Nach Vereinbarung"),
  tenants: l("Mits inachtneming van de lopende huurcontracten", "Moyennant respect des baux en cours", "Subject to the current leases", "Unter Beachtung der laufenden Mietverträge"),
  project: l("Bij oplevering", "À la réception", "On completion", "Bei Fertigstellung"),
};
/** "Available from <date>" with a date in day-month-year form. */
export function availableFrom(day: number, month: number, year: number): L {
  const d = String(day).padStart(2, "0");
  const m = String(month).padStart(2, "0");
  return l(`Vrij vanaf ${d}/${m}/${year}`, `Libre à partir du ${d}/${m}/${year}`, `Available from ${d}/${m}/${year}`, `Frei ab ${d}.${m}.${year}`);
}
export const PRICE_UNIT_TEXT = {
  sale: l("€", "€", "€", "€"),
  rent: l("€/maand", "€/mois", "€/month", "€/Monat"),
};
export const MARQUEE_NAME: Record<number, string> = { 3: "Nieuw", 4: "In optie" };

export const DOCUMENT_NAME = {
  epc: l("Energieprestatiecertificaat (EPC)", "Certificat de performance énergétique (PEB)", "Energy performance certificate (EPC)", "Energieausweis (EPC)"),
  asbestos: l("Asbestattest", "Attestation amiante", "Asbestos certificate", "Asbestbescheinigung"),
  soil: l("Bodemattest OVAM", "Attestation du sol OVAM", "OVAM soil certificate", "OVAM-Bodenbescheinigung"),
  planning: l("Stedenbouwkundige inlichtingen", "Renseignements urbanistiques", "Planning information", "Städtebauliche Auskünfte"),
  flood: l("Overstromingsrapport (watertoets)", "Rapport d'inondabilité (watertoets)", "Flood risk report (watertoets)", "Hochwasserbericht (watertoets)"),
  plan: l("Grondplan", "Plan", "Floor plan", "Grundriss"),
  electric: l("Keuringsverslag elektriciteit", "Rapport de contrôle électrique", "Electrical inspection report", "Elektroprüfbericht"),
  priceList: l("Prijslijst", "Liste de prix", "Price list", "Preisliste"),
  brochure: l("Brochure", "Brochure", "Brochure", "Broschüre"),
  specs: l("Lastenboek", "Cahier des charges", "Specifications", "Baubeschreibung"),
};

/** Image kinds of the pool (`images/<kind>-<nn>.jpg`) and the caption used as picture Name. */
export const PICTURE_CAPTION = {
  facade: "Gevel", living: "Living", kitchen: "Keuken", bedroom: "Slaapkamer", bathroom: "Badkamer",
  terrace: "Terras", view: "Zicht", garden: "Tuin", garage: "Garage", plot: "Perceel", shop: "Winkelruimte",
} as const;
export type PictureKind = keyof typeof PICTURE_CAPTION;
