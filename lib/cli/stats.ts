/** Statistics for the bot benchmarks' reports. */

/**
 * The 95% Wilson score interval of a win rate: `wins` (fractional when wins are shared) out of
 * `n` games, as [low, high]. Unlike the normal approximation it stays inside [0, 1] and is
 * honest near 0 and 1 and for small n, which is where the benchmarks' win rates sit.
 */
export function wilson95(wins: number, n: number): [number, number] {
  if (n <= 0) return [0, 1];
  const z = 1.959964;
  const p = wins / n;
  const z2n = (z * z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2n / (4 * n))) / (1 + z2n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Milliseconds of CPU time this process has used (user + system): what a loaded machine does not inflate the way it inflates wall time. */
export function cpuMs(): number {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
}
