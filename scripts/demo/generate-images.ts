/**
 * Demo pictures for the Zeedijk website, drawn (not downloaded): every picture is an SVG string built
 * from small shapes and rasterised with sharp. A seeded PRNG (mulberry32, seeded from kind + number)
 * makes every run produce the same images.
 *
 *   <outDir>/<kind>-01.jpg … <kind>-06.jpg   1360×907 flat illustrations (facade, living, kitchen, …)
 *   <outDir>/team-01.jpg … team-05.jpg       800×800 stylised portraits
 *   <outDir>/logo-biv.png                    240×96 "BIV · IPI" badge for the footer
 *
 * Existing files are skipped unless `--force` is given, so it is cheap to call at every start.
 * CLI: npx tsx scripts/demo/generate-images.ts [outDir] [--force]     (default outDir: data/demo-images)
 */
import { access, mkdir, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { Rng } from "./rng";

export const PHOTO_KINDS = [
  "facade", "living", "kitchen", "bedroom", "bathroom", "terrace", "view", "garden", "garage", "plot", "shop",
] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

const PER_KIND = 6;
const TEAM_COUNT = 5;
const W = 1360;
const H = 907;
const JPEG = { quality: 78, mozjpeg: true, progressive: true } as const;
const FONT = "DejaVu Sans, Arial, Helvetica, sans-serif";

// ---------------------------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------------------------

/** Rounds to one decimal, which keeps the SVG short and deterministic. */
const num = (v: number): number => Math.round(v * 10) / 10;

/** Template tag for path data: every interpolated number is rounded. */
function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? "";
  values.forEach((v, i) => (out += num(v) + (strings[i + 1] ?? "")));
  return out;
}

/** Item i of a list, wrapping around. */
function at<T>(items: readonly T[], i: number): T {
  return items[((i % items.length) + items.length) % items.length] as T;
}

/** FNV-1a hash of a string: the seed of a picture. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  return "#" + ca.map((c, i) => Math.round(c + ((cb[i] ?? 0) - c) * t).toString(16).padStart(2, "0")).join("");
}
const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
const darken = (c: string, t: number) => mix(c, "#000000", t);

// ---------------------------------------------------------------------------------------------
// Scene: collects shapes and definitions (gradients, patterns) and renders an SVG document
// ---------------------------------------------------------------------------------------------

type Attrs = Record<string, string | number | undefined>;
type Stop = [offset: number, color: string, opacity?: number];

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === "number" ? num(v) : v}"`)
    .join(" ");
}

class Scene {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private ids = 0;

  constructor(readonly w: number, readonly h: number) {}

  add(markup: string): void {
    this.body.push(markup);
  }
  rect(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): void {
    this.add(`<rect ${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`);
  }
  circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): void {
    this.add(`<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`);
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): void {
    this.add(`<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`);
  }
  poly(points: number[], fill: string, extra: Attrs = {}): void {
    const pts: string[] = [];
    for (let i = 0; i + 1 < points.length; i += 2) pts.push(`${num(points[i] ?? 0)},${num(points[i + 1] ?? 0)}`);
    this.add(`<polygon ${attrs({ points: pts.join(" "), fill, ...extra })}/>`);
  }
  path(pathData: string, fill: string, extra: Attrs = {}): void {
    this.add(`<path ${attrs({ d: pathData, fill, ...extra })}/>`);
  }
  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}): void {
    this.add(`<line ${attrs({ x1, y1, x2, y2, stroke, "stroke-width": width, ...extra })}/>`);
  }
  text(x: number, y: number, content: string, size: number, fill: string, extra: Attrs = {}): void {
    const a = attrs({ x, y, "font-family": FONT, "font-size": size, "font-weight": "bold", "text-anchor": "middle", fill, ...extra });
    this.add(`<text ${a}>${content}</text>`);
  }
  /** Draws everything fn adds inside one <g> with these attributes (opacity, transform, clip-path…). */
  group(a: Attrs, fn: () => void): void {
    this.add(`<g ${attrs(a)}>`);
    fn();
    this.add("</g>");
  }
  private id(prefix: string): string {
    return `${prefix}${++this.ids}`;
  }
  private stops(stops: Stop[]): string {
    return stops.map(([o, c, op]) => `<stop ${attrs({ offset: o, "stop-color": c, "stop-opacity": op })}/>`).join("");
  }
  /** Linear gradient in object space (0..1); default top to bottom. Returns a fill value. */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("l");
    this.defs.push(`<linearGradient ${attrs({ id, x1, y1, x2, y2 })}>${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id("r");
    this.defs.push(`<radialGradient ${attrs({ id, cx, cy, r })}>${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  /** A repeating tile (user space), e.g. bricks or wall tiles. Returns a fill value. */
  pattern(w: number, h: number, content: string, x = 0, y = 0): string {
    const id = this.id("p");
    this.defs.push(`<pattern ${attrs({ id, x, y, width: w, height: h, patternUnits: "userSpaceOnUse" })}>${content}</pattern>`);
    return `url(#${id})`;
  }
  /** A clip path made of one rectangle. Returns a clip-path value. */
  clipRect(x: number, y: number, w: number, h: number, rx = 0): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}"><rect ${attrs({ x, y, width: w, height: h, rx })}/></clipPath>`);
    return `url(#${id})`;
  }
  /** A clip path made of one polygon (flat list of x, y). Returns a clip-path value. */
  clipPoly(points: number[]): string {
    const id = this.id("c");
    const pts: string[] = [];
    for (let i = 0; i + 1 < points.length; i += 2) pts.push(`${num(points[i] ?? 0)},${num(points[i + 1] ?? 0)}`);
    this.defs.push(`<clipPath id="${id}"><polygon points="${pts.join(" ")}"/></clipPath>`);
    return `url(#${id})`;
  }
  toSvg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Shared drawing helpers: outdoors
// ---------------------------------------------------------------------------------------------

interface SkyLook {
  top: string;
  bottom: string;
  cloud: string;
}

const DAY_SKIES: SkyLook[] = [
  { top: "#4f9bd6", bottom: "#cfe7f6", cloud: "#ffffff" },
  { top: "#78b4e0", bottom: "#e9f4fb", cloud: "#ffffff" },
  { top: "#3d86c6", bottom: "#bcdff2", cloud: "#f7fbff" },
  { top: "#8fc0e3", bottom: "#f3ecdf", cloud: "#fffaf3" },
  { top: "#6aa8d8", bottom: "#dcecf4", cloud: "#ffffff" },
  { top: "#a7c9e6", bottom: "#f6efe4", cloud: "#fffdf8" },
];

function sky(s: Scene, look: SkyLook, bottomY: number): void {
  s.rect(0, 0, s.w, bottomY, s.linear([[0, look.top], [1, look.bottom]]));
}

/** One flat cloud: a few overlapping ellipses on a flat base. */
function cloud(s: Scene, x: number, y: number, scale: number, color: string, opacity = 0.9): void {
  s.group({ opacity }, () => {
    s.ellipse(x, y, 90 * scale, 22 * scale, color);
    s.ellipse(x - 40 * scale, y - 14 * scale, 42 * scale, 30 * scale, color);
    s.ellipse(x + 10 * scale, y - 28 * scale, 50 * scale, 40 * scale, color);
    s.ellipse(x + 55 * scale, y - 10 * scale, 36 * scale, 24 * scale, color);
  });
}

/** Clouds spread over the width; avoidX keeps them clear of the sun. */
function clouds(s: Scene, r: Rng, count: number, yMin: number, yMax: number, color: string, avoidX?: number): void {
  for (let i = 0; i < count; i++) {
    let x = ((i + r.float(0.1, 0.9)) / count) * s.w;
    if (avoidX !== undefined && Math.abs(x - avoidX) < 220) x = avoidX + (x < avoidX || avoidX + 300 > s.w ? -1 : 1) * 260;
    cloud(s, x, r.float(yMin, yMax), r.float(0.6, 1.3), color, r.float(0.6, 0.95));
  }
}

/** A sun disc with a soft glow around it. */
function sun(s: Scene, x: number, y: number, radius: number, color: string, glow: string): void {
  s.circle(x, y, radius * 4, s.radial([[0, glow, 0.55], [0.4, glow, 0.18], [1, glow, 0]]));
  s.circle(x, y, radius, color);
}

/** Gulls: small "v" strokes. */
function gulls(s: Scene, r: Rng, count: number, x0: number, x1: number, y0: number, y1: number, color = "#3b4652"): void {
  for (let i = 0; i < count; i++) {
    const x = r.float(x0, x1);
    const y = r.float(y0, y1);
    const k = r.float(7, 14);
    s.path(d`M${x - k} ${y - k * 0.35} Q${x - k * 0.45} ${y - k * 0.6} ${x} ${y} Q${x + k * 0.45} ${y - k * 0.6} ${x + k} ${y - k * 0.35}`, "none", {
      stroke: color, "stroke-width": 2.4, "stroke-linecap": "round", opacity: 0.75,
    });
  }
}

/** Sea between horizonY and bottomY with light shimmer strokes. */
function sea(s: Scene, r: Rng, horizonY: number, bottomY: number, far: string, near: string, shimmer: string, shimmerX?: number): void {
  s.rect(0, horizonY, s.w, bottomY - horizonY, s.linear([[0, far], [1, near]]));
  const rows = Math.round((bottomY - horizonY) / 9);
  for (let i = 0; i < rows; i++) {
    const t = i / rows;
    const y = horizonY + 4 + t * (bottomY - horizonY - 6);
    const strokes = 2 + Math.round(t * 3);
    for (let k = 0; k < strokes; k++) {
      const cx = shimmerX !== undefined && r.chance(0.6) ? shimmerX + r.float(-60, 60) * (1 + t * 3) : r.float(0, s.w);
      const len = r.float(20, 70) * (0.5 + t * 1.5);
      s.line(cx - len / 2, y, cx + len / 2, y, shimmer, 1.5 + t * 2.5, { opacity: r.float(0.25, 0.6), "stroke-linecap": "round" });
    }
  }
}

/** Wooden-edged fence or neighbour trees behind things: a row of round tree crowns. */
function treeLine(s: Scene, r: Rng, baseY: number, height: number, color: string): void {
  const parts: string[] = [];
  for (let x = -40; x < s.w + 60; x += r.float(50, 110)) {
    const rad = r.float(0.5, 1) * height;
    parts.push(d`M${x - rad} ${baseY} A${rad} ${rad} 0 0 1 ${x + rad} ${baseY} Z`);
  }
  s.path(parts.join(" "), color);
  s.rect(0, baseY - 2, s.w, 4, color);
}

/** A deciduous tree: trunk with a few round crowns. */
function tree(s: Scene, x: number, baseY: number, size: number, leaf: string, trunk = "#6b4f3a"): void {
  s.ellipse(x, baseY, size * 0.55, size * 0.08, "#000", { opacity: 0.12 });
  s.poly([x - size * 0.06, baseY, x + size * 0.06, baseY, x + size * 0.035, baseY - size * 0.9, x - size * 0.035, baseY - size * 0.9], trunk);
  const dark = darken(leaf, 0.15);
  s.circle(x - size * 0.28, baseY - size * 0.95, size * 0.33, dark);
  s.circle(x + size * 0.3, baseY - size * 1.0, size * 0.32, dark);
  s.circle(x, baseY - size * 1.25, size * 0.42, leaf);
  s.circle(x - size * 0.15, baseY - size * 1.05, size * 0.3, leaf);
  s.circle(x + size * 0.12, baseY - size * 1.35, size * 0.18, lighten(leaf, 0.15), { opacity: 0.7 });
}

/** A rounded shrub. */
function shrub(s: Scene, x: number, baseY: number, w: number, color: string): void {
  s.ellipse(x, baseY - w * 0.3, w * 0.5, w * 0.34, color);
  s.ellipse(x - w * 0.14, baseY - w * 0.42, w * 0.24, w * 0.2, lighten(color, 0.12), { opacity: 0.8 });
}

interface WindowLook {
  frame: string;
  glassTop: string;
  glassBottom: string;
  cols?: number;
  rows?: number;
  frameWidth?: number;
  sill?: string;
  /** Glass shows what was drawn behind it (only a light veil and the reflection). */
  clear?: boolean;
}

/** A window with frame, glazing bars, a sky reflection and an optional sill. */
function windowPane(s: Scene, x: number, y: number, w: number, h: number, look: WindowLook): void {
  const fw = look.frameWidth ?? Math.max(4, Math.min(w, h) * 0.06);
  if (look.clear) {
    s.path(d`M${x} ${y}h${w}v${h}h${-w}Z M${x + fw} ${y + fw}v${h - 2 * fw}h${w - 2 * fw}v${-(h - 2 * fw)}Z`, look.frame);
    s.rect(x + fw, y + fw, w - 2 * fw, h - 2 * fw, "#ffffff", { opacity: 0.1 });
  } else {
    s.rect(x, y, w, h, look.frame);
    s.rect(x + fw, y + fw, w - 2 * fw, h - 2 * fw, s.linear([[0, look.glassTop], [1, look.glassBottom]]));
  }
  // diagonal reflection
  s.poly([x + fw, y + h * 0.55, x + w * 0.55, y + fw, x + w * 0.75, y + fw, x + fw, y + h * 0.85], "#ffffff", { opacity: 0.16 });
  const cols = look.cols ?? 1;
  const rows = look.rows ?? 1;
  for (let c = 1; c < cols; c++) s.rect(x + (w * c) / cols - fw / 3, y, (fw * 2) / 3, h, look.frame);
  for (let rr = 1; rr < rows; rr++) s.rect(x, y + (h * rr) / rows - fw / 3, w, (fw * 2) / 3, look.frame);
  if (look.sill) s.rect(x - fw, y + h, w + 2 * fw, fw * 1.4, look.sill);
}

// ---------------------------------------------------------------------------------------------
// Shared drawing helpers: rooms
// ---------------------------------------------------------------------------------------------

interface RoomLook {
  wall: string;
  floor: string;
  floorY: number;
  floorStyle: "planks" | "tiles";
  skirting?: string;
}

/** Back wall and a floor in simple perspective (lines converging to a vanishing point). */
function roomShell(s: Scene, look: RoomLook, vanishX = s.w / 2): void {
  const { floorY } = look;
  s.rect(0, 0, s.w, floorY, s.linear([[0, lighten(look.wall, 0.06)], [1, darken(look.wall, 0.05)]]));
  s.rect(0, floorY, s.w, s.h - floorY, s.linear([[0, darken(look.floor, 0.08)], [1, lighten(look.floor, 0.04)]]));
  const line = darken(look.floor, 0.22);
  const vy = floorY - 900;
  const depth = s.h - floorY;
  // receding lines
  const spacing = look.floorStyle === "planks" ? 70 : 150;
  for (let x = -3000; x <= s.w + 3000; x += spacing) {
    const bx = vanishX + (x - vanishX) * 1.0;
    const tx = vanishX + ((bx - vanishX) * (floorY - vy)) / (s.h - vy);
    s.line(tx, floorY, bx, s.h, line, 1.5, { opacity: 0.45 });
  }
  // cross lines, further apart near the viewer
  const crossLines = look.floorStyle === "planks" ? 3 : 5;
  for (let i = 1; i <= crossLines; i++) {
    const t = (i / (crossLines + 1)) ** 1.7;
    const y = floorY + t * depth;
    s.line(0, y, s.w, y, line, 1.5, { opacity: look.floorStyle === "planks" ? 0.18 : 0.45 });
  }
  s.rect(0, floorY - 14, s.w, 14, look.skirting ?? lighten(look.wall, 0.35));
  s.rect(0, floorY, s.w, 18, "#000", { opacity: 0.07 });
}

/** Ground shadow under furniture. */
function shadow(s: Scene, cx: number, cy: number, rx: number, ry: number, opacity = 0.16): void {
  s.ellipse(cx, cy, rx, ry, "#000", { opacity });
}

/** Sea-and-sky view seen through a window or glass door. */
function outsideView(s: Scene, x: number, y: number, w: number, h: number, horizonT = 0.62, look = DAY_SKIES[0]!): void {
  const hy = y + h * horizonT;
  s.rect(x, y, w, hy - y, s.linear([[0, look.top], [1, look.bottom]]));
  s.rect(x, hy, w, y + h - hy, s.linear([[0, "#5c9bb8"], [1, "#3f7f9e"]]));
  s.ellipse(x + w * 0.3, y + h * 0.2, w * 0.14, h * 0.04, "#ffffff", { opacity: 0.8 });
}

/** A framed picture with a small abstract seascape. */
function framedPicture(s: Scene, r: Rng, x: number, y: number, w: number, h: number, frame: string, accent: string): void {
  s.rect(x + 6, y + 8, w, h, "#000", { opacity: 0.08 });
  s.rect(x, y, w, h, frame);
  const m = Math.min(w, h) * 0.09;
  s.rect(x + m, y + m, w - 2 * m, h - 2 * m, "#f7f3ea");
  const ix = x + m * 2;
  const iy = y + m * 2;
  const iw = w - 4 * m;
  const ih = h - 4 * m;
  const motif = r.int(0, 2);
  if (motif === 0) {
    s.rect(ix, iy, iw, ih * 0.55, lighten(accent, 0.55));
    s.rect(ix, iy + ih * 0.55, iw, ih * 0.45, accent);
    s.circle(ix + iw * 0.7, iy + ih * 0.35, Math.min(iw, ih) * 0.14, "#f2b45c");
  } else if (motif === 1) {
    s.rect(ix, iy, iw, ih, lighten(accent, 0.7));
    s.circle(ix + iw * 0.38, iy + ih * 0.45, Math.min(iw, ih) * 0.3, accent);
    s.circle(ix + iw * 0.62, iy + ih * 0.6, Math.min(iw, ih) * 0.22, darken(accent, 0.25), { opacity: 0.8 });
  } else {
    s.rect(ix, iy, iw, ih, lighten(accent, 0.6));
    for (let k = 0; k < 3; k++) s.rect(ix + (iw * (k + 0.5)) / 3.5, iy + ih * 0.15, iw * 0.12, ih * 0.7, mix(accent, "#e9c46a", k / 2));
  }
}

/** A potted plant: pot plus a fan of leaves. */
function pottedPlant(s: Scene, x: number, baseY: number, size: number, pot: string, leaf = "#4f8a5b"): void {
  shadow(s, x, baseY, size * 0.4, size * 0.06);
  const potH = size * 0.38;
  const potW = size * 0.34;
  const leaves: [number, number][] = [[-50, 0.9], [-25, 1.05], [0, 1.15], [25, 1.0], [50, 0.85], [-70, 0.7], [70, 0.65]];
  leaves.forEach(([angle, len], i) => {
    const l = size * len * 0.75;
    const color = i % 2 ? leaf : darken(leaf, 0.15);
    s.ellipse(x, baseY - potH - l / 2, size * 0.08, l / 2, color, { transform: `rotate(${angle} ${num(x)} ${num(baseY - potH)})` });
  });
  s.poly([x - potW / 2, baseY - potH, x + potW / 2, baseY - potH, x + potW * 0.38, baseY, x - potW * 0.38, baseY], pot);
  s.rect(x - potW / 2 - 3, baseY - potH, potW + 6, size * 0.05, darken(pot, 0.1));
}

function floorLamp(s: Scene, x: number, baseY: number, height: number, shade: string, metal = "#2f2f35"): void {
  shadow(s, x, baseY, 40, 7);
  s.ellipse(x, baseY - 4, 32, 7, metal);
  s.rect(x - 3, baseY - height, 6, height, metal);
  s.poly([x - 38, baseY - height + 70, x + 38, baseY - height + 70, x + 26, baseY - height, x - 26, baseY - height], shade);
  s.ellipse(x, baseY - height + 70, 38, 6, lighten(shade, 0.5), { opacity: 0.9 });
}

function tableLamp(s: Scene, x: number, baseY: number, size: number, shade: string, base: string): void {
  s.ellipse(x, baseY - size * 0.25, size * 0.18, size * 0.25, base);
  s.rect(x - 2, baseY - size * 0.6, 4, size * 0.2, "#3a3a3a");
  s.poly([x - size * 0.32, baseY - size * 0.55, x + size * 0.32, baseY - size * 0.55, x + size * 0.2, baseY - size * 0.95, x - size * 0.2, baseY - size * 0.95], shade);
  s.circle(x, baseY - size * 0.55, size * 0.9, s.radial([[0, "#fff4d6", 0.35], [1, "#fff4d6", 0]]));
}

function rug(s: Scene, cx: number, cy: number, w: number, h: number, color: string, round: boolean): void {
  if (round) {
    s.ellipse(cx, cy, w / 2, h / 2, color);
    s.ellipse(cx, cy, w / 2 - 18, h / 2 - 8, "none", { stroke: lighten(color, 0.35), "stroke-width": 4 });
  } else {
    const inset = w * 0.08;
    s.poly([cx - w / 2 + inset, cy - h / 2, cx + w / 2 - inset, cy - h / 2, cx + w / 2, cy + h / 2, cx - w / 2, cy + h / 2], color);
    s.poly([cx - w / 2 + inset + 22, cy - h / 2 + 9, cx + w / 2 - inset - 22, cy - h / 2 + 9, cx + w / 2 - 26, cy + h / 2 - 11, cx - w / 2 + 26, cy + h / 2 - 11], "none", {
      stroke: lighten(color, 0.35), "stroke-width": 4,
    });
  }
}

function curtain(s: Scene, x: number, y: number, w: number, h: number, color: string): void {
  s.rect(x, y, w, h, color);
  for (let k = 1; k < 4; k++) s.rect(x + (w * k) / 4 - 2, y, 4, h, darken(color, 0.12), { opacity: 0.7 });
}

/** Wall shelf with a few books and a vase. */
function shelf(s: Scene, r: Rng, x: number, y: number, w: number, wood: string, colors: string[]): void {
  s.rect(x, y, w, 10, wood);
  s.rect(x, y + 10, w, 6, "#000", { opacity: 0.08 });
  let bx = x + 14;
  const books = r.int(4, 7);
  for (let i = 0; i < books; i++) {
    const bw = r.float(12, 20);
    const bh = r.float(42, 62);
    s.rect(bx, y - bh, bw, bh, at(colors, i + r.int(0, 3)));
    bx += bw + 1;
  }
  s.ellipse(x + w - 40, y - 22, 16, 22, "#e9e2d4");
  s.rect(x + w - 46, y - 58, 12, 18, "#e9e2d4");
}

// ---------------------------------------------------------------------------------------------
// Picture kinds. Each gets a fresh seeded Rng and its number i (0..5) for guaranteed variety.
// ---------------------------------------------------------------------------------------------

const WALL_COLORS = ["#f4efe6", "#e7eef0", "#efe6da", "#e9ece4", "#f3e9e4", "#e4e9f2"];
const FLOOR_WOODS = ["#c8a27a", "#b98e63", "#d9c2a0", "#a7805c", "#cdb596", "#9c7b5c"];
const ACCENTS = ["#2f6f8f", "#d9825b", "#4f8a74", "#c95f6b", "#3d5a80", "#e0a84b"];
const SOFT_FABRICS = ["#8fa9b8", "#c9b79c", "#6f8f7d", "#b7a6c9", "#d6c2a8", "#7b8ca8"];

// --- facade ----------------------------------------------------------------------------------

const FACADE_WALLS = ["#f3efe7", "#e8d9c0", "#d9d4cc", "#b8644d", "#f6f1e8", "#cfd8dc"];

function promenade(s: Scene, r: Rng, groundY: number): void {
  s.rect(0, groundY, s.w, s.h - groundY, s.linear([[0, "#c9c3b8"], [1, "#dcd6cc"]]));
  for (let y = groundY + 16, k = 0; y < s.h; y += 16 + k * 8, k++) s.line(0, y, s.w, y, "#b3ada2", 2, { opacity: 0.5 });
  s.rect(0, groundY, s.w, 8, "#9e988e");
  // street lamps
  for (const x of [r.float(60, 180), r.float(s.w - 180, s.w - 60)]) {
    s.rect(x - 4, groundY - 210, 8, 230, "#394049");
    s.path(d`M${x} ${groundY - 206} q0 -24 30 -24`, "none", { stroke: "#394049", "stroke-width": 6 });
    s.poly([x + 18, groundY - 232, x + 50, groundY - 232, x + 44, groundY - 218, x + 24, groundY - 218], "#394049");
  }
}

/** Background buildings either side of the main one, faded towards the sky colour. */
function neighbour(s: Scene, r: Rng, x: number, w: number, topY: number, groundY: number, haze: string): void {
  const wall = mix(r.pick(FACADE_WALLS), haze, 0.35);
  s.rect(x, topY, w, groundY - topY, wall);
  s.rect(x - 6, topY - 10, w + 12, 12, darken(wall, 0.1));
  const glass = mix("#6d8fa6", haze, 0.3);
  for (let y = topY + 30; y < groundY - 90; y += 95) {
    for (let wx = x + 25; wx + 60 < x + w; wx += 95) s.rect(wx, y, 60, 62, glass);
    s.rect(x, y + 74, w, 6, darken(wall, 0.12));
  }
}

function apartmentBuilding(s: Scene, r: Rng, i: number, groundY: number, haze: string): void {
  const bw = r.int(660, 820);
  const bx = (s.w - bw) / 2 + r.int(-110, 110);
  const floors = r.int(4, 6);
  const groundFloorH = 130;
  const floorH = Math.min(112, (groundY - 70 - groundFloorH) / (floors + 0.5));
  const topY = groundY - groundFloorH - floors * floorH;
  const wall = at(FACADE_WALLS, i + r.int(0, 1));
  const trim = wall === "#b8644d" ? "#f1ece4" : darken(wall, 0.18);
  const balcony = r.pick(["glass", "rail", "loggia"] as const);
  const cols = r.int(3, 5);
  neighbour(s, r, -30, bx + 30 - 4, topY + r.int(40, 160), groundY, haze);
  neighbour(s, r, bx + bw + 4, s.w - bx - bw + 30, topY + r.int(60, 200), groundY, haze);
  // penthouse
  const pw = bw * r.float(0.5, 0.75);
  const px = bx + (bw - pw) * r.float(0.2, 0.8);
  s.rect(px, topY - 80, pw, 80, lighten(wall, 0.3));
  windowPane(s, px + 20, topY - 66, pw - 40, 60, { frame: "#37404a", glassTop: "#b9d8ea", glassBottom: "#6f97b3", cols: 4, frameWidth: 4 });
  s.rect(px - 10, topY - 92, pw + 20, 14, trim);
  // body
  s.rect(bx, topY, bw, groundY - topY, wall);
  s.rect(bx, topY, bw, groundY - topY, s.linear([[0, "#ffffff", 0], [1, "#000000", 0.06]]));
  s.rect(bx - 12, topY - 14, bw + 24, 18, trim);
  const slotW = bw / cols;
  for (let f = 0; f < floors; f++) {
    const y = topY + f * floorH;
    for (let c = 0; c < cols; c++) {
      const wx = bx + c * slotW + slotW * 0.16;
      const ww = slotW * 0.68;
      if (balcony === "loggia") s.rect(wx - 10, y + floorH * 0.1, ww + 20, floorH * 0.78, darken(wall, 0.25));
      windowPane(s, wx, y + floorH * 0.14, ww, floorH * 0.72, {
        frame: balcony === "loggia" ? "#e9ecef" : "#3b434c", glassTop: "#cfe6f3", glassBottom: "#6d95b0", cols: 2, frameWidth: 4,
      });
    }
    // balcony slab and railing
    const slabY = y + floorH * 0.86;
    s.rect(bx - 14, slabY, bw + 28, 10, lighten(trim, 0.2));
    s.rect(bx - 14, slabY + 10, bw + 28, 5, "#000", { opacity: 0.1 });
    const railTop = slabY - floorH * 0.32;
    if (balcony === "glass") {
      s.rect(bx - 10, railTop, bw + 20, slabY - railTop, "#bfe0ef", { opacity: 0.45 });
      s.rect(bx - 10, railTop, bw + 20, 4, "#8a959f");
    } else {
      s.rect(bx - 10, railTop, bw + 20, 4, "#3b434c");
      for (let x = bx - 6; x < bx + bw + 10; x += 14) s.rect(x, railTop, 2.5, slabY - railTop, "#3b434c");
    }
  }
  // ground floor: glass shop / lobby front
  const gy = groundY - groundFloorH;
  s.rect(bx, gy, bw, groundFloorH, darken(wall, 0.12));
  const units = cols;
  for (let c = 0; c < units; c++) {
    const wx = bx + c * slotW + 12;
    windowPane(s, wx, gy + 22, slotW - 24, groundFloorH - 22, { frame: "#2c333a", glassTop: "#9fc3d6", glassBottom: "#3f5d70", cols: 2, frameWidth: 5 });
  }
  const awning = at(ACCENTS, i + 2);
  s.poly([bx + 10, gy + 4, bx + slotW * 2 - 10, gy + 4, bx + slotW * 2 + 4, gy + 34, bx - 4, gy + 34], awning);
}

function villa(s: Scene, r: Rng, i: number, groundY: number): void {
  const bw = r.int(620, 760);
  const bx = (s.w - bw) / 2 + r.int(-120, 120);
  const storyH = 190;
  const wallTop = groundY - 2 * storyH;
  const brick = i % 2 === 0;
  const wall = brick ? "#b5654e" : at(["#f6f1e8", "#efe4cf", "#f3efe9"], i);
  const roof = at(["#5a3b33", "#3c4148", "#7d4436", "#4a4f56"], i + r.int(0, 2));
  const trim = "#f8f6f2";
  const roofH = r.int(230, 280);
  const gable = r.chance(0.6);
  // chimney
  const cx = bx + bw * r.float(0.2, 0.35);
  s.rect(cx, wallTop - roofH * 0.85, 40, roofH * 0.6, brick ? darken(wall, 0.1) : "#a86350");
  s.rect(cx - 5, wallTop - roofH * 0.85 - 10, 50, 12, "#5b5b5b");
  // roof, with rows of tiles
  const roofShape = gable
    ? [bx - 30, wallTop + 6, bx + bw / 2, wallTop - roofH, bx + bw + 30, wallTop + 6]
    : [bx - 30, wallTop + 6, bx + bw * 0.22, wallTop - roofH * 0.8, bx + bw * 0.78, wallTop - roofH * 0.8, bx + bw + 30, wallTop + 6];
  s.poly(roofShape, roof);
  s.group({ "clip-path": s.clipPoly(roofShape) }, () => {
    for (let k = 1; k < 8; k++) s.line(bx - 30, wallTop - (roofH * k) / 8, bx + bw + 30, wallTop - (roofH * k) / 8, darken(roof, 0.25), 2, { opacity: 0.4 });
  });
  // walls
  s.rect(bx, wallTop, bw, 2 * storyH, brick ? s.pattern(60, 24, brickTile(wall)) : wall);
  if (gable) {
    // half-timbered gable (a common look for coastal villas)
    s.poly([bx + 40, wallTop, bx + bw / 2, wallTop - roofH + 50, bx + bw - 40, wallTop], "#f4eee2");
    for (let k = 1; k < 6; k++) {
      const x = bx + 40 + ((bw - 80) * k) / 6;
      const yTop = wallTop - (roofH - 50) * (1 - Math.abs(x - (bx + bw / 2)) / ((bw - 80) / 2));
      s.line(x, wallTop, x, yTop, "#4a3328", 8);
    }
    s.line(bx + 40, wallTop - 4, bx + bw - 40, wallTop - 4, "#4a3328", 10);
    windowPane(s, bx + bw / 2 - 45, wallTop - roofH * 0.55, 90, 80, { frame: trim, glassTop: "#d5e9f4", glassBottom: "#7aa2bc", cols: 2, frameWidth: 7 });
  } else {
    // dormer
    const dx = bx + bw * r.float(0.4, 0.6) - 60;
    s.poly([dx - 14, wallTop - roofH * 0.4, dx + 60, wallTop - roofH * 0.75, dx + 134, wallTop - roofH * 0.4], roof);
    s.rect(dx, wallTop - roofH * 0.42, 120, roofH * 0.3, trim);
    windowPane(s, dx + 16, wallTop - roofH * 0.38, 88, roofH * 0.24, { frame: trim, glassTop: "#d5e9f4", glassBottom: "#7aa2bc", cols: 2, frameWidth: 6 });
  }
  s.rect(bx - 30, wallTop - 2, bw + 60, 10, darken(roof, 0.2));
  // windows and door
  const shutters = r.chance(0.5);
  const shutterColor = at(["#3f6e5a", "#2f5673", "#7a8c99", "#9d4a3c"], i);
  const upperCols = r.int(2, 3);
  for (let c = 0; c < upperCols; c++) {
    const wx = bx + (bw * (c + 0.5)) / upperCols - 50;
    const wy = wallTop + 32;
    if (shutters) {
      s.rect(wx - 34, wy, 32, 110, shutterColor);
      s.rect(wx + 102, wy, 32, 110, shutterColor);
    }
    windowPane(s, wx, wy, 100, 110, { frame: trim, glassTop: "#d5e9f4", glassBottom: "#6e95b0", cols: 2, rows: 2, frameWidth: 7, sill: "#ddd6cb" });
  }
  const doorX = bx + bw * r.float(0.15, 0.7);
  const dy = groundY - 150;
  const door = at(["#2f5673", "#3f6e5a", "#8c2f39", "#3a3a3f", "#d6a43c", "#556b7d"], i);
  s.rect(doorX - 12, dy - 14, 114, 164, trim);
  s.rect(doorX, dy, 90, 150, door);
  s.rect(doorX + 14, dy + 14, 62, 50, lighten(door, 0.15));
  s.circle(doorX + 76, dy + 84, 5, "#d9c27a");
  s.poly([doorX - 30, dy - 14, doorX + 120, dy - 14, doorX + 100, dy - 44, doorX - 10, dy - 44], roof);
  const lower = [bx + 30, bx + bw - 250].filter((x) => Math.abs(x - doorX) > 200);
  for (const x of lower) {
    windowPane(s, x, dy - 6, 220, 120, { frame: trim, glassTop: "#d5e9f4", glassBottom: "#6e95b0", cols: 3, frameWidth: 7, sill: "#ddd6cb" });
  }
}

function brickTile(color: string): string {
  const mortar = lighten(color, 0.3);
  const b2 = darken(color, 0.04);
  return (
    `<rect width="60" height="24" fill="${mortar}"/>` +
    `<rect x="1" y="1" width="28" height="10" fill="${color}"/><rect x="31" y="1" width="28" height="10" fill="${b2}"/>` +
    `<rect x="-14" y="13" width="28" height="10" fill="${b2}"/><rect x="16" y="13" width="28" height="10" fill="${color}"/>` +
    `<rect x="46" y="13" width="28" height="10" fill="${b2}"/>`
  );
}

function modernHouse(s: Scene, r: Rng, i: number, groundY: number): void {
  const bx = r.int(220, 340);
  const lowW = r.int(760, 860);
  const lowH = 240;
  const upW = r.int(460, 560);
  const upX = bx + r.int(-60, lowW - upW + 60);
  const wood = at(["#a0714b", "#8a5f3f", "#b88a5e"], i);
  const white = "#f5f4f0";
  const dark = "#30353b";
  // upper volume
  const upH = 210;
  s.rect(upX, groundY - lowH - upH, upW, upH, wood);
  for (let x = upX + 10; x < upX + upW; x += 14) s.rect(x, groundY - lowH - upH, 3, upH, darken(wood, 0.2), { opacity: 0.6 });
  windowPane(s, upX + upW * 0.45, groundY - lowH - upH + 36, upW * 0.45, upH - 66, { frame: dark, glassTop: "#cfe6f3", glassBottom: "#5b7f99", cols: 2, frameWidth: 5 });
  s.rect(upX - 10, groundY - lowH - upH - 14, upW + 20, 16, dark);
  // lower volume
  s.rect(bx, groundY - lowH, lowW, lowH, white);
  s.rect(bx - 10, groundY - lowH - 14, lowW + 20, 16, dark);
  windowPane(s, bx + 40, groundY - lowH + 30, lowW * 0.5, lowH - 30, { frame: dark, glassTop: "#cfe6f3", glassBottom: "#4e6f87", cols: 3, frameWidth: 6 });
  s.rect(bx + lowW * 0.68, groundY - 150, 80, 150, dark);
  s.rect(bx + lowW * 0.68 + 70, groundY - 90, 4, 40, "#c9c9c9");
  s.rect(bx + lowW * 0.68 + 100, groundY - 150, 18, 150, "#9fc3d6");
  // garden bits
  tree(s, bx - 80, groundY + 4, r.int(220, 270), at(["#5f9a5a", "#6fa35f", "#4f8a5b"], i));
  tree(s, bx + lowW + 150, groundY + 4, r.int(160, 200), at(["#6fa35f", "#5a8f4e", "#7aa85c"], i));
  shrub(s, bx + lowW + 50, groundY + 6, 110, "#5d8f58");
  shrub(s, bx + lowW * 0.6, groundY + 6, 80, "#6b9c5e");
}

function drawFacade(s: Scene, r: Rng, i: number): void {
  const evening = i === 4;
  const look: SkyLook = evening ? { top: "#6f8fc7", bottom: "#f5c9a0", cloud: "#fde7d3" } : at(DAY_SKIES, i);
  const groundY = 790;
  sky(s, look, groundY);
  clouds(s, r, r.int(2, 4), 60, 260, look.cloud);
  const type = at(["apartment", "villa", "apartment", "modern", "villa", "apartment"] as const, i);
  if (type === "apartment") {
    apartmentBuilding(s, r, i, groundY, look.bottom);
    promenade(s, r, groundY);
  } else {
    treeLine(s, r, groundY - 4, 90, mix("#6d8f6a", look.bottom, 0.35));
    s.rect(0, groundY - 10, s.w, s.h - groundY + 10, s.linear([[0, "#86b36b"], [1, "#6d9c57"]]));
    if (type === "villa") villa(s, r, i, groundY);
    else modernHouse(s, r, i, groundY);
    // front path and hedge
    s.rect(0, groundY + 40, s.w, s.h - groundY - 40, s.linear([[0, "#d2cbbf"], [1, "#e3ddd2"]]));
    for (let x = 0; x < s.w; x += 70) s.line(x, groundY + 40, x - 30, s.h, "#bdb5a8", 2);
    s.rect(0, groundY + 10, s.w, 34, "#4f7f4a");
    for (let x = 10; x < s.w; x += 36) s.circle(x, groundY + 12, 20, "#5a8d52");
  }
}

// --- living ----------------------------------------------------------------------------------

function sofa(s: Scene, r: Rng, cx: number, baseY: number, width: number, fabric: string, pillow: string): void {
  const dark = darken(fabric, 0.14);
  const light = lighten(fabric, 0.1);
  shadow(s, cx, baseY + 4, width * 0.55, 16, 0.2);
  for (const lx of [cx - width / 2 + 30, cx + width / 2 - 36]) s.rect(lx, baseY - 20, 8, 22, "#3b3026");
  s.rect(cx - width / 2 + 40, baseY - 270, width - 80, 160, dark, { rx: 22 });
  const seats = width > 560 ? 3 : 2;
  const seatW = (width - 120) / seats;
  for (let k = 0; k < seats; k++) {
    const x = cx - width / 2 + 60 + k * seatW;
    s.rect(x + 4, baseY - 250, seatW - 8, 130, fabric, { rx: 18 });
  }
  s.rect(cx - width / 2 + 30, baseY - 130, width - 60, 110, fabric, { rx: 14 });
  for (let k = 0; k < seats; k++) s.rect(cx - width / 2 + 60 + k * seatW + 4, baseY - 132, seatW - 8, 36, light, { rx: 12 });
  for (const side of [-1, 1]) s.rect(side < 0 ? cx - width / 2 : cx + width / 2 - 70, baseY - 190, 70, 170, dark, { rx: 22 });
  // throw pillows
  const px = cx - width / 2 + 100 + r.float(0, 20);
  s.rect(px, baseY - 200, 80, 72, pillow, { rx: 14, transform: `rotate(-8 ${num(px + 40)} ${num(baseY - 164)})` });
  const qx = cx + width / 2 - 180 - r.float(0, 20);
  s.rect(qx, baseY - 196, 76, 68, lighten(pillow, 0.35), { rx: 14, transform: `rotate(7 ${num(qx + 38)} ${num(baseY - 162)})` });
}

function coffeeTable(s: Scene, cx: number, topY: number, w: number, wood: string, round: boolean): void {
  shadow(s, cx, topY + 60, w * 0.5, 12);
  if (round) {
    s.rect(cx - 6, topY + 10, 12, 50, darken(wood, 0.3));
    s.ellipse(cx, topY + 60, w * 0.2, 7, darken(wood, 0.3));
    s.ellipse(cx, topY + 6, w / 2, 16, darken(wood, 0.12));
    s.ellipse(cx, topY, w / 2, 16, wood);
  } else {
    for (const lx of [cx - w / 2 + 14, cx + w / 2 - 22]) s.rect(lx, topY + 10, 8, 50, darken(wood, 0.3));
    s.rect(cx - w / 2, topY, w, 16, wood, { rx: 4 });
  }
  s.ellipse(cx - w * 0.15, topY - 8, 26, 8, "#f1ece2");
  s.rect(cx + w * 0.1, topY - 14, 50, 12, "#2f6f8f", { rx: 2 });
}

function drawLiving(s: Scene, r: Rng, i: number): void {
  const floorY = 600;
  const wall = at(WALL_COLORS, i);
  const wood = at(FLOOR_WOODS, i);
  roomShell(s, { wall, floor: wood, floorY, floorStyle: "planks" }, r.float(500, 860));
  const fabric = at(SOFT_FABRICS, i + 1);
  const accent = at(ACCENTS, i);
  const windowLeft = i % 2 === 0;
  const winW = r.int(300, 380);
  const winX = windowLeft ? r.int(70, 130) : s.w - winW - r.int(70, 130);
  const winY = 110;
  const winH = floorY - 200;
  outsideView(s, winX, winY, winW, winH, 0.62, at(DAY_SKIES, i));
  windowPane(s, winX, winY, winW, winH, { frame: "#fdfdfb", glassTop: "", glassBottom: "", cols: 2, frameWidth: 12, sill: "#fdfdfb", clear: true });
  curtain(s, winX - 70, winY - 30, 64, winH + 60, lighten(fabric, 0.45));
  curtain(s, winX + winW + 6, winY - 30, 64, winH + 60, lighten(fabric, 0.45));
  s.rect(winX - 90, winY - 40, winW + 180, 8, "#4a4a4a");
  // the sofa on the other side
  const sofaW = r.int(520, 640);
  const sofaX = windowLeft ? r.int(760, 900) : r.int(460, 600);
  const baseY = 790;
  framedPicture(s, r, sofaX - 120, 150, 240, 170, "#2c2c2c", accent);
  if (r.chance(0.5)) framedPicture(s, r, sofaX + 150, 190, 110, 130, "#c9a46b", at(ACCENTS, i + 3));
  rug(s, sofaX, 850, sofaW + 260, 110, at(["#c9b79c", "#8fa9b8", "#d9b8a2", "#a7b7a3", "#bfb3cf", "#d8c9a8"], i), i % 3 === 1);
  sofa(s, r, sofaX, baseY, sofaW, fabric, accent);
  coffeeTable(s, sofaX + r.float(-40, 40), 830, 300, darken(wood, 0.1), r.chance(0.5));
  const lampSide = windowLeft ? 1 : -1;
  floorLamp(s, sofaX + lampSide * (sofaW / 2 + 80), 810, 420, at(["#f1e4c8", "#e8d3b0", "#f4efe6"], i));
  pottedPlant(s, sofaX - lampSide * (sofaW / 2 + 90), 820, 230, at(["#d8cbb8", "#b66a4d", "#e9e6e0", "#3f4a52"], i));
  if (r.chance(0.6)) shelf(s, r, windowLeft ? winX + winW + 110 : winX - 360, 380, 220, darken(wood, 0.2), ACCENTS);
}

// --- kitchen ---------------------------------------------------------------------------------

const CABINETS = ["#f5f3ee", "#3c4a57", "#7f9483", "#e8dcc8", "#2f3338", "#a9bccb"];
const WORKTOPS = ["#d9d3c7", "#efeeea", "#8a7b6a", "#2f3136", "#e4dfd6", "#b39170"];

function drawKitchen(s: Scene, r: Rng, i: number): void {
  const floorY = 700;
  roomShell(s, { wall: at(WALL_COLORS, i + 2), floor: at(["#d8d4cc", "#b59a7a", "#c8c2b8", "#9d8a74", "#e2ddd4", "#bca27f"], i), floorY, floorStyle: i % 2 ? "planks" : "tiles" });
  const cab = at(CABINETS, i);
  const top = at(WORKTOPS, i);
  const handle = cab === "#2f3338" || cab === "#3c4a57" ? "#c9a96e" : "#6b6f75";
  const x0 = r.int(60, 160);
  const x1 = s.w - r.int(60, 160);
  const counterY = 470;
  // backsplash tiles
  const tile = lighten(at(["#9fc5cf", "#e8e2d6", "#d7e3dc", "#f2f0eb", "#c9d3dd", "#e9d9c9"], i), 0.1);
  s.rect(x0, counterY - 150, x1 - x0, 150, s.pattern(48, 24, `<rect width="48" height="24" fill="${darken(tile, 0.12)}"/><rect x="1" y="1" width="46" height="22" fill="${tile}"/>`));
  // window above the sink or open shelves
  const sinkX = x0 + (x1 - x0) * r.float(0.25, 0.4);
  const hoodX = x0 + (x1 - x0) * r.float(0.62, 0.75);
  const winW = 260;
  outsideView(s, sinkX - winW / 2, 60, winW, 200, 0.6, at(DAY_SKIES, i + 1));
  windowPane(s, sinkX - winW / 2, 60, winW, 200, { frame: "#fbfbf9", glassTop: "", glassBottom: "", cols: 2, frameWidth: 10, clear: true });
  // upper cabinets left and right of window and hood
  const upperY = 90;
  const upperH = 170;
  const uppers: [number, number][] = [
    [x0, sinkX - winW / 2 - 30],
    [sinkX + winW / 2 + 30, hoodX - 110],
    [hoodX + 110, x1],
  ];
  for (const [a, b] of uppers) {
    if (b - a < 80) continue;
    const doors = Math.max(1, Math.round((b - a) / 130));
    const dw = (b - a) / doors;
    for (let k = 0; k < doors; k++) {
      s.rect(a + k * dw + 2, upperY, dw - 4, upperH, cab, { stroke: darken(cab, 0.12), "stroke-width": 2 });
      s.rect(a + k * dw + dw / 2 - 3, upperY + upperH - 40, 6, 28, handle, { rx: 3 });
    }
    s.rect(a, upperY + upperH, b - a, 8, "#000", { opacity: 0.08 });
  }
  // hood
  const steel = "#c3c7cc";
  s.rect(hoodX - 40, 0, 80, 200, darken(steel, 0.05));
  s.poly([hoodX - 110, 300, hoodX + 110, 300, hoodX + 50, 200, hoodX - 50, 200], steel);
  s.rect(hoodX - 110, 300, 220, 12, darken(steel, 0.2));
  // base cabinets
  const baseTop = counterY + 22;
  const baseBottom = floorY - 8;
  const doors = Math.round((x1 - x0) / 150);
  const dw = (x1 - x0) / doors;
  for (let k = 0; k < doors; k++) {
    const x = x0 + k * dw;
    s.rect(x + 2, baseTop, dw - 4, baseBottom - baseTop, cab, { stroke: darken(cab, 0.12), "stroke-width": 2 });
    if (Math.abs(x + dw / 2 - hoodX) < dw / 2) {
      // oven
      s.rect(x + 12, baseTop + 20, dw - 24, 150, "#2b2e33");
      s.rect(x + 26, baseTop + 46, dw - 52, 100, "#41474f");
      s.rect(x + 20, baseTop + 28, dw - 40, 8, "#9aa0a6");
    } else {
      s.rect(x + 10, baseTop + 14, dw - 20, 6, handle, { rx: 3 });
    }
  }
  s.rect(x0, baseBottom, x1 - x0, 8, darken(cab, 0.4));
  // worktop
  s.rect(x0 - 12, counterY, x1 - x0 + 24, 24, top);
  s.rect(x0 - 12, counterY + 20, x1 - x0 + 24, 4, darken(top, 0.15));
  // hob
  s.rect(hoodX - 90, counterY - 6, 180, 8, "#1f2226");
  // sink and faucet
  s.rect(sinkX - 90, counterY - 3, 180, 6, "#9aa0a6");
  s.path(d`M${sinkX + 40} ${counterY - 3} v-70 q0 -24 -26 -24 q-26 0 -26 24 v14`, "none", { stroke: "#8c9197", "stroke-width": 8, "stroke-linecap": "round" });
  // things on the worktop
  s.ellipse(x0 + 80, counterY - 18, 46, 20, "#efe9dd");
  for (let k = 0; k < 4; k++) s.circle(x0 + 60 + k * 14, counterY - 30 - (k % 2) * 8, 11, at(["#e07a3f", "#d9b23c", "#8fb84d", "#c9423a"], k + i));
  s.rect(x1 - 140, counterY - 120, 28, 120, "#c9a46b");
  s.rect(x1 - 106, counterY - 90, 22, 90, "#6b8f6a");
  pottedPlant(s, sinkX - 150, counterY, 110, "#f1ece2", "#5c9460");
  // island with stools (for half of them)
  if (i % 2 === 0) {
    const ix = s.w / 2 + r.int(-120, 120);
    const iw = r.int(520, 640);
    shadow(s, ix, 884, iw * 0.55, 14, 0.2);
    s.rect(ix - iw / 2, 700, iw, 180, darken(cab, 0.05));
    s.rect(ix - iw / 2 - 16, 686, iw + 32, 22, top);
    for (let k = 0; k < 3; k++) {
      const sx = ix - iw / 3 + (k * iw) / 3;
      const seat = at(ACCENTS, i + k);
      s.rect(sx - 4, 780, 8, 110, "#2f2f35");
      s.rect(sx - 30, 888, 60, 6, "#2f2f35");
      s.rect(sx - 44, 760, 88, 24, seat, { rx: 10 });
    }
    s.ellipse(ix + 60, 676, 60, 12, "#ffffff");
  }
}

// --- bedroom ---------------------------------------------------------------------------------

function bed(s: Scene, r: Rng, cx: number, floorY: number, w: number, linen: string, throwColor: string, headboard: string): void {
  const baseY = floorY + 200;
  shadow(s, cx, baseY + 6, w * 0.58, 18, 0.2);
  s.rect(cx - w / 2 - 20, floorY - 230, w + 40, 260, headboard, { rx: 18 });
  for (let k = 1; k < 5; k++) s.rect(cx - w / 2 - 20 + ((w + 40) * k) / 5 - 2, floorY - 220, 4, 240, darken(headboard, 0.12), { opacity: 0.6 });
  s.rect(cx - w / 2, floorY - 60, w, baseY - floorY + 60, darken(linen, 0.06), { rx: 10 });
  // pillows
  s.rect(cx - w / 2 + 30, floorY - 110, w / 2 - 50, 90, "#ffffff", { rx: 26 });
  s.rect(cx + 20, floorY - 110, w / 2 - 50, 90, "#ffffff", { rx: 26 });
  s.rect(cx - 70, floorY - 80, 140, 70, throwColor, { rx: 20, transform: `rotate(${num(r.float(-5, 5))} ${num(cx)} ${num(floorY - 45)})` });
  // duvet, folded at the top
  s.rect(cx - w / 2 - 10, floorY - 10, w + 20, baseY - floorY - 20, linen, { rx: 14 });
  s.rect(cx - w / 2 - 10, floorY - 10, w + 20, 40, lighten(linen, 0.3), { rx: 14 });
  s.rect(cx - w / 2 - 12, baseY - 110, w + 24, 70, throwColor, { rx: 10 });
  s.rect(cx - w / 2, baseY - 30, w, 34, darken(headboard, 0.2));
}

function nightstand(s: Scene, x: number, floorY: number, wood: string, shade: string): void {
  const top = floorY - 90;
  shadow(s, x, floorY + 100, 70, 10);
  s.rect(x - 60, top, 120, floorY + 100 - top, wood, { rx: 6 });
  s.rect(x - 50, top + 26, 100, 6, darken(wood, 0.2));
  s.rect(x - 12, top + 60, 24, 6, darken(wood, 0.35), { rx: 3 });
  tableLamp(s, x, top, 150, shade, "#e9e2d4");
}

function drawBedroom(s: Scene, r: Rng, i: number): void {
  const floorY = 640;
  const wall = at(["#eef1ee", "#f2ebe3", "#e5eaf0", "#efe4e1", "#e8ebe2", "#f4f0e8"], i);
  const wood = at(FLOOR_WOODS, i + 2);
  roomShell(s, { wall, floor: wood, floorY, floorStyle: "planks" }, r.float(600, 760));
  // accent wall panel behind the bed
  const cx = s.w / 2 + r.int(-160, 160);
  const bedW = r.int(440, 520);
  const panel = at(["#b9c8c1", "#d9c1ad", "#aebbd0", "#d6b3b0", "#c4c9ae", "#c9c0b3"], i);
  if (i % 2 === 0) s.rect(cx - bedW / 2 - 220, 0, bedW + 440, floorY - 14, panel);
  // window on the free side
  const winLeft = cx > s.w / 2;
  const winW = 240;
  const winX = winLeft ? 90 : s.w - 90 - winW;
  outsideView(s, winX, 120, winW, 340, 0.6, at(DAY_SKIES, i + 2));
  windowPane(s, winX, 120, winW, 340, { frame: "#fbfbf9", glassTop: "", glassBottom: "", cols: 1, rows: 2, frameWidth: 11, clear: true });
  const curtainColor = lighten(at(SOFT_FABRICS, i + 3), 0.3);
  curtain(s, winX - 60, 90, 56, 420, curtainColor);
  curtain(s, winX + winW + 4, 90, 56, 420, curtainColor);
  s.rect(winX - 80, 82, winW + 160, 8, "#5a5a5a");
  framedPicture(s, r, cx - 150, 160, 300, 190, "#f3f1ec", at(ACCENTS, i + 1));
  rug(s, cx, 860, bedW + 420, 90, at(["#d8c9a8", "#c5cfd6", "#e3d3c7", "#c9d3c3", "#ddd2e3", "#e6dccb"], i), false);
  bed(s, r, cx, floorY, bedW, at(["#f4f1ea", "#e6edf2", "#f2ece6", "#edf0e8", "#eeeaf3", "#f7f3ea"], i), at(ACCENTS, i + 4), darken(at(SOFT_FABRICS, i), 0.1));
  const nsWood = at(["#c9a47a", "#f2efe9", "#8c6a4f", "#d9c6a5", "#3f4348", "#b98e63"], i);
  const shade = at(["#f3e6cc", "#ffffff", "#efe1c6"], i);
  nightstand(s, cx - bedW / 2 - 110, floorY, nsWood, shade);
  nightstand(s, cx + bedW / 2 + 110, floorY, nsWood, shade);
  const plantX = winLeft ? cx - bedW / 2 - 290 : cx + bedW / 2 + 290;
  if (plantX > 60 && plantX < s.w - 60) pottedPlant(s, plantX, 800, 200, "#e9e6e0");
}

// --- bathroom --------------------------------------------------------------------------------

function drawBathroom(s: Scene, r: Rng, i: number): void {
  const floorY = 720;
  const tile = at(["#f4f4f1", "#dfe9ec", "#e9e3da", "#d6e2d9", "#ececec", "#e4dfe9"], i);
  const grout = darken(tile, 0.1);
  const big = i % 2 === 1;
  const tw = big ? 120 : 60;
  const th = big ? 60 : 30;
  const wallFill = s.pattern(tw, th, `<rect width="${tw}" height="${th}" fill="${grout}"/><rect x="1" y="1" width="${tw - 2}" height="${th - 2}" fill="${tile}"/>`);
  s.rect(0, 0, s.w, floorY, wallFill);
  s.rect(0, 0, s.w, floorY, s.linear([[0, "#ffffff", 0.15], [1, "#000000", 0.05]]));
  const floorTile = at(["#8d9399", "#c9c2b6", "#5f676f", "#b7ada0", "#a0a7ad", "#d3cdc3"], i);
  s.rect(0, floorY, s.w, s.h - floorY, s.pattern(90, 90, `<rect width="90" height="90" fill="${darken(floorTile, 0.12)}"/><rect x="1.5" y="1.5" width="87" height="87" fill="${floorTile}"/>`));
  s.rect(0, floorY, s.w, s.h - floorY, s.linear([[0, "#000000", 0.15], [1, "#000000", 0]]));
  const vanityLeft = i % 2 === 0;
  const vx = vanityLeft ? r.int(110, 200) : s.w - r.int(110, 200) - 380;
  const vw = 380;
  const wood = at(["#b98e63", "#f2f0eb", "#3f4a52", "#c9a47a", "#7f9483", "#2f3338"], i);
  // mirror
  const round = r.chance(0.5);
  const mcx = vx + vw / 2;
  if (round) {
    s.circle(mcx, 255, 130, "#c8a86b");
    s.circle(mcx, 255, 121, s.linear([[0, "#e8f1f5"], [1, "#b8cdd8"]]));
    s.poly([mcx - 90, 275, mcx + 10, 155, mcx + 50, 155, mcx - 50, 305], "#ffffff", { opacity: 0.35 });
  } else {
    s.rect(mcx - 150, 90, 300, 300, "#2d3136", { rx: 8 });
    s.rect(mcx - 142, 98, 284, 284, s.linear([[0, "#e8f1f5"], [1, "#b8cdd8"]]), { rx: 6 });
    s.poly([mcx - 120, 300, mcx + 20, 110, mcx + 70, 110, mcx - 70, 350], "#ffffff", { opacity: 0.35 });
  }
  // vanity
  shadow(s, mcx, 760, vw * 0.5, 10, 0.12);
  s.rect(vx, 480, vw, 160, wood, { rx: 4 });
  s.rect(vx + 10, 560, vw - 20, 4, darken(wood, 0.2));
  s.rect(vx - 10, 468, vw + 20, 18, "#f7f7f5");
  s.ellipse(mcx, 468, 90, 12, "#ffffff", { stroke: "#d5d8db", "stroke-width": 3 });
  s.path(d`M${mcx} 468 v-50 q0 -18 24 -18 h14`, "none", { stroke: "#9aa0a6", "stroke-width": 7, "stroke-linecap": "round" });
  s.rect(vx + 30, 436, 22, 32, at(ACCENTS, i), { rx: 4 });
  pottedPlant(s, vx + vw - 40, 468, 100, "#f1ece2", "#5c9460");
  // towel rail
  const tx = vanityLeft ? vx + vw + 60 : vx - 170;
  s.rect(tx, 400, 110, 8, "#9aa0a6", { rx: 4 });
  s.rect(tx + 10, 404, 90, 150, at(SOFT_FABRICS, i + 2), { rx: 6 });
  s.rect(tx + 10, 520, 90, 10, lighten(at(SOFT_FABRICS, i + 2), 0.3));
  // bath or shower on the other side
  const otherX = vanityLeft ? s.w - 620 : 80;
  if (i % 3 !== 2) {
    // bath tub
    shadow(s, otherX + 270, 800, 300, 16, 0.15);
    s.rect(otherX, 600, 540, 190, "#fbfbfb", { rx: 40 });
    s.rect(otherX, 600, 540, 26, "#eef0f1", { rx: 13 });
    s.rect(otherX + 20, 612, 500, 14, "#dce8ee", { rx: 7 });
    s.path(d`M${otherX + 470} 600 v-60 q0 -20 -24 -20 h-14`, "none", { stroke: "#9aa0a6", "stroke-width": 8, "stroke-linecap": "round" });
    s.rect(otherX + 60, 560, 70, 40, "#ffffff", { rx: 8 });
    // small window above
    windowPane(s, otherX + 150, 120, 240, 180, { frame: "#fbfbf9", glassTop: "#eaf3f8", glassBottom: "#bcd3df", cols: 2, frameWidth: 10 });
  } else {
    // walk-in shower with glass panel
    s.rect(otherX, 60, 520, floorY - 60, darken(tile, 0.06));
    s.rect(otherX + 250, 90, 40, 14, "#9aa0a6");
    s.rect(otherX + 266, 90, 8, 70, "#9aa0a6");
    s.rect(otherX + 220, 160, 100, 12, "#9aa0a6", { rx: 6 });
    for (let k = 0; k < 14; k++) s.line(otherX + 228 + k * 6.5, 180, otherX + 220 + k * 7.5, 420, "#b7d2e0", 2, { opacity: 0.5 });
    s.rect(otherX + 60, 300, 140, 70, darken(tile, 0.15));
    s.rect(otherX + 76, 322, 24, 48, at(ACCENTS, i + 2), { rx: 4 });
    s.rect(otherX + 110, 334, 20, 36, "#f4f1ea", { rx: 4 });
    s.rect(otherX, floorY - 16, 520, 20, "#e9ecee");
    s.rect(otherX + 10, 70, 500, floorY - 70, "#d6ecf5", { opacity: 0.28, stroke: "#9aa0a6", "stroke-width": 6 });
    s.poly([otherX + 60, 500, otherX + 260, 120, otherX + 320, 120, otherX + 120, 500], "#ffffff", { opacity: 0.22 });
  }
}

// --- terrace ---------------------------------------------------------------------------------

function terraceChair(s: Scene, x: number, baseY: number, color: string, facingLeft: boolean): void {
  const dir = facingLeft ? -1 : 1;
  shadow(s, x, baseY + 4, 70, 10, 0.18);
  s.line(x - 50, baseY, x - 40, baseY - 90, "#3a3f45", 6);
  s.line(x + 50, baseY, x + 40, baseY - 90, "#3a3f45", 6);
  s.rect(x - 60, baseY - 100, 120, 22, color, { rx: 8 });
  s.poly([x - 60 * dir, baseY - 96, x - 30 * dir, baseY - 96, x - 40 * dir, baseY - 230, x - 80 * dir, baseY - 226], darken(color, 0.08));
  s.line(x - 70 * dir, baseY - 100, x - 90 * dir, baseY - 230, "#3a3f45", 6);
}

function drawTerrace(s: Scene, r: Rng, i: number): void {
  const look = i === 3 ? { top: "#7d8fc4", bottom: "#f7d2ae", cloud: "#fde8d4" } : at(DAY_SKIES, i + 1);
  const horizonY = r.int(330, 380);
  const deckY = 640;
  sky(s, look, horizonY);
  clouds(s, r, r.int(2, 3), 60, horizonY - 120, look.cloud);
  if (i === 3) sun(s, r.int(300, 1000), horizonY - 80, 34, "#fff1c9", "#ffd59a");
  gulls(s, r, 3, 200, 1100, 80, horizonY - 120);
  sea(s, r, horizonY, deckY, "#4d8fb0", "#7bb3c9", "#e8f4f8");
  // a sailboat far away
  const bx = r.int(200, 1100);
  s.poly([bx, horizonY + 10, bx + 40, horizonY + 10, bx + 34, horizonY + 18, bx + 6, horizonY + 18], "#ffffff");
  s.poly([bx + 20, horizonY - 40, bx + 20, horizonY + 8, bx + 40, horizonY + 8], "#ffffff");
  // deck
  const decking = at(["#b98e63", "#9c7b5c", "#c9c3b8", "#a7805c", "#d2c7b6", "#8a6d52"], i);
  s.rect(0, deckY, s.w, s.h - deckY, decking);
  const vx = s.w / 2 + r.int(-200, 200);
  for (let x = -2400; x < s.w + 2400; x += 60) {
    const tx = vx + (x - vx) * 0.35;
    s.line(tx, deckY, x, s.h, darken(decking, 0.2), 2, { opacity: 0.55 });
  }
  // railing
  const railTop = deckY - r.int(150, 180);
  const glass = i % 2 === 0;
  if (glass) {
    s.rect(0, railTop, s.w, deckY - railTop, "#cfe8f2", { opacity: 0.3 });
    for (let x = 0; x < s.w; x += 270) s.rect(x - 3, railTop, 6, deckY - railTop, "#9aa3ab");
    s.rect(0, railTop - 6, s.w, 12, "#a9b2ba");
  } else {
    s.rect(0, railTop - 6, s.w, 12, "#2f353b");
    s.rect(0, deckY - 30, s.w, 6, "#2f353b");
    for (let x = 10; x < s.w; x += 28) s.rect(x, railTop, 4, deckY - railTop, "#2f353b");
  }
  s.rect(0, deckY - 4, s.w, 10, darken(decking, 0.3));
  // side wall of the building on one side
  const wallLeft = r.chance(0.5);
  const wallW = r.int(120, 180);
  const wx = wallLeft ? 0 : s.w - wallW;
  s.rect(wx, 0, wallW, s.h, at(["#f1ede6", "#e3ded5", "#d6d9dc"], i));
  s.rect(wallLeft ? wallW - 10 : wx, 0, 10, s.h, "#000", { opacity: 0.08 });
  // furniture
  const cx = s.w / 2 + r.int(-150, 150);
  const chair = at(["#e9e4da", "#2f6f8f", "#d9825b", "#f4f1ea", "#4f8a74", "#e0a84b"], i);
  shadow(s, cx, 820, 90, 12, 0.2);
  s.rect(cx - 5, 730, 10, 90, "#3a3f45");
  s.ellipse(cx, 728, 90, 16, "#f4f2ee");
  s.rect(cx - 14, 690, 28, 36, "#f6f6f6");
  s.circle(cx + 40, 716, 10, "#e6b34c");
  terraceChair(s, cx - 230, 850, chair, false);
  terraceChair(s, cx + 230, 850, chair, true);
  pottedPlant(s, wallLeft ? wallW + 90 : s.w - wallW - 90, 880, 260, "#d8cbb8", "#4f8a5b");
  if (r.chance(0.5)) pottedPlant(s, wallLeft ? s.w - 100 : 100, 900, 180, "#3f4a52", "#5e9b66");
}

// --- view (home banner, the prettiest) ------------------------------------------------------------

interface ViewLook {
  sky: Stop[];
  sun: { x: number; y: number; r: number; color: string; glow: string };
  seaFar: string;
  seaNear: string;
  shimmer: string;
  sand: [string, string];
  cloud: string;
}

const VIEW_LOOKS: ViewLook[] = [
  // sunset
  { sky: [[0, "#3c5a99"], [0.45, "#c98aa3"], [0.8, "#f6b27a"], [1, "#fbd9a0"]], sun: { x: 0.62, y: 0.44, r: 46, color: "#fff2c4", glow: "#ffc27a" }, seaFar: "#8b7fa0", seaNear: "#3d5f86", shimmer: "#ffd9a0", sand: ["#e8c9a0", "#d7b184"], cloud: "#f7c7b0" },
  // bright summer day
  { sky: [[0, "#3b8fd0"], [1, "#cfeaf7"]], sun: { x: 0.18, y: 0.16, r: 40, color: "#fffbe6", glow: "#ffffff" }, seaFar: "#2f7fa8", seaNear: "#54a6bf", shimmer: "#e8f7fb", sand: ["#f1dfbd", "#e6cfa5"], cloud: "#ffffff" },
  // soft morning
  { sky: [[0, "#9cc3e0"], [0.7, "#f3e2d3"], [1, "#fbe9d2"]], sun: { x: 0.78, y: 0.38, r: 38, color: "#fff6dc", glow: "#ffe2b8" }, seaFar: "#9db7c6", seaNear: "#5e8ea6", shimmer: "#fff3e0", sand: ["#eedcc0", "#e0c8a4"], cloud: "#fff8ef" },
  // golden hour
  { sky: [[0, "#5b86b8"], [0.6, "#f2c27f"], [1, "#f9dc9a"]], sun: { x: 0.35, y: 0.4, r: 42, color: "#fff3c2", glow: "#ffcf6e" }, seaFar: "#c6a06d", seaNear: "#4c6f8c", shimmer: "#ffe3a3", sand: ["#e9cb98", "#d8b27a"], cloud: "#fde6c0" },
  // twilight pink
  { sky: [[0, "#2e3e6e"], [0.5, "#8c6c9c"], [0.85, "#e79aa0"], [1, "#f6c2a4"]], sun: { x: 0.5, y: 0.47, r: 36, color: "#ffe6c8", glow: "#ffb08a" }, seaFar: "#9a7f9e", seaNear: "#34496e", shimmer: "#ffc9b0", sand: ["#d9b9a4", "#c49d86"], cloud: "#e3a7b2" },
  // clear blue with high sun
  { sky: [[0, "#2a78bd"], [0.6, "#8cc4e6"], [1, "#e6f3f7"]], sun: { x: 0.84, y: 0.14, r: 36, color: "#fffdf0", glow: "#ffffff" }, seaFar: "#1f6d96", seaNear: "#3f98b5", shimmer: "#ffffff", sand: ["#f3e3c4", "#e4cda3"], cloud: "#ffffff" },
];

/** Colourful beach cabins, typical of the Belgian coast. */
function beachHuts(s: Scene, r: Rng, x0: number, baseY: number, count: number, scale: number): void {
  const colors = ["#2f6f8f", "#e9e4da", "#d9825b", "#4f8a74", "#e0a84b", "#c95f6b", "#3d5a80"];
  for (let k = 0; k < count; k++) {
    const x = x0 + k * 70 * scale;
    const c = at(colors, k + r.int(0, 6));
    const w = 56 * scale;
    const h = 60 * scale;
    s.rect(x, baseY - h, w, h, c);
    for (let st = 1; st < 4; st++) s.rect(x + (w * st) / 4 - 1, baseY - h, 2, h, "#ffffff", { opacity: 0.45 });
    s.poly([x - 5 * scale, baseY - h, x + w / 2, baseY - h - 24 * scale, x + w + 5 * scale, baseY - h], "#f4f1ea");
    s.rect(x + w * 0.3, baseY - h * 0.7, w * 0.4, h * 0.7, darken(c, 0.25));
    s.rect(x - 4 * scale, baseY, w + 8 * scale, 4 * scale, "#8c6a4f");
  }
}

/** A pier on posts stretching to a pavilion (like Blankenberge). */
function pier(s: Scene, x0: number, x1: number, deckY: number, waterY: number, color: string): void {
  s.rect(x0, deckY, x1 - x0, 10, color);
  for (let x = x0 + 10; x < x1; x += 36) s.rect(x, deckY + 10, 5, waterY - deckY - 6, color);
  s.line(x0, deckY - 14, x1, deckY - 14, color, 2);
  const px = x1 - 60;
  s.rect(px - 70, deckY - 70, 140, 70, color);
  s.path(d`M${px - 80} ${deckY - 70} Q${px} ${deckY - 150} ${px + 80} ${deckY - 70} Z`, color);
  s.rect(px - 2, deckY - 175, 4, 40, color);
}

function sailboat(s: Scene, x: number, y: number, size: number, sail: string): void {
  s.poly([x - size * 0.6, y, x + size * 0.6, y, x + size * 0.45, y + size * 0.18, x - size * 0.45, y + size * 0.18], "#3a3f45");
  s.poly([x, y - size * 1.3, x, y - 2, x + size * 0.55, y - 2], sail);
  s.poly([x - 4, y - size * 1.1, x - 4, y - 2, x - size * 0.45, y - 2], lighten(sail, 0.2), { opacity: 0.9 });
}

/** Wooden groynes (rows of breakwater posts) running from the beach into the sea, in perspective. */
function groynes(s: Scene, r: Rng, horizonY: number, color: string): void {
  for (const [x0, x1] of [[s.w * 0.2 + r.int(-40, 40), s.w * 0.34], [s.w * 0.82 + r.int(-40, 40), s.w * 0.7]] as const) {
    const y0 = s.h - 70;
    const y1 = horizonY + 22;
    const posts = 26;
    for (let k = posts - 1; k >= 0; k--) {
      const t = k / (posts - 1);
      const depth = 1 - (1 - t) ** 2.2; // posts get closer together towards the horizon
      const x = x0 + (x1 - x0) * depth;
      const y = y0 + (y1 - y0) * depth;
      const scale = 1 - depth * 0.9;
      s.rect(x - 7 * scale, y - 60 * scale, 14 * scale, 60 * scale, color, { rx: 3 * scale });
      s.rect(x - 7 * scale, y - 60 * scale, 5 * scale, 60 * scale, lighten(color, 0.15));
    }
  }
}

/** Offshore wind turbines, tiny on the horizon. */
function windFarm(s: Scene, r: Rng, horizonY: number, x0: number, x1: number, color: string): void {
  for (let x = x0; x < x1; x += r.float(34, 60)) {
    const h = r.float(26, 36);
    const top = horizonY - h;
    s.line(x, horizonY, x, top, color, 1.6);
    const a0 = r.float(0, 120);
    for (let k = 0; k < 3; k++) {
      const a = ((a0 + k * 120) * Math.PI) / 180;
      s.line(x, top, x + Math.cos(a) * h * 0.45, top + Math.sin(a) * h * 0.45, color, 1.4);
    }
  }
}

/** A tuft of marram grass: blades fanning out from one point. */
function grassTuft(s: Scene, r: Rng, x: number, y: number, size: number, color: string): void {
  const blades = r.int(6, 10);
  const parts: string[] = [];
  for (let k = 0; k < blades; k++) {
    const lean = (k / (blades - 1) - 0.5) * size * 0.9 + r.float(-6, 6);
    const h = size * r.float(0.6, 1.1);
    parts.push(d`M${x} ${y} q${lean * 0.2} ${-h * 0.6} ${lean} ${-h}`);
  }
  s.path(parts.join(" "), "none", { stroke: color, "stroke-width": Math.max(2, size / 22), "stroke-linecap": "round" });
}

/** Foreground dunes on one side, with marram grass along their crests. */
function dunes(s: Scene, r: Rng, sand: string, grass: string, onLeft: boolean): void {
  const layers = [
    { span: s.w * 0.75, peak: r.int(200, 250), color: darken(sand, 0.08) },
    { span: s.w * 0.5, peak: r.int(120, 160), color: sand },
  ];
  for (const layer of layers) {
    const top = (x: number) => s.h - layer.peak * Math.sin((Math.PI / 2) * Math.min(1, Math.max(0, (layer.span - x) / layer.span))) ** 0.7;
    const pts: number[] = [];
    for (let x = 0; x <= layer.span; x += 20) pts.push(onLeft ? x : s.w - x, top(x));
    pts.push(onLeft ? 0 : s.w, s.h);
    s.poly(pts, layer.color);
    // light on the crest
    s.poly(pts.map((v, k) => (k % 2 ? v + 10 : v)), "#ffffff", { opacity: 0.08 });
    for (let x = 20; x < layer.span - 40; x += r.float(28, 60)) {
      grassTuft(s, r, onLeft ? x : s.w - x, top(x) + 8, r.float(40, 80), r.chance(0.3) ? darken(grass, 0.2) : grass);
    }
  }
}

function drawView(s: Scene, r: Rng, i: number): void {
  const look = at(VIEW_LOOKS, i);
  const horizonY = r.int(430, 480);
  const shoreY = horizonY + r.int(150, 190);
  s.rect(0, 0, s.w, horizonY, s.linear(look.sky));
  const evening = i === 0 || i === 3 || i === 4;
  const sunX = look.sun.x * s.w;
  sun(s, sunX, Math.min(look.sun.y * s.h, horizonY - look.sun.r - 4), look.sun.r, look.sun.color, look.sun.glow);
  // long thin clouds at sunset, puffy ones by day
  if (evening) {
    for (let k = 0; k < 6; k++) {
      const y = r.float(60, horizonY - 90);
      s.ellipse(r.float(0, s.w), y, r.float(120, 280), r.float(6, 14), look.cloud, { opacity: r.float(0.35, 0.7) });
    }
  } else {
    clouds(s, r, r.int(3, 5), 70, horizonY - 140, look.cloud, sunX);
  }
  // far coastline on the horizon
  s.path(d`M${s.w * 0.7} ${horizonY} q${s.w * 0.15} -16 ${s.w * 0.3} -22 v22 Z`, mix(look.seaFar, "#556", 0.3), { opacity: 0.6 });
  if (i % 3 !== 0) windFarm(s, r, horizonY, s.w * r.float(0.05, 0.3), s.w * r.float(0.45, 0.6), mix(look.seaFar, "#ffffff", 0.5));
  sea(s, r, horizonY, shoreY + 30, look.seaFar, look.seaNear, look.shimmer, evening ? sunX : undefined);
  // surf lines
  for (let k = 0; k < 3; k++) {
    const y = shoreY - 8 - k * 22;
    s.path(d`M0 ${y} Q${s.w * 0.25} ${y - 8} ${s.w * 0.5} ${y} T${s.w} ${y}`, "none", { stroke: "#ffffff", "stroke-width": 4 - k, opacity: 0.55 - k * 0.12 });
  }
  // wet sand then dry sand
  s.path(d`M0 ${shoreY} Q${s.w * 0.3} ${shoreY - 10} ${s.w * 0.6} ${shoreY + 4} T${s.w} ${shoreY} V${s.h} H0 Z`, darken(look.sand[1], 0.12));
  s.path(d`M0 ${shoreY + 30} Q${s.w * 0.35} ${shoreY + 16} ${s.w * 0.65} ${shoreY + 36} T${s.w} ${shoreY + 26} V${s.h} H0 Z`, s.linear([[0, look.sand[1]], [1, look.sand[0]]]));
  // reflections of the sun on the wet sand
  if (evening) s.ellipse(sunX, shoreY + 14, 120, 8, look.shimmer, { opacity: 0.35 });
  switch (i % 6) {
    case 0:
      pier(s, s.w * 0.05, s.w * 0.42, horizonY + 40, shoreY, "#2e2f45");
      break;
    case 1:
      beachHuts(s, r, 90, s.h - 120, 9, 1.4);
      sailboat(s, s.w * 0.7, horizonY + 30, 60, "#ffffff");
      break;
    case 2:
      dunes(s, r, "#dcc394", "#7f9a4e", false);
      sailboat(s, s.w * 0.3, horizonY + 24, 44, "#ffffff");
      break;
    case 3:
      groynes(s, r, horizonY, "#4a3a2e");
      sailboat(s, s.w * 0.6, horizonY + 20, 50, "#f6efe0");
      sailboat(s, s.w * 0.72, horizonY + 14, 30, "#f6efe0");
      break;
    case 4:
      dunes(s, r, "#a88a86", "#4f4a52", true);
      break;
    default:
      beachHuts(s, r, s.w - 720, s.h - 150, 8, 1.1);
      s.rect(140, s.h - 260, 6, 190, "#6b4f3a");
      s.path(d`M40 ${s.h - 250} Q143 ${s.h - 340} 246 ${s.h - 250} Z`, "#d9825b");
      for (let k = 0; k < 4; k++) s.path(d`M${40 + k * 51.5} ${s.h - 250} Q${65 + k * 51.5} ${s.h - 300} ${91.5 + k * 51.5} ${s.h - 250} Z`, k % 2 ? "#f4f1ea" : "#d9825b");
      sailboat(s, s.w * 0.45, horizonY + 26, 52, "#ffffff");
  }
  gulls(s, r, r.int(3, 5), s.w * 0.1, s.w * 0.9, 90, horizonY - 100, evening ? "#2e2f45" : "#3b4652");
}

// --- garden ----------------------------------------------------------------------------------

function drawGarden(s: Scene, r: Rng, i: number): void {
  const look = at(DAY_SKIES, i + 3);
  const fenceTop = r.int(430, 480);
  const lawnY = fenceTop + 120;
  sky(s, look, lawnY);
  clouds(s, r, r.int(2, 4), 60, 220, look.cloud);
  // tall trees far behind, then the neighbours' houses over the fence
  treeLine(s, r, fenceTop + 10, 120, mix("#4f7f4a", look.bottom, 0.4));
  for (let k = 0; k < 2; k++) {
    const x = k * 700 + r.int(0, 360);
    const wall = mix(at(["#efe6da", "#b5654e", "#e3ded5"], k + i), look.bottom, 0.3);
    const roof = mix(at(["#7d4436", "#4a4f56", "#5a3b33"], k + i), look.bottom, 0.3);
    s.rect(x, fenceTop - 120, 280, 130, wall);
    s.poly([x - 14, fenceTop - 118, x + 140, fenceTop - 220, x + 294, fenceTop - 118], roof);
    for (const wx of [x + 40, x + 170]) s.rect(wx, fenceTop - 90, 70, 60, mix("#7d9db3", look.bottom, 0.3));
  }
  treeLine(s, r, fenceTop + 10, 55, mix("#5d8a56", look.bottom, 0.2));
  // fence
  const fence = at(["#8a6d52", "#6f5640", "#a98b6c", "#5b5f63", "#9c7b5c", "#7c5f45"], i);
  const vertical = i % 2 === 0;
  s.rect(0, fenceTop, s.w, lawnY - fenceTop, fence);
  if (vertical) for (let x = 0; x < s.w; x += 24) s.rect(x, fenceTop, 3, lawnY - fenceTop, darken(fence, 0.25));
  else for (let y = fenceTop + 20; y < lawnY; y += 20) s.rect(0, y, s.w, 3, darken(fence, 0.25));
  for (let x = 0; x < s.w; x += 180) s.rect(x, fenceTop - 8, 14, lawnY - fenceTop + 8, darken(fence, 0.15));
  // climbing plants and shrubs along the fence
  for (let x = r.float(0, 80); x < s.w; x += r.float(120, 260)) shrub(s, x, lawnY + 10, r.float(90, 160), at(["#4f8a5b", "#5e9b66", "#6f9f55", "#3f7a52"], Math.round(x)));
  // lawn with mowing stripes
  const grass = at(["#7fb36a", "#8dbb6a", "#72a85f", "#88b874", "#7aae63", "#93c06f"], i);
  s.rect(0, lawnY, s.w, s.h - lawnY, grass);
  const vx = s.w / 2 + r.int(-300, 300);
  for (let k = -12; k < 12; k += 2) {
    const xa = vx + k * 50;
    const xb = vx + k * 260;
    s.poly([xa, lawnY, xa + 50, lawnY, xb + 260, s.h, xb, s.h], lighten(grass, 0.1), { opacity: 0.6 });
  }
  // flower bed along the fence
  const flowers = ["#e76f6f", "#f2c14e", "#ffffff", "#b88fd9", "#f29ec4"];
  for (let k = 0; k < 70; k++) s.circle(r.float(0, s.w), lawnY + r.float(4, 26), r.float(4, 8), at(flowers, k + i));
  // stepping stones
  const pathX = r.int(480, 880);
  for (let k = 0; k < 6; k++) {
    const t = k / 5;
    const y = lawnY + 40 + t ** 1.4 * (s.h - lawnY - 60);
    const x = pathX + (t - 0.5) * r.float(-120, 120);
    s.ellipse(x, y, 36 + t * 60, 10 + t * 22, "#d9d3c7", { stroke: "#bdb5a8", "stroke-width": 2 });
  }
  // trees
  tree(s, r.int(120, 320), lawnY + 140, r.int(230, 300), at(["#5f9a5a", "#4f8a5b", "#6fa35f"], i));
  if (r.chance(0.7)) tree(s, r.int(1120, 1260), lawnY + 100, r.int(180, 240), at(["#6fa35f", "#5a8f4e", "#7aa85c"], i + 1));
  // bench or table
  const bx = pathX < s.w / 2 ? r.int(900, 1000) : Math.min(pathX - 200, r.int(470, 520));
  const by = lawnY + 150;
  shadow(s, bx, by + 4, 120, 12, 0.15);
  s.rect(bx - 110, by - 60, 220, 14, "#9c7b5c");
  s.rect(bx - 110, by - 110, 220, 12, "#9c7b5c");
  s.rect(bx - 110, by - 90, 220, 12, "#9c7b5c");
  for (const lx of [bx - 96, bx + 88]) s.rect(lx, by - 110, 8, 110, "#3a3f45");
}

// --- garage ----------------------------------------------------------------------------------

function drawGarage(s: Scene, r: Rng, i: number): void {
  const look = at(DAY_SKIES, i + 2);
  const roofY = r.int(110, 180);
  const groundY = 720;
  sky(s, look, groundY);
  clouds(s, r, 2, 40, roofY - 20, look.cloud);
  const brick = i % 2 === 0;
  const wallColor = brick ? at(["#b5654e", "#9e5a45", "#c07a5c"], i) : at(["#f3efe7", "#e3ded5", "#dcd8d0"], i);
  const wallFill = brick ? s.pattern(60, 24, brickTile(wallColor)) : wallColor;
  // building
  const x0 = r.int(0, 120);
  const x1 = s.w - r.int(0, 120);
  s.rect(x0, roofY, x1 - x0, groundY - roofY, wallFill);
  if (i % 3 === 1) {
    // pitched roof
    s.poly([x0 - 30, roofY + 10, x0 + 120, roofY - 100, x1 - 120, roofY - 100, x1 + 30, roofY + 10], at(["#4a4f56", "#5a3b33"], i));
  } else {
    s.rect(x0 - 10, roofY - 24, x1 - x0 + 20, 26, "#3a3f45");
  }
  s.rect(x0 - 10, roofY, x1 - x0 + 20, 12, "#8a9097");
  // garage door(s)
  const double = r.chance(0.4);
  const doorW = double ? 620 : 420;
  const doorH = 330;
  const dx = (s.w - doorW) / 2 + r.int(-140, 140);
  const doorColor = at(["#3a3f45", "#f3f3f1", "#8a6d52", "#6f7f8a", "#2f3338", "#e7e3da"], i);
  s.rect(dx - 16, groundY - doorH - 16, doorW + 32, doorH + 16, darken(wallColor, 0.3));
  s.rect(dx, groundY - doorH, doorW, doorH, doorColor);
  const panels = 5;
  for (let k = 1; k < panels; k++) {
    const y = groundY - doorH + (doorH * k) / panels;
    s.rect(dx, y - 2, doorW, 4, darken(doorColor, 0.25));
    s.rect(dx, y + 2, doorW, 2, lighten(doorColor, 0.2));
  }
  if (i % 2 === 1) for (let k = 0; k < 4; k++) s.rect(dx + 30 + k * ((doorW - 60) / 4) + 6, groundY - doorH + 18, (doorW - 60) / 4 - 12, 30, "#9fb8c8");
  s.rect(dx + doorW / 2 - 30, groundY - 34, 60, 8, darken(doorColor, 0.35), { rx: 3 });
  // side door and window
  const sideX = dx + doorW + 100 < x1 - 120 ? dx + doorW + 90 : dx - 200;
  s.rect(sideX - 10, groundY - 230, 120, 230, darken(wallColor, 0.3));
  s.rect(sideX, groundY - 220, 100, 220, at(ACCENTS, i + 1));
  s.rect(sideX + 18, groundY - 200, 64, 70, "#b9d1df");
  s.circle(sideX + 84, groundY - 110, 5, "#d9c27a");
  s.rect(sideX + 40, groundY - 270, 20, 26, "#2f3338", { rx: 4 });
  s.rect(sideX + 44, groundY - 248, 12, 8, "#fff1c9");
  const winX = sideX < dx ? dx + doorW + 80 : dx - 300;
  if (winX > x0 + 20 && winX + 220 < x1 - 20) windowPane(s, winX, roofY + 70, 220, 160, { frame: "#f8f6f2", glassTop: "#d5e9f4", glassBottom: "#6e95b0", cols: 2, frameWidth: 8, sill: "#d9d3c7" });
  // driveway
  const paver = at(["#b9b2a6", "#a8a29a", "#c9bfae", "#9b958c"], i);
  s.rect(0, groundY, s.w, s.h - groundY, "#7f9d63");
  s.poly([dx - 20, groundY, dx + doorW + 20, groundY, dx + doorW + 220, s.h, dx - 220, s.h], paver);
  for (let k = 1; k < 6; k++) {
    const t = (k / 6) ** 1.4;
    const y = groundY + t * (s.h - groundY);
    s.line(dx - 20 - t * 200, y, dx + doorW + 20 + t * 200, y, darken(paver, 0.18), 2);
  }
  for (let k = 0; k <= 8; k++) {
    const t = k / 8;
    s.line(dx - 20 + t * (doorW + 40), groundY, dx - 220 + t * (doorW + 440), s.h, darken(paver, 0.18), 2);
  }
  s.rect(0, groundY, s.w, 10, "#000", { opacity: 0.1 });
  // hedge and plants
  shrub(s, dx - 330, s.h - 40, 220, "#4f7f4a");
  shrub(s, dx + doorW + 330, s.h - 30, 200, "#5a8d52");
  pottedPlant(s, dx - 60, groundY + 10, 140, "#3f4a52");
}

// --- plot ------------------------------------------------------------------------------------

function drawPlot(s: Scene, r: Rng, i: number): void {
  const look = at(DAY_SKIES, i + 4);
  const horizonY = r.int(430, 500);
  sky(s, look, horizonY);
  clouds(s, r, r.int(3, 5), 60, horizonY - 150, look.cloud);
  // distant houses and trees
  for (let k = 0; k < r.int(3, 6); k++) {
    const x = r.int(0, s.w - 120);
    const w = r.int(80, 140);
    const c = mix(at(["#efe6da", "#b5654e", "#e3ded5"], k), look.bottom, 0.45);
    s.rect(x, horizonY - 50, w, 50, c);
    s.poly([x - 6, horizonY - 50, x + w / 2, horizonY - 90, x + w + 6, horizonY - 50], mix("#5a3b33", look.bottom, 0.45));
  }
  treeLine(s, r, horizonY, 50, mix("#5d8a56", look.bottom, 0.4));
  // the land: rough grass or bare soil
  const bare = i % 2 === 1;
  const land = bare ? "#b8a07c" : at(["#a9c07a", "#9fb873", "#b3c584"], i);
  s.rect(0, horizonY, s.w, s.h - horizonY, s.linear([[0, mix(land, look.bottom, 0.2)], [1, land]]));
  for (let k = 0; k < 140; k++) {
    const y = horizonY + r.float(0, 1) ** 1.5 * (s.h - horizonY);
    const t = (y - horizonY) / (s.h - horizonY);
    const x = r.float(0, s.w);
    s.line(x, y, x + r.float(-4, 4), y - 4 - t * 14, darken(land, 0.2), 1 + t * 2, { opacity: 0.6 });
  }
  // tyre tracks
  const tx = r.int(400, 900);
  for (const off of [0, 90]) s.path(d`M${tx + off * 0.2} ${horizonY} C${tx + off * 0.5} ${horizonY + 150} ${tx + off - 200} ${horizonY + 250} ${tx + off - 420} ${s.h}`, "none", { stroke: darken(land, 0.15), "stroke-width": 18, opacity: 0.6 });
  // boundary stakes with tape
  const stakes = [r.int(80, 200), r.int(1160, 1290)];
  const stakeY = horizonY + r.int(140, 200);
  for (const x of stakes) {
    s.rect(x - 5, stakeY - 80, 10, 90, "#c9a46b");
    s.rect(x - 5, stakeY - 80, 10, 14, "#d9413a");
  }
  s.line(stakes[0]!, stakeY - 60, stakes[1]!, stakeY - 60, "#e74c3c", 3, { "stroke-dasharray": "18 12" });
  // for-sale sign
  const sx = r.int(700, 1050);
  const sy = s.h - 120;
  const board = at(["#1f4e79", "#2f6f8f", "#3d5a80", "#1f4e79", "#2f6f8f", "#3d5a80"], i);
  shadow(s, sx, sy + 4, 150, 12, 0.2);
  for (const px of [sx - 110, sx + 100]) s.rect(px, sy - 300, 12, 300, "#8c6a4f");
  s.rect(sx - 150, sy - 320, 300, 170, board, { rx: 8 });
  s.rect(sx - 140, sy - 310, 280, 150, "none", { stroke: "#ffffff", "stroke-width": 3, rx: 6 });
  s.text(sx, sy - 245, i % 2 ? "À VENDRE" : "TE KOOP", 44, "#ffffff");
  s.rect(sx - 90, sy - 215, 180, 10, "#e0a84b", { rx: 5 });
  s.text(sx, sy - 175, "ZEEDIJK", 22, "#ffffff", { "letter-spacing": 4 });
}

// --- shop ------------------------------------------------------------------------------------

const SHOP_NAMES = ["CAFÉ", "BOUTIQUE", "DELI", "GALERIE", "BLOEMEN", "KOFFIE"];

function drawShop(s: Scene, r: Rng, i: number): void {
  const look = at(DAY_SKIES, i);
  const groundY = 800;
  sky(s, look, groundY);
  const wall = at(["#f3efe7", "#b5654e", "#e8d9c0", "#d6d9dc", "#efe4cf", "#cfd8dc"], i);
  const brick = wall === "#b5654e";
  const x0 = r.int(40, 140);
  const x1 = s.w - r.int(40, 140);
  neighbour(s, r, -30, x0 + 26, 40, groundY, look.bottom);
  neighbour(s, r, x1 + 4, s.w - x1 + 30, 90, groundY, look.bottom);
  s.rect(x0, 0, x1 - x0, groundY, brick ? s.pattern(60, 24, brickTile(wall)) : wall);
  // upper floor windows
  const cols = r.int(3, 5);
  for (let c = 0; c < cols; c++) {
    const w = ((x1 - x0) / cols) * 0.55;
    const x = x0 + ((x1 - x0) * (c + 0.5)) / cols - w / 2;
    windowPane(s, x, 50, w, 190, { frame: "#f8f6f2", glassTop: "#d5e9f4", glassBottom: "#6e95b0", cols: 2, rows: 2, frameWidth: 8, sill: "#d9d3c7" });
  }
  // shop front
  const frontTop = 330;
  const frontColor = at(["#2f5673", "#3f6e5a", "#2f3338", "#8c2f39", "#556b7d", "#3a3f45"], i);
  s.rect(x0 + 20, frontTop, x1 - x0 - 40, groundY - frontTop, frontColor);
  // sign board
  s.rect(x0 + 60, frontTop + 14, x1 - x0 - 120, 80, darken(frontColor, 0.2));
  s.text((x0 + x1) / 2, frontTop + 72, at(SHOP_NAMES, i), 48, "#f4e3b5", { "letter-spacing": 10 });
  // awning with stripes and scalloped edge
  const aTop = frontTop + 110;
  const aBottom = aTop + 90;
  const stripe = at(ACCENTS, i + 1);
  const ax0 = x0 + 40;
  const ax1 = x1 - 40;
  const n = 16;
  const sw = (ax1 - ax0 + 60) / n;
  for (let k = 0; k < n; k++) {
    const topX = ax0 + ((ax1 - ax0) * k) / n;
    const topX2 = ax0 + ((ax1 - ax0) * (k + 1)) / n;
    const botX = ax0 - 30 + sw * k;
    s.poly([topX, aTop, topX2, aTop, botX + sw, aBottom, botX, aBottom], k % 2 ? "#fbf8f1" : stripe);
    s.path(d`M${botX} ${aBottom} a${sw / 2} ${sw / 2.4} 0 0 0 ${sw} 0 Z`, k % 2 ? "#fbf8f1" : stripe);
  }
  s.rect(ax0 - 30, aBottom + sw / 2.4, ax1 - ax0 + 60, 14, "#000", { opacity: 0.08 });
  // display windows and door
  const doorW = 150;
  const doorX = x0 + (x1 - x0) * r.float(0.35, 0.6);
  const winY = aBottom + 40;
  const winH = groundY - winY - 50;
  const panes: [number, number][] = [
    [x0 + 50, doorX - 30],
    [doorX + doorW + 30, x1 - 50],
  ];
  for (const [a, b] of panes) {
    windowPane(s, a, winY, b - a, winH, { frame: darken(frontColor, 0.3), glassTop: "#d3e6ef", glassBottom: "#7f9fb2", frameWidth: 10 });
    // goods on shelves inside
    for (let sh = 0; sh < 2; sh++) {
      const y = winY + winH * (0.45 + sh * 0.3);
      s.rect(a + 20, y, b - a - 40, 6, "#e9e2d4", { opacity: 0.8 });
      for (let x = a + 30; x < b - 60; x += r.float(40, 70)) {
        const gh = r.float(26, 60);
        s.rect(x, y - gh, r.float(20, 36), gh, at(ACCENTS, Math.round(x) + sh), { opacity: 0.75 });
      }
    }
  }
  s.rect(doorX, winY - 30, doorW, groundY - winY + 30, darken(frontColor, 0.3));
  s.rect(doorX + 14, winY - 16, doorW - 28, groundY - winY + 16, "#9fbccb");
  s.rect(doorX + doorW - 34, winY + 150, 8, 70, "#d9c27a", { rx: 4 });
  // pavement
  s.rect(0, groundY, s.w, s.h - groundY, s.linear([[0, "#c9c3b8"], [1, "#ddd7cc"]]));
  for (let x = 0; x < s.w; x += 60) s.line(x, groundY, x - 40, s.h, "#b3ada2", 2);
  for (const y of [groundY + 30, groundY + 70]) s.line(0, y, s.w, y, "#b3ada2", 2);
  s.rect(0, groundY, s.w, 8, "#9e988e");
  pottedPlant(s, x0 + 40, groundY + 40, 180, "#3f4a52");
  pottedPlant(s, x1 - 40, groundY + 40, 180, "#3f4a52");
  // a bicycle or sandwich board
  if (r.chance(0.5)) {
    const bx = doorX + doorW + r.int(60, 140);
    s.poly([bx - 40, groundY + 60, bx, groundY - 70, bx + 40, groundY + 60], "#2f3338");
    s.rect(bx - 26, groundY - 30, 52, 60, "#3f4a52");
    for (let k = 0; k < 3; k++) s.rect(bx - 18, groundY - 18 + k * 16, 36, 4, "#f4f1ea");
  } else {
    const bx = doorX - r.int(120, 200);
    for (const wx of [bx - 50, bx + 50]) s.circle(wx, groundY + 40, 38, "none", { stroke: "#2f3338", "stroke-width": 5 });
    s.path(d`M${bx - 50} ${groundY + 40} L${bx - 10} ${groundY - 10} L${bx + 30} ${groundY - 10} L${bx + 50} ${groundY + 40} M${bx - 10} ${groundY - 10} L${bx} ${groundY + 40} L${bx + 30} ${groundY - 10} M${bx - 14} ${groundY - 22} h20 M${bx + 30} ${groundY - 10} l6 -22 h14`, "none", {
      stroke: at(ACCENTS, i + 2), "stroke-width": 6, "stroke-linecap": "round", "stroke-linejoin": "round",
    });
  }
}

// --- team portraits ------------------------------------------------------------------------------

interface Portrait {
  bg: string;
  skin: string;
  hair: string;
  clothes: string;
  style: "long" | "short" | "bun" | "curly" | "bob";
  glasses?: boolean;
  beard?: boolean;
}

/** Order follows the team (Lieve, Pieter, Sofie, Thomas, Elke). */
const PORTRAITS: Portrait[] = [
  { bg: "#cfe3ea", skin: "#f1c9a5", hair: "#8a5a3b", clothes: "#2f6f8f", style: "long" },
  { bg: "#f3d9c6", skin: "#e8b98f", hair: "#3b2e2a", clothes: "#3d5a80", style: "short", glasses: true },
  { bg: "#dcd3ec", skin: "#f3d2b6", hair: "#d9b26b", clothes: "#c95f6b", style: "bun" },
  { bg: "#d6e6d2", skin: "#c98f68", hair: "#2a211d", clothes: "#4f5d6b", style: "curly", beard: true },
  { bg: "#f5e6bd", skin: "#f0c4a0", hair: "#6b3a2a", clothes: "#4f8a74", style: "bob" },
];

function drawPortrait(s: Scene, r: Rng, p: Portrait): void {
  const cx = s.w / 2;
  s.rect(0, 0, s.w, s.h, s.linear([[0, lighten(p.bg, 0.25)], [1, p.bg]]));
  // soft background shapes
  s.circle(r.float(80, 220), r.float(80, 240), r.float(120, 200), lighten(p.bg, 0.35), { opacity: 0.6 });
  s.circle(r.float(580, 740), r.float(520, 720), r.float(140, 220), darken(p.bg, 0.05), { opacity: 0.6 });
  const headY = 330;
  const shade = darken(p.skin, 0.12);
  // hair behind the head
  if (p.style === "long") s.path(d`M${cx - 150} ${headY} C${cx - 170} ${headY - 200} ${cx + 170} ${headY - 200} ${cx + 150} ${headY} L${cx + 175} ${headY + 300} L${cx - 175} ${headY + 300} Z`, p.hair);
  if (p.style === "bob") s.path(d`M${cx - 150} ${headY} C${cx - 170} ${headY - 200} ${cx + 170} ${headY - 200} ${cx + 150} ${headY} L${cx + 160} ${headY + 150} Q${cx} ${headY + 175} ${cx - 160} ${headY + 150} Z`, p.hair);
  if (p.style === "bun") s.circle(cx, headY - 175, 62, p.hair);
  // shoulders
  s.path(d`M${cx - 290} ${s.h} C${cx - 280} ${s.h - 190} ${cx - 190} ${s.h - 240} ${cx} ${s.h - 250} C${cx + 190} ${s.h - 240} ${cx + 280} ${s.h - 190} ${cx + 290} ${s.h} Z`, p.clothes);
  // neck
  s.rect(cx - 50, headY + 90, 100, 200, shade, { rx: 40 });
  // collar: a v-neck shirt under a jacket
  s.path(d`M${cx - 70} ${s.h - 255} L${cx} ${s.h - 150} L${cx + 70} ${s.h - 255} Z`, p.style === "short" || p.style === "curly" ? "#f4f4f2" : shade);
  s.path(d`M${cx - 50} ${s.h - 258} L${cx} ${s.h - 190} L${cx + 50} ${s.h - 258} Z`, shade);
  s.path(d`M${cx - 75} ${s.h - 255} L${cx - 10} ${s.h - 120} L${cx - 40} ${s.h} L${cx - 150} ${s.h - 230} Z`, darken(p.clothes, 0.15));
  s.path(d`M${cx + 75} ${s.h - 255} L${cx + 10} ${s.h - 120} L${cx + 40} ${s.h} L${cx + 150} ${s.h - 230} Z`, darken(p.clothes, 0.15));
  // head and ears
  s.ellipse(cx - 122, headY + 10, 22, 34, shade);
  s.ellipse(cx + 122, headY + 10, 22, 34, shade);
  s.ellipse(cx, headY, 125, 150, p.skin);
  if (p.beard) s.path(d`M${cx - 122} ${headY + 10} Q${cx - 115} ${headY + 155} ${cx} ${headY + 155} Q${cx + 115} ${headY + 155} ${cx + 122} ${headY + 10} Q${cx + 95} ${headY + 80} ${cx} ${headY + 85} Q${cx - 95} ${headY + 80} ${cx - 122} ${headY + 10} Z`, p.hair);
  // hair on top
  // the cap peaks a little above the top of the head (cubic peak = 1/4 end + 3/4 control)
  const cap = d`M${cx - 132} ${headY + 10} C${cx - 160} ${headY - 225} ${cx + 160} ${headY - 225} ${cx + 132} ${headY + 10}`;
  if (p.style === "short") s.path(`${cap} ${d`C${cx + 115} ${headY - 70} ${cx + 40} ${headY - 100} ${cx - 30} ${headY - 85} C${cx - 90} ${headY - 72} ${cx - 122} ${headY - 40} ${cx - 132} ${headY + 10} Z`}`, p.hair);
  else if (p.style === "curly") {
    for (let k = 0; k < 11; k++) {
      const a = Math.PI + (k / 10) * Math.PI;
      s.circle(cx + Math.cos(a) * 118, headY - 30 + Math.sin(a) * 122, 38, p.hair);
    }
  } else {
    // side parting with a soft fringe
    s.path(`${cap} ${d`C${cx + 110} ${headY - 80} ${cx + 20} ${headY - 100} ${cx - 30} ${headY - 62} C${cx - 80} ${headY - 30} ${cx - 120} ${headY - 30} ${cx - 132} ${headY + 10} Z`}`, p.hair);
  }
  // a calm, minimal face
  const eyeY = headY + 10;
  s.ellipse(cx - 45, eyeY, 9, 11, "#3a2e2a");
  s.ellipse(cx + 45, eyeY, 9, 11, "#3a2e2a");
  s.ellipse(cx - 70, eyeY + 50, 22, 12, "#e89a8a", { opacity: 0.35 });
  s.ellipse(cx + 70, eyeY + 50, 22, 12, "#e89a8a", { opacity: 0.35 });
  s.path(d`M${cx - 34} ${eyeY + 70} Q${cx} ${eyeY + 96} ${cx + 34} ${eyeY + 70}`, "none", { stroke: darken(p.skin, 0.4), "stroke-width": 6, "stroke-linecap": "round" });
  if (p.glasses) {
    for (const gx of [cx - 45, cx + 45]) s.circle(gx, eyeY, 32, "none", { stroke: "#2d2d30", "stroke-width": 6 });
    s.line(cx - 13, eyeY, cx + 13, eyeY, "#2d2d30", 6);
  }
}

// --- logo --------------------------------------------------------------------------------------

function logoSvg(): string {
  const s = new Scene(240, 96);
  s.rect(0, 0, 240, 96, "#ffffff");
  s.rect(6, 6, 228, 84, "none", { stroke: "#1f3a5f", "stroke-width": 4, rx: 12 });
  s.text(120, 61, "BIV · IPI", 34, "#1f3a5f");
  return s.toSvg();
}

// ---------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------

const DRAWERS: Record<PhotoKind, (s: Scene, r: Rng, i: number) => void> = {
  facade: drawFacade,
  living: drawLiving,
  kitchen: drawKitchen,
  bedroom: drawBedroom,
  bathroom: drawBathroom,
  terrace: drawTerrace,
  view: drawView,
  garden: drawGarden,
  garage: drawGarage,
  plot: drawPlot,
  shop: drawShop,
};

interface Job {
  file: string;
  render: () => Promise<Buffer>;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The SVG of one property picture (exported for tests and previews). */
export function photoSvg(kind: PhotoKind, number: number): string {
  const s = new Scene(W, H);
  DRAWERS[kind](s, new Rng(hash(`${kind}-${pad(number)}`)), number - 1);
  return s.toSvg();
}

export function teamSvg(number: number): string {
  const s = new Scene(800, 800);
  drawPortrait(s, new Rng(hash(`team-${pad(number)}`)), at(PORTRAITS, number - 1));
  return s.toSvg();
}

function jobs(): Job[] {
  const list: Job[] = [];
  for (const kind of PHOTO_KINDS) {
    for (let n = 1; n <= PER_KIND; n++) {
      list.push({ file: `${kind}-${pad(n)}.jpg`, render: () => sharp(Buffer.from(photoSvg(kind, n))).jpeg(JPEG).toBuffer() });
    }
  }
  for (let n = 1; n <= TEAM_COUNT; n++) {
    list.push({ file: `team-${pad(n)}.jpg`, render: () => sharp(Buffer.from(teamSvg(n))).jpeg(JPEG).toBuffer() });
  }
  list.push({ file: "logo-biv.png", render: () => sharp(Buffer.from(logoSvg())).png({ compressionLevel: 9 }).toBuffer() });
  return list;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Draws the demo pictures into outDir (created if needed) and returns the paths of all of them,
 * written now or already present. Existing files are kept unless force is true.
 */
export async function generateDemoImages(outDir: string, options: { force?: boolean } = {}): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const list = jobs();
  const paths: string[] = new Array(list.length);
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const index = next++;
      const job = list[index]!;
      const file = path.join(outDir, job.file);
      paths[index] = file;
      if (!options.force && (await exists(file))) continue;
      // write next to the target, then rename: a half-written file never looks "present"
      const tmp = `${file}.${process.pid}.tmp`;
      try {
        await writeFile(tmp, await job.render());
        await rename(tmp, file);
      } catch (error) {
        await unlink(tmp).catch(() => undefined);
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return paths;
}

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;

if (invokedDirectly) {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const outDir = args.find((a) => !a.startsWith("--")) ?? "data/demo-images";
  const started = performance.now();
  const files = await generateDemoImages(outDir, { force });
  console.log(`${files.length} demo images in ${outDir} (${((performance.now() - started) / 1000).toFixed(2)} s)`);
}
