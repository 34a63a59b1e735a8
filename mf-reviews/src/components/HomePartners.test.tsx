import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { atPath, sectionLanguages, stubMedia } from 'test-kit';
import { startMarquee } from 'ui-kit/marquee-behaviour';
import { MARQUEE_SELECTOR } from 'ui-kit/marquee-markup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partners, homeWidgetText as text } from '../content';
import { section } from '../section';
import { limits, timers } from '../timing';
import { HomeWidgetView } from './HomeWidgetView';

const { inEnglish, inSpanish } = await sectionLanguages(section);

/** The home widget as the server sends it, its marquee started as the island loader does. */
function serveHome(ui = inEnglish(<HomeWidgetView />)) {
  document.body.innerHTML = renderToString(atPath('/', ui));
  const marquee = document.querySelector<HTMLElement>(MARQUEE_SELECTOR);
  if (marquee) startMarquee(marquee);
}

const partnerStrip = () => screen.queryByRole('region', { name: text.partnersStripLabel });
const strip = () => screen.getByRole('region', { name: text.partnersStripLabel });
const known = partners.map((partner) => `${partner.logo}${partner.name}${partner.type}`);

describe("the home page's partner strip, with no React in the browser", { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('is no island: the server sends every partner once, unseen, and nothing shows before 2 s', () => {
    stubMedia();
    serveHome();
    const marquee = document.querySelector(MARQUEE_SELECTOR);
    expect(marquee?.closest('site-island')).toBeNull();
    // In a `noscript`, whose content the browser keeps as text until the behaviour picks.
    const pool = marquee?.querySelector('noscript');
    expect(pool?.innerHTML.match(/<li/g)).toHaveLength(partners.length);
    expect(marquee?.querySelector('template')).toBeNull();
    vi.advanceTimersByTime(timers.partnerLoadDesktopMs - 1);
    expect(partnerStrip()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(partnerStrip()).toBeVisible();
  });

  it('shows 40 random distinct partners on desktop, the first 10 repeated (hidden) at the end', () => {
    stubMedia();
    serveHome();
    vi.advanceTimersByTime(timers.partnerLoadDesktopMs);
    const shown = within(strip())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(shown).toHaveLength(limits.partnerSubsetDesktop);
    expect(new Set(shown).size).toBe(limits.partnerSubsetDesktop);
    for (const name of shown) expect(known).toContain(name);
    const all = [...strip().querySelectorAll('li')].map((item) => item.textContent);
    expect(all).toEqual([...shown, ...shown.slice(0, limits.partnerMarqueeRepeat)]);
  });

  it('waits 8 s and shows 20 partners at 768 px or less', () => {
    stubMedia({ mobile: true });
    serveHome();
    vi.advanceTimersByTime(timers.partnerLoadMobileMs - 1);
    expect(partnerStrip()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(within(strip()).getAllByRole('listitem')).toHaveLength(limits.partnerSubsetMobile);
    expect(strip().querySelectorAll('li')).toHaveLength(
      limits.partnerSubsetMobile + limits.partnerMarqueeRepeat,
    );
  });

  it('moves, and pauses with its own control', () => {
    stubMedia();
    serveHome();
    vi.advanceTimersByTime(timers.partnerLoadDesktopMs);
    const track = within(strip()).getByRole('list');
    expect(track).toHaveAttribute('data-paused', 'false');
    fireEvent.click(screen.getByRole('button', { name: `Pause ${text.partnersPauseLabel}` }));
    expect(track).toHaveAttribute('data-paused', 'true');
    expect(screen.getByRole('button', { name: `Play ${text.partnersPauseLabel}` })).toBeVisible();
  });

  it('holds still under reduced motion, with no pause control', () => {
    stubMedia({ reducedMotion: true });
    serveHome();
    vi.advanceTimersByTime(timers.partnerLoadDesktopMs);
    expect(within(strip()).getByRole('list')).toHaveAttribute('data-paused', 'true');
    expect(screen.queryByRole('button', { name: /partner logos/ })).toBeNull();
  });

  it('in Spanish, with Spanish labels', () => {
    stubMedia();
    serveHome(inSpanish(<HomeWidgetView />));
    vi.advanceTimersByTime(timers.partnerLoadDesktopMs);
    const strip = screen.getByRole('region', { name: 'Logotipos de socios' });
    expect(strip).toHaveTextContent(/Distribuidor|Red|Plan|Tarjetas|Terapia|Clínica|Recetas/);
    expect(screen.getByRole('button', { name: 'Pausar logotipos de socios' })).toBeVisible();
  });
});
