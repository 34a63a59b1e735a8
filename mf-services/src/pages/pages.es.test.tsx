import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { externalUrls, getLocation } from 'shared-content';
import { renderAt } from 'shared-content/testing';
import { describe, expect, it } from 'vitest';
import * as spanish from '../content/es';
import Section from '../Section';

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

const pageShown = () => screen.findByRole('heading', { level: 1 });

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
    const [chat] = screen.getAllByRole('link', { name: /Chatear o programar/ });
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
    expect(holidays).toHaveTextContent('(25 de diciembre)');
    expect(holidays).toHaveTextContent('(1 de enero)');
  });

  it('insurance: Spanish heading and plans, brand names kept', async () => {
    renderEs('/support/insurance');
    expect(await pageShown()).toHaveTextContent('Seguro médico');
    const plans = screen.getByRole('region', { name: 'Planes aceptados' });
    expect(plans).toHaveTextContent('Planes de Medicare Parte D');
    expect(plans).toHaveTextContent('NJ FamilyCare (Medicaid)');
  });

  it('legal documents: the date line in Spanish', async () => {
    renderEs('/legal/terms');
    await pageShown();
    expect(screen.getByText('22 de junio de 2025')).toHaveAttribute('dateTime', '2025-06-22');
    expect(screen.getByText(/Última actualización:/)).toBeInTheDocument();
  });
});
