import { screen, within } from '@testing-library/react';
import { locations } from 'shared-content';
import { telHref } from 'shared-content/logic';
import type { LinkAction } from 'shared-content/schemas';
import { renderAt } from 'test-kit';
import { describe, expect, it } from 'vitest';
import { ActionLink } from './ActionLink';

const renderLink = (link: LinkAction) => renderAt('/', <ActionLink link={link} />);

describe('ActionLink', () => {
  it('renders a route as a router link in this tab', () => {
    renderLink({ kind: 'route', label: 'Contact Us', href: '/contact' });
    const link = screen.getByRole('link', { name: 'Contact Us' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('renders a page as a plain link loaded in this tab', () => {
    renderLink({ kind: 'page', label: 'Shop OTC', href: '/otc-products' });
    const link = screen.getByRole('link', { name: 'Shop OTC' });
    expect(link).toHaveAttribute('href', '/otc-products');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens a newTab link in a new tab with noopener noreferrer, and says so', () => {
    const href = 'https://portal.pharmacy.example/refill';
    renderLink({ kind: 'newTab', label: 'Request Refill', href });
    const link = screen.getByRole('link', { name: 'Request Refill (opens in a new tab)' });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('calls a tel link, labelled by its label', () => {
    renderLink({ kind: 'tel', label: 'Consult Pharmacist', phone: '(908) 555-0102' });
    const link = screen.getByRole('link', { name: 'Consult Pharmacist' });
    expect(link).toHaveAttribute('href', telHref('(908) 555-0102'));
    expect(link).not.toHaveAttribute('target');
  });

  it('writes a mailto link in this tab', () => {
    renderLink({ kind: 'mailto', label: 'E-mail us', address: 'info@pharmacy.example' });
    const link = screen.getByRole('link', { name: 'E-mail us' });
    expect(link).toHaveAttribute('href', 'mailto:info@pharmacy.example');
    expect(link).not.toHaveAttribute('target');
  });

  it('shows the number or the address itself when a tel or mailto link has no label', () => {
    renderAt(
      '/',
      <p>
        Call <ActionLink link={{ kind: 'tel', phone: '(908) 555-0102' }} /> or write to{' '}
        <ActionLink link={{ kind: 'mailto', address: 'info@pharmacy.example' }} />
      </p>,
    );
    expect(screen.getByRole('link', { name: '(908) 555-0102' })).toHaveAttribute(
      'href',
      telHref('(908) 555-0102'),
    );
    expect(screen.getByRole('link', { name: 'info@pharmacy.example' })).toHaveAttribute(
      'href',
      'mailto:info@pharmacy.example',
    );
  });

  it('offers a call to each of the four pharmacies for `phones`', () => {
    renderLink({ kind: 'phones', label: 'Call to Book' });
    const list = screen.getByRole('list', { name: 'Call to Book' });
    const calls = within(list).getAllByRole('link');
    expect(calls.map((call) => call.getAttribute('href'))).toEqual(
      locations.map((location) => telHref(location.phone)),
    );
    expect(calls[0]).toHaveAccessibleName(
      `Call to Book: ${locations[0]?.name} ${locations[0]?.phone}`,
    );
  });

  it('takes its look from the data variant first, then from the prop', () => {
    const classOf = (link: LinkAction, variant: 'primary' | 'secondary') => {
      const { container, unmount } = renderAt('/', <ActionLink link={link} variant={variant} />);
      const className = container.querySelector('a')?.className;
      unmount();
      return className;
    };
    const link: LinkAction = { kind: 'route', label: 'A', href: '/a' };
    expect(classOf({ ...link, variant: 'secondary' }, 'primary')).toBe(classOf(link, 'secondary'));
    expect(classOf(link, 'primary')).not.toBe(classOf(link, 'secondary'));
  });
});
