import { screen } from '@testing-library/react';
import { declarePages } from 'shared-content';
import { describe, expect, it } from 'vitest';
import { StandaloneHarness } from './harness';
import { renderAt } from './renderAt';

const Section = () => <h1>Section page</h1>;
const HomeWidget = () => <h2>Home widget</h2>;

const harness = (
  <StandaloneHarness
    remote="mf-reviews"
    modules={{
      './Section': Section,
      './HomeWidget': HomeWidget,
    }}
    pages={declarePages({ pages: ['/testimonials', '/partners'], aliases: {} })}
  />
);

describe('standalone harness', () => {
  it('lists the routes and every other exposed module of the remote', () => {
    renderAt('/testimonials', harness);
    const nav = screen.getByRole('navigation', { name: 'mf-reviews routes' });
    expect(nav).toHaveTextContent('/testimonials');
    expect(nav).toHaveTextContent('/partners');
    expect(screen.getByRole('link', { name: './HomeWidget (exposed)' })).toHaveAttribute(
      'href',
      '/exposed/HomeWidget',
    );
    expect(screen.getByRole('heading', { name: 'Section page' })).toBeInTheDocument();
  });

  it('shows an exposed module on its own path', () => {
    renderAt('/exposed/HomeWidget', harness);
    expect(screen.getByRole('heading', { name: 'Home widget' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Section page' })).toBeNull();
  });
});
