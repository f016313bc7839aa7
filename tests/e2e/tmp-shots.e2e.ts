import { test, expect } from './fixtures';
test('shots', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('./new/?game=sevenwonders');
  await page.getByLabel('Number of players').selectOption('3');
  for (let i = 1; i < 3; i++) await page.locator('li.seat').nth(i).getByLabel('Bot', { exact: true }).selectOption('random');
  await page.getByLabel('Seed').fill('shots-1');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Fast bots').check();
  await expect(page.locator('.hand')).toBeVisible();
  // play until a trade payment chooser can be shown
  for (let turn = 0; turn < 12; turn++) {
    await expect(page.locator('.sw[data-acting="true"]')).toBeVisible();
    const tiles = page.locator('.hand button.tile');
    const n = await tiles.count();
    let shown = false;
    for (let i = 0; i < n && !shown; i++) {
      await tiles.nth(i).click();
      const pay = page.locator('.panel').getByRole('button', { name: /choose how to pay/ }).and(page.locator('button:not([aria-disabled])'));
      if ((await pay.count()) > 0) { await pay.first().click(); shown = (await page.locator('.pay button.option').count()) > 1; if (!shown) await page.getByRole('button', { name: 'Back' }).click(); }
    }
    if (shown) {
      await page.locator('.pay').scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/sw-shots/pay-360.png' });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.locator('.pay').scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/sw-shots/pay-1440.png' });
      break;
    }
    const before = Number(await page.locator('.table').getAttribute('data-moves'));
    await tiles.first().click();
    await page.locator('.panel .actions button:not([aria-disabled]):not(.cancel)').last().click();
    await expect.poll(async () => Number(await page.locator('.table').getAttribute('data-moves'))).toBeGreaterThan(before);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  const chip = page.locator('.city.rel-own .chips li').first();
  if (await chip.count()) { await chip.hover(); await page.waitForTimeout(200); await page.screenshot({ path: '/tmp/sw-shots/tip-1440.png' }); }
  await page.getByText('Rules reference').click();
  await page.locator('.rules').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/sw-shots/rules-1440.png', fullPage: true });
});
