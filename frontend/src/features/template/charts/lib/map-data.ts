// The map's sample layers: RiskHub's (fictional) offices, a flood risk zone
// and a data centre's recovery radius; and whether tiles can be drawn.

export type Office = { id: string; position: [number, number]; staff: number; head?: boolean };

export const OFFICES: readonly Office[] = [
  { id: 'berlin', position: [52.52, 13.405], staff: 240, head: true },
  { id: 'paris', position: [48.8566, 2.3522], staff: 85 },
  { id: 'lisbon', position: [38.7223, -9.1393], staff: 60 },
  { id: 'london', position: [51.5074, -0.1278], staff: 72 },
  { id: 'zurich', position: [47.3769, 8.5417], staff: 38 },
  { id: 'warsaw', position: [52.2297, 21.0122], staff: 45 },
];

/** The Rhine flood risk zone (a rough outline around Cologne and Bonn). */
export const FLOOD_ZONE: [number, number][] = [
  [51.35, 6.35],
  [51.05, 7.35],
  [50.45, 7.75],
  [50.0, 7.5],
  [50.3, 6.55],
  [50.85, 6.15],
];

/** The Frankfurt data centre and the radius (metres) of its recovery site. */
export const DATA_CENTRE = { center: [50.1109, 8.6821] as [number, number], radius: 150_000 };

/** Lines of latitude and longitude every `step` degrees over Europe (the "Grid" base layer). */
export function graticule(step = 5): [number, number][][] {
  const lines: [number, number][][] = [];
  for (let lat = 30; lat <= 70; lat += step) lines.push([[lat, -30], [lat, 45]]);
  for (let lng = -30; lng <= 45; lng += step) lines.push([[30, lng], [70, lng]]);
  return lines;
}

/** The tile pattern to use: a trimmed `MAP_TILE_URL`, or null (then no tile is requested). */
export function tileUrl(configured: string | null | undefined): string | null {
  const url = configured?.trim();
  return url ? url : null;
}
