/**
 * Builds the CRM feed part of the demo snapshot (content/demo/feed.json): property types, properties,
 * projects and regions, in the Omnicasa-style PascalCase shape.
 *
 * The property list is a table (PLAN + project units) so the city counts and the sale/rent split are
 * fixed by hand; the PRNG only fills in details (sizes, prices, dates, pictures, coordinates).
 */
import { Rng } from "./rng";
import { type L, l, perLang } from "./tables/i18n";
import { AREAS, TOWNS, type AreaKey } from "./tables/places";
import {
  type DescCtx, type Kind, type PictureKind, ANNUITY_HEADLINE, AVAILABILITY, DOCUMENT_NAME, FRAME, GLAZING,
  HEADLINE_PREFIX, HEATING, KITCHEN, MAIN_TYPE_NAME, MARQUEE_NAME, PICTURE_CAPTION, PLANNING, PRICE_UNIT_TEXT, ROOF,
  availableFrom, describe, headline,
} from "./tables/property-texts";
import { REGIONS, type Shape } from "./tables/regions";
import { person } from "./tables/team";

// ---------------------------------------------------------------------------------------------
// Property types (SPEC §3: the seven web types)

export const PROPERTY_TYPES = [
  { ID: 1, WebID: 1, ShowOrder: 1, Sale: true, Rent: true, Name: l("Villa/Woning/Hoeve", "Villa/Maison/Ferme", "Villa/House/Farmhouse", "Villa/Haus/Bauernhof") },
  { ID: 2, WebID: 2, ShowOrder: 2, Sale: true, Rent: true, Name: l("Studio", "Studio", "Studio", "Studio") },
  { ID: 3, WebID: 3, ShowOrder: 3, Sale: true, Rent: true, Name: l("Appartement", "Appartement", "Apartment", "Wohnung") },
  { ID: 4, WebID: 4, ShowOrder: 4, Sale: true, Rent: false, Name: l("Grond", "Terrain", "Land", "Grundstück") },
  { ID: 5, WebID: 5, ShowOrder: 5, Sale: true, Rent: false, Name: l("Opbrengsteigendom", "Immeuble de rapport", "Investment property", "Renditeobjekt") },
  { ID: 6, WebID: 6, ShowOrder: 6, Sale: true, Rent: true, Name: l("Handelspand", "Commerce", "Commercial property", "Gewerbeimmobilie") },
  { ID: 7, WebID: 7, ShowOrder: 7, Sale: true, Rent: true, Name: l("Garage/parking", "Garage/parking", "Garage/parking", "Garage/Stellplatz") },
] as const;

const WEB_ID: Record<Kind, number> = {
  house: 1, villa: 1, farm: 1, studio: 2, apartment: 3, penthouse: 3, duplex: 3, groundfloor: 3,
  plot: 4, investment: 5, shop: 6, garage: 7, parking: 7,
};
const webIdName = (webId: number) => PROPERTY_TYPES.find((t) => t.WebID === webId)?.Name.nl ?? "";

// ---------------------------------------------------------------------------------------------
// The property plan

/**
 * Flags on a plan row:
 * sea (sea view), new (Marquee 3), opt (Marquee 4, in option), sold (Status 2), rented (Status 4),
 * headSold (SOLD in the headline text), noPic (no pictures), hidePrice (PublishPrice false),
 * from (PriceUnit 7), tour (VirtualTour), video (VideoUrl), docs (Documents), annuity (life annuity),
 * furn (furnished), hideAddress (PublishAddress false), portrait (small picture 250x333).
 */
type Flag =
  | "sea" | "new" | "opt" | "sold" | "rented" | "headSold" | "noPic" | "hidePrice" | "from" | "tour"
  | "video" | "docs" | "annuity" | "furn" | "hideAddress" | "portrait";

interface UnitSpec {
  area: AreaKey;
  kind: Kind;
  floor: number;
  beds: number;
  living: number;
  terrace?: number;
  garden?: number;
  price: number;
  flags: string;
}

interface ProjectSpec {
  ID: number;
  area: AreaKey;
  street: string;
  houseNumber: string;
  name: L;
  description: L;
  publicAddress: boolean;
  pictures: PictureKind[];
  documents: (keyof typeof DOCUMENT_NAME)[];
  constructions: { name: L; status: L }[];
  completion: string;
  units: UnitSpec[];
}

interface PlanRow {
  area: AreaKey;
  goal: 0 | 1;
  kind: Kind;
  flags: ReadonlySet<Flag>;
  project?: ProjectSpec;
  unit?: UnitSpec;
}

const flagSet = (flags: string) => new Set(flags.split(/\s+/).filter(Boolean) as Flag[]);
const row = (area: AreaKey, goal: 0 | 1, kind: Kind, flags = ""): PlanRow => ({ area, goal, kind, flags: flagSet(flags) });

const SALE = 0;
const RENT = 1;

/** Properties that are not project units. Project units follow from PROJECTS below. */
const PLAN: PlanRow[] = [
  // Oostende, for sale (26 + 11 project units = 37)
  row("zeedijk", SALE, "apartment", "sea new tour docs"),
  row("zeedijk", SALE, "apartment", "sea video"),
  row("zeedijk", SALE, "apartment", "sea sold headSold"),
  row("zeedijk", SALE, "apartment", "sea opt"),
  row("zeedijk", SALE, "penthouse", "sea hidePrice tour docs"),
  row("centrum", SALE, "apartment", "new"),
  row("centrum", SALE, "apartment", "portrait"),
  row("centrum", SALE, "apartment", "annuity"),
  row("centrum", SALE, "apartment", "sold"),
  row("vuurtoren", SALE, "apartment", "new"),
  row("mariakerke", SALE, "apartment", "sea docs"),
  row("mariakerke", SALE, "apartment"),
  row("konterdam", SALE, "apartment", "noPic hideAddress"),
  row("stene", SALE, "groundfloor"),
  row("zeedijk", SALE, "studio", "sea video"),
  row("zeedijk", SALE, "studio", "sea opt"),
  row("centrum", SALE, "studio", "portrait"),
  row("mariakerke", SALE, "studio", "sold"),
  row("stene", SALE, "house", "docs"),
  row("zandvoorde", SALE, "house", "new"),
  row("mariakerke", SALE, "villa", "hidePrice tour hideAddress"),
  row("konterdam", SALE, "house"),
  row("centrum", SALE, "garage"),
  row("zeedijk", SALE, "parking", "from"),
  row("opex", SALE, "investment", "hidePrice from docs hideAddress"),
  row("centrum", SALE, "shop", "hidePrice"),
  // Oostende, for rent (17)
  row("centrum", RENT, "apartment", "new"),
  row("centrum", RENT, "apartment", "rented"),
  row("centrum", RENT, "apartment", "furn"),
  row("zeedijk", RENT, "apartment", "sea furn video"),
  row("zeedijk", RENT, "apartment", "sea opt"),
  row("zeedijk", RENT, "apartment", "sea new"),
  row("mariakerke", RENT, "apartment"),
  row("vuurtoren", RENT, "apartment", "rented"),
  row("opex", RENT, "apartment"),
  row("hazegras", RENT, "apartment", "noPic"),
  row("westerkwartier", RENT, "apartment", "new"),
  row("zeedijk", RENT, "studio", "sea furn"),
  row("centrum", RENT, "studio", "rented"),
  row("hazegras", RENT, "studio", "portrait"),
  row("stene", RENT, "house", "docs"),
  row("centrum", RENT, "garage"),
  row("konterdam", RENT, "garage", "opt"),
  // Other Belgian towns (Westende has one more: a project unit)
  row("westende", RENT, "apartment", "sea video"),
  row("bredene", SALE, "villa", "new tour"),
  row("brugge", RENT, "apartment"),
  row("eernegem", SALE, "farm", "docs video"),
  row("middelkerke", SALE, "studio", "sea noPic"),
  row("oudenburg", SALE, "plot", "docs"),
  // Luxembourg
  row("lux-city", SALE, "apartment", "new"),
  row("esch", SALE, "house"),
  row("remich", RENT, "apartment"),
  row("mondorf", SALE, "villa", "hidePrice tour"),
];

// ---------------------------------------------------------------------------------------------
// Projects (each unit is also a property with ProjectID set)

const CONSTRUCTION = {
  groundworks: l("Grondwerken", "Terrassements", "Groundworks", "Erdarbeiten"),
  structure: l("Ruwbouw", "Gros œuvre", "Structural work", "Rohbau"),
  roof: l("Dak en gevels", "Toiture et façades", "Roof and façades", "Dach und Fassaden"),
  finishing: l("Technieken en afwerking", "Techniques et finitions", "Services and finishing", "Haustechnik und Innenausbau"),
};
const STAGE = {
  done: l("Voltooid", "Terminé", "Completed", "Abgeschlossen"),
  busy: l("In uitvoering", "En cours", "In progress", "In Ausführung"),
  planned: l("Gepland", "Prévu", "Planned", "Geplant"),
};

export const PROJECTS: ProjectSpec[] = [
  {
    ID: 3101, area: "zeedijk", street: "Albert I-Promenade", houseNumber: "62",
    name: l("Residentie Zeezicht", "Résidence Zeezicht", "Zeezicht Residence", "Residenz Zeezicht"),
    description: l(
      "Nieuwbouwresidentie op de eerste rij aan de Albert I-Promenade, met slechts tien appartementen en een penthouse. Grote raampartijen en frontale terrassen bieden een onbelemmerd zicht op zee. Energiezuinig gebouwd met warmtepomp, zonnepanelen en vloerverwarming; ondergrondse parking en fietsenberging. Oplevering voorzien in het voorjaar van 2027.",
      "Résidence neuve en front de mer sur l'Albert I-Promenade, avec seulement dix appartements et un penthouse. De grandes baies vitrées et des terrasses frontales offrent une vue imprenable sur la mer. Construction basse énergie avec pompe à chaleur, panneaux solaires et chauffage au sol ; parking souterrain et local vélos. Réception prévue au printemps 2027.",
      "New-build residence on the front line of the Albert I-Promenade, with only ten apartments and one penthouse. Large windows and front terraces offer an unobstructed view of the sea. Energy-efficient construction with heat pump, solar panels and underfloor heating; underground car park and bike store. Completion planned for spring 2027.",
      "Neubauresidenz in erster Meereslinie an der Albert I-Promenade mit nur zehn Wohnungen und einem Penthouse. Große Fensterflächen und Frontterrassen bieten einen freien Blick aufs Meer. Energieeffiziente Bauweise mit Wärmepumpe, Solaranlage und Fußbodenheizung; Tiefgarage und Fahrradraum. Die Fertigstellung ist für das Frühjahr 2027 geplant.",
    ),
    publicAddress: true,
    pictures: ["facade", "view", "living", "kitchen", "terrace", "bathroom"],
    documents: ["brochure", "priceList", "specs"],
    constructions: [
      { name: CONSTRUCTION.structure, status: STAGE.done },
      { name: CONSTRUCTION.roof, status: STAGE.busy },
      { name: CONSTRUCTION.finishing, status: STAGE.planned },
    ],
    completion: "2027-04-30 00:00:00",
    units: [
      { area: "zeedijk", kind: "apartment", floor: 2, beds: 2, living: 92, terrace: 12, price: 545000, flags: "sea sold" },
      { area: "zeedijk", kind: "apartment", floor: 3, beds: 2, living: 92, terrace: 12, price: 559000, flags: "sea" },
      { area: "zeedijk", kind: "apartment", floor: 4, beds: 1, living: 68, terrace: 9, price: 465000, flags: "sea opt" },
      { area: "zeedijk", kind: "apartment", floor: 5, beds: 3, living: 118, terrace: 16, price: 725000, flags: "sea new" },
      { area: "zeedijk", kind: "penthouse", floor: 7, beds: 3, living: 165, terrace: 60, price: 1195000, flags: "sea" },
    ],
  },
  {
    ID: 3102, area: "mariakerke", street: "Duinenstraat", houseNumber: "118",
    name: l("Residentie Duinpark", "Résidence Duinpark", "Duinpark Residence", "Residenz Duinpark"),
    description: l(
      "Kleinschalig nieuwbouwproject in het groene Mariakerke, op 300 meter van het strand en de tramhalte. Twaalf appartementen met ruime terrassen of een eigen tuin, private autostaanplaatsen en een gemeenschappelijke fietsenberging. EPC-label A dankzij warmtepompen, zonnepanelen en balansventilatie.",
      "Petit projet neuf dans le quartier verdoyant de Mariakerke, à 300 mètres de la plage et de l'arrêt du tram. Douze appartements avec de grandes terrasses ou un jardin privatif, des emplacements de parking privés et un local vélos commun. Label PEB A grâce aux pompes à chaleur, aux panneaux solaires et à la ventilation double flux.",
      "Small new-build project in green Mariakerke, 300 metres from the beach and the tram stop. Twelve apartments with large terraces or a private garden, private parking spaces and a shared bike store. EPC label A thanks to heat pumps, solar panels and balanced ventilation.",
      "Kleines Neubauprojekt im grünen Mariakerke, 300 Meter vom Strand und von der Straßenbahnhaltestelle entfernt. Zwölf Wohnungen mit großen Terrassen oder eigenem Garten, private Stellplätze und ein gemeinsamer Fahrradraum. Energieklasse A dank Wärmepumpen, Solaranlage und kontrollierter Wohnraumlüftung.",
    ),
    publicAddress: true,
    pictures: ["facade", "garden", "living", "bedroom", "terrace"],
    documents: ["priceList", "specs"],
    constructions: [
      { name: CONSTRUCTION.groundworks, status: STAGE.done },
      { name: CONSTRUCTION.structure, status: STAGE.done },
      { name: CONSTRUCTION.finishing, status: STAGE.busy },
    ],
    completion: "2027-01-31 00:00:00",
    units: [
      { area: "mariakerke", kind: "groundfloor", floor: 0, beds: 2, living: 85, garden: 60, price: 349000, flags: "sold" },
      { area: "mariakerke", kind: "apartment", floor: 1, beds: 1, living: 62, terrace: 8, price: 295000, flags: "from" },
      { area: "mariakerke", kind: "apartment", floor: 2, beds: 2, living: 88, terrace: 14, price: 369000, flags: "" },
      { area: "mariakerke", kind: "duplex", floor: 3, beds: 3, living: 128, terrace: 22, price: 469000, flags: "new" },
    ],
  },
  {
    ID: 3103, area: "raversijde", street: "Nieuwpoortsesteenweg", houseNumber: "612",
    name: l("De Branding", "De Branding", "De Branding", "De Branding"),
    description: l(
      "Twee kleinschalige gebouwen aan de duinrand, in Raversijde en in Westende-Bad, met studio's en appartementen op wandelafstand van het strand. De omgevingsvergunning is afgeleverd en de werken starten binnenkort. Vraag vrijblijvend de brochure en de prijslijst aan.",
      "Deux petits immeubles en bordure des dunes, à Raversijde et à Westende-Bad, avec des studios et des appartements à distance de marche de la plage. Le permis d'urbanisme est délivré et les travaux commenceront prochainement. Demandez sans engagement la brochure et la liste de prix.",
      "Two small buildings on the edge of the dunes, in Raversijde and in Westende-Bad, with studios and apartments within walking distance of the beach. The planning permit has been granted and works start soon. Ask for the brochure and the price list without obligation.",
      "Zwei kleine Gebäude am Dünenrand, in Raversijde und in Westende-Bad, mit Studios und Wohnungen in Gehweite zum Strand. Die Baugenehmigung liegt vor, die Arbeiten beginnen in Kürze. Fordern Sie unverbindlich die Broschüre und die Preisliste an.",
    ),
    publicAddress: false,
    pictures: [],
    documents: ["brochure"],
    constructions: [],
    completion: "2028-06-30 00:00:00",
    units: [
      { area: "raversijde", kind: "studio", floor: 1, beds: 0, living: 34, price: 219000, flags: "from new" },
      { area: "raversijde", kind: "apartment", floor: 2, beds: 2, living: 84, terrace: 10, price: 339000, flags: "new" },
      { area: "westende", kind: "apartment", floor: 3, beds: 2, living: 86, terrace: 11, price: 389000, flags: "sea" },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Small helpers

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** "YYYY-MM-DD HH:mm:ss" from a UTC timestamp (the feed's date format). */
function feedDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const DAY = 86_400_000;

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
/** Listing-style price: rounded to 10,000 and often ending in 9,000 (e.g. 349000). */
function salePrice(rng: Rng, raw: number): number {
  if (raw < 60_000) return Math.round(raw / 1000) * 1000;
  const step = raw < 250_000 ? 5000 : 10_000;
  return Math.round(raw / step) * step - (rng.chance(0.6) ? 1000 : 0);
}
const rentPrice = (raw: number) => Math.round(raw / 25) * 25;

/** Flemish EPC label from the numeric value (SPEC §9). */
export function flemishLabel(value: number): string {
  if (value < 0) return "A+";
  if (value <= 100) return "A";
  if (value <= 200) return "B";
  if (value <= 300) return "C";
  if (value <= 400) return "D";
  if (value <= 500) return "E";
  return "F";
}

// ---------------------------------------------------------------------------------------------
// Pictures

interface PictureItem { ID: number; Url: string; Width: number; Height: number; Name: string }

const PICTURE_SETS: Record<Kind, PictureKind[]> = {
  apartment: ["view", "living", "kitchen", "bedroom", "bathroom", "terrace", "facade", "bedroom"],
  penthouse: ["view", "terrace", "living", "kitchen", "bedroom", "bathroom", "terrace", "view"],
  duplex: ["facade", "living", "kitchen", "bedroom", "bathroom", "terrace", "bedroom"],
  groundfloor: ["garden", "living", "kitchen", "bedroom", "bathroom", "facade"],
  studio: ["view", "living", "kitchen", "bathroom", "facade"],
  house: ["facade", "living", "kitchen", "bedroom", "bathroom", "garden", "bedroom", "terrace"],
  villa: ["facade", "garden", "living", "kitchen", "bedroom", "bathroom", "terrace", "view"],
  farm: ["facade", "garden", "living", "kitchen", "bedroom", "bathroom", "view"],
  garage: ["garage", "garage", "facade"],
  parking: ["garage", "garage", "facade", "view"],
  plot: ["plot", "plot", "view", "plot"],
  investment: ["facade", "living", "kitchen", "bedroom", "bathroom", "garden"],
  shop: ["shop", "shop", "facade", "shop", "kitchen"],
};

class PictureFactory {
  private nextId = 9_100_001;
  constructor(private readonly rng: Rng) {}

  /** count pictures following the kinds list; the same file never appears twice in one property. */
  large(kinds: readonly PictureKind[], count: number): PictureItem[] {
    const used = new Set<string>();
    const items: PictureItem[] = [];
    for (let i = 0; i < count; i++) {
      const kind = kinds[i % kinds.length] as PictureKind;
      let url = "";
      do url = `images/${kind}-${pad(this.rng.int(1, 6))}.jpg`;
      while (used.has(url));
      used.add(url);
      items.push({ ID: this.nextId++, Url: url, Width: 1360, Height: this.rng.chance(0.7) ? 907 : 1020, Name: PICTURE_CAPTION[kind] });
    }
    return items;
  }

  /** The small (list) picture: the first large picture at 250 px wide. */
  small(first: PictureItem, portrait: boolean): PictureItem {
    const height = portrait ? 333 : first.Height === 907 ? 167 : 188;
    return { ID: this.nextId++, Url: first.Url, Width: 250, Height: height, Name: first.Name };
  }
}

// ---------------------------------------------------------------------------------------------
// Sizes and prices per kind

interface Dims {
  beds: number; baths: number; showers: number; toilets: number; living: number; total: number;
  terrace?: number; garden?: number; ground?: number; constructed?: number; office?: number; store?: number;
  plotWidth?: number; frontWidth?: number; facades?: number; floor?: number; floors?: number;
  garages: number; parkings: number; year?: number; renovated?: number; units?: number;
  lift: boolean; cellar: boolean; garageIncluded: boolean; parkingOption: boolean;
}

function dims(rng: Rng, r: PlanRow): Dims {
  const u = r.unit;
  const seafront = r.area === "zeedijk" || r.area === "middelkerke" || r.flags.has("sea");
  const d: Dims = { beds: 0, baths: 1, showers: 0, toilets: 1, living: 0, total: 0, garages: 0, parkings: 0, lift: false, cellar: false, garageIncluded: false, parkingOption: false };
  const oldYear = () => rng.pick([1958, 1962, 1967, 1971, 1974, 1978, 1983, 1989, 1994, 1998, 2003, 2008, 2012, 2016, 2021]);
  switch (r.kind) {
    case "apartment":
    case "penthouse":
    case "duplex":
    case "groundfloor": {
      d.beds = u ? u.beds : r.kind === "penthouse" ? 3 : rng.pick([1, 2, 2, 2, 3]);
      d.living = u ? u.living : r.kind === "penthouse" ? rng.int(140, 180) : d.beds === 1 ? rng.int(52, 68) : d.beds === 2 ? rng.int(74, 96) : rng.int(102, 128);
      d.baths = d.beds === 3 ? rng.pick([1, 2]) : 1;
      d.showers = d.beds >= 2 && rng.chance(0.35) ? 1 : 0;
      d.toilets = d.beds >= 2 ? rng.pick([1, 2]) : 1;
      d.floor = u ? u.floor : r.kind === "groundfloor" ? 0 : r.kind === "penthouse" ? rng.int(8, 11) : rng.int(1, seafront ? 9 : 5);
      d.floors = Math.max(d.floor + (r.kind === "penthouse" ? 0 : rng.int(1, 4)), 2);
      d.terrace = u ? u.terrace : r.kind === "penthouse" ? rng.int(45, 80) : seafront ? rng.int(6, 14) : rng.chance(0.7) ? rng.int(5, 22) : undefined;
      d.garden = u ? u.garden : r.kind === "groundfloor" ? rng.int(45, 90) : undefined;
      d.lift = d.floors >= 3;
      d.cellar = rng.chance(0.6);
      d.garageIncluded = !u && rng.chance(0.2);
      d.parkingOption = !d.garageIncluded && rng.chance(0.3);
      d.garages = d.garageIncluded ? 1 : 0;
      d.facades = rng.pick([2, 2, 3]);
      d.year = u ? 2027 : oldYear();
      if (!u && d.year < 2000 && rng.chance(0.45)) d.renovated = rng.int(2012, 2024);
      d.total = d.living + (d.terrace ?? 0) + (d.cellar ? 6 : 0);
      break;
    }
    case "studio":
      d.living = u ? u.living : rng.int(27, 42);
      d.baths = 0;
      d.showers = 1;
      d.floor = u ? u.floor : rng.int(1, seafront ? 9 : 4);
      d.floors = d.floor + rng.int(1, 3);
      d.terrace = u ? u.terrace : seafront && rng.chance(0.6) ? rng.int(4, 8) : undefined;
      d.lift = d.floors >= 3;
      d.cellar = rng.chance(0.4);
      d.facades = 2;
      d.year = u ? 2027 : oldYear();
      if (!u && d.year < 2000 && rng.chance(0.5)) d.renovated = rng.int(2010, 2023);
      d.total = d.living + (d.terrace ?? 0);
      break;
    case "house": {
      d.facades = r.area === "zandvoorde" || r.area === "esch" ? 4 : r.area === "konterdam" ? 3 : 2;
      d.beds = rng.pick([3, 3, 4]);
      d.living = rng.int(135, 195);
      d.baths = 1;
      d.showers = rng.chance(0.5) ? 1 : 0;
      d.toilets = 2;
      d.floors = 2;
      d.ground = d.facades === 4 ? rng.int(650, 950) : d.facades === 3 ? rng.int(320, 480) : rng.int(130, 220);
      d.constructed = Math.round(d.living / 2) + rng.int(10, 25);
      d.garden = d.ground - d.constructed - 10;
      d.terrace = rng.int(12, 30);
      d.plotWidth = d.facades === 4 ? rng.int(18, 24) : d.facades === 3 ? rng.int(10, 14) : rng.int(6, 8);
      d.frontWidth = d.facades === 2 ? d.plotWidth : d.plotWidth - rng.int(3, 6);
      d.garages = d.facades === 2 ? 0 : 1;
      d.garageIncluded = d.garages > 0;
      d.parkings = d.facades === 4 ? 2 : 0;
      d.cellar = rng.chance(0.5);
      d.year = rng.pick([1936, 1952, 1965, 1973, 1985, 1998, 2006]);
      if (d.year < 1990 && rng.chance(0.5)) d.renovated = rng.int(2008, 2022);
      d.total = d.living + 25;
      break;
    }
    case "villa":
      d.facades = 4;
      d.beds = rng.int(4, 5);
      d.living = rng.int(230, 320);
      d.baths = 2;
      d.showers = 1;
      d.toilets = 3;
      d.floors = 2;
      d.ground = rng.int(800, 1450);
      d.constructed = Math.round(d.living / 1.8);
      d.garden = d.ground - d.constructed - 40;
      d.terrace = rng.int(30, 60);
      d.plotWidth = rng.int(24, 32);
      d.frontWidth = d.plotWidth - rng.int(8, 12);
      d.garages = 2;
      d.garageIncluded = true;
      d.parkings = 2;
      d.cellar = true;
      d.year = rng.pick([1972, 1986, 2004]);
      if (d.year < 2000 && r.area !== "mondorf") d.renovated = rng.int(2015, 2023);
      d.total = d.living + 60;
      break;
    case "farm":
      d.facades = 4;
      d.beds = 4;
      d.living = 265;
      d.baths = 2;
      d.showers = 0;
      d.toilets = 3;
      d.floors = 2;
      d.ground = 4520;
      d.constructed = 410;
      d.garden = 1800;
      d.terrace = 45;
      d.plotWidth = 58;
      d.frontWidth = 22;
      d.garages = 2;
      d.garageIncluded = true;
      d.parkings = 4;
      d.year = 1890;
      d.renovated = 2017;
      d.total = 540;
      break;
    case "garage":
      d.living = rng.int(14, 19);
      d.total = d.living;
      d.baths = 0;
      d.toilets = 0;
      d.garages = 1;
      d.floor = 0;
      d.year = rng.pick([1968, 1979, 1992]);
      break;
    case "parking":
      d.living = rng.int(12, 14);
      d.total = d.living;
      d.baths = 0;
      d.toilets = 0;
      d.parkings = 1;
      d.floor = -1;
      d.year = 2009;
      break;
    case "plot":
      d.ground = 655;
      d.plotWidth = 18;
      d.frontWidth = 18;
      d.baths = 0;
      d.toilets = 0;
      d.facades = 4;
      break;
    case "investment":
      d.units = 3;
      d.beds = 5;
      d.living = 265;
      d.baths = 3;
      d.toilets = 3;
      d.floors = 4;
      d.ground = 165;
      d.constructed = 120;
      d.garden = 30;
      d.frontWidth = 7;
      d.plotWidth = 7;
      d.facades = 2;
      d.cellar = true;
      d.year = 1962;
      d.renovated = 2014;
      d.total = 310;
      break;
    case "shop":
      d.store = 112;
      d.office = 46;
      d.living = 0;
      d.total = 236;
      d.ground = 140;
      d.frontWidth = 7;
      d.plotWidth = 7;
      d.facades = 2;
      d.floors = 3;
      d.toilets = 2;
      d.baths = 0;
      d.year = 1931;
      d.renovated = 2019;
      break;
  }
  return d;
}

/** Price per m² of living area for sale, by area (rough 2026 coast levels). */
const PRICE_PER_M2: Partial<Record<AreaKey, [number, number]>> = {
  zeedijk: [5600, 7000], centrum: [3300, 4100], hazegras: [3400, 4000], westerkwartier: [3800, 4600],
  vuurtoren: [3900, 4700], mariakerke: [3600, 4400], raversijde: [3800, 4500], stene: [2600, 3200],
  konterdam: [2500, 3100], zandvoorde: [2700, 3300], opex: [2400, 2900], westende: [4300, 5200],
  bredene: [3600, 4200], brugge: [3500, 4200], eernegem: [2400, 2900], middelkerke: [5200, 6200],
  "lux-city": [10500, 11800], esch: [6800, 7600], remich: [7200, 8200], mondorf: [7600, 8600],
};

function priceFor(rng: Rng, r: PlanRow, d: Dims): number {
  if (r.unit) return r.unit.price;
  const range = PRICE_PER_M2[r.area] ?? [3000, 3600];
  if (r.goal === RENT) {
    const lux = AREAS[r.area].town === "remich";
    switch (r.kind) {
      case "garage": case "parking": return rentPrice(rng.int(90, 130));
      case "studio": return rentPrice(rng.int(590, 690) + (r.flags.has("sea") ? 80 : 0) + (r.flags.has("furn") ? 60 : 0));
      case "house": return rentPrice(rng.int(1150, 1400));
      default: {
        const base = d.beds === 1 ? rng.int(720, 820) : d.beds === 2 ? rng.int(840, 1060) : rng.int(1080, 1300);
        return rentPrice(base * (lux ? 2.1 : 1) + (r.flags.has("sea") ? 180 : 0) + (r.flags.has("furn") ? 100 : 0));
      }
    }
  }
  switch (r.kind) {
    case "garage": return salePrice(rng, rng.int(28, 42) * 1000);
    case "parking": return salePrice(rng, rng.int(32, 38) * 1000);
    case "plot": return 189000;
    case "investment": return 595000;
    case "shop": return 425000;
    case "farm": return 745000;
    case "villa": return salePrice(rng, d.living * rng.float(range[0], range[1]) * 1.1);
    case "studio": return salePrice(rng, Math.max(d.living * rng.float(range[0], range[1]) * 1.15, 119_000));
    default: return salePrice(rng, d.living * rng.float(range[0], range[1]));
  }
}

// ---------------------------------------------------------------------------------------------
// Location

function coordinates(rng: Rng, area: AreaKey): { lat: number; lng: number } {
  const a = AREAS[area];
  if (a.seafront) {
    const t = rng.next();
    const [fromLat, fromLng] = a.seafront.from;
    const [toLat, toLng] = a.seafront.to;
    const inland = 0.0004 + rng.next() * 0.0004;
    return { lat: round6(fromLat + (toLat - fromLat) * t - inland), lng: round6(fromLng + (toLng - fromLng) * t + inland * 1.6) };
  }
  return { lat: round6(a.lat + (rng.next() * 2 - 1) * a.dLat), lng: round6(a.lng + (rng.next() * 2 - 1) * a.dLng) };
}

function planningZone(area: AreaKey, kind: Kind): L {
  if (kind === "farm") return PLANNING.agricultural;
  if (["zeedijk", "raversijde", "westende", "middelkerke", "bredene"].includes(area)) return PLANNING.recreational;
  if (["centrum", "hazegras", "westerkwartier", "brugge"].includes(area)) return PLANNING.heritage;
  if (["zandvoorde", "eernegem"].includes(area)) return PLANNING.rural;
  return PLANNING.residential;
}

function floodScores(rng: Rng, area: AreaKey): [string, string] {
  if (area === "zandvoorde") return ["D", "C"];
  if (area === "vuurtoren" || area === "opex") return ["C", rng.pick(["B", "C"])];
  if (area === "zeedijk" || area === "middelkerke" || area === "westende") return ["B", rng.pick(["A", "B"])];
  return rng.chance(0.8) ? ["A", "A"] : ["B", "A"];
}

// ---------------------------------------------------------------------------------------------
// Property assembly

export type FeedProperty = Record<string, unknown> & { ID: number; Goal: number; City: string; Zip: string; CountryID: number };

interface BuildState {
  rng: Rng;
  pictures: PictureFactory;
  nextDocumentId: number;
  videoIndex: number;
  /** Where each project's building stands; its units share these coordinates. */
  projectSites: Map<number, { lat: number; lng: number }>;
}

const VIDEO_URLS = (rng: Rng) => [
  `https://www.youtube.com/watch?v=${rng.token(11, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")}`,
  `https://vimeo.com/${rng.int(100_000_000, 999_999_999)}`,
  `https://youtu.be/${rng.token(11, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")}`,
  `https://www.youtube.com/watch?v=${rng.token(11, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")}`,
  `https://vimeo.com/${rng.int(100_000_000, 999_999_999)}`,
];

function buildProperty(s: BuildState, r: PlanRow, index: number, videos: string[]): FeedProperty {
  const { rng } = s;
  const id = 4_000_101 + index * 3;
  const area = AREAS[r.area];
  const town = TOWNS[area.town];
  const belgian = town.countryId === 10;
  const d = dims(rng, r);
  const price = priceFor(rng, r, d);
  const webId = WEB_ID[r.kind];
  const isSale = r.goal === SALE;
  const hasEpc = !["garage", "parking", "plot"].includes(r.kind);
  const residential = !["garage", "parking", "plot", "shop"].includes(r.kind);
  const flat = ["apartment", "penthouse", "duplex", "groundfloor", "studio"].includes(r.kind);

  // Status and marquee
  const status = r.flags.has("sold") ? 2 : r.flags.has("rented") ? 4 : 1;
  const marquee = r.flags.has("new") ? 3 : r.flags.has("opt") ? 4 : 0;

  // Dates: new listings are recent, sold/rented ones older.
  const created = marquee === 3
    ? utc(2026, 9, 10) + rng.int(0, 60) * DAY
    : status !== 1 ? utc(2025, 1, 15) + rng.int(0, 300) * DAY : utc(2025, 1, 6) + rng.int(0, 600) * DAY;
  const createdMs = created + rng.int(8 * 3600, 18 * 3600) * 1000;
  const changedMs = Math.min(createdMs + rng.int(0, 140) * DAY + rng.int(0, 36000) * 1000, utc(2026, 11, 18) + 15 * 3600 * 1000);

  // Address: units in the project's main building share its address and position.
  const inMainBuilding = r.project !== undefined && r.area === r.project.area;
  const street = inMainBuilding && r.project ? r.project.street : rng.pick(area.streets);
  const houseNumber = inMainBuilding && r.project ? r.project.houseNumber : `${rng.int(1, r.area === "zeedijk" ? 260 : 120)}${rng.chance(0.1) ? "A" : ""}`;
  const boxNr = flat ? (rng.chance(0.5) ? `${pad(d.floor ?? 0)}${pad(rng.int(1, 4))}` : `${d.floor ?? 0}${rng.pick(["A", "B", "C"])}`) : null;
  const site = inMainBuilding && r.project ? s.projectSites.get(r.project.ID) : undefined;
  const { lat, lng } = site ?? coordinates(rng, r.area);

  // EPC
  let epcValue: number | undefined;
  let epcLabel: string | undefined;
  if (hasEpc && belgian) {
    const y = d.year ?? 1980;
    const recentWorks = (d.renovated ?? 0) >= 2018;
    epcValue = r.unit ? (r.kind === "penthouse" ? -10 : rng.int(-6, 45))
      : d.renovated ? rng.int(recentWorks ? 80 : 120, recentWorks ? 220 : 300)
      : y >= 2015 ? rng.int(30, 140) : y >= 1995 ? rng.int(170, 360) : y >= 1975 ? rng.int(260, 480) : rng.int(340, 650);
    epcLabel = flemishLabel(epcValue);
  } else if (hasEpc) {
    const lux: Record<string, [number, string]> = { "lux-city": [38, "A"], remich: [112, "C"], esch: [238, "F"], mondorf: [395, "I"] };
    [epcValue, epcLabel] = lux[r.area] ?? [150, "D"];
  }
  const epcIssued = utc(2019, 3, 1) + rng.int(0, 2400) * DAY;

  // Money
  const monthlyCharges = flat ? rng.int(6, 30) * 10 : undefined;
  const vat = Boolean(r.unit);
  const annuity = r.flags.has("annuity") ? { Bouquet: 95000, MonthlyRent: 1150, Ages: [78, 81] } : undefined;
  const shownPrice = annuity ? annuity.Bouquet : price;

  // Availability
  let dateFree: string | null = null;
  let availability: L;
  if (r.project) {
    availability = AVAILABILITY.project;
    dateFree = r.project.completion;
  } else if (r.kind === "investment") {
    availability = AVAILABILITY.tenants;
  } else if (isSale) {
    availability = rng.chance(0.75) ? AVAILABILITY.deed : AVAILABILITY.arrangement;
  } else if (rng.chance(0.5)) {
    availability = AVAILABILITY.immediate;
  } else {
    const freeMs = utc(2026, 12, 1) + rng.int(0, 4) * 31 * DAY;
    const free = new Date(freeMs);
    const first = Date.UTC(free.getUTCFullYear(), free.getUTCMonth(), 1);
    dateFree = feedDate(first);
    availability = availableFrom(1, new Date(first).getUTCMonth() + 1, new Date(first).getUTCFullYear());
  }

  // Texts
  const ctx: DescCtx = {
    kind: r.kind, goal: r.goal, variant: rng.int(0, 5), area: r.area,
    coastal: !["brugge", "eernegem", "oudenburg", "lux-city", "esch", "remich", "mondorf"].includes(r.area),
    beds: d.beds, baths: d.baths, showers: d.showers, living: d.living, terrace: d.terrace, garden: d.garden,
    ground: d.ground, front: d.frontWidth, store: d.store, office: d.office, floor: d.floor, facades: d.facades,
    seaView: r.flags.has("sea"), lift: d.lift, cellar: d.cellar, garage: d.garageIncluded, parking: d.parkingOption,
    renovated: d.renovated, year: d.year, furnished: r.flags.has("furn"), units: d.units,
    grossYield: r.kind === "investment" ? 4.6 : undefined, project: r.project?.name,
    annuity: annuity ? { bouquet: annuity.Bouquet, monthly: annuity.MonthlyRent } : undefined,
  };
  let title = annuity ? ANNUITY_HEADLINE : headline(ctx);
  if (r.flags.has("headSold")) title = perLang((lang) => `${HEADLINE_PREFIX.sold[lang]} - ${title[lang]}`);

  // Pictures
  let large: PictureItem[] = [];
  let small: PictureItem | null = null;
  if (!r.flags.has("noPic")) {
    const kinds = PICTURE_SETS[r.kind].filter((k) => (k !== "terrace" || d.terrace) && (k !== "garden" || d.garden) && (k !== "view" || r.flags.has("sea") || !flat));
    const count = Math.min(kinds.length, rng.int(3, 8));
    large = s.pictures.large(kinds, Math.max(3, count));
    small = s.pictures.small(large[0] as PictureItem, r.flags.has("portrait"));
  }

  // Documents
  let documents: { ID: number; Name: L; Url: string }[] | undefined;
  if (r.flags.has("docs")) {
    const kinds: (keyof typeof DOCUMENT_NAME)[] = [];
    if (hasEpc) kinds.push("epc");
    if (isSale && (d.year ?? 2020) < 2001 && residential) kinds.push("asbestos");
    if (isSale) kinds.push("soil", "planning");
    kinds.push("flood");
    if (r.kind !== "plot") kinds.push("plan");
    documents = kinds.slice(0, 4).map((k) => ({ ID: s.nextDocumentId++, Name: DOCUMENT_NAME[k], Url: `documents/${k}-${id}.pdf` }));
  }

  const [floodP, floodG] = floodScores(rng, r.area);
  const manager = person(r.unit ? "thomas" : !isSale ? "sofie" : ["penthouse", "villa", "farm"].includes(r.kind) || !belgian ? "lieve" : ["plot", "investment", "shop"].includes(r.kind) ? "thomas" : "pieter");

  // About a third of the records send some numbers as strings, as real feeds do.
  const stringy = index % 3 === 1;
  const n = (v: number | undefined, always = false) => (v === undefined ? undefined : stringy && (always || index % 2 === 0) ? String(v) : v);

  const property: FeedProperty = {
    ID: id,
    RecordFile: `ZD-${2001 + ((index * 37) % 997)}`,
    Goal: r.goal,
    Status: status,
    WebID: n(webId),
    WebIDName: webIdName(webId),
    MainTypeName: MAIN_TYPE_NAME[r.kind],
    TypeDescription: title,
    DescriptionA: describe(ctx),
    Street: street,
    HouseNumber: houseNumber,
    BoxNr: boxNr,
    Zip: town.zip,
    City: town.city,
    CountryID: town.countryId,
    CountryName: town.countryName,
    GoogleX: n(lat, true),
    GoogleY: n(lng, true),
    PublishAddress: !r.flags.has("hideAddress"),
    Price: n(shownPrice, true),
    PublishPrice: !r.flags.has("hidePrice"),
    PriceUnit: r.flags.has("from") ? 7 : null,
    PriceUnitText: isSale ? PRICE_UNIT_TEXT.sale : PRICE_UNIT_TEXT.rent,
    Marquee: marquee,
    MarqueeName: MARQUEE_NAME[marquee] ?? null,
    NumberOfBedRooms: residential ? n(d.beds) : undefined,
    NumberOfBathRooms: residential || r.kind === "shop" ? d.baths : undefined,
    NumberOfShowerRooms: residential ? d.showers : undefined,
    NumberOfToilets: d.toilets || undefined,
    NumberOfGarages: d.garages || undefined,
    NumberOfParkings: d.parkings || undefined,
    Floor: d.floor,
    NumberOfFloors: d.floors,
    SurfaceTotal: d.total || undefined,
    SurfaceLiving: d.living && !["garage", "parking"].includes(r.kind) ? n(d.living) : undefined,
    SurfaceGround: d.ground,
    SurfaceTerrace: d.terrace,
    SurfaceGarden: d.garden,
    SurfaceConstructed: d.constructed,
    SurfaceOffice: d.office,
    SurfaceStore: d.store,
    PlotWidth: d.plotWidth,
    FrontWidth: d.frontWidth,
    Facades: d.facades,
    ConstructionYear: r.kind === "plot" ? undefined : d.year,
    RenovationYear: d.renovated,
    EPCLabelText: epcLabel,
    EnergyPerformance: epcValue,
    EPCTotal: epcValue === undefined ? undefined : Math.round(epcValue * Math.max(d.living, d.total)),
    EPCSpecific: epcValue,
    EPCCO2: epcValue === undefined ? undefined : Math.max(0, Math.round(epcValue * 0.21)),
    EPCExpiryDate: hasEpc ? feedDate(epcIssued + 3652 * DAY) : undefined,
    EPCUniqueCode: !hasEpc ? undefined : belgian
      ? `${feedDate(epcIssued).slice(0, 10).replace(/-/g, "")}-${String(rng.int(1, 9_999_999_999)).padStart(10, "0")}-${r.kind === "shop" ? "NRES" : "RES"}-1`
      : `LU-CPE-${new Date(epcIssued).getUTCFullYear()}-${pad(rng.int(1, 99_999), 6)}`,
    HeatingName: residential || r.kind === "shop"
      ? r.unit || (d.year ?? 0) >= 2016 ? HEATING.heatPump : r.kind === "studio" && rng.chance(0.5) ? HEATING.electric : flat && rng.chance(0.35) ? HEATING.collective : r.kind === "farm" ? HEATING.oil : HEATING.gas
      : undefined,
    KitchenName: residential
      ? r.kind === "studio" ? KITCHEN.kitchenette : r.kind === "investment" ? KITCHEN.semi : rng.pick([KITCHEN.full, KITCHEN.full, KITCHEN.open])
      : r.kind === "shop" ? KITCHEN.kitchenette : undefined,
    WindowGlazing: r.kind === "plot" || r.kind === "parking" ? undefined : r.unit ? GLAZING.triple : (d.year ?? 0) < 1990 && !d.renovated ? rng.pick([GLAZING.double, GLAZING.single]) : rng.pick([GLAZING.double, GLAZING.highEfficiency]),
    WindowFrame: r.kind === "plot" || r.kind === "parking" || r.kind === "garage" ? undefined : r.unit || r.area === "zeedijk" ? FRAME.alu : rng.pick([FRAME.pvc, FRAME.pvc, FRAME.alu, FRAME.wood]),
    RoofName: r.kind === "plot" || r.kind === "parking" ? undefined : flat || r.kind === "garage" ? ROOF.flat : r.kind === "house" ? rng.pick([ROOF.pitched, ROOF.mansard]) : r.kind === "villa" ? ROOF.hipped : ROOF.pitched,
    HasBuildingPermit: r.kind === "plot" ? true : belgian ? r.area !== "konterdam" || r.kind !== "garage" : true,
    PreemptiveRights: belgian ? r.kind === "shop" : undefined,
    Summons: belgian ? r.flags.has("hideAddress") && r.kind === "apartment" : undefined,
    UrbanPlanningDestination: belgian ? planningZone(r.area, r.kind) : PLANNING.lux,
    FloodZoneP: belgian ? floodP : undefined,
    FloodZoneG: belgian && r.kind !== "plot" ? floodG : undefined,
    AsbestosCertificate: belgian && isSale && r.kind !== "plot" ? (d.year ?? 2020) < 2001 : undefined,
    AsbestosDate: belgian && isSale && r.kind !== "plot" && (d.year ?? 2020) < 2001 ? feedDate(createdMs - rng.int(20, 120) * DAY).slice(0, 10) + " 00:00:00" : undefined,
    ChargesOwner: isSale ? monthlyCharges : undefined,
    ChargesRenter: !isSale ? (flat ? rng.int(5, 17) * 10 : r.kind === "garage" ? 10 : undefined) : undefined,
    NotaryFee: isSale ? Math.round((1200 + shownPrice * 0.0065) / 10) * 10 : undefined,
    RegistrationRights: isSale && !vat ? Math.round(shownPrice * (belgian ? 0.12 : 0.07)) : undefined,
    VAT: isSale ? vat : undefined,
    DepositAmount: !isSale ? price * 3 : undefined,
    AgencyCost: belgian ? undefined : isSale ? Math.round(shownPrice * 0.0351) : Math.round(price * 0.585),
    MonthlyRent: !isSale ? price : undefined,
    Annuity: annuity,
    DateFree: dateFree,
    AvailabilityText: availability,
    VirtualTour: r.flags.has("tour") ? `https://my.matterport.com/show/?m=${rng.token(11, "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789")}` : undefined,
    VideoUrl: r.flags.has("video") ? videos[s.videoIndex++ % videos.length] : undefined,
    Documents: documents,
    ProjectID: r.project?.ID ?? null,
    ManagerName: manager.name,
    ManagerEmail: manager.email,
    ManagerDirectPhone: manager.directPhone,
    ManagerMobilePhone: manager.mobilePhone,
    CreatedDate: feedDate(createdMs),
    LastChangedDate: feedDate(Math.max(changedMs, createdMs)),
    SmallPictureItem: small,
    LargePictureItems: large,
  };
  return property;
}

// ---------------------------------------------------------------------------------------------
// Projects in feed shape

function buildProject(s: BuildState, p: ProjectSpec, units: FeedProperty[]): Record<string, unknown> {
  const area = AREAS[p.area];
  const town = TOWNS[area.town];
  const site = s.projectSites.get(p.ID);
  if (!site) throw new Error(`project ${p.ID} has no site`);
  const { lat, lng } = site;
  const prices = p.units.map((u) => u.price);
  const large = p.pictures.length ? s.pictures.large(p.pictures, p.pictures.length) : [];
  const stringy = p.ID === 3102;
  if (units.length !== p.units.length) throw new Error(`project ${p.ID}: unit count mismatch`);
  return {
    ID: p.ID,
    Goal: 0,
    Name: p.name,
    Description: p.description,
    Street: p.street,
    HouseNumber: p.houseNumber,
    BoxNr: null,
    Zip: town.zip,
    City: town.city,
    CountryID: town.countryId,
    CountryName: town.countryName,
    GoogleX: stringy ? String(lat) : lat,
    GoogleY: stringy ? String(lng) : lng,
    WebID: 3,
    WebIDName: webIdName(3),
    ProjectWebID: 3,
    PriceMin: Math.min(...prices),
    PriceMax: Math.max(...prices),
    PublicAddress: p.publicAddress,
    SmallPicture: large[0] ? s.pictures.small(large[0], false) : null,
    LargePictureItems: large,
    Documents: p.documents.map((k) => ({ ID: s.nextDocumentId++, Name: DOCUMENT_NAME[k], Url: `documents/project-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-${p.ID}.pdf` })),
    Constructions: p.constructions.map((c) => ({ Name: c.name, Status: c.status })),
  };
}

// ---------------------------------------------------------------------------------------------
// Regions (neighbourhood polygons)

function polygon(rng: Rng, [lat, lng, dLat, dLng]: Shape): string {
  const n = rng.int(5, 7);
  const points: string[] = [];
  for (let k = 0; k < n; k++) {
    const angle = (2 * Math.PI * k) / n + rng.float(-0.25, 0.25);
    const f = rng.float(0.8, 1.15);
    points.push(`${(lat + Math.sin(angle) * dLat * f).toFixed(5)},${(lng + Math.cos(angle) * dLng * f).toFixed(5)}`);
  }
  points.push(points[0] as string); // closed ring
  return points.join(" ");
}

function buildRegions(rng: Rng): Record<string, unknown>[] {
  return REGIONS.map((r, i) => ({
    ID: 201 + i,
    Name: r.name,
    Title: r.title,
    Subtitle: r.subtitle,
    Description: r.description,
    Coordinates: r.shapes.map((shape) => polygon(rng, shape)),
    LargePictures: [r.picture],
  }));
}

// ---------------------------------------------------------------------------------------------

export interface Feed {
  Properties: FeedProperty[];
  Projects: Record<string, unknown>[];
  PropertyTypes: typeof PROPERTY_TYPES;
  Regions: Record<string, unknown>[];
}

export function buildFeed(seed: number): Feed {
  const rng = new Rng(seed);
  const projectSites = new Map(PROJECTS.map((p) => [p.ID, coordinates(rng, p.area)] as const));
  const state: BuildState = { rng, pictures: new PictureFactory(rng), nextDocumentId: 7_100_001, videoIndex: 0, projectSites };
  const videos = VIDEO_URLS(rng);

  // Interleave project units with the rest so ids and dates are not grouped by project.
  const rows: PlanRow[] = [...PLAN];
  PROJECTS.forEach((p, pi) => {
    p.units.forEach((u, ui) => {
      const unitRow: PlanRow = { area: u.area, goal: SALE, kind: u.kind, flags: flagSet(u.flags), project: p, unit: u };
      rows.splice(Math.min(rows.length, 4 + pi * 17 + ui * 3), 0, unitRow);
    });
  });

  const properties = rows.map((r, i) => buildProperty(state, r, i, videos));
  const projects = PROJECTS.map((p) => buildProject(state, p, properties.filter((x) => x.ProjectID === p.ID)));
  return { Properties: properties, Projects: projects, PropertyTypes: PROPERTY_TYPES, Regions: buildRegions(rng) };
}

