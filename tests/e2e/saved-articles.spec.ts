import { expect, test, type Page } from '@playwright/test';
import { DEMO_UNSAVED_ARTICLE } from '../../demo/db/seed/demo-users.js';
import { collectConsole, expectAxeClean, signInThroughForm } from './support.js';

const SAVED_PAGE = '/my-account/saved_articles';

async function signIn(page: Page) {
  await page.goto('/pages/session');
  await signInThroughForm(page);
  await expect(page.locator('mck-signin').getByText('Signed in as Rosa Reyes')).toBeVisible();
}

test.describe('saved articles against the user service', () => {
  test('save and rate on an article, list and page the saved articles, unsave through the dialog', async ({ page }) => {
    const problems = collectConsole(page);
    await signIn(page);

    await page.goto('/pages/article-save');
    const control = page.getByTestId('save');
    const save = control.getByRole('button', { name: 'Save' });
    // The control waits for the session check (aria-disabled, a press ignored meanwhile) and shows
    // "not saved" until it knows the reader: read it, and press it, only once the check is done.
    await expect(save).toHaveAttribute('aria-disabled', 'false');
    // A run that stopped half-way may have left the article saved: start from unsaved.
    if (await save.getAttribute('aria-pressed') === 'true') {
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'false');
    }
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await control.getByRole('radio', { name: '4 of 5 stars' }).click();
    await expect(control.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();

    await page.goto(SAVED_PAGE);
    await expect(page.locator('mck-account-menu').getByRole('link', { name: 'Saved articles' })).toHaveAttribute('aria-current', 'page');
    const list = page.getByTestId('saved');
    await expect(list.getByRole('listitem')).toHaveCount(9);
    await expect(list.getByText('Showing 9 of 13')).toBeVisible();
    await expect(list.getByRole('heading', { level: 3 }).first()).toHaveText(DEMO_UNSAVED_ARTICLE.title);
    await expectAxeClean(page);
    await list.getByRole('button', { name: 'Load more' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(13);

    await list.getByRole('button', { name: `Unsave “${DEMO_UNSAVED_ARTICLE.title}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this article?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(12);
    await expect(list.getByText('Showing 12 of 12')).toBeVisible();
    await expect(list.getByText(DEMO_UNSAVED_ARTICLE.title)).toHaveCount(0);

    // The article page agrees after a reload: unsaved, the stars kept by the user service.
    await page.goto('/pages/article-save');
    await expect(save).toHaveAttribute('aria-disabled', 'false');
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(control.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
    expect(problems).toEqual([]);
  });

  test('saving while signed out goes to the auth-save route', async ({ page }) => {
    await page.goto('/pages/article-save');
    await page.getByTestId('save').getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/pages\/article-save#\/auth-save$/);
  });
});
