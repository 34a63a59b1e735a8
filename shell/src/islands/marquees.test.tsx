import '@testing-library/jest-dom/vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { atPath, stubMedia } from 'test-kit';
import { Marquee } from 'ui-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepMarqueesMoving } from './marquees';

const strip = (name: string) => (
  <Marquee
    label={`${name} strip`}
    pauseLabel={name}
    items={['Alpha', 'Beta', 'Gamma']}
    getKey={(item) => item}
    renderItem={(item) => item}
    durationMs={30_000}
  />
);

/** A strip moves once started and while not paused (the attributes the stylesheet keys on). */
const moving = (name: string) => {
  const track = screen.getByRole('region', { name: `${name} strip` }).querySelector('ul');
  return (
    track?.closest('[data-marquee]')?.getAttribute('data-marquee') === 'moving' &&
    track.getAttribute('data-paused') === 'false'
  );
};

beforeEach(() => stubMedia());
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe("the page's marquees, started by the loader", () => {
  it('start every marquee of the served page, each with a pause control of its own', () => {
    document.body.innerHTML = renderToString(
      atPath(
        '/',
        <main>
          {strip('partner logos')}
          {strip('medications')}
        </main>,
      ),
    );
    expect(moving('partner logos')).toBe(false);
    expect(moving('medications')).toBe(false);
    keepMarqueesMoving();
    expect(moving('partner logos')).toBe(true);
    expect(moving('medications')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pause medications' }));
    expect(moving('medications')).toBe(false);
    expect(moving('partner logos')).toBe(true);
    // Started twice (the loader and an island's effect): one click still toggles once.
    keepMarqueesMoving();
    fireEvent.click(screen.getByRole('button', { name: 'Play medications' }));
    expect(moving('medications')).toBe(true);
  });
});
