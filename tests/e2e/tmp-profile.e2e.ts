import { test, expect } from './fixtures';
test('profile long tasks', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./new/?game=sevenwonders');
  await page.getByLabel('Number of players').selectOption('3');
  for (let i = 0; i < 3; i++) {
    const seat = page.locator('li.seat').nth(i);
    await seat.getByLabel('Played by').selectOption('bot');
    await seat.getByLabel('Bot', { exact: true }).selectOption('random');
  }
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/play\/\?match=/);
  await page.evaluate(() => {
    const w = window as any;
    w.longTasks = [];
    w.marks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask' });
    const t = document.querySelector('.table')!;
    new MutationObserver(() => w.marks.push([Math.round(performance.now()), t.getAttribute('data-moves')])).observe(t, { attributes: true, attributeFilter: ['data-moves'] });
  });
  await page.getByLabel('Fast bots').check();
  await expect(page.getByRole('region', { name: 'Final scores' })).toBeVisible({ timeout: 90_000 });
  const r = await page.evaluate(() => ({ l: (window as any).longTasks, m: (window as any).marks }));
  console.log(JSON.stringify(r.l));
  for (const [s, d] of r.l) console.log('long', s, d, 'moves around', JSON.stringify(r.m.filter((x: any) => x[0] >= s - 5 && x[0] <= s + d + 5)));
});
