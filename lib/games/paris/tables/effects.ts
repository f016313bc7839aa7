/**
 * What a bonus tile or an End Game tile does, as data (the two families share most effects).
 * Resource and prestige tiles are the item itself (known rule): they are spent or sold, never
 * swapped for supply tokens.
 */
export type TileEffect =
  /** Francs and/or VP at once (bonus 1/5/7/12/22, End Game E1–E3). */
  | { readonly kind: 'gain'; readonly francs: number; readonly vp: number }
  /** Counts as 1 resource token of one type (bonus 2/3/4): RESOURCES index. */
  | { readonly kind: 'resource'; readonly resource: number }
  /** Counts as `units` resource tokens of your choice (bonus 10, 21, End Game E4). */
  | { readonly kind: 'resourceAny'; readonly units: number }
  /** Counts as `units` prestige tokens of your choice (bonus 8, 19, End Game E5). */
  | { readonly kind: 'prestigeAny'; readonly units: number }
  /** VP for each building of one value you occupy (bonus 6/11/15/18/26/28). */
  | { readonly kind: 'perBuilding'; readonly value: number; readonly vpEach: number }
  /** VP for each landmark you occupy (bonus 29, End Game E6). */
  | { readonly kind: 'perLandmark'; readonly vpEach: number }
  /** VP for each of your keys on a building or landmark (End Game E7). */
  | { readonly kind: 'perPlacedKey'; readonly vpEach: number }
  /** VP for each district whose highest occupied tile holds your key (End Game E8). */
  | { readonly kind: 'perTopDistrict'; readonly vpEach: number }
  /** One move onto a tile you already occupy; it then counts double (bonus 9, End Game E12). */
  | { readonly kind: 'stackOwn' }
  /** One move onto a tile an opponent occupies (bonus 16, End Game E11). */
  | { readonly kind: 'shareOpponent' }
  /** Pay `price` francs for one of your spare keys; with none left, `fallbackVp` (0 = not usable). */
  | { readonly kind: 'extraKey'; readonly price: number; readonly fallbackVp: number }
  /** Take a bonus tile as after a value-1 building; if you cannot, `fallbackVp` (End Game E10). */
  | { readonly kind: 'bonusTake'; readonly fallbackVp: number }
  /** Take any bonus tile from the track; the meeple stays (bonus 17). */
  | { readonly kind: 'takeAny' }
  /** Meeple back up to `max` positions, take the tile there (bonus 25). */
  | { readonly kind: 'stepBack'; readonly max: number }
  /** VP per other unused bonus tile held, by player count 2/3/4 (bonus 20). */
  | { readonly kind: 'unusedTiles'; readonly vpByPlayers: readonly [number, number, number] }
  /** Return pairs of identical prestige tokens: VP per pair by player count (bonus 23). */
  | { readonly kind: 'prestigePairs'; readonly vpByPlayers: readonly [number, number, number] }
  /** Return pairs of identical resource tokens: VP per pair by player count (bonus 24). */
  | { readonly kind: 'resourcePairs'; readonly vpByPlayers: readonly [number, number, number] }
  /** Never activated: VP per franc at the end (bonus 27). */
  | { readonly kind: 'endMoney'; readonly vpPerFranc: number }
  /** VP by the number of distinct types occupied (landmarks = one type): vp[types] (bonus 30). */
  | { readonly kind: 'variety'; readonly vpByTypes: readonly number[] };

export type EffectKind = TileEffect['kind'];
