import { test, expect } from './fixtures';
test('debug', async ({ page }) => {
  test.setTimeout(60000);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('./new/?game=caylus');
  await page.getByLabel('Number of players').selectOption('2');
  const seats = page.locator('li.seat');
  await seats.nth(0).getByLabel('Played by').selectOption('human');
  await seats.nth(1).getByLabel('Played by').selectOption('bot');
  await page.getByRole('button', { name: 'Start game' }).click();
  const board = page.locator('.caylus');
  await expect(board).toBeVisible();
  await page.getByLabel('Fast bots').check();
  const prompt = page.locator('section.prompt[data-mine="true"]');
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.longTasks.push(Math.round(e.duration)); }).observe({ type: 'longtask' });
  });
  const times: number[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  // play some decisions: place on road or pass
  for (let i = 0; i < Number(process.env.DBG_STEPS ?? 0); i++) {
    await expect(prompt).toBeVisible({ timeout: 20000 });
    const before = Number(await page.locator('.table').getAttribute('data-moves'));
    const step = prompt.locator('[data-step]');
    let b;
    if (await step.isVisible()) b = step.locator('ul button').first();
    else {
      const kind = await prompt.getAttribute('data-kind');
      const real = prompt.locator('button[data-option]:not([data-quiet])');
      if (kind === 'place') { const s = prompt.locator('button[data-type="place"][data-target^="road:"], button[data-type="place"][data-target="castle"]'); b = (await s.count()) ? s.first() : prompt.locator('button[data-type="pass"]'); }
      else if (kind === 'provost' || kind === 'guild') b = prompt.locator('button[data-quiet]').first();
      else b = (await real.count()) ? real.first() : prompt.locator('button[data-option]').first();
    }
    const v = Number((await b.getAttribute('data-variants')) ?? 1);
    const t0 = Date.now();
    await b.click();
    if (v > 1) await expect(step).toBeVisible(); else await expect(page.locator('.table')).not.toHaveAttribute('data-moves', String(before));
    await expect(prompt).toBeVisible({ timeout: 20000 });
    times.push(Date.now() - t0);
  }
  console.log('times', times.join(' '));
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const n = byId.get(id)!;
    const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
  console.log('long', await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.join(' ')));
  await expect(prompt).toBeVisible({ timeout: 20000 });
  for (const [w, h] of [[360, 740], [1440, 900]]) {
    await page.setViewportSize({ width: w, height: h });
    console.log(w, await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth));
    for (const sel of ['section.prompt', '.road-box', '.specials', '.bridge', '.castle', '.favours', '.players', '.stock', '.events', '.turnbar', '.seats']) {
      const loc = page.locator(sel).first();
      if (await loc.count()) await loc.screenshot({ path: `/tmp/cay/${w}-${sel.replace(/\W/g, '')}.png` });
    }
    await page.screenshot({ path: `/tmp/cay/${w}-full.png`, fullPage: true });
  }
});
