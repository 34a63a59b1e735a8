import { expect, type Page, test } from '@playwright/test';
import { emails, externalUrls, locations, pathIn, site } from 'shared-content';
import { formatRange, telHref } from 'shared-content/logic';
import {
  aboutPage,
  blogPage,
  blogPosts,
  contactErrors,
  contactPage,
  featuresPage,
} from 'shell/content';
import { canonicalPaths } from '../site/pages';
import { expectNoAxeViolations, expectNoHorizontalScroll, gotoHydrated, openPage } from './support';

/** The shell's own pages, each with the texts its head must carry. */
const shellPages = [
  { path: '/about', text: aboutPage },
  { path: '/contact', text: contactPage },
  { path: '/features', text: featuresPage },
  { path: '/blog', text: blogPage },
] as const;

const formControls = (page: Page) => {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  return {
    name: field(contactPage.fields.name.label),
    email: field(contactPage.fields.email.label),
    phone: field(contactPage.fields.phone.label),
    subject: field(contactPage.fields.subject.label),
    message: field(contactPage.fields.message.label),
    send: page.getByRole('button', { name: contactPage.submitLabel }),
  };
};

const fullTitle = (title: string) => `${title} | ${site.groupName}`;

async function expectHead(page: Page, title: string, description: string) {
  await expect(page).toHaveTitle(fullTitle(title));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
}

test.describe('every shell page', () => {
  for (const { path, text } of shellPages) {
    test(`${path} has its title, description, one h1, no axe violations, and fits 375 px`, async ({
      page,
    }) => {
      await openPage(page, path, text.heading);
      await expectHead(page, text.title, text.description);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  }

  test('zod loads on no shell page: the contact form checks its fields without it', async ({
    page,
  }) => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        // A script that arrives as the page is left (the reporter, a few seconds after
        // load) has no body to read any more: it is none of the page's first view.
        scripts.push({ url: response.url(), body: response.text().catch(() => '') });
      }
    });
    const loadsZod = async () => {
      const bodies = await Promise.all(scripts.map((script) => script.body));
      scripts.length = 0;
      return bodies.some((body) => body.includes('$ZodError'));
    };
    // Each page's scripts are all in once it has hydrated (its heading is the server's HTML).
    for (const { path, text } of shellPages.filter((p) => p.path !== '/contact')) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
      await page.waitForLoadState('networkidle');
      expect(await loadsZod(), `zod loaded on ${path}`).toBe(false);
    }
    await gotoHydrated(page, '/');
    await page.getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.heading);
    // The form's island woken and hydrated: its checks are in the page.
    const form = page.locator('site-island[data-expose="./islands/ContactForm"]');
    // It wakes at first touch.
    await form.getByLabel('Full Name').hover();
    await expect(form).toHaveAttribute('data-island-state', 'hydrated');
    await page.waitForLoadState('networkidle');
    expect(await loadsZod(), 'zod loaded on /contact').toBe(false);
  });
});

test.describe('/about', () => {
  test('shows the history, the stats, the values, the people and the mission', async ({ page }) => {
    await openPage(page, '/about', aboutPage.heading);
    const main = page.getByRole('main');
    await expect(main).toContainText(`since ${site.since}`);
    for (const stat of aboutPage.stats) {
      const numbers = page.getByRole('region', { name: aboutPage.statsTitle });
      await expect(numbers).toContainText(stat.value);
      await expect(numbers).toContainText(stat.label);
    }
    const values = page.getByRole('region', { name: aboutPage.valuesTitle });
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(
      aboutPage.values.map((value) => value.title),
    );
    const leaders = page.getByRole('region', { name: aboutPage.leadershipTitle });
    await expect(leaders.getByRole('heading', { level: 3 })).toHaveText(
      aboutPage.leadership.map((member) => member.name),
    );
    const staff = page.getByRole('region', { name: aboutPage.staffTitle });
    await expect(staff.getByRole('listitem')).toHaveCount(aboutPage.staff.length);
    await expect(page.getByRole('region', { name: aboutPage.missionTitle })).toContainText(
      aboutPage.mission,
    );
  });
});

test.describe('/features', () => {
  test('shows six cards, four more features, and Get Started opens the portal in a new tab', async ({
    page,
  }) => {
    await openPage(page, '/features', featuresPage.heading);
    const main = page.getByRole('region', { name: featuresPage.mainTitle });
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(
      featuresPage.main.map((feature) => feature.title),
    );
    const more = page.getByRole('region', { name: featuresPage.additionalTitle });
    await expect(more.getByRole('heading', { level: 3 })).toHaveText(
      featuresPage.additional.map((feature) => feature.title),
    );
    const getStarted = page.getByRole('link', { name: /^Get Started/ });
    await expect(getStarted).toHaveAttribute('href', externalUrls.refillPortal);
    await expect(getStarted).toHaveAttribute('target', '_blank');
    await expect(getStarted).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(getStarted).toHaveAccessibleName('Get Started (opens in a new tab)');
  });
});

test.describe('/blog', () => {
  test('shows the featured post and the other five, each opening its full text', async ({
    page,
  }) => {
    await openPage(page, '/blog', blogPage.heading);
    const [featured, ...others] = blogPosts;
    const featuredRegion = page.getByRole('region', { name: blogPage.featuredTitle });
    await expect(featuredRegion.getByRole('article')).toHaveCount(1);
    await expect(featuredRegion.getByRole('heading', { level: 3 })).toHaveText(
      featured?.title ?? '',
    );
    const latest = page.getByRole('region', { name: blogPage.latestTitle });
    await expect(latest.getByRole('article')).toHaveCount(5);
    await expect(latest.getByRole('heading', { level: 3 })).toHaveText(
      others.map((post) => post.title),
    );

    for (const post of blogPosts) {
      const article = page.getByRole('article', { name: post.title });
      await expect(article).toContainText(post.excerpt);
      await expect(article).toContainText(post.date);
      await expect(article).toContainText(post.readTime);
      const firstParagraph = article.getByText(post.body[0] ?? '');
      await expect(firstParagraph).toBeHidden();
      // A native disclosure (`<details>`): it opens with no script, by pointer or keyboard.
      const readMore = article.locator('details > summary');
      await expect(readMore).toHaveAccessibleName(`${blogPage.readMore} ${post.title}`);
      await expect(article.locator('details')).not.toHaveAttribute('open');
      await readMore.click();
      await expect(firstParagraph).toBeVisible();
      await expect(readMore).toHaveAccessibleName(`${blogPage.readLess} ${post.title}`);
      await expect(article.locator('details')).toHaveAttribute('open');
    }
    // By keyboard: Enter on a summary closes it again.
    const last = page.getByRole('article', { name: blogPosts.at(-1)?.title ?? '' });
    await last.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(last.locator('details')).not.toHaveAttribute('open');
    await expect(page).toHaveURL(/\/blog$/);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
  });

  test('embeds a schema.org Blog with one BlogPosting per post', async ({ page }) => {
    await openPage(page, '/blog', blogPage.heading);
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? '{}');
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Blog');
    expect(data.blogPost.map((post: { headline: string }) => post.headline)).toEqual(
      blogPosts.map((post) => post.title),
    );
    for (const posting of data.blogPost) {
      expect(posting['@type']).toBe('BlogPosting');
      expect(posting.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  test('Subscribe says subscriptions open soon, and sends nothing', async ({ page }) => {
    await openPage(page, '/blog', blogPage.heading);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    const email = page.getByLabel(blogPage.newsletter.emailLabel);
    await expect(email).toHaveAttribute('type', 'email');
    await email.fill('reader@example.com');
    // Subscribe is enabled once the page's script handles the form.
    await expect(page.getByRole('button', { name: blogPage.newsletter.submitLabel })).toBeEnabled();
    await email.press('Enter');
    const toast = page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: blogPage.newsletter.toastTitle });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(blogPage.newsletter.toastDescription);
    await expect(page).toHaveURL(/\/blog$/);
    // The toast's own code and stylesheet may load with it; nothing else goes out, the
    // address least of all.
    // (The island's scripts: the shell's federated entry and its chunks, when it wakes.)
    const toastChunk =
      /^GET .*\/static\/(js\/index\.[0-9a-f]+\.js|js\/async\/[\w.-]+\.js|css\/async\/[\w.-]+\.css)$/;
    expect(requests.filter((request) => !toastChunk.test(request))).toEqual([]);
    expect(requests.join('\n')).not.toContain('reader');
  });
});

test.describe('/contact', () => {
  test('lists the four pharmacies and the Get In Touch block', async ({ page }) => {
    await openPage(page, '/contact', contactPage.heading);
    const list = page.getByRole('region', { name: contactPage.locationsTitle });
    await expect(list.getByRole('listitem')).toHaveCount(locations.length);
    for (const location of locations) {
      const card = list.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: location.name, exact: true }),
      });
      await expect(card).toContainText(location.address.street);
      await expect(card).toContainText(
        `${contactPage.weekdayHoursLabel}: ${formatRange(location.hours.weekdays)}`,
      );
      await expect(
        card.getByRole('link', { name: new RegExp(location.phone.replace(/[()]/g, '\\$&')) }),
      ).toHaveAttribute('href', telHref(location.phone));
    }
    const touch = page.getByRole('region', { name: contactPage.getInTouchTitle });
    await expect(touch).toContainText(site.groupName);
    await expect(touch).toContainText(site.state);
    await expect(touch.getByRole('link', { name: emails.info })).toHaveAttribute(
      'href',
      `mailto:${emails.info}`,
    );
    await expect(page.getByRole('main')).toContainText(contactPage.privacyNote);
  });

  test('an empty submit shows each message tied to its field and focuses the first', async ({
    page,
  }) => {
    await openPage(page, '/contact', contactPage.heading);
    const c = formControls(page);
    // Send is enabled once the page's script handles the form (it wakes at first touch).
    await c.name.focus();
    await expect(c.send).toBeEnabled();
    await c.send.focus();
    await page.keyboard.press('Space');
    await expect(c.name).toBeFocused();
    const expected = [
      [c.name, contactErrors.name],
      [c.email, contactErrors.email],
      [c.phone, contactErrors.phone],
      [c.subject, contactErrors.subject],
      [c.message, contactErrors.message],
    ] as const;
    for (const [control, error] of expected) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(new RegExp(`${error}$`));
      await expect(page.getByText(error, { exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
  });

  test('the form works by keyboard alone, then thanks, empties, and logs nothing', async ({
    page,
  }) => {
    const consoleMessages: string[] = [];
    page.on('console', (message) => {
      // Chromium itself notes the hand-off to the e-mail app ("Launched external handler
      // for 'mailto:…'"), at some point after Send: that is the browser, not the site.
      if (message.text().startsWith('Launched external handler for ')) return;
      consoleMessages.push(`${message.type()}: ${message.text()}`);
    });
    await openPage(page, '/contact', contactPage.heading);
    const c = formControls(page);

    // A failed submit first (Space on the button), then the fix by typing and Tab. Focus in
    // the form wakes it (at first touch).
    await c.name.focus();
    await expect(c.send).toBeEnabled();
    await c.send.focus();
    await page.keyboard.press('Space');
    await expect(c.name).toBeFocused();
    await page.keyboard.type('Sam Rivera');
    await expect(c.name).not.toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Tab');
    await expect(c.email).toBeFocused();
    await page.keyboard.type('sam@example.com');
    await page.keyboard.press('Tab');
    await expect(c.phone).toBeFocused();
    await page.keyboard.type('9085550100');
    await page.keyboard.press('Tab');
    await expect(c.subject).toBeFocused();
    await page.keyboard.type('Refill');
    await expect(c.subject).toHaveValue('refill');
    await expect(c.subject).not.toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Tab');
    await expect(c.message).toBeFocused();
    await page.keyboard.type('Is my refill ready for pickup on Friday?');
    await page.keyboard.press('Tab');
    await expect(c.send).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(
      page.getByRole('status').filter({ hasText: contactPage.successMessage }),
    ).toBeVisible();
    for (const control of [c.name, c.email, c.phone, c.subject, c.message]) {
      await expect(control).toHaveValue('');
      await expect(control).not.toHaveAttribute('aria-invalid', 'true');
    }
    // Handed to the visitor's own e-mail app, addressed to the general inbox, and said so.
    const again = page.getByRole('link', { name: contactPage.handoff.openAgain });
    await expect(again).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${emails.info}\\?subject=Refill%20Request%20from%20Sam%20Rivera&body=`),
    );
    await expect(page).toHaveURL(/\/contact$/);
    // Nothing typed reached the console (nothing at all was logged).
    expect(consoleMessages).toEqual([]);
  });
});

test.describe('sitemap and robots', () => {
  test('/sitemap.xml lists every canonical path in each language and /robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.ok()).toBe(true);
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(
      canonicalPaths()
        .flatMap((path) => [path, pathIn(path, 'es')])
        .map((path) => new URL(path, site.origin).href)
        .sort(),
    );

    const robots = await request.get('/robots.txt');
    expect(robots.ok()).toBe(true);
    expect(await robots.text()).toMatch(
      new RegExp(
        `^Sitemap: ${new URL('/sitemap.xml', site.origin).href.replace(/\./g, '\\.')}$`,
        'm',
      ),
    );
  });
});
