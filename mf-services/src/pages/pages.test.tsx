import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { externalUrls, getLocation, locations, routesOf, site } from 'shared-content';
import { telHref } from 'shared-content/logic';
import { renderAt, sectionRoot } from 'test-kit';
import { describe, expect, it } from 'vitest';
import {
  consultationsPage,
  consultationTypes,
  faqPage,
  hoursPage,
  insurancePage,
  legalDocuments,
  medicationSyncPage,
  refillsPage,
  transfersPage,
} from '../content';
import * as spanish from '../content/es';
import { section as sectionDefinition } from '../section';

const Section = sectionRoot(sectionDefinition);

const { declaration } = sectionDefinition;
const pages = sectionDefinition.pagesIn('en');

const headings: Record<string, string> = {
  '/services/refills': refillsPage.meta.heading,
  '/services/transfers': transfersPage.meta.heading,
  '/services/consultations': consultationsPage.meta.heading,
  '/services/medication-sync': medicationSyncPage.meta.heading,
  '/services/sync': medicationSyncPage.meta.heading,
  '/support/faq': faqPage.meta.heading,
  '/support/hours': hoursPage.meta.heading,
  '/support/insurance': insurancePage.meta.heading,
  '/legal/privacy': legalDocuments.privacy.meta.heading,
  '/legal/terms': legalDocuments.terms.meta.heading,
  '/legal/hipaa': legalDocuments.hipaa.meta.heading,
  '/legal/accessibility': legalDocuments.accessibility.meta.heading,
  '/legal/nondiscrimination': legalDocuments.nondiscrimination.meta.heading,
};

/** The section, as the shell mounts it; its pages load as chunks. */
const section = (
  <Suspense fallback={null}>
    <Section />
  </Suspense>
);

/** Waits for the page of the section to arrive. */
const pageShown = () => screen.findByRole('heading', { level: 1 });

const canonicalHref = () =>
  document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;

describe('mf-services routes', () => {
  it('renders every page it declares, and the alias /services/sync', async () => {
    expect(Object.keys(pages).sort()).toEqual([...declaration.pages].sort());
    expect([...Object.keys(pages), ...Object.keys(declaration.aliases)].sort()).toEqual(
      routesOf('mf-services', declaration)
        .map((route) => route.path)
        .sort(),
    );
    expect(declaration.aliases).toEqual({ '/services/sync': '/services/medication-sync' });
  });

  it.each(Object.entries(headings))(
    '%s renders one h1 "%s" and its own title',
    async (path, heading) => {
      renderAt(path, section);
      await pageShown();
      const h1s = screen.getAllByRole('heading', { level: 1 });
      expect(h1s).toHaveLength(1);
      expect(h1s[0]).toHaveTextContent(heading);
      expect(document.title).toMatch(new RegExp(`\\| ${site.groupName}$`));
    },
  );

  it('shows medication sync at /services/sync with a canonical link to /services/medication-sync', async () => {
    renderAt('/services/sync', section);
    await pageShown();
    expect(canonicalHref()).toBe(`${site.origin}/services/medication-sync`);
  });

  it('points the canonical page at itself', async () => {
    renderAt('/services/medication-sync', section);
    await pageShown();
    expect(canonicalHref()).toBe(`${site.origin}/services/medication-sync`);
  });

  it('refills: 4 numbered steps and Start Refill Request opening the portal in a new tab', async () => {
    renderAt('/services/refills', section);
    await pageShown();
    const steps = screen.getByRole('region', { name: 'How refills work' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    const [start] = screen.getAllByRole('link', { name: /Start Refill Request/ });
    expect(start).toHaveAttribute('href', externalUrls.refillPortal);
    expect(start).toHaveAttribute('target', '_blank');
    expect(start).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('consultations: the three types with prices and durations, and both hours tables', async () => {
    renderAt('/services/consultations', section);
    await pageShown();
    for (const type of consultationTypes) {
      const card = screen.getByRole('heading', { level: 3, name: type.name }).closest('li');
      expect(card).toHaveTextContent(`$${type.priceUsd}for ${type.durationMinutes} minutes`);
    }
    const walkIn = screen.getByRole('table', { name: 'Walk-in hours' });
    expect(walkIn).toHaveTextContent('Saturday9:00 AM – 2:00 PM');
    expect(walkIn).toHaveTextContent('SundayClosed');
    const scheduled = screen.getByRole('table', { name: 'Scheduled appointment hours' });
    expect(scheduled).toHaveTextContent('Sunday10:00 AM – 2:00 PM');
    const [call] = screen.getAllByRole('link', { name: /Call to Book/ });
    expect(call).toHaveAttribute('href', telHref(locations[0].phone));
  });

  it('hours: a card per location and the holiday closures', async () => {
    renderAt('/support/hours', section);
    await pageShown();
    const cards = within(
      screen.getByRole('region', { name: hoursPage.locationsTitle }),
    ).getAllByRole('heading', { level: 3 });
    expect(cards).toHaveLength(4);
    const holidays = screen.getByRole('region', { name: hoursPage.holidays.title });
    expect(holidays).toHaveTextContent('Christmas Day (December 25)');
    expect(holidays).toHaveTextContent("New Year's Day (January 1)");
  });
});

describe('LegalDocument', () => {
  it('shows the date line and a table of contents of every section', async () => {
    renderAt('/legal/terms', section);
    await pageShown();
    expect(screen.getByText('June 22, 2025')).toHaveAttribute('dateTime', '2025-06-22');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link')).toHaveLength(legalDocuments.terms.sections.length);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/legal/privacy',
    );
  });

  it('links each contents entry to its section, which the browser can focus (no script)', async () => {
    renderAt('/legal/hipaa', section);
    await pageShown();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(legalDocuments.hipaa.sections.length);
    for (const [index, link] of links.entries()) {
      const doc = legalDocuments.hipaa.sections[index];
      expect(link).toHaveAttribute('href', `#${doc?.id}`);
      // The fragment's target: the section named by its heading, focusable, so the
      // browser's own fragment navigation moves focus there.
      const target = screen.getByRole('region', { name: doc?.heading });
      expect(target).toHaveAttribute('id', doc?.id);
      expect(target).toHaveAttribute('tabindex', '-1');
      expect(link).toHaveTextContent(doc?.heading ?? '');
    }
  });
});

/**
 * The Spanish section as the shell mounts it on `/es/…`: the router's basename is `/es`,
 * the page's language is Spanish.
 */
function renderEs(path: string) {
  return renderAt(
    path,
    <Suspense fallback={null}>
      <Section />
    </Suspense>,
    { lang: 'es' },
  );
}

describe('mf-services in Spanish', () => {
  it('FAQ: Spanish heading, categories and questions that still open and close', async () => {
    const { user } = renderEs('/support/faq');
    expect(await pageShown()).toHaveTextContent('Preguntas frecuentes');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(expect.arrayContaining(['Recetas', 'Traslados', 'Entrega a domicilio y recogida']));
    const question = screen.getByRole('heading', { level: 3, name: '¿Cuánto tarda un traslado?' });
    const details = question.closest('details');
    if (!details) throw new Error('the question is not in a <details>');
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/suelen completarse en menos de 24 horas/)).toBeVisible();
    await user.click(question);
    expect(details.open).toBe(false);
  });

  it('FAQ: internal links stay in Spanish (under /es), portals are unchanged', async () => {
    renderEs('/support/faq');
    await pageShown();
    expect(screen.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute(
      'href',
      '/es/contact',
    );
    const [chat] = screen.getAllByRole('link', { name: /Chatear o hacer una cita/ });
    expect(chat).toHaveAttribute('href', externalUrls.scheduling);
  });

  it('refills: Spanish heading, steps and the refill portal', async () => {
    renderEs('/services/refills');
    expect(await pageShown()).toHaveTextContent('Resurtido de recetas');
    const steps = screen.getByRole('region', { name: 'Cómo funcionan los resurtidos' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(steps).getByText('Busque su número de receta')).toBeInTheDocument();
    const [start] = screen.getAllByRole('link', { name: /Pedir un resurtido/ });
    expect(start).toHaveAttribute('href', externalUrls.refillPortal);
  });

  it('consultations: Spanish names with the same prices and lengths', async () => {
    renderEs('/services/consultations');
    expect(await pageShown()).toHaveTextContent('Consultas de salud');
    for (const type of spanish.consultationTypes) {
      const card = screen.getByRole('heading', { level: 3, name: type.name }).closest('li');
      expect(card).toHaveTextContent(`$${type.priceUsd}por ${type.durationMinutes} minutos`);
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Consulta básica' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Horario sin cita' })).toBeInTheDocument();
  });

  it('medication sync: the location cards link to the Spanish location pages', async () => {
    renderEs('/services/medication-sync');
    expect(await pageShown()).toHaveTextContent('Sincronización de medicamentos');
    const family = getLocation('family');
    expect(screen.getByRole('link', { name: `Más sobre ${family.name}` })).toHaveAttribute(
      'href',
      '/es/locations/family',
    );
    expect(screen.getByText(`${3} o más medicamentos de mantenimiento`)).toBeInTheDocument();
  });

  it('store hours: Spanish heading, call buttons and holiday dates', async () => {
    renderEs('/support/hours');
    expect(await pageShown()).toHaveTextContent('Horario de las farmacias');
    const family = getLocation('family');
    expect(
      screen.getByRole('link', { name: new RegExp(`^Llamar a ${family.name}`) }),
    ).toBeVisible();
    const holidays = screen.getByRole('region', { name: 'Horario en días festivos' });
    expect(holidays).toHaveTextContent('Navidad (25 de diciembre)');
    expect(holidays).toHaveTextContent('Año Nuevo (1 de enero)');
    expect(holidays).not.toHaveTextContent(/Christmas|New Year/);
  });

  it('insurance: Spanish heading and plans, brand names kept', async () => {
    renderEs('/support/insurance');
    expect(await pageShown()).toHaveTextContent('Seguro médico');
    const plans = screen.getByRole('region', { name: 'Planes aceptados' });
    expect(plans).toHaveTextContent('Planes de la Parte D de Medicare');
    expect(plans).toHaveTextContent('NJ FamilyCare (Medicaid)');
  });

  it('legal documents: the date line in Spanish', async () => {
    renderEs('/legal/terms');
    await pageShown();
    expect(screen.getByText('22 de junio de 2025')).toHaveAttribute('dateTime', '2025-06-22');
    expect(screen.getByText(/Última actualización:/)).toBeInTheDocument();
  });
});
