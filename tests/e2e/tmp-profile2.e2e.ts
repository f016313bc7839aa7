import { test, expect } from './fixtures';
test('cpu profile 5p', async ({ page }) => {
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
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const dt = profile.timeDeltas!;
  const byUrl = new Map<string, number>();
  let busy = 0;
  profile.samples!.forEach((id: number, i: number) => {
    const n: any = byId.get(id);
    const fn = n.callFrame.functionName;
    if (fn === '(idle)') return;
    const us = dt[i] ?? 0;
    busy += us;
    const key = n.callFrame.url ? n.callFrame.url.split('/').pop() : fn;
    byUrl.set(key, (byUrl.get(key) ?? 0) + us);
  });
  console.log('BUSY', (busy / 1000).toFixed(0), 'ms', [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k}=${(v / 1000).toFixed(0)}`).join(' '));
});
