import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { brand, site } from 'shared-content';
import { renderAt, sectionLanguages, stubMedia } from 'test-kit';
import { startCarousels } from 'ui-kit/carousels';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as english from '../../content';
import { section } from '../../section';
import Home from './Home';

const { inEnglish } = await sectionLanguages(section);

vi.mock('../../federation/RemoteSection', () => ({
  Slot: ({ name }: { name: string }) => <div data-testid="slot">{name}</div>,
}));

const { home } = english;

/** The stylesheet shows a rotation's item unless it is marked `aria-hidden` (not on show). */
const isVisible = (element: Element) => element.getAttribute('aria-hidden') !== 'true';

describe('Home page', () => {
  beforeEach(() => stubMedia());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('has the tagline as its one h1, its own title and meta description', () => {
    renderAt('/', inEnglish(<Home />));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(brand.tagline);
    expect(document.title).toBe(`${home.page.title} | ${site.groupName}`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      home.page.description,
    );
  });

  it('has the About Us card with its button to /about', () => {
    renderAt('/', inEnglish(<Home />));
    const about = screen.getByRole('region', { name: 'About Us' });
    expect(within(about).getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it('has the six service cards of the content, each linking to its page', () => {
    renderAt('/', inEnglish(<Home />));
    const services = screen.getByRole('region', { name: home.services.title });
    const cards = within(services).getAllByRole('listitem');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(home.services.cards.map((card) => card.title));
    expect(cards).toHaveLength(6);
    const link = (index: number) => within(cards[index]).getByRole('link');
    expect(link(0)).toHaveAttribute('href', '/services/refills');
    expect(link(1)).toHaveAttribute('href', '/services/transfers');
    expect(link(2)).toHaveAttribute('href', '/contact');
    expect(link(3)).toHaveAttribute('href', '/contact');
    expect(link(4)).toHaveAttribute('href', '/api/vaccine');
    expect(link(4)).toHaveAttribute('target', '_blank');
    expect(link(4)).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link(4)).toHaveAccessibleName('Book a vaccination (opens in a new tab)');
    expect(link(5)).toHaveAttribute('href', '/otc-store');
    expect(link(5)).not.toHaveAttribute('target');
  });

  it('has the 24/7 banner whose button opens /pharmacy-login in a new tab', () => {
    renderAt('/', inEnglish(<Home />));
    const banner = screen.getByRole('region', { name: home.banner.title });
    const button = within(banner).getByRole('link', { name: new RegExp(home.banner.link.label) });
    expect(button).toHaveAttribute('href', '/pharmacy-login');
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the awards stat cards', () => {
    renderAt('/', inEnglish(<Home />));
    const awards = screen.getByRole('region', { name: home.awards.title });
    const values = within(awards)
      .getAllByRole('definition')
      .map((value) => value.querySelector('[aria-hidden]')?.textContent ?? value.textContent);
    expect(values).toEqual(['J.D. Power', '5/5', '5/5', '13+', '4']);
    expect(within(awards).getByText('Facebook rating')).toBeInTheDocument();
    expect(within(awards).getByText('Google rating')).toBeInTheDocument();
  });

  // The messages are server HTML that the island loader's behaviour turns.
  const messageInSight = () =>
    within(screen.getByTestId('awards-messages'))
      .getAllByText(/./)
      .filter((message) => isVisible(message))
      .map((message) => message.textContent);

  it('rotates the awards message every 30 s until paused', () => {
    vi.useFakeTimers();
    renderAt('/', inEnglish(<Home />));
    expect(messageInSight()).toEqual([home.awards.messages[0]]);
    startCarousels();
    vi.advanceTimersByTime(29_999);
    expect(messageInSight()).toEqual([home.awards.messages[0]]);
    vi.advanceTimersByTime(1);
    expect(messageInSight()).toEqual([home.awards.messages[1]]);
    fireEvent.click(screen.getByRole('button', { name: 'Pause award messages' }));
    expect(screen.getByRole('button', { name: 'Play award messages' })).toBeInTheDocument();
    vi.advanceTimersByTime(90_000);
    expect(messageInSight()).toEqual([home.awards.messages[1]]);
  });

  it('keeps the awards messages still for visitors who prefer reduced motion', () => {
    vi.useFakeTimers();
    stubMedia({ reducedMotion: true });
    renderAt('/', inEnglish(<Home />));
    startCarousels();
    vi.advanceTimersByTime(90_000);
    expect(messageInSight()).toEqual([home.awards.messages[0]]);
    // Screen readers hear the whole list, always.
    const awards = screen.getByRole('region', { name: home.awards.title });
    expect(
      within(awards)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(home.awards.messages);
  });

  it('offers the testimonials-and-partners slot (a remote fills it) after the awards', () => {
    renderAt('/', inEnglish(<Home />));
    const widget = screen.getByTestId('slot');
    expect(widget).toHaveTextContent('home-testimonials');
    const awards = screen.getByRole('region', { name: home.awards.title });
    expect(awards.compareDocumentPosition(widget) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
