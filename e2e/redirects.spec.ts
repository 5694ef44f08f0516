import { expect, test } from './support/test';

// The six legacy paths are 301s at the Hosting edge (firebase.json), before any JavaScript runs.
const LEGACY: [string, string][] = [
  ['/blog', '/christian-dating-advice'],
  ['/blog/ten-conversations-before-engagement', '/christian-dating-advice/ten-conversations-before-engagement'],
  ['/app-reviews', '/christian-dating-apps-reviews'],
  ['/resources', '/christian-relationship-resources'],
  ['/contact', '/contact-faithful-matches'],
  ['/faq', '/christian-dating-faq'],
];

for (const [from, to] of LEGACY) {
  test(`${from} answers 301 to ${to}`, async ({ request, baseURL }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    const location = response.headers()['location'] ?? '';
    expect(new URL(location, baseURL).pathname).toBe(to);
  });
}

test('an unknown path answers 404 with the 404 card rendered', async ({ request }) => {
  const response = await request.get('/no-such-page-here', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  expect(html).toContain('Page Not Found</h1>');
  expect(html).toContain('<title>Page Not Found | Faithful Matches</title>');
  expect(html).toContain('<meta name="robots" content="noindex"');
});
