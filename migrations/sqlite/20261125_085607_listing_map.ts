import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * zonesContaining of src/domain/zones.ts (with parsePolygon and insidePolygon of search-profile.ts, and the
 * 0.01° grid of public-place.ts) as it was when this migration was written: a migration is a fixed step that
 * Node loads on its own, so it keeps its own copy rather than following later changes.
 */
type Point = { lat: number; lng: number }
type Polygon = Point[]

function parsePolygon(text: string): Polygon {
  return text
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split(',').map(Number))
    .filter((pair): pair is [number, number] => pair.length === 2 && pair.every(Number.isFinite))
    .map(([lat, lng]) => ({ lat, lng }))
}

function insidePolygon(point: Point, polygon: Polygon): boolean {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!
    const b = polygon[j]!
    if (a.lng > point.lng !== b.lng > point.lng && point.lat < ((b.lat - a.lat) * (point.lng - a.lng)) / (b.lng - a.lng) + a.lat) inside = !inside
  }
  return inside
}

function segmentsMeet(a: Point, b: Point, c: Point, d: Point): boolean {
  const side = (p: Point, q: Point, r: Point) => Math.sign((q.lng - p.lng) * (r.lat - p.lat) - (q.lat - p.lat) * (r.lng - p.lng))
  const [d1, d2, d3, d4] = [side(c, d, a), side(c, d, b), side(a, b, c), side(a, b, d)]
  if (d1 === 0 && d2 === 0 && d3 === 0 && d4 === 0) {
    const overlap = (key: 'lat' | 'lng') => Math.max(Math.min(a[key], b[key]), Math.min(c[key], d[key])) <= Math.min(Math.max(a[key], b[key]), Math.max(c[key], d[key]))
    return overlap('lat') && overlap('lng')
  }
  return d1 * d2 <= 0 && d3 * d4 <= 0
}

function polygonMeetsCell(polygon: Polygon, centre: Point, half: number): boolean {
  const within = (point: Point) => Math.abs(point.lat - centre.lat) <= half && Math.abs(point.lng - centre.lng) <= half
  const corners: Point[] = [
    { lat: centre.lat - half, lng: centre.lng - half },
    { lat: centre.lat - half, lng: centre.lng + half },
    { lat: centre.lat + half, lng: centre.lng + half },
    { lat: centre.lat + half, lng: centre.lng - half },
  ]
  if (polygon.some(within) || corners.some((corner) => insidePolygon(corner, polygon))) return true
  return polygon.some((a, i) => corners.some((c, j) => segmentsMeet(a, polygon[(i + 1) % polygon.length]!, c, corners[(j + 1) % 4]!)))
}

/** A published address: the zones holding its point; a hidden one: every zone its 0.01° grid cell overlaps. */
function zonesContaining(latitude: unknown, longitude: unknown, exact: boolean, zones: Map<number, Polygon[]>): number[] {
  const lat = latitude === null ? NaN : Number(latitude)
  const lng = longitude === null ? NaN : Number(longitude)
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return []
  const holds = (polygon: Polygon) => (exact ? insidePolygon({ lat, lng }, polygon) : polygonMeetsCell(polygon, { lat, lng }, 0.005))
  return [...zones.entries()]
    .filter(([, polygons]) => polygons.some(holds))
    .map(([id]) => id)
    .sort((a, b) => a - b)
}

function zonesOf(rows: { id: unknown; coordinates: string | null }[]): Map<number, Polygon[]> {
  const zones = new Map<number, Polygon[]>()
  for (const row of rows) {
    const id = Number(row.id)
    if (!zones.has(id)) zones.set(id, [])
    const polygon = parsePolygon(row.coordinates ?? '')
    if (polygon.length >= 3) zones.get(id)!.push(polygon)
  }
  return zones
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`settings_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_numbers_order_parent_idx\` ON \`settings_numbers\` (\`order\`,\`parent_id\`);`)
  // Existing properties get the zones their public point lies in now, as the save hook would (ADR 0031).
  const zones = zonesOf(await db.all<{ id: number; coordinates: string | null }>(sql`SELECT r.\`id\` AS id, p.\`coordinates\` AS coordinates FROM \`regions\` r LEFT JOIN \`regions_polygons\` p ON p.\`_parent_id\` = r.\`id\` ORDER BY r.\`id\`, p.\`_order\``))
  await db.run(sql`DELETE FROM \`properties_numbers\` WHERE \`path\` = 'regionIds'`)
  const properties = await db.all<{ id: number; latitude: number | null; longitude: number | null; exact: unknown }>(
    sql`SELECT \`id\` AS id, \`public_latitude\` AS latitude, \`public_longitude\` AS longitude, \`publish_address\` AS exact FROM \`properties\``,
  )
  for (const property of properties) {
    for (const [index, zone] of zonesContaining(property.latitude, property.longitude, property.exact === 1 || property.exact === true, zones).entries()) {
      await db.run(sql`INSERT INTO \`properties_numbers\` (\`order\`, \`parent_id\`, \`path\`, \`number\`) VALUES (${index + 1}, ${property.id}, 'regionIds', ${zone})`)
    }
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`settings_numbers\`;`)
  await db.run(sql`DELETE FROM \`properties_numbers\` WHERE \`path\` = 'regionIds'`)
}
