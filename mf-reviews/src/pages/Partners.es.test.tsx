import { screen, within } from '@testing-library/react';
import { renderAt } from 'shared-content/testing';
import { describe, expect, it } from 'vitest';
import { nationalPartners } from '../content';
import { inSpanish } from '../testing';
import Partners from './Partners';

const section = (name: string) => screen.getByRole('region', { name });

// Large pages: role queries are slow in happy-dom on a busy machine.
describe('/es/partners', { timeout: 30_000 }, () => {
  it('has the Spanish heading, figures and sample notice', () => {
    renderAt('/partners', inSpanish(<Partners />));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nuestros socios de salud');
    expect(
      within(section('Nuestras alianzas en cifras'))
        .getAllByRole('listitem')
        .map((stat) => stat.textContent),
    ).toEqual([
      '15+ Socios de salud',
      '4 Distribuidores nacionales',
      '13+ Años de colaboración',
      '10,000+ Pacientes atendidos',
    ]);
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Contenido de muestra\. Las organizaciones de esta página/,
    );
  });

  it('describes each national partner in Spanish, its name and website unchanged', () => {
    renderAt('/partners', inSpanish(<Partners />));
    const national = section('Socios nacionales');
    const larkspur = within(national)
      .getByRole('heading', { name: 'Larkspur Drug Distribution' })
      .closest('li') as HTMLElement;
    expect(larkspur).toHaveTextContent('Distribución');
    expect(larkspur).toHaveTextContent('Desde 1978');
    expect(larkspur).toHaveTextContent(
      'Un mayorista farmacéutico nacional cuyas entregas diarias mantienen nuestros estantes surtidos',
    );
    const link = within(larkspur).getByRole('link', {
      name: /^Visitar el sitio web\s+de Larkspur Drug Distribution/,
    });
    expect(link).toHaveAttribute('href', nationalPartners[0]?.website);
  });

  it('lists local services and the technology strip in Spanish', () => {
    renderAt('/partners', inSpanish(<Partners />));
    const local = section('Socios locales de Nueva Jersey');
    expect(local).toHaveTextContent('Conciliación de medicamentos');
    expect(local).toHaveTextContent('Atención de urgencias');
    const strip = within(section('Socios de tecnología')).getByRole('region', {
      name: 'Socios de tecnología (desplazamiento automático)',
    });
    expect(strip).toHaveTextContent('Recetas electrónicas');
    expect(section('Tarjetas aceptadas')).toHaveTextContent('American Express');
  });
});
