import { screen, within } from '@testing-library/react';
import { languageAssistance } from 'shared-content';
import { telHref } from 'shared-content/logic';
import { renderAt, sectionLanguages } from 'test-kit';
import { describe, expect, it } from 'vitest';
import ScriptMissingNote from '../federation/ScriptMissingNote';
import { SectionUnavailable } from '../federation/SectionUnavailable';
import { section } from '../section';
import { Footer } from './Footer';
import { RotatingWord } from './RotatingWord';
import { SkipLink } from './SkipLink';

const { inSpanish } = await sectionLanguages(section);

/** `ui` rendered on the Spanish home page (its links are the Spanish pages', under /es). */
const renderInSpanish = (ui: React.ReactElement) => renderAt('/', inSpanish(ui), { lang: 'es' });

/** A paragraph whose whole text is `text` (a phone number inside is its own element). */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

describe('the chrome in Spanish', () => {
  it('writes the footer in Spanish, with the same links', () => {
    renderInSpanish(<Footer />);
    const legal = screen.getByRole('navigation', { name: 'Información legal' });
    expect(within(legal).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/es/legal/privacy',
    );
    // Link texts are the titles of the pages they open.
    for (const title of [
      'Términos de servicio',
      'No discriminación y asistencia lingüística',
      'Declaración de accesibilidad',
      'Nuestras farmacias',
    ]) {
      expect(screen.getByRole('link', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Llámenos' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Llamar a Parlin Pharmacy al (732) 555-0103' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Mejor atención\. Mejor salud\./)).toHaveTextContent(
      'Todos los derechos reservados.',
    );
    // Free language help in the call block, with the Section 1557 notice's number.
    const help = screen.getByText(
      paragraph(`Ayuda con el idioma sin costo: llame al ${languageAssistance.phone}.`),
    );
    expect(within(help).getByRole('link')).toHaveAttribute(
      'href',
      telHref(languageAssistance.phone),
    );
  });

  it('offers free language help in the English footer too', () => {
    renderAt('/', <Footer />);
    expect(
      screen.getByText(paragraph(`Free language assistance: call ${languageAssistance.phone}.`)),
    ).toBeInTheDocument();
  });

  it("rotates the header's pharmacy words in Spanish", () => {
    renderInSpanish(<RotatingWord />);
    expect(screen.getByTestId('rotating-word')).toHaveTextContent('familiar');
    expect(
      screen.getByText(
        'Su farmacia familiar, de especialidad, de Parlin, para pacientes ambulatorios',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Specialty|Outpatient/)).not.toBeInTheDocument();
  });

  it('writes the failure panel in Spanish', () => {
    renderInSpanish(<SectionUnavailable />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Esta página no está disponible en este momento',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo cargar esta parte de nuestro sitio.',
    );
    expect(screen.getByRole('link', { name: 'Volver a intentar' })).toHaveAttribute('href', '/es');
    expect(
      screen.getByText('Si necesita ayuda ahora, llame a cualquiera de nuestras farmacias:'),
    ).toBeInTheDocument();
  });

  it('writes the script-needed note and the skip link in Spanish', () => {
    renderInSpanish(
      <>
        <SkipLink />
        <ScriptMissingNote onRetry={() => {}} retrying />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentando de nuevo…' })).toBeDisabled();
  });

  it('stays English without a provider', () => {
    renderAt('/', <SectionUnavailable />);
    expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/');
    // A link to this very page: it loads it again, with no script.
  });
});
