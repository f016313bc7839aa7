import { test, expect } from './fixtures';
for (let k = 0; k < 4; k++)
test('profile long tasks ' + k, async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./new/?game=sevenwonders');
  await page.getByLabel('Number of players').selectOption(String(3 + k));
  for (let i = 0; i < 3 + k; i++) {
    const seat = page.locator('li.seat').nth(i);
    await seat.getByLabel('Played by').selectOption('bot');
    await seat.getByLabel('Bot', { exact: true }).selectOption('random');
  }
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/play\/\?match=/);
  await expect(page.locator('.sw')).toBeVisible();
  await page.evaluate(() => {
    const w = window as any;
    w.longTasks = [];
    w.marks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask' });
    w.loaf = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any) w.loaf.push({ d: Math.round(e.duration), block: Math.round(e.blockingDuration), layout: Math.round(e.startTime + e.duration - e.styleAndLayoutStart), render: Math.round(e.renderStart ? e.startTime + e.duration - e.renderStart : 0), scripts: e.scripts.map((x: any) => [Math.round(x.duration), x.invoker, x.sourceFunctionName, (x.sourceURL || '').split('/').pop()]) });
    }).observe({ type: 'long-animation-frame' });
    const t = document.querySelector('.table')!;
    new MutationObserver(() => w.marks.push([Math.round(performance.now()), t.getAttribute('data-moves')])).observe(t, { attributes: true, attributeFilter: ['data-moves'] });
  });
  await page.getByLabel('Fast bots').check();
  await page.locator('section.sheet').waitFor({ timeout: 90_000 });
  const r = await page.evaluate(() => ({ l: (window as any).longTasks, m: (window as any).marks, f: (window as any).loaf }));
  for (const f of r.f) if (f.block > 0) console.log('  loaf', JSON.stringify(f));
  console.log(3 + k, 'players; moves', r.m.length, 'long tasks', JSON.stringify(r.l));
  for (const [s, d] of r.l) console.log('  long', s, d, 'moves around', JSON.stringify(r.m.filter((x: any) => x[0] >= s - 5 && x[0] <= s + d + 5)));
});
