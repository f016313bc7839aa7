import { test, expect } from './fixtures';
test('cpu profile fn 5p', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./new/?game=sevenwonders');
  await page.getByLabel('Number of players').selectOption('5');
  for (let i = 0; i < 5; i++) {
    const seat = page.locator('li.seat').nth(i);
    await seat.getByLabel('Played by').selectOption('bot');
    await seat.getByLabel('Bot', { exact: true }).selectOption('random');
  }
  await page.getByLabel('Seed').fill('prof');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/play\/\?match=/);
  await page.waitForTimeout(800);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.getByLabel('Fast bots').check();
  await page.locator('section.sheet').waitFor({ timeout: 90_000 });
  const { profile } = await cdp.send('Profiler.stop');
  const nodes = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id);
  const dt = profile.timeDeltas!;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const key = (n: any) => `${n.callFrame.functionName || '(anon)'}@${(n.callFrame.url || '').split('/').pop()}:${n.callFrame.lineNumber}`;
  profile.samples!.forEach((id: number, i: number) => {
    const us = dt[i] ?? 0;
    const n: any = nodes.get(id);
    if (n.callFrame.functionName === '(idle)') return;
    self.set(key(n), (self.get(key(n)) ?? 0) + us);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const k = key(nodes.get(cur));
      if (!seen.has(k)) { seen.add(k); total.set(k, (total.get(k) ?? 0) + us); }
    }
  });
  const fmt = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 45).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(5)} ${k}`).join('\n');
  console.log('SELF\n' + fmt(self) + '\nTOTAL\n' + fmt(total));
});
