import { expect, type Page, test } from '@playwright/test';
import { homeWidgetText, partners } from 'mf-reviews/content';
import { limits as reviewLimits, timers as reviewTimers } from 'mf-reviews/timing';
import { brand, externalUrls, site } from 'shared-content';
import { home } from 'shell/content';
import { timers } from 'shell/timing';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  freezeClock,
  openPage,
  openWithStoppedClock,
  scrollToPartners,
} from './support';

const { hero, services, banner, awards } = home;

const carousel = (page: Page) => page.getByRole('region', { name: hero.label });

/**
 * Installs Playwright's clock with time stopped, so each `runFor` is exact, then opens
 * home and waits until the island loader's behaviour turns its carousels (it marks each
 * ready): before that the server's buttons do nothing and no timer is set.
 */
async function openWithFrozenClock(page: Page, path = '/') {
  await freezeClock(page, Date.now());
  // (A load that fails once is retried after a pause the stopped clock is run through.)
  await openWithStoppedClock(page, path, []);
  await expect(carousel(page)).toHaveAttribute('data-rotation-ready', '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.tagline);
}

/** The awards message in sight: the others are in the page, hidden by the stylesheet. */
const awardsMessage = (page: Page) =>
  page.getByTestId('awards-messages').locator('[data-rotation-item]').filter({ visible: true });

/** The slide on show: hidden slides are out of the accessibility tree. */
const currentSlide = (page: Page) => carousel(page).getByRole('group');
/** Moves the mouse off the carousel, whose auto-play holds while it is hovered. */
const mouseAway = (page: Page) => page.mouse.move(5, 5);

test.describe('home page', () => {
  test('has its title, description and one h1: the tagline', async ({ page }) => {
    await openPage(page, '/', brand.tagline);
    await expect(page).toHaveTitle(`${home.page.title} | ${site.groupName}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      home.page.description,
    );
    await expect(page.getByRole('main')).toContainText(home.page.lead);
  });

  test('unknown URLs land on home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.tagline);
  });

  test('the About Us card goes to /about', async ({ page }) => {
    await page.goto('/');
    const about = page.getByRole('region', { name: 'About Us' });
    await about.getByRole('link', { name: home.about.link.label }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the six service cards link to their pages', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: services.title });
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(6);
    const expected = [
      ['Quick Refills', '/services/refills', false],
      ['Easy Transfers', '/services/transfers', false],
      ['Live Support', '/contact', false],
      ['Delivery Service', '/contact', false],
      ['Vaccination Hub', '/api/vaccine', true],
      ['Over The Counter', '/otc-store', false],
    ] as const;
    for (const [index, [title, href, newTab]] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
      const link = card.getByRole('link');
      await expect(link).toHaveAttribute('href', href);
      if (newTab) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toContainText('(opens in a new tab)');
      } else {
        await expect(link).not.toHaveAttribute('target', /.*/);
      }
    }
    // A router link: Quick Refills opens the refills page without a reload.
    await cards.nth(0).getByRole('link').click();
    await expect(page).toHaveURL(/\/services\/refills$/);
  });

  test('Over The Counter is a full page load to the server redirect', async ({ page }) => {
    await page.goto('/');
    // The browser follows the server's 302 itself (a route cannot stand in for the shop
    // behind a redirect): the page load asks the site, which answers with the shop.
    const link = page.getByRole('link', { name: services.cards[5].link.label });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/otc-/);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === href);
    // Not waiting for the page to load: there is no shop behind the address in a test.
    await link.click({ noWaitAfter: true });
    const response = await answer;
    expect(response.request().isNavigationRequest()).toBe(true);
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(externalUrls.otcStore);
  });

  test('the 24/7 banner opens /pharmacy-login in a new tab', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: banner.title });
    const link = section.getByRole('link', { name: /Create Account or Login/ });
    await expect(link).toHaveAttribute('href', '/pharmacy-login');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('shows the awards stat cards and turns the awards message every 30 s', async ({ page }) => {
    await openWithFrozenClock(page);
    const section = page.getByRole('region', { name: awards.title });
    for (const [id, value, label] of [
      ['jd-power', 'J.D. Power', /customer-satisfaction/],
      ['facebook', '5/5', 'Facebook rating'],
      ['google', '5/5', 'Google rating'],
      ['years', '13+', /Years of service/],
      ['locations', '4', /locations/],
    ] as const) {
      const card = section.getByTestId(`stat-${id}`);
      await expect(card.getByRole('definition')).toContainText(value);
      await expect(card.getByRole('term')).toHaveText(label);
    }
    const message = awardsMessage(page);
    await expect(message).toHaveText(awards.messages[0]);
    await page.clock.runFor(timers.awardsMessageMs);
    await expect(message).toHaveText(awards.messages[1]);
    await section.getByRole('button', { name: 'Pause award messages' }).click();
    await page.clock.runFor(timers.awardsMessageMs * 2);
    await expect(message).toHaveText(awards.messages[1]);
  });
});

test.describe('hero carousel', () => {
  test('advances every 6 s, wrapping after the last slide', async ({ page }) => {
    await openWithFrozenClock(page);
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 3');
    await expect(currentSlide(page)).toContainText(hero.slides[0].caption);
    for (const expected of ['2 of 3', '3 of 3', '1 of 3']) {
      await page.clock.runFor(timers.heroAutoplayMs);
      await expect(currentSlide(page)).toHaveAccessibleName(expected);
    }
  });

  test('the Pause button stops it and Play starts it again', async ({ page }) => {
    await openWithFrozenClock(page);
    await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await mouseAway(page);
    await page.clock.runFor(timers.heroAutoplayMs * 3);
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 3');
    await carousel(page).getByRole('button', { name: 'Play slideshow' }).click();
    await mouseAway(page);
    await page.clock.runFor(timers.heroAutoplayMs);
    await expect(currentSlide(page)).toHaveAccessibleName('2 of 3');
  });

  test('arrows and dots move it; a second move within 600 ms is ignored', async ({ page }) => {
    await openWithFrozenClock(page);
    const next = carousel(page).getByRole('button', { name: 'Next slide' });
    const previous = carousel(page).getByRole('button', { name: 'Previous slide' });
    await previous.click();
    await expect(currentSlide(page)).toHaveAccessibleName('3 of 3');
    await expect(carousel(page).getByRole('button', { name: 'Show slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Time stands still: the change is in progress, so this click is ignored.
    await next.click();
    await expect(currentSlide(page)).toHaveAccessibleName('3 of 3');
    await page.clock.runFor(timers.carouselTransitionLockMs);
    await next.click();
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 3');
    await page.clock.runFor(timers.carouselTransitionLockMs);
    await carousel(page).getByRole('button', { name: 'Show slide 2' }).click();
    await expect(currentSlide(page)).toHaveAccessibleName('2 of 3');
    await expect(currentSlide(page)).toContainText(hero.slides[1].caption);
  });

  test('works from the keyboard, and keyboard focus stops auto-play', async ({ page }) => {
    await openWithFrozenClock(page);
    const pause = carousel(page).getByRole('button', { name: /slideshow/ });
    // From the h1, Tab reaches the carousel's first control: the rotation button.
    await page.getByRole('heading', { level: 1 }).focus();
    await page.keyboard.press('Tab');
    await expect(pause).toBeFocused();
    await expect(pause).toHaveAccessibleName('Play slideshow');
    await page.keyboard.press('Tab');
    await expect(carousel(page).getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(currentSlide(page)).toHaveAccessibleName('3 of 3');
    await page.clock.runFor(timers.heroAutoplayMs * 2);
    await expect(currentSlide(page)).toHaveAccessibleName('3 of 3');
    // The slides are announced politely while it is not rotating by itself.
    await expect(currentSlide(page).locator('..')).toHaveAttribute('aria-live', 'polite');
  });

  test('loads the first image at once and the others when they come into view', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openWithFrozenClock(page);
    const frame = (index: number) => carousel(page).locator('[data-image-state]').nth(index);
    await expect(frame(0)).toHaveAttribute('data-image-state', 'loaded');
    // Nothing fetches the others meanwhile (no preload either): the first has the network.
    expect(requested).toContain(hero.slides[0].src);
    expect(requested).not.toContain(hero.slides[1].src);
    expect(requested).not.toContain(hero.slides[2].src);
    const first = currentSlide(page).getByRole('img', { name: hero.slides[0].alt });
    await expect(first).toBeVisible();
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(frame(1)).toHaveAttribute('data-image-state', 'waiting');
    await expect(frame(2)).toHaveAttribute('data-image-state', 'waiting');
    await carousel(page).getByRole('button', { name: 'Show slide 2' }).click();
    await expect(frame(1)).toHaveAttribute('data-image-state', 'loaded');
    await expect(currentSlide(page).getByRole('img', { name: hero.slides[1].alt })).toBeVisible();
  });

  test("shows 'Image unavailable' when an image fails to load", async ({ page }) => {
    await page.route(`**${hero.slides[1].src}`, (route) => route.abort());
    await openWithFrozenClock(page);
    await carousel(page).getByRole('button', { name: 'Show slide 2' }).click();
    await expect(currentSlide(page).getByText('Image unavailable')).toBeVisible();
    await expect(currentSlide(page)).toContainText(hero.slides[1].caption);
  });

  test('stands still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithFrozenClock(page);
    await expect(carousel(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(timers.heroAutoplayMs * 2);
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 3');
    // The awards messages are all shown, still.
    const section = page.getByRole('region', { name: awards.title });
    await section.scrollIntoViewIfNeeded();
    const shown = page.getByTestId('awards-messages');
    for (const text of awards.messages) await expect(shown.getByText(text)).toBeVisible();
    await expect(section.getByRole('button', { name: /award messages/ })).toBeHidden();
  });
});

/** The scripts a visitor of home is sent by the time it has turned: the loader and the rotations' chunk. */
const LOADER = /^\/static\/js\/island-loader\.[0-9a-f]+\.js$/;
const CAROUSELS = /^\/static\/js\/async\/carousels\.[0-9a-f]+\.js$/;
const REPORTER = /^\/static\/js\/async\/reporter\.[0-9a-f]+\.js$/;

test('the hero and the awards messages turn and pause with no React: none of its scripts is requested', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // At the top of the page: the islands further down (the partner strip) have not woken.
  await openWithFrozenClock(page);
  await mouseAway(page);
  await page.clock.runFor(timers.heroAutoplayMs);
  await expect(currentSlide(page)).toHaveAccessibleName('2 of 3');
  await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click();
  await mouseAway(page);
  await expect(carousel(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await page.clock.runFor(timers.awardsMessageMs);
  await expect(currentSlide(page)).toHaveAccessibleName('2 of 3');
  await expect(awardsMessage(page)).toHaveText(awards.messages[1]);
  // No React, federation runtime or section code: the loader, its rotations' chunk and the
  // anonymous reporter (which loads a few seconds after load) only.
  expect(
    scripts.filter((path) => ![LOADER, CAROUSELS, REPORTER].some((known) => known.test(path))),
  ).toEqual([]);
  expect(scripts.some((path) => CAROUSELS.test(path))).toBe(true);
});

test.describe("home page's partner strip", () => {
  const strip = (page: Page) =>
    page.getByRole('region', { name: homeWidgetText.partnersStripLabel });
  const names = partners.map((partner) => partner.name);

  /** The partners the strip shows (its repeats are hidden), each one of the site's. */
  async function shownPartners(page: Page) {
    const shown = await strip(page).getByRole('listitem').allTextContents();
    for (const text of shown) expect(names.some((name) => text.includes(name))).toBe(true);
    return shown;
  }

  test('shows 40 random partners after 2 s, the first 10 again at the end', async ({ page }) => {
    await openWithFrozenClock(page);
    // Until then the page holds no partner as elements, not even in a `<template>`: the
    // pool's markup is text, which costs the page's load no parsing.
    const parsedPartners = await page.evaluate(() => {
      const marquee = document.querySelector('[data-marquee]');
      const inTemplates = [...(marquee?.querySelectorAll('template') ?? [])].map(
        (template) => template.content.querySelectorAll('li').length,
      );
      return (marquee?.querySelectorAll('li').length ?? 0) + inTemplates.reduce((a, b) => a + b, 0);
    });
    expect(parsedPartners).toBe(0);
    await scrollToPartners(page);
    await expect(page.locator('[data-marquee="picking"]')).toBeAttached();
    await page.clock.runFor(reviewTimers.partnerLoadDesktopMs - 100);
    await expect(strip(page)).toBeHidden();
    await page.clock.runFor(200);
    await expect(strip(page)).toBeVisible();
    const shown = await shownPartners(page);
    expect(shown).toHaveLength(reviewLimits.partnerSubsetDesktop);
    expect(new Set(shown).size).toBe(shown.length);
    await expect(strip(page).locator('li')).toHaveCount(
      reviewLimits.partnerSubsetDesktop + reviewLimits.partnerMarqueeRepeat,
    );
  });

  test('shows 20 partners after 8 s on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openWithFrozenClock(page);
    await scrollToPartners(page);
    await expect(page.locator('[data-marquee="picking"]')).toBeAttached();
    await page.clock.runFor(reviewTimers.partnerLoadMobileMs + 100);
    await expect(strip(page)).toBeVisible();
    expect(await shownPartners(page)).toHaveLength(reviewLimits.partnerSubsetMobile);
  });
});

test.describe('home page quality', () => {
  test('passes axe with the reviews widget in place', async ({ page }) => {
    await openWithFrozenClock(page);
    // The testimonials-and-partners widget shows its partners once they have loaded; the
    // island loader's marquee behaviour starts their timer when the strip comes near the
    // viewport, so scroll to it and wait for that before moving the clock.
    await scrollToPartners(page);
    await expect(page.locator('[data-marquee="picking"]')).toBeAttached();
    await page.clock.runFor(reviewTimers.partnerLoadDesktopMs + 500);
    await expect(page.getByRole('link', { name: 'Read More Reviews' })).toBeVisible();
    // axe waits on timers of its own: let time run again.
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });

  test('fits a 375 px phone with no horizontal scrolling and passes axe there', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openWithFrozenClock(page);
    await expect(carousel(page).getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    // On a phone the first two images load at once, the third not before 1 s.
    const frames = carousel(page).locator('[data-image-state]');
    await expect(frames.nth(0)).toHaveAttribute('data-image-state', 'loaded');
    await expect(frames.nth(1)).toHaveAttribute('data-image-state', 'loaded');
    await expect(frames.nth(2)).toHaveAttribute('data-image-state', 'waiting');
    await scrollToPartners(page);
    await expect(page.locator('[data-marquee="picking"]')).toBeAttached();
    await page.clock.runFor(reviewTimers.partnerLoadMobileMs + 500);
    await expect(page.getByRole('link', { name: 'Read More Reviews' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });
});
