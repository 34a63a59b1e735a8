import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from 'shared-content';
import { describe, expect, it } from 'vitest';
import { home } from './home';
import { homeContent } from './home.schema';

const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../public');

describe('home page content', () => {
  const parsed = homeContent.parse(home);

  it('has a title, a search-engine description and a lead', () => {
    expect(parsed.page.title).toMatch(/New Jersey/);
    expect(parsed.page.description.length).toBeLessThanOrEqual(160);
    expect(parsed.page.description).toContain('Linden, Parlin and Browns Mills');
    expect(parsed.page.lead).toContain('2011');
    expect(brand.tagline).toBe('Better Care. Better Health.');
  });

  it('has three hero images, each a project SVG of the declared size, with alt text', () => {
    expect(parsed.hero.slides.map((slide) => slide.id)).toEqual([
      'pharmacy-counter',
      'delivery-van',
      'vaccination',
    ]);
    for (const slide of parsed.hero.slides) {
      const svg = readFileSync(resolve(publicDir, `.${slide.src}`), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`viewBox="0 0 ${parsed.hero.imageWidth} ${parsed.hero.imageHeight}"`);
      // Small, self-contained files: no external references, no scripts.
      expect(svg.length).toBeLessThan(12_000);
      expect(svg).not.toMatch(/<script|href="http|<image/);
      expect(slide.alt).not.toMatch(/^(image|picture|photo) of/i);
    }
  });

  it('has the About Us card with its button to /about', () => {
    expect(parsed.about.title).toBe('About Us');
    expect(parsed.about.link).toMatchObject({ href: '/about', kind: 'route' });
  });

  it('has the six service cards, each going to its page', () => {
    expect(
      parsed.services.cards.map((card) => [card.title, card.link.href, card.link.kind]),
    ).toEqual([
      ['Quick Refills', '/services/refills', 'route'],
      ['Easy Transfers', '/services/transfers', 'route'],
      ['Live Support', '/contact', 'route'],
      ['Delivery Service', '/contact', 'route'],
      ['Vaccination Hub', '/api/vaccine', 'newTab'],
      ['Over The Counter', '/otc-store', 'page'],
    ]);
    const labels = parsed.services.cards.map((card) => card.link.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('has the prescription-management banner opening /pharmacy-login in a new tab', () => {
    expect(parsed.banner.title).toBe('Access Prescription Management 24/7');
    expect(parsed.banner.link).toEqual({
      label: 'Create Account or Login',
      href: '/pharmacy-login',
      kind: 'newTab',
    });
  });

  it('has the awards messages and the five stat cards with their claims', () => {
    expect(parsed.awards.stats.map((stat) => [stat.id, stat.value])).toEqual([
      ['jd-power', 'J.D. Power'],
      ['facebook', '5/5'],
      ['google', '5/5'],
      ['years', '13+'],
      ['locations', '4'],
    ]);
    const messages = parsed.awards.messages.join(' ');
    expect(messages).toContain('8 years in a row');
    expect(messages).toContain('13 of the last 15 years');
    expect(messages).toContain('since 2011');
  });

  it('rejects a service link that is not a path on this site', () => {
    const broken = structuredClone(home) as unknown as {
      services: { cards: { link: { href: string } }[] };
    };
    broken.services.cards[4].link.href = 'https://example.com/vaccine';
    expect(() => homeContent.parse(broken)).toThrow(/services.*cards.*4.*link.*href|href/s);
  });
});
