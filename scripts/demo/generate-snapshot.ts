/**
 * Generates the demo snapshot in content/demo/:
 *   feed.json     CRM feed (Omnicasa-style PascalCase): Properties, Projects, PropertyTypes, Regions
 *   content.json  CMS content (camelCase): categories, articles, pages, menu, header, footer, banner, …
 *   README.md     what the files are and the counts
 *
 * Deterministic: a seeded PRNG fills in details, so every run writes byte-identical files.
 * Run with:  npx tsx scripts/demo/generate-snapshot.ts
 * Uses Node built-ins only.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildContent, type Content } from "./build-content";
import { buildFeed, flemishLabel, type Feed } from "./build-feed";
import { LANGS } from "./tables/i18n";

const SEED = 20260101;
const OUT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../content/demo");

/** The counts the snapshot must have (SPEC §9). Project units are included in their city. */
const EXPECTED_CITIES: Record<string, number> = {
  Oostende: 54, Westende: 2, Bredene: 1, Brugge: 1, Eernegem: 1, Middelkerke: 1, Oudenburg: 1,
  Luxembourg: 1, "Esch-sur-Alzette": 1, Remich: 1, "Mondorf-les-Bains": 1,
};
const EXPECTED_OOSTENDE = { sale: 37, rent: 17 };

// ---------------------------------------------------------------------------------------------
// Checks: the generator refuses to write a snapshot that breaks its own contract.

function fail(message: string): never {
  throw new Error(`snapshot check failed: ${message}`);
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

/** Every {nl, fr, en, de} object found anywhere must have four non-empty values. */
function checkLanguages(value: unknown, path: string): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkLanguages(v, `${path}[${i}]`));
    return;
  }
  if (value === null || typeof value !== "object") return;
  const obj = value as Record<string, unknown>;
  if ("nl" in obj) {
    for (const lang of LANGS) {
      const v = obj[lang];
      const empty = v === undefined || v === null || (typeof v === "string" && v.trim() === "") || (Array.isArray(v) && v.length === 0);
      if (empty) fail(`${path}.${lang} is missing or empty`);
    }
  }
  for (const [k, v] of Object.entries(obj)) checkLanguages(v, `${path}.${k}`);
}

const num = (v: unknown) => (typeof v === "string" ? Number(v) : (v as number));

function checkFeed(feed: Feed): void {
  const props = feed.Properties;
  const cities = countBy(props, (p) => p.City);
  for (const [city, n] of Object.entries(EXPECTED_CITIES)) if (cities[city] !== n) fail(`${city}: ${cities[city] ?? 0} properties, expected ${n}`);
  if (Object.keys(cities).length !== Object.keys(EXPECTED_CITIES).length) fail(`unexpected cities ${Object.keys(cities).join(", ")}`);
  const oostende = props.filter((p) => p.City === "Oostende");
  const sale = oostende.filter((p) => p.Goal === 0).length;
  if (sale !== EXPECTED_OOSTENDE.sale || oostende.length - sale !== EXPECTED_OOSTENDE.rent) fail(`Oostende split ${sale}/${oostende.length - sale}`);
  for (const p of props) {
    const be = p.CountryID === 10;
    if (be !== (p.CountryName === "België")) fail(`${p.ID}: country mismatch`);
    if (!be && (p.CountryID !== 50 || p.CountryName !== "Luxembourg")) fail(`${p.ID}: not Belgium nor Luxembourg`);
  }
  if (new Set(props.map((p) => p.ID)).size !== props.length) fail("duplicate property IDs");
  if (new Set(props.map((p) => p.RecordFile)).size !== props.length) fail("duplicate RecordFile values");

  // Pictures: relative pool files, 3 to 8 per property or none at all.
  const pool = new Set<string>();
  const picturePattern = /^images\/(facade|living|kitchen|bedroom|bathroom|terrace|view|garden|garage|plot|shop)-0[1-6]\.jpg$/;
  let withoutPictures = 0;
  for (const p of props) {
    const large = p.LargePictureItems as { Url: string; Width: number; Height: number }[];
    const small = p.SmallPictureItem as { Url: string; Width: number; Height: number } | null;
    if (large.length === 0) {
      withoutPictures++;
      if (small !== null) fail(`${p.ID}: small picture without large pictures`);
      continue;
    }
    if (large.length < 3 || large.length > 8) fail(`${p.ID}: ${large.length} pictures`);
    if (!small || small.Width !== 250 || ![167, 188, 333].includes(small.Height)) fail(`${p.ID}: bad small picture`);
    for (const pic of [...large, small]) {
      if (!picturePattern.test(pic.Url)) fail(`${p.ID}: bad picture url ${pic.Url}`);
      pool.add(pic.Url);
    }
    for (const pic of large) if (pic.Width !== 1360 || ![907, 1020].includes(pic.Height)) fail(`${p.ID}: bad large size`);
  }
  if (withoutPictures !== 3) fail(`${withoutPictures} properties without pictures, expected 3`);
  if (pool.size > 66) fail("more than 66 pool files");

  // Energy: every Flemish class appears; labels agree with the values; Luxembourg uses letters A..I.
  const flemish = props.filter((p) => p.CountryID === 10 && p.EnergyPerformance !== undefined);
  const classes = new Set(flemish.map((p) => p.EPCLabelText));
  for (const label of ["A+", "A", "B", "C", "D", "E", "F"]) if (!classes.has(label)) fail(`no Flemish EPC label ${label}`);
  for (const p of flemish) {
    const v = num(p.EnergyPerformance);
    if (v < -10 || v > 650) fail(`${p.ID}: EPC value ${v} out of range`);
    if (flemishLabel(v) !== p.EPCLabelText) fail(`${p.ID}: EPC label ${String(p.EPCLabelText)} does not match ${v}`);
  }
  for (const p of props.filter((x) => x.CountryID === 50)) if (!/^[A-I]$/.test(String(p.EPCLabelText))) fail(`${p.ID}: Luxembourg label`);

  // Rent fields only on rent, deposit = 3 months.
  for (const p of props) {
    if (p.Goal === 1 && num(p.DepositAmount) !== 3 * num(p.MonthlyRent)) fail(`${p.ID}: deposit is not 3 months`);
    if (p.Goal === 0 && (p.MonthlyRent !== undefined || p.DepositAmount !== undefined)) fail(`${p.ID}: rent fields on a sale`);
  }
  if (props.filter((p) => p.Annuity !== undefined).length !== 1) fail("exactly one annuity expected");

  // Projects: 3-6 units each, price range matches units.
  for (const project of feed.Projects) {
    const units = props.filter((p) => p.ProjectID === project.ID);
    if (units.length < 3 || units.length > 6) fail(`project ${String(project.ID)}: ${units.length} units`);
    const prices = units.map((u) => num(u.Price));
    if (project.PriceMin !== Math.min(...prices) || project.PriceMax !== Math.max(...prices)) fail(`project ${String(project.ID)}: price range`);
  }
  if (feed.Regions.length !== 14) fail(`${feed.Regions.length} regions`);
  for (const region of feed.Regions) {
    for (const ring of region.Coordinates as string[]) {
      const points = ring.split(" ");
      if (points[0] !== points[points.length - 1]) fail(`region ${String(region.ID)}: polygon not closed`);
      if (points.length < 6 || points.length > 9) fail(`region ${String(region.ID)}: ${points.length} points`);
    }
  }
  for (const p of props) {
    const d = p.DescriptionA as Record<string, string>;
    for (const lang of LANGS) {
      const len = d[lang]?.length ?? 0;
      if (len < 300 || len > 900) fail(`${p.ID}: description ${lang} has ${len} characters`);
    }
  }
  checkLanguages(feed, "feed");
}

function checkContent(content: Content): void {
  const tips = content.articles.filter((a) => a.categoryId === 5);
  if (tips.length !== 50 || tips.some((a, i) => a.id !== 100 + i)) fail("tips must be ids 100..149");
  for (const a of content.articles) {
    for (const lang of LANGS) {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(a.slug[lang])) fail(`article ${a.id}: slug ${a.slug[lang]}`);
      const paragraphs = a.body[lang].length;
      if (a.categoryId === 5 && (paragraphs < 3 || paragraphs > 6)) fail(`article ${a.id}: ${paragraphs} paragraphs in ${lang}`);
    }
  }
  for (const lang of LANGS) {
    const slugs = content.articles.map((a) => a.slug[lang]);
    if (new Set(slugs).size !== slugs.length) fail(`duplicate ${lang} article slugs`);
  }
  const byId = new Map(content.articles.map((a) => [a.id, a]));
  // The seller pages are CMS pages with their own text, no longer articles (issue 23 §2).
  for (const key of ["i-sell/selling-with-an-agent", "i-sell/selling-yourself", "i-sell/home-not-selling", "free-valuation"]) {
    if (!content.pages.find((p) => p.key === key)?.body) fail(`page ${key} has no text of its own`);
  }
  for (const id of [25, 28, 40, 41, 60, 61, 62, 63]) if (!byId.has(id)) fail(`article ${id} missing`);
  const keys = new Set(content.pages.map((p) => p.key));
  for (const m of content.menu) for (const k of [m.pageKey, ...m.children]) if (!keys.has(k as never)) fail(`menu refers to unknown page ${k}`);
  checkLanguages(content, "content");
}

// ---------------------------------------------------------------------------------------------
// README

function readme(feed: Feed, content: Content): string {
  const props = feed.Properties;
  const cities = countBy(props, (p) => p.City);
  const oostende = props.filter((p) => p.City === "Oostende");
  const types = countBy(props, (p) => String(p.WebIDName));
  const status = countBy(props, (p) => ({ 1: "active", 2: "sold", 4: "rented" })[p.Status as number] ?? String(p.Status));
  const lines = [
    "# Demo snapshot",
    "",
    "Generated by `npx tsx scripts/demo/generate-snapshot.ts` (deterministic: seeded PRNG, Node built-ins only).",
    "Do not edit these files by hand; change the generator and run it again.",
    "",
    "- `feed.json`: the CRM feed in Omnicasa-style PascalCase: `{ Properties, Projects, PropertyTypes, Regions }`.",
    "  Some numbers are deliberately sent as strings (about a third of the properties: `Price`, `GoogleX`, `GoogleY`, sometimes `WebID`, `SurfaceLiving`, `NumberOfBedRooms`; one project's coordinates) to exercise lenient parsing.",
    "  Texts are language objects `{ nl, fr, en, de }`. `GoogleX` is the latitude, `GoogleY` the longitude.",
    "- `content.json`: CMS content in camelCase: categories, articles, pages (with modules), menu, header links, footer, banner, home search block, settings.",
    "  A `body` is a list of blocks per language: paragraphs, and headings written `## Title` (h2) or `### Title` (h3).",
    "- Picture and document URLs are relative: `images/<kind>-<nn>.jpg` (kind in facade, living, kitchen, bedroom, bathroom, terrace, view, garden, garage, plot, shop; nn 01..06)",
    "  and `documents/<kind>-<id>.pdf`. The image pool itself is not produced by this generator.",
    "",
    "## Counts",
    "",
    `- Properties: ${props.length}; projects: ${feed.Projects.length} (with ${props.filter((p) => p.ProjectID !== null).length} units, counted in their city); property types: ${feed.PropertyTypes.length}; regions: ${feed.Regions.length}.`,
    `- Oostende ${cities.Oostende} (${oostende.filter((p) => p.Goal === 0).length} for sale, ${oostende.filter((p) => p.Goal === 1).length} for rent), ` +
      Object.entries(cities).filter(([c]) => c !== "Oostende").map(([c, n]) => `${c} ${n}`).join(", ") + ".",
    `- For sale ${props.filter((p) => p.Goal === 0).length}, for rent ${props.filter((p) => p.Goal === 1).length}; Belgium ${props.filter((p) => p.CountryID === 10).length}, Luxembourg ${props.filter((p) => p.CountryID === 50).length}.`,
    `- Status: ${Object.entries(status).map(([k, n]) => `${k} ${n}`).join(", ")}.`,
    `- Types: ${Object.entries(types).map(([k, n]) => `${k} ${n}`).join(", ")}.`,
    `- Articles: ${content.articles.length} (${content.articles.filter((a) => a.categoryId === 5).length} tips & info, ids 100..149); pages: ${content.pages.length}; categories: ${content.categories.length}.`,
    "",
  ];
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------

function main(): void {
  const feed = buildFeed(SEED);
  const content = buildContent();
  checkFeed(feed);
  checkContent(content);
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(resolve(OUT_DIR, "feed.json"), `${JSON.stringify(feed, null, 2)}\n`);
  writeFileSync(resolve(OUT_DIR, "content.json"), `${JSON.stringify(content, null, 2)}\n`);
  writeFileSync(resolve(OUT_DIR, "README.md"), readme(feed, content));
  console.log(`demo snapshot written to ${OUT_DIR}: ${feed.Properties.length} properties, ${feed.Projects.length} projects, ${content.articles.length} articles`);
}

main();
