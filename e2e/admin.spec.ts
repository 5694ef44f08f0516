import { expect, newLiveContext, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createAccount, OWNER_SESSION, signInAs } from './support/auth';
import { BASE_URL, choose, contactFormTakenOver, gotoPage, openToast, searchPosts, uniqueEmail } from './support/site';

async function expectToast(page: Page, title: string, description: string) {
  await expect(openToast(page).filter({ hasText: title }).filter({ hasText: description })).toBeVisible();
}

/** Long enough content for a 3-minute read (401 to 600 words at 200 a minute). */
const CONTENT = Array.from({ length: 450 }, (_, index) => (index % 60 === 59 ? 'word.\n\n' : 'word')).join(' ');

test.describe('admin area', () => {
  test.describe('signed in as the owner', () => {
    // The owner's session from the sign-in set-up (e2e/owner-session.setup.ts), not a sign-in each.
    test.use({ storageState: OWNER_SESSION });

    test('the owner writes, publishes, edits and deletes a post', async ({ page }) => {
      // Six screens and three saves on a busy machine.
      test.slow();
      const tag = Date.now().toString(36);
      const title = `Waiting Well, Together ${tag}`;
      const slug = `waiting-well-together-${tag}`;

      await page.goto('/admin/blog');
      await expect(page).toHaveURL('/admin/blog');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Management');
      await expect(page.getByRole('navigation', { name: 'Admin' }).first()).toBeVisible();
      await expect(page.locator('tr[data-row-key]').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'New Post' }).click();
      await expect(page).toHaveURL('/admin/blog/new');
      const publishDate = page.getByLabel('Publish Date');
      await expect(publishDate).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      await expect(page.getByLabel('Read Time (minutes)')).toHaveValue('5');
      await expect(page.getByRole('button', { name: 'Upload Image' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Empty: each required field says so.
      await publishDate.fill('');
      await page.getByRole('button', { name: 'Create Post' }).click();
      for (const message of [
        'Title is required',
        'Slug is required',
        'Excerpt is required',
        'Content is required',
        'Category is required',
        'Publish date is required',
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }

      // The slug follows the title; read time follows the content.
      await page.getByLabel('Title').fill(title);
      await expect(page.getByLabel('URL Slug')).toHaveValue(slug);
      await page.getByLabel('Excerpt').fill('Patience is a fruit of the Spirit, and waiting can be worship.');
      await page.getByLabel('Content').fill(CONTENT);
      await expect(page.getByLabel('Read Time (minutes)')).toHaveValue('3');
      await choose(page, 'Category', 'Faith & Dating');
      await choose(page, 'Status', 'Published');
      await publishDate.fill('2026-01-15T08:30');
      await expect(page.getByRole('link', { name: 'Preview Post' })).toHaveAttribute(
        'href',
        `/christian-dating-advice/${slug}`,
      );

      // An image by address, through the spec's prompt.
      page.once('dialog', (dialog) => {
        expect(dialog.message()).toBe('Enter image URL:');
        void dialog.accept('/images/seed/garden-gate.svg');
      });
      await page.getByRole('button', { name: 'Use Image URL' }).click();
      await expect(page.getByRole('img', { name: 'Featured image preview' })).toBeVisible();
      // A new picture needs its description.
      await page.getByLabel('Image Description').fill('A garden gate standing open');

      await page.getByRole('button', { name: 'Create Post' }).click();
      // The toast first: it is raised when the server has the post, and lasts 5 s.
      await expectToast(page, 'Success', 'Blog post created successfully');
      await expect(page).toHaveURL('/admin/blog');
      await searchPosts(page, tag);
      await expect(page.locator('tr[data-row-key]').filter({ hasText: title })).toContainText('Published');
      await expect(page.locator('tr[data-row-key]').filter({ hasText: title })).toContainText('3 min');

      // Readers find it on the public blog.
      await gotoPage(page, `/christian-dating-advice/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

      // Edit it.
      await page.goto('/admin/blog');
      await searchPosts(page, tag);
      await page.getByRole('link', { name: `Edit ${title}` }).click();
      await expect(page).toHaveURL(/\/admin\/blog\/edit\//);
      await expect(page.getByLabel('Title')).toHaveValue(title);
      // An existing post keeps its address when its title changes.
      await page.getByLabel('Title').fill(`${title} (revised)`);
      await expect(page.getByLabel('URL Slug')).toHaveValue(slug);
      // Leaving with unsaved changes asks first.
      await page.getByRole('link', { name: 'Back to Blog Posts' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
      await page.getByRole('button', { name: 'Keep Editing' }).click();
      await expect(page).toHaveURL(/\/admin\/blog\/edit\//);
      await page.getByRole('button', { name: 'Update Post' }).click();
      await expectToast(page, 'Success', 'Blog post updated successfully');
      await expect(page).toHaveURL('/admin/blog');

      // Delete it, through the confirmation.
      await searchPosts(page, tag);
      await page.getByRole('button', { name: `Delete ${title} (revised)` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete blog post' });
      await expect(confirm).toContainText(
        `Are you sure you want to delete "${title} (revised)"? This action cannot be undone.`,
      );
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Success', 'Blog post deleted successfully');
      await expect(page.getByText('No blog posts found')).toBeVisible();
    });

    test('without the live listener the inbox says so and lists messages from the API', async ({ page }) => {
      await page.goto('/admin/blog');
      // The browser's own Firebase sign-in gone, the session cookie kept: the listener is refused.
      await gotoPage(page, '/privacy-policy');
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) if (key.startsWith('firebase:')) localStorage.removeItem(key);
      });
      await page.goto('/admin/contact');
      await expect(page.getByTestId('inbox-not-live')).toContainText(
        'Live updates are unavailable right now, so this list will not refresh by itself.',
      );
      await expect(page.getByRole('button', { name: 'Try live updates again' })).toBeVisible();
      const fromApi = (await (await page.request.get('/api/admin/contact-submissions')).json()) as unknown[];
      await expect(page.getByRole('group', { name: `Total: ${fromApi.length}` })).toBeVisible();
    });

    test('subscribers and affiliate numbers', async ({ page, request }) => {
      test.slow();
      const email = uniqueEmail('subscriber');
      const subscribe = await request.post('/api/newsletter/subscribe', {
        data: { firstName: 'Esther', email },
        headers: { origin: BASE_URL },
      });
      expect(subscribe.ok()).toBe(true);
      await page.goto('/admin/subscribers');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribers');
      await page.getByRole('textbox', { name: 'Search subscribers' }).fill(email);
      await expect(page.locator('tr[data-row-key]').filter({ hasText: email })).toContainText('Awaiting confirmation');
      await expectNoSeriousA11yViolations(page);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: /Export CSV/ }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
      const { readFile } = await import('node:fs/promises');
      const csv = await readFile(await file.path(), 'utf8');
      const [header, line, end] = csv.split('\r\n');
      expect(header).toBe('First name,Email,Status,Date');
      expect(line).toMatch(/^Esther,[^,]+,pending,\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);
      expect(line.split(',')[1]).toBe(email);
      expect(end).toBe('');

      await page
        .getByRole('navigation', { name: 'Admin' })
        .first()
        .getByRole('link', { name: 'Affiliate Clicks' })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Affiliate Clicks');
      await expect(page.getByText('Clicks per day')).toBeVisible();
      await expect(page.locator('figure canvas').first()).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousA11yViolations(page);
    });
  });

  test('a new message appears in the open inbox without a reload; view it, mark it replied', async ({ browser }) => {
    test.slow();
    const owner = await newLiveContext(browser, { storageState: OWNER_SESSION });
    const visitor = await newLiveContext(browser);
    const inbox = await owner.newPage();
    const form = await visitor.newPage();
    const sender = { name: 'Naomi Ruthson', email: uniqueEmail('inbox'), subject: `Inbox ${Date.now()}` };

    await inbox.goto('/admin/contact');
    await expect(inbox.getByRole('heading', { level: 1 })).toHaveText('Contact Submissions');
    await expect(inbox.getByTestId('inbox-live')).toBeVisible();
    await expectNoSeriousA11yViolations(inbox);
    const unread = inbox.getByRole('group', { name: /^Unread: \d+$/ });
    // Other specs running beside this one may send messages too: counts are compared, not fixed.
    const unreadCount = async () => Number((await unread.getAttribute('aria-label'))?.split(': ')[1]);
    const before = await unreadCount();
    const loadsBefore = await inbox.evaluate(() => performance.getEntriesByType('navigation').length);

    await gotoPage(form, '/contact-faithful-matches');
    await form.getByLabel('Name *').fill(sender.name);
    await form.getByLabel('Email *').fill(sender.email);
    await form.getByLabel('Subject *').fill(sender.subject);
    await form.getByLabel('Message *').fill('First line.\nSecond line, kept apart.');
    await contactFormTakenOver(form);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(form, 'Message sent successfully!', "We'll get back to you within 24-48 hours.");

    // The owner's page learns of it by itself.
    const row = inbox.locator('tr[data-row-key]').filter({ hasText: sender.subject });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Unread');
    await expect(openToast(inbox).filter({ hasText: `New message from ${sender.name}` })).toBeVisible();
    await expect.poll(unreadCount).toBeGreaterThanOrEqual(before + 1);
    const withNew = await unreadCount();
    await expect(inbox.getByTestId('menu-unread-count').first()).toContainText(String(withNew));
    expect(await inbox.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loadsBefore);

    // Viewing reads it.
    await row.getByRole('button', { name: `View message from ${sender.name}` }).click();
    const dialog = inbox.getByRole('dialog', { name: `Message from ${sender.name}` });
    await expect(dialog).toContainText(sender.email);
    await expect(dialog.getByText('First line.\nSecond line, kept apart.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Reply via Email' })).toHaveAttribute(
      'href',
      `mailto:${sender.email}?subject=${encodeURIComponent(`Re: ${sender.subject}`)}`,
    );
    await expect(dialog).toContainText('Read');
    await expect.poll(unreadCount).toBeLessThan(withNew);

    await dialog.getByRole('button', { name: 'Mark as Replied' }).click();
    await expectToast(inbox, 'Success', 'Contact submission status updated');
    await expect(dialog.getByRole('button', { name: 'Mark as Replied' })).toHaveCount(0);
    await expect(dialog).toContainText('Replied');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(row).toContainText('Replied');

    // Search and the status filter.
    await inbox.getByRole('textbox', { name: 'Search submissions' }).fill(sender.email);
    await expect(inbox.locator('tr[data-row-key]')).toHaveCount(1);
    await choose(inbox, 'Filter by status', 'Unread');
    await expect(inbox.getByText('No contact submissions found')).toBeVisible();

    await owner.close();
    await visitor.close();
  });

  test('readers and visitors get the access-denied card, never the admin screens', async ({ page, request }) => {
    await page.goto('/admin/contact');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Please sign in with an admin account to manage the site.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fadmin%2Fcontact',
    );
    await expect(page.getByText('Contact Submissions')).toHaveCount(0);

    const reader = await createAccount(request);
    await signInAs(page, reader, '/admin/blog');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Your account does not have access to the admin area.')).toBeVisible();
    await expect(page.getByText('Blog Management')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
