import { screen, within } from '@testing-library/react';
import { emails, formatAddress, getLocation, locations } from 'shared-content';
import { telHref } from 'shared-content/logic';
import { renderAt, sectionRoot } from 'test-kit';
import { describe, expect, it } from 'vitest';
import { medpackHowItWorks, medpackPage, petMedicationsPage } from '../content';
import { section } from '../section';

const Section = sectionRoot(section);

const outpatientTel = telHref(getLocation('outpatient').phone);

/** The section, as the shell shows it at a path: each page lazy, bringing its own texts. */
const pageAt = () => <Section />;

/** Waits for the lazy page (its component and its texts) to load. */
const loaded = () => screen.findByRole('heading', { level: 1 });

const outpatient = getLocation('outpatient');

// Rendering a whole page in happy-dom is slow on a busy 2-core machine.
describe('/medpack', { timeout: 20_000 }, () => {
  // The browser follows the link and focuses the section (e2e: medpack.spec.ts); no script does.
  it('links to the focusable #contact section, which shows the Outpatient phone and address', async () => {
    renderAt('/medpack', pageAt());
    await loaded();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const link = screen.getByRole('link', { name: medpackPage.contactLinkLabel });
    expect(link).toHaveAttribute('href', '#contact');
    const contact = screen.getByRole('region', { name: medpackPage.contact.title });
    expect(contact).toHaveAttribute('id', 'contact');
    expect(contact).toHaveAttribute('tabindex', '-1');
    expect(contact).toHaveTextContent(outpatient.phone);
    expect(contact).toHaveTextContent(formatAddress(outpatient.address));
    expect(
      within(contact).getAllByRole('link', {
        name: new RegExp(outpatient.phone.replace(/[()]/g, '\\$&')),
      })[0],
    ).toHaveAttribute('href', outpatientTel);
    expect(screen.getByRole('link', { name: medpackPage.howItWorksLink.label })).toHaveAttribute(
      'href',
      '/medpack/how-it-works',
    );
  });
});

describe('/medpack/how-it-works', { timeout: 20_000 }, () => {
  it('lists four steps and the first month as an ordered list, with call and links', async () => {
    renderAt('/medpack/how-it-works', pageAt());
    await loaded();
    const timeline = screen.getByRole('region', { name: medpackHowItWorks.timeline.title });
    const items = within(within(timeline).getByRole('list')).getAllByRole('listitem');
    expect(timeline.querySelector('ol')).not.toBeNull();
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Days 1-2: Call and setup',
      'Days 3-5: Transfer',
      'Days 6-8: Preparation',
      'Days 9-10: First delivery',
    ]);
    const steps = screen.getByRole('region', { name: medpackHowItWorks.steps.title });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: /Call to start MedPack/ })).toHaveAttribute(
      'href',
      outpatientTel,
    );
    expect(screen.getByRole('link', { name: 'Find our locations' })).toHaveAttribute(
      'href',
      '/locations',
    );
    expect(screen.getByRole('link', { name: 'Back to MedPack' })).toHaveAttribute(
      'href',
      '/medpack',
    );
  });
});

describe('/pet-medications', { timeout: 20_000 }, () => {
  it('shows six categories, four steps, six benefits, call, transfer and e-mail', async () => {
    renderAt('/pet-medications', pageAt());
    await loaded();
    const { categories, steps, benefits, transferLink, contact } = petMedicationsPage;
    const region = (name: string) => screen.getByRole('region', { name });
    expect(within(region(categories.title)).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(region(categories.title)).toHaveTextContent('Carprofen');
    expect(within(region(steps.title)).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(region(benefits.title)).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(region(benefits.title)).toHaveTextContent('Most prescriptions ready in 2-4 hours');
    expect(screen.getByRole('link', { name: transferLink.label })).toHaveAttribute(
      'href',
      '/services/transfers',
    );
    // Every pharmacy fills pet prescriptions: a call link for each of the four.
    const calls = screen.getAllByRole('link', { name: new RegExp(`^${contact.callLabel}: `) });
    expect(calls.map((link) => link.getAttribute('href'))).toEqual(
      locations.map((location) => telHref(location.phone)),
    );
    expect(screen.getByRole('link', { name: emails.info })).toHaveAttribute(
      'href',
      `mailto:${emails.info}`,
    );
  });
});
