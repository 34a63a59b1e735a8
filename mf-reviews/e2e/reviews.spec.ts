import {
  homeTestimonials,
  homeWidgetText,
  localPartners,
  nationalPartners,
  partnersPageText,
  reviews,
  reviewsPageText,
} from 'mf-reviews/content';
import { limits, timers } from 'mf-reviews/timing';
import { site } from 'shared-content';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  freezeClock,
  gotoHydrated,
  isSameDocument,
  markDocument,
  openPage,
  openWithStoppedClock,
  type Page,
  scriptsRequested,
  scrollToPartners,
  test,
  waitForIsland,
} from '../../tests/e2e/support';

/** A Monday afternoon in New Jersey: every pharmacy is open. */
const startTime = new Date('2025-06-02T14:00:00-04:00').getTime();

/** The island loader's own scripts (its marquee behaviour, the reporter): no React. */
const NO_REACT_SCRIPT = /^\/static\/js\/(island-loader|async\/(marquees|reporter))\.[0-9a-f]+\.js$/;

/** Moves the mouse off the carousels, which hold still while hovered. */
const mouseAway = (page: Page) => page.mouse.move(1, 1);

test.describe('/testimonials', () => {
  const carousel = (page: Page) =>
    page.getByRole('region', { name: reviewsPageText.featuredCarouselLabel, exact: true });
  const slide = (page: Page) => carousel(page).getByRole('group');
  const liveRegion = (page: Page) => carousel(page).locator('[aria-live]');
  /**
   * Opens the page under the stopped clock: its carousel's buttons and timers work once
   * the island loader's behaviour has started on it (it marks it ready).
   */
  async function openStopped(page: Page) {
    await freezeClock(page, startTime);
    await openWithStoppedClock(page, '/testimonials', []);
    await expect(carousel(page)).toHaveAttribute('data-rotation-ready', '');
  }

  test('shows the overall rating, per-location summary, every review and the two buttons', async ({
    page,
  }) => {
    await openPage(page, '/testimonials', reviewsPageText.heading);
    await expect(page).toHaveTitle(`${reviewsPageText.title} | ${site.groupName}`);
    await expect(page.getByText(reviewsPageText.overallLabel).locator('..')).toContainText(
      `4.9 out of 5 stars${reviews.length} ${reviewsPageText.countLabel}`,
    );
    const summary = page.getByRole('region', { name: reviewsPageText.summaryTitle });
    await expect(summary.getByRole('listitem')).toHaveText([
      /Family Pharmacy.*4\.9.*14 reviews/,
      /Specialty Pharmacy.*5\.0.*9 reviews/,
      /Parlin Pharmacy.*4\.8.*11 reviews/,
      /Outpatient Pharmacy.*4\.9.*10 reviews/,
    ]);
    const all = page.getByRole('region', { name: reviewsPageText.allReviewsTitle });
    await expect(all.getByRole('listitem')).toHaveCount(reviews.length);

    await page.getByRole('link', { name: 'Transfer Your Prescription' }).click();
    await expect(page).toHaveURL(/\/services\/transfers$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Find a Location' }).click();
    await expect(page).toHaveURL(/\/locations$/);
  });

  test('featured carousel: APG markup, auto-play every 5 s, ten dots', async ({ page }) => {
    await openStopped(page);
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slide(page)).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slide(page)).toHaveAccessibleName('1 of 10');
    await expect(liveRegion(page)).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(timers.carouselAutoplayMs);
    await expect(slide(page)).toHaveAccessibleName('2 of 10');
    await expect(slide(page)).toContainText(reviews[1]?.review ?? '');

    const dots = carousel(page).getByRole('button', { name: /^Show story/ });
    await expect(dots).toHaveCount(limits.reviewDots);
    await dots.nth(7).click();
    await expect(slide(page)).toHaveAccessibleName('8 of 10');
    await expect(dots.nth(7)).toHaveAttribute('aria-current', 'true');
  });

  test('the carousel needs no island: it auto-plays every 5 s while every island module of the section fails to load', async ({
    page,
  }) => {
    let failures = 0;
    await page.route('**/remotes/mf-reviews/**/__federation_expose_islands__*.js', (route) => {
      failures += 1;
      return route.abort();
    });
    await openStopped(page);
    await expect(slide(page)).toHaveAccessibleName('1 of 10');
    await page.clock.runFor(timers.carouselAutoplayMs - 100);
    await expect(slide(page)).toHaveAccessibleName('1 of 10');
    await page.clock.runFor(100);
    await expect(slide(page)).toHaveAccessibleName('2 of 10');
    // Nothing of the section's island code was even asked for: the filter waits further down.
    expect(failures).toBe(0);
  });

  test('manual navigation turns auto-play off for 10 s; Pause wins over the resume', async ({
    page,
  }) => {
    await openStopped(page);
    await carousel(page).getByRole('button', { name: /^Next/ }).click();
    await mouseAway(page);
    await expect(slide(page)).toHaveAccessibleName('2 of 10');
    await expect(liveRegion(page)).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(timers.reviewsAutoplayResumeMs - 100);
    await expect(slide(page)).toHaveAccessibleName('2 of 10');
    await page.clock.runFor(100);
    await expect(liveRegion(page)).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(timers.carouselAutoplayMs);
    await expect(slide(page)).toHaveAccessibleName('3 of 10');

    // Navigate, then pause: nothing resumes it.
    await carousel(page)
      .getByRole('button', { name: /^Previous/ })
      .click();
    await carousel(page).getByRole('button', { name: 'Pause featured stories' }).click();
    await mouseAway(page);
    await page.clock.runFor(timers.reviewsAutoplayResumeMs * 4);
    await expect(slide(page)).toHaveAccessibleName('2 of 10');
    await carousel(page).getByRole('button', { name: 'Resume featured stories' }).click();
    await mouseAway(page);
    // Rotating again (no longer held by the mouse): the live region goes quiet.
    await expect(liveRegion(page)).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(timers.carouselAutoplayMs);
    await expect(slide(page)).toHaveAccessibleName('3 of 10');
  });

  test('starts paused under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openStopped(page);
    await expect(
      carousel(page).getByRole('button', { name: 'Resume featured stories' }),
    ).toBeVisible();
    await expect(liveRegion(page)).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(timers.carouselAutoplayMs * 3);
    await expect(slide(page)).toHaveAccessibleName('1 of 10');
  });

  test('the filter shows one pharmacy at once and puts it in the address, on the same page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/testimonials');
    const all = page.getByRole('region', { name: reviewsPageText.allReviewsTitle });
    // (A locator the island holds: `waitForIsland` looks for it inside the island.)
    const filter = page.getByRole('combobox', { name: reviewsPageText.filter.label });
    await waitForIsland(page, filter);
    await markDocument(page);
    await filter.selectOption('Parlin');
    const parlin = reviews.filter((review) => review.pharmacy === 'Parlin');
    await expect(all.getByRole('listitem')).toHaveCount(parlin.length);
    await expect(all.getByRole('status')).toHaveText(
      `${parlin.length} ${reviewsPageText.filter.shownOf} ${reviews.length} ${reviewsPageText.filter.reviews}`,
    );
    await expect(page).toHaveURL(/\/testimonials\?pharmacy=Parlin$/);
    expect(await isSameDocument(page)).toBe(true);
    await filter.selectOption('');
    await expect(all.getByRole('listitem')).toHaveCount(reviews.length);
    await expect(page).toHaveURL(/\/testimonials$/);
  });

  test('has no axe violations', async ({ page }) => {
    await openPage(page, '/testimonials', reviewsPageText.heading);
    await expectNoAxeViolations(page);
  });
});

test.describe('/partners', () => {
  const strip = (page: Page) =>
    page.getByRole('region', { name: partnersPageText.technologyStripLabel });

  test('shows stats, national and local partners, cards, financial partners and benefits', async ({
    page,
  }) => {
    await openPage(page, '/partners', partnersPageText.heading);
    await expect(page).toHaveTitle(`${partnersPageText.title} | ${site.groupName}`);
    await expect(
      page.getByRole('region', { name: partnersPageText.statsTitle }).getByRole('listitem'),
    ).toHaveText([
      '15+ Healthcare Partners',
      '4 National Distributors',
      '13+ Years of Partnership',
      '10,000+ Patients Served',
    ]);
    const national = page.getByRole('region', { name: partnersPageText.nationalTitle });
    const first = nationalPartners[0];
    if (!first) throw new Error('no national partner');
    const card = national.getByRole('listitem').filter({ hasText: first.name });
    await expect(card).toContainText(`${first.category}`);
    await expect(card).toContainText(`Established ${first.established}`);
    const link = card.getByRole('link', { name: /Visit website/ });
    await expect(link).toHaveAttribute('href', first.website);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const local = page.getByRole('region', { name: partnersPageText.localTitle });
    await expect(local.getByRole('heading', { level: 3 })).toHaveText(
      localPartners.map((partner) => partner.name),
    );
    await expect(local).toContainText(localPartners[0]?.location ?? '');
    await expect(
      page.getByRole('region', { name: partnersPageText.cardsTitle }).getByRole('listitem'),
    ).toHaveText(['VISAVisa', 'MCMastercard', 'AMEXAmerican Express', 'DISCDiscover']);
    await expect(
      page.getByRole('region', { name: partnersPageText.financialTitle }).getByRole('listitem'),
    ).toHaveCount(4);
    await expect(
      page.getByRole('region', { name: partnersPageText.benefitsTitle }).getByRole('heading', {
        level: 3,
      }),
    ).toHaveCount(3);
  });

  test('the technology strip scrolls and pauses with no React, and stays still under reduced motion', async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    await openPage(page, '/partners', partnersPageText.heading);
    // No island: the island loader's marquee behaviour moves it (its pause control works).
    await expect(page.locator('site-island')).toHaveCount(0);
    await strip(page).scrollIntoViewIfNeeded();
    await mouseAway(page);
    const track = strip(page).getByRole('list');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    const offset = () =>
      track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    const before = await offset();
    await expect.poll(offset).toBeLessThan(before);

    await page.getByRole('button', { name: 'Pause technology partners' }).click();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    const paused = await offset();
    await page.waitForTimeout(300);
    expect(await offset()).toBe(paused);
    await page.getByRole('button', { name: 'Play technology partners' }).click();
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await expect.poll(offset).toBeLessThan(paused);

    // The first view (load plus 3 s): the loader, its marquee chunk and the reporter only.
    await page.waitForTimeout(3000);
    expect(scripts.filter((path) => !NO_REACT_SCRIPT.test(path))).toEqual([]);
    expect(scripts.some((path) => path.includes('/marquees.'))).toBe(true);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(track).toHaveCSS('animation-name', 'none');
    await expect(page.getByRole('button', { name: /technology partners/ })).toHaveCount(0);
  });

  test('has no axe violations', async ({ page }) => {
    await openPage(page, '/partners', partnersPageText.heading);
    await expectNoAxeViolations(page);
  });
});

test.describe('home testimonials-and-partners widget', () => {
  const widget = (page: Page) =>
    page.getByRole('region', { name: homeWidgetText.heading, exact: true });
  const slide = (page: Page) =>
    page.getByRole('region', { name: homeWidgetText.carouselLabel }).getByRole('group');
  const partnerItems = (page: Page) =>
    page.getByRole('region', { name: homeWidgetText.partnersStripLabel }).locator('li');
  /** The caption's phrase in sight (the others only reserve its room). */
  const caption = (page: Page) => page.locator('[data-caption] > span').filter({ visible: true });

  /**
   * Opens home with a frozen clock and waits for the testimonials' rotation and the partner
   * strip (server HTML the island loader's behaviours turn; no island) to start: their
   * timers start then.
   */
  async function openHome(page: Page) {
    await freezeClock(page, startTime);
    await openWithStoppedClock(page, '/', []);
    await scrollToPartners(page);
    await expect(page.getByRole('region', { name: homeWidgetText.carouselLabel })).toHaveAttribute(
      'data-rotation-ready',
      '',
    );
    await expect(page.locator('[data-marquee="picking"]')).toBeAttached();
  }

  test('shows its testimonials at once; 40 partners 2 s later, the first 10 repeated', async ({
    page,
  }) => {
    await openHome(page);
    await expect(widget(page)).toBeVisible();
    await expect(slide(page)).toHaveAccessibleName(`1 of ${homeTestimonials.length}`);
    await page.clock.runFor(timers.partnerLoadDesktopMs - 100);
    await expect(partnerItems(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(partnerItems(page)).toHaveCount(
      limits.partnerSubsetDesktop + limits.partnerMarqueeRepeat,
    );
    const names = await partnerItems(page).allTextContents();
    expect(new Set(names.slice(0, limits.partnerSubsetDesktop)).size).toBe(
      limits.partnerSubsetDesktop,
    );
    expect(names.slice(limits.partnerSubsetDesktop)).toEqual(
      names.slice(0, limits.partnerMarqueeRepeat),
    );
    await widget(page).getByRole('link', { name: homeWidgetText.viewAllPartners.label }).click();
    await expect(page).toHaveURL(/\/partners$/);
  });

  test('rotates testimonials every 4 s and the caption every 3 s; one pause stops both', async ({
    page,
  }) => {
    await openHome(page);
    await expect(slide(page)).toHaveAccessibleName(`1 of ${homeTestimonials.length}`);
    await expect(caption(page)).toHaveText('#1 in Customer Service');
    await page.clock.runFor(timers.captionPhraseMs);
    await expect(caption(page)).toHaveText('#1 in Resolving problems or complaints');
    await page.clock.runFor(timers.testimonialRotationMs - timers.captionPhraseMs);
    await expect(slide(page)).toHaveAccessibleName(`2 of ${homeTestimonials.length}`);

    const reviewsShown = new Set<string>();
    for (let step = 0; step < homeTestimonials.length; step += 1) {
      reviewsShown.add((await slide(page).locator('blockquote').textContent()) ?? '');
      await page.clock.runFor(timers.testimonialRotationMs);
    }
    expect(reviewsShown).toEqual(new Set(homeTestimonials.map((entry) => entry.review)));
    await expect(slide(page)).toHaveAccessibleName(`2 of ${homeTestimonials.length}`);

    await widget(page)
      .getByRole('button', { name: /^Previous/ })
      .click();
    await widget(page)
      .getByRole('button', { name: /^Previous/ })
      .click();
    await expect(slide(page)).toHaveAccessibleName(
      `${homeTestimonials.length} of ${homeTestimonials.length}`,
    );
    await widget(page).getByRole('button', { name: /^Next/ }).click();
    await expect(slide(page)).toHaveAccessibleName(`1 of ${homeTestimonials.length}`);

    await widget(page).getByRole('button', { name: 'Pause testimonials' }).click();
    await mouseAway(page);
    const phrase = await caption(page).textContent();
    await page.clock.runFor(timers.testimonialRotationMs * 5);
    await expect(slide(page)).toHaveAccessibleName(`1 of ${homeTestimonials.length}`);
    await expect(caption(page)).toHaveText(phrase ?? '');

    const track = page
      .getByRole('region', { name: homeWidgetText.partnersStripLabel })
      .getByRole('list');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await widget(page).getByRole('button', { name: 'Pause partner logos' }).click();
    await expect(track).toHaveCSS('animation-play-state', 'paused');

    await markDocument(page);
    await widget(page).getByRole('link', { name: homeWidgetText.readMore.label }).click();
    await expect(page).toHaveURL(/\/testimonials$/);
    // A document load, focus at the top of the new page.
    expect(await isSameDocument(page)).toBe(false);
  });

  test('holds still under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await expect(widget(page).getByRole('button', { name: 'Resume testimonials' })).toBeVisible();
    await page.clock.runFor(timers.testimonialRotationMs * 3);
    await expect(slide(page)).toHaveAccessibleName(`1 of ${homeTestimonials.length}`);
    await expect(caption(page)).toHaveText('#1 in Customer Service');
    await page.clock.runFor(timers.partnerLoadDesktopMs);
    const track = page
      .getByRole('region', { name: homeWidgetText.partnersStripLabel })
      .getByRole('list');
    await expect(track).toHaveCSS('animation-name', 'none');
    await expect(widget(page).getByRole('button', { name: /partner logos/ })).toHaveCount(0);
  });

  test('has no axe violations once its partners have appeared', async ({ page }) => {
    await openHome(page);
    await page.clock.runFor(timers.partnerLoadDesktopMs);
    await expect(partnerItems(page).first()).toBeVisible();
    // axe schedules its own work with timers: let time flow again.
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('home widget: heading, caption, first testimonial and links read, nothing moves', async ({
    page,
  }) => {
    await page.goto('/');
    const widget = page.getByRole('region', { name: homeWidgetText.heading, exact: true });
    await expect(widget).toBeVisible();
    await expect(page.locator('[data-caption] > span').filter({ visible: true })).toHaveText(
      '#1 in Customer Service',
    );
    const slide = widget
      .getByRole('region', { name: homeWidgetText.carouselLabel })
      .getByRole('group');
    await expect(slide).toHaveAccessibleName(`1 of ${homeTestimonials.length}`);
    await expect(slide.locator('blockquote')).toHaveText(homeTestimonials[0]?.review ?? '');
    await expect(widget.getByRole('link', { name: homeWidgetText.readMore.label })).toHaveAttribute(
      'href',
      '/testimonials',
    );
    await expect(
      widget.getByRole('link', { name: homeWidgetText.viewAllPartners.label }),
    ).toHaveAttribute('href', '/partners');
  });

  test('/testimonials: the filter is a GET form the server answers', async ({ page }) => {
    await page.goto('/testimonials');
    const all = page.getByRole('region', { name: reviewsPageText.allReviewsTitle });
    await all
      .getByRole('combobox', { name: reviewsPageText.filter.label })
      .selectOption('Outpatient');
    await all.getByRole('button', { name: reviewsPageText.filter.submit }).click();
    await expect(page).toHaveURL(/\/testimonials\?pharmacy=Outpatient$/);
    const outpatient = reviews.filter((review) => review.pharmacy === 'Outpatient');
    await expect(all.getByRole('listitem')).toHaveCount(outpatient.length);
    await expect(all.getByRole('combobox')).toHaveValue('Outpatient');
    await expect(
      page.getByRole('region', { name: reviewsPageText.featuredCarouselLabel, exact: true }),
    ).toContainText(reviews[0]?.review ?? '');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('home widget: the partners appear after 8 s, 20 of them, no horizontal scrolling', async ({
    page,
  }) => {
    await freezeClock(page, startTime);
    // The strip's delay starts once the island loader's marquee behaviour has started it.
    await openWithStoppedClock(page, '/', []);
    await scrollToPartners(page);
    await expect(page.locator('[data-marquee="picking"]')).toBeAttached();
    await expect(page.getByRole('heading', { name: homeWidgetText.heading })).toBeVisible();
    await page.clock.runFor(timers.partnerLoadMobileMs - 100);
    await expect(page.getByRole('region', { name: homeWidgetText.partnersStripLabel })).toHaveCount(
      0,
    );
    await page.clock.runFor(100);
    await expect(
      page.getByRole('region', { name: homeWidgetText.partnersStripLabel }).locator('li'),
    ).toHaveCount(limits.partnerSubsetMobile + limits.partnerMarqueeRepeat);
    await expectNoHorizontalScroll(page);
  });

  for (const [path, heading] of [
    ['/testimonials', reviewsPageText.heading],
    ['/partners', partnersPageText.heading],
  ] as const) {
    test(`${path} fits without horizontal scrolling`, async ({ page }) => {
      await openPage(page, path, heading);
      await expectNoHorizontalScroll(page);
    });
  }
});
