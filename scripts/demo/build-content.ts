/**
 * Builds the CMS part of the demo snapshot (content/demo/content.json): categories, articles, pages with
 * their modules (SPEC §2.4), menu, header links, footer, banner, home search block and site settings.
 */
import { type L, l, perLang, same, slugify } from "./tables/i18n";
import { HOME_HERO, LEGAL_NOTE, SELLER_PAGES, type SellerPageText, STORY, TEAM_BIOS, TESTIMONIALS, TIP_CLOSINGS, type ArticleText } from "./tables/articles";
import { AGENCY, COOKIE_POLICY, DISCLAIMER, PRIVACY_STATEMENT } from "./tables/legal";
import { DEMO_TERMS, valuationBody } from "./tables/seller";
import { BANNER, FOOTER, HEADER_LINKS, HOME_SEARCH, MODULE_DESCRIPTION, MODULE_TITLE, OPENING_HOURS, PAGE_TEXT, type PageKey } from "./tables/site";
import { TEAM } from "./tables/team";
import { BUY_TIPS, type Tip, type TipTheme } from "./tables/tips";
import { COAST_TIPS, ENERGY_TIPS } from "./tables/tips-more";
import { RENT_TIPS } from "./tables/tips-rent";
import { SELL_TIPS } from "./tables/tips-sell";

// ---------------------------------------------------------------------------------------------
// Categories

export const CATEGORY = { root: 1, tips: 5, team: 6, iSell: 7, testimonials: 8, buying: 51, renting: 52, selling: 53, energy: 54, coast: 55 } as const;

const CATEGORIES = [
  { id: CATEGORY.root, parentId: null, name: l("Artikels", "Articles", "Articles", "Artikel") },
  { id: CATEGORY.tips, parentId: CATEGORY.root, name: l("Tips & Info", "Conseils & Infos", "Tips & Info", "Tipps & Infos") },
  { id: CATEGORY.team, parentId: CATEGORY.root, name: l("Team", "Équipe", "Team", "Team") },
  { id: CATEGORY.iSell, parentId: CATEGORY.root, name: l("Ik verkoop", "Je vends", "I'm selling", "Ich verkaufe") },
  { id: CATEGORY.testimonials, parentId: CATEGORY.root, name: l("Getuigenissen", "Témoignages", "Testimonials", "Erfahrungsberichte") },
  { id: CATEGORY.buying, parentId: CATEGORY.tips, name: l("Kopen", "Acheter", "Buying", "Kaufen") },
  { id: CATEGORY.renting, parentId: CATEGORY.tips, name: l("Huren", "Louer", "Renting", "Mieten") },
  { id: CATEGORY.selling, parentId: CATEGORY.tips, name: l("Verkopen", "Vendre", "Selling", "Verkaufen") },
  { id: CATEGORY.energy, parentId: CATEGORY.tips, name: l("Energie en renovatie", "Énergie et rénovation", "Energy and renovation", "Energie und Renovierung") },
  { id: CATEGORY.coast, parentId: CATEGORY.tips, name: l("Wonen aan zee", "Vivre à la mer", "Living by the sea", "Wohnen am Meer") },
].map((c) => ({ ...c, webId: c.id }));

// Every tip has a sub-category of Tips & Info: the blog lists them as its categories.
const SUBCATEGORY: Record<TipTheme, number> = { buy: CATEGORY.buying, rent: CATEGORY.renting, sell: CATEGORY.selling, energy: CATEGORY.energy, coast: CATEGORY.coast };

// ---------------------------------------------------------------------------------------------
// Articles

export interface Article {
  id: number;
  categoryId: number;
  subcategoryId?: number | null;
  slug: L;
  title: L;
  intro: L;
  body: L<string[]>;
  publishedAt: string;
  image: string;
  role?: L;
  email?: string;
  phone?: string;
}

const TIPS: readonly Tip[] = [...BUY_TIPS, ...RENT_TIPS, ...SELL_TIPS, ...ENERGY_TIPS, ...COAST_TIPS];
export const TIP_FIRST_ID = 100;

const isoDay = (ms: number) => new Date(ms).toISOString();

function tipArticle(t: Tip, index: number): Article {
  const closing = TIP_CLOSINGS[t.theme][index % 2] as L;
  // Spread publication dates over 2023-2026 without grouping the themes.
  const order = (index * 17) % TIPS.length;
  const published = Date.UTC(2023, 2, 6, 8, 30) + order * 26 * 86_400_000;
  const title = perLang((lang) => t.text[lang][0] ?? "");
  return {
    id: TIP_FIRST_ID + index,
    categoryId: CATEGORY.tips,
    subcategoryId: SUBCATEGORY[t.theme],
    slug: perLang((lang) => slugify(title[lang])),
    title,
    intro: perLang((lang) => t.text[lang][1] ?? ""),
    body: perLang((lang) => [...t.text[lang].slice(2), closing[lang], ...(t.legal ? [LEGAL_NOTE[lang]] : [])]),
    publishedAt: isoDay(published),
    image: t.image,
  };
}

function fromText(a: ArticleText): Article {
  return {
    id: a.id,
    categoryId: a.categoryId,
    slug: a.slug ?? perLang((lang) => slugify(a.title[lang])),
    title: a.title,
    intro: a.intro,
    body: a.body,
    publishedAt: a.publishedAt,
    image: a.image,
  };
}

function teamArticle(p: (typeof TEAM)[number], index: number): Article {
  const bio = TEAM_BIOS[p.articleId];
  if (!bio) throw new Error(`no bio for ${p.name}`);
  return {
    id: p.articleId,
    categoryId: CATEGORY.team,
    slug: same(slugify(p.name)),
    title: same(p.name),
    intro: bio.intro,
    body: bio.body,
    publishedAt: isoDay(Date.UTC(2023, 0, 10 + index, 9)),
    image: p.image,
    role: p.role,
    email: p.email,
    phone: p.directPhone,
  };
}

function buildArticles(): Article[] {
  return [
    fromText(STORY),
    fromText(HOME_HERO),
    ...TESTIMONIALS.map(fromText),
    ...TEAM.map(teamArticle),
    ...TIPS.map(tipArticle),
  ];
}

// ---------------------------------------------------------------------------------------------
// Pages and modules (SPEC §2.4)

type View = "single-view" | "news-view" | "card-view" | "slider-view" | "team-view";
interface Relation {
  type: "article" | "category" | "property-list" | "contact" | "stats-view";
  id?: number;
  filter?: "sale" | "rent" | "abroad" | "projects" | "latest" | "sold";
  form?: "site-contact" | "keep-me-informed" | "free-valuation" | "testimonial" | "job-application" | "sign-newsletter";
}
interface ModuleOptions {
  /** The page zone (the page builder's select); main by default. */
  position?: "top" | "main" | "bottom";
  titleSize?: "h2" | "h3";
  description?: L;
  span?: { sm: number; md: number; lg: number };
  background?: { type: "none" } | { type: "color"; color: string } | { type: "image"; image: string };
  itemsPerRow?: number;
  /** null = no limit */
  maxItems?: number | null;
}

const FULL = { sm: 12, md: 12, lg: 12 };

function block(position: number, title: L, view: View, relation: Relation, o: ModuleOptions = {}) {
  const bg = o.background ?? { type: "none" };
  return {
    title,
    titleSize: o.titleSize ?? "h2",
    ...(o.description ? { description: o.description } : {}),
    // Page zone of the module (the page builder's select: top | main | bottom); sort gives the order.
    position: o.position ?? "main",
    sort: position,
    span: o.span ?? FULL,
    view,
    backgroundType: bg.type,
    ...(bg.type === "color" ? { colorBackground: bg.color } : {}),
    ...(bg.type === "image" ? { image: bg.image } : {}),
    itemsPerRow: o.itemsPerRow ?? 1,
    maxItems: o.maxItems === undefined ? 1 : o.maxItems,
    relation,
    status: "published",
  };
}

const SAND = "#f4efe6";
const propertyList = (position: number, title: L, filter: Relation["filter"], o: ModuleOptions = {}) =>
  block(position, title, "card-view", { type: "property-list", filter }, { itemsPerRow: 4, maxItems: null, ...o });
const news = (position: number, title: L, categoryId: number, maxItems: number, itemsPerRow = 3, o: ModuleOptions = {}) =>
  block(position, title, "news-view", { type: "category", id: categoryId }, { itemsPerRow, maxItems, ...o });
const articleBlock = (position: number, a: { id: number; title: L }, o: ModuleOptions = {}) =>
  block(position, a.title, "single-view", { type: "article", id: a.id }, o);
const stats = (position: number) =>
  block(position, MODULE_TITLE.stats, "single-view", { type: "stats-view" }, { background: { type: "image", image: "images/view-06.jpg" } });
const form = (position: number, title: L, name: NonNullable<Relation["form"]>, description?: L, o: ModuleOptions = {}) =>
  block(position, title, "single-view", { type: "contact", form: name }, { description, span: { sm: 12, md: 10, lg: 8 }, background: { type: "color", color: SAND }, ...o });
const testimonials = (position: number) =>
  block(position, MODULE_TITLE.testimonials, "slider-view", { type: "category", id: CATEGORY.testimonials }, { description: MODULE_DESCRIPTION.testimonials, itemsPerRow: 1, maxItems: 40, background: { type: "color", color: SAND } });

interface PageSpec {
  key: PageKey;
  parentKey: PageKey | null;
  showBreadcrumb: boolean;
  modules: ReturnType<typeof block>[];
  body?: L<string[]>;
  /** SPEC §2.4 page banner: the site's banner pictures under this title and text. */
  banner?: { title: L; description: L };
}

function pageSpecs(): PageSpec[] {
  // A seller's page is a CMS page: its text is the page's body, its lead the first paragraph (issue 23 §2).
  const iSellChild = (key: PageKey, a: SellerPageText): PageSpec => ({
    key, parentKey: "i-sell", showBreadcrumb: true, modules: [], body: perLang((lang) => [a.intro[lang], ...a.body[lang]]),
  });
  const [sellWithAgent, sellYourself, notSelling] = SELLER_PAGES as [SellerPageText, SellerPageText, SellerPageText];
  return [
    {
      key: "home", parentKey: null, showBreadcrumb: false,
      modules: [
        articleBlock(1, HOME_HERO, { titleSize: "h2" }),
        propertyList(2, MODULE_TITLE.latest, "latest", { maxItems: 4, background: { type: "color", color: SAND } }),
        news(3, MODULE_TITLE.tips, CATEGORY.tips, 3),
        stats(4),
      ],
    },
    { key: "for-sale", parentKey: null, showBreadcrumb: true, modules: [propertyList(1, MODULE_TITLE.forSale, "sale")] },
    { key: "for-rent", parentKey: null, showBreadcrumb: true, modules: [propertyList(1, MODULE_TITLE.forRent, "rent")] },
    { key: "abroad", parentKey: null, showBreadcrumb: true, modules: [propertyList(1, MODULE_TITLE.abroad, "abroad")] },
    { key: "projects", parentKey: null, showBreadcrumb: true, modules: [propertyList(1, MODULE_TITLE.projects, "projects", { itemsPerRow: 3 })] },
    {
      key: "demand-register", parentKey: null, showBreadcrumb: true,
      modules: [form(1, MODULE_TITLE.keepInformed, "keep-me-informed", MODULE_DESCRIPTION.keepInformed), news(2, MODULE_TITLE.tips, CATEGORY.tips, 3)],
    },
    {
      key: "i-sell", parentKey: null, showBreadcrumb: true,
      banner: {
        title: l("Uw woning verkopen aan zee", "Vendre votre bien à la mer", "Selling your home by the sea", "Ihre Immobilie am Meer verkaufen"),
        description: l(
          "Een juiste prijs, mooie foto's en kopers die we al kennen: zo verkopen we uw woning van Westende tot Bredene.",
          "Un prix juste, de belles photos et des acheteurs que nous connaissons déjà : c'est ainsi que nous vendons votre bien de Westende à Bredene.",
          "The right price, fine photos and buyers we already know: that is how we sell your home from Westende to Bredene.",
          "Der richtige Preis, schöne Fotos und Käufer, die wir schon kennen: So verkaufen wir Ihre Immobilie von Westende bis Bredene.",
        ),
      },
      // Its three seller pages are listed by the page itself, in their sort order (CmsPageView's sub-pages).
      modules: [stats(1), testimonials(2), form(3, MODULE_TITLE.shareExperience, "testimonial")],
    },
    iSellChild("i-sell/selling-with-an-agent", sellWithAgent),
    iSellChild("i-sell/selling-yourself", sellYourself),
    iSellChild("i-sell/home-not-selling", notSelling),
    { key: "blog", parentKey: null, showBreadcrumb: true, modules: [news(1, MODULE_TITLE.tips, CATEGORY.tips, 120, 3), form(2, MODULE_TITLE.newsletter, "sign-newsletter")] },
    {
      key: "about-us", parentKey: null, showBreadcrumb: true,
      modules: [articleBlock(1, STORY), block(2, MODULE_TITLE.team, "team-view", { type: "category", id: CATEGORY.team }, { itemsPerRow: 3, maxItems: 12, titleSize: "h3" }), form(3, MODULE_TITLE.jobs, "job-application")],
    },
    { key: "contact", parentKey: null, showBreadcrumb: true, modules: [form(1, MODULE_TITLE.contact, "site-contact", MODULE_DESCRIPTION.contact)] },
    {
      // The valuation page sells (issue 23 §3): the form first, then the steps, how the agency works and what
      // it charges (the body), then proof: recent sales from the catalogue and what clients say.
      key: "free-valuation", parentKey: null, showBreadcrumb: true,
      body: valuationBody(DEMO_TERMS),
      modules: [
        form(1, MODULE_TITLE.valuation, "free-valuation", MODULE_DESCRIPTION.valuation, { position: "top" }),
        propertyList(2, MODULE_TITLE.recentSales, "sold", { description: MODULE_DESCRIPTION.recentSales, maxItems: 4 }),
        testimonials(3),
      ],
    },
    { key: "disclaimer", parentKey: null, showBreadcrumb: true, modules: [], body: DISCLAIMER },
    { key: "cookie-policy", parentKey: null, showBreadcrumb: true, modules: [], body: COOKIE_POLICY },
    { key: "privacy-statement", parentKey: null, showBreadcrumb: true, modules: [], body: PRIVACY_STATEMENT },
    { key: "login", parentKey: null, showBreadcrumb: true, modules: [] },
  ];
}

const SITE_NAME = AGENCY.name;

function buildPages() {
  return pageSpecs().map((p, i) => {
    const text = PAGE_TEXT[p.key];
    const seoTitle = p.key === "home"
      ? l(`${SITE_NAME} | Vastgoed aan zee in Oostende`, `${SITE_NAME} | Immobilier à la mer à Ostende`, `${SITE_NAME} | Seaside property in Ostend`, `${SITE_NAME} | Immobilien am Meer in Ostende`)
      : perLang((lang) => `${text.title[lang]} | ${SITE_NAME}`);
    return {
      key: p.key,
      parentKey: p.parentKey,
      title: text.title,
      description: text.description,
      seo: { title: seoTitle, description: text.description, ogTitle: p.key === "home" ? seoTitle : text.title, ogDescription: text.description },
      status: "published",
      sort: i + 1,
      showBreadcrumb: p.showBreadcrumb,
      modules: p.modules,
      ...(p.body ? { body: p.body } : {}),
      ...(p.banner ? { showPageBanner: true, bannerTitle: p.banner.title, bannerDescription: p.banner.description } : {}),
    };
  });
}

const MENU = [
  { pageKey: "home", status: "published", children: [] },
  { pageKey: "for-sale", status: "published", children: [] },
  { pageKey: "for-rent", status: "published", children: [] },
  { pageKey: "projects", status: "published", children: [] },
  // Properties in Luxembourg and the search alerts: two lead sources the menu shows (ADR 0035).
  { pageKey: "abroad", status: "published", children: [] },
  { pageKey: "demand-register", status: "published", children: [] },
  { pageKey: "i-sell", status: "published", children: ["i-sell/selling-with-an-agent", "i-sell/selling-yourself", "i-sell/home-not-selling"] },
  { pageKey: "blog", status: "published", children: [] },
  { pageKey: "about-us", status: "published", children: [] },
  { pageKey: "contact", status: "published", children: [] },
  // A draft entry: must not be shown in the menu.
  { pageKey: "login", status: "draft", children: [] },
];

const SETTINGS = {
  enabledLanguages: ["nl", "fr", "en", "de"],
  defaultLanguage: "nl",
  showLogoAtStart: true,
  hideHomeInMenu: false,
  freeEvaluationButton: true,
  // Properties in option (marquee 4) get no marker on the listing maps (the lists still show them).
  mapMarqueeIgnore: [4],
  agency: {
    name: AGENCY.name, street: AGENCY.street, zip: AGENCY.zip, city: AGENCY.city, phone: AGENCY.phone, email: AGENCY.email,
    vat: AGENCY.vat, bivNumber: AGENCY.bivNumber, lat: AGENCY.lat, lng: AGENCY.lng, openingHours: OPENING_HOURS,
  },
  trackingIds: { gtm: null, pixel: null },
};

export function buildContent() {
  return {
    categories: CATEGORIES,
    articles: buildArticles(),
    pages: buildPages(),
    menu: MENU,
    headerLinks: HEADER_LINKS,
    footer: FOOTER,
    banner: BANNER,
    homeSearch: HOME_SEARCH,
    settings: SETTINGS,
  };
}

export type Content = ReturnType<typeof buildContent>;
