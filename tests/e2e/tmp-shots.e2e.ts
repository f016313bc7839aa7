import { test, expect } from './fixtures';
test('shots 6p', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('./new/?game=sevenwonders');
  await page.getByLabel('Number of players').selectOption('6');
  for (let i = 1; i < 6; i++) await page.locator('li.seat').nth(i).getByLabel('Bot', { exact: true }).selectOption('random');
  await page.getByLabel('Seed').fill('shots-6');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Fast bots').check();
  for (let turn = 0; turn < 8; turn++) {
    await expect(page.locator('.sw[data-acting="true"]')).toBeVisible();
    const before = Number(await page.locator('.table').getAttribute('data-moves'));
    await page.locator('.hand button.tile').first().click();
    await page.locator('.panel .actions button:not([aria-disabled]):not(.cancel)').last().click();
    await expect.poll(async () => Number(await page.locator('.table').getAttribute('data-moves'))).toBeGreaterThan(before);
  }
  await expect(page.locator('.sw[data-acting="true"]')).toBeVisible();
  const others = page.locator('.others details');
  await expect(others).toHaveCount(3);
  await others.first().locator('summary').click();
  await expect(others.first().locator('.city')).toBeVisible();
  await others.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/sw-shots/others-1440.png' });
  await page.setViewportSize({ width: 360, height: 740 });
  await others.nth(1).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/sw-shots/others-360.png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
