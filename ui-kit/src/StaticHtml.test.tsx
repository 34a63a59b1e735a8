import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { atPath } from 'test-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { StaticHtml } from './StaticHtml';

let renders = 0;
/** Counts its renders: a kept part never renders it in the browser. */
function Address() {
  renders += 1;
  return (
    <p>
      1550 Route 9, Parlin · <Link to="/locations/parlin">Parlin pharmacy</Link>
    </p>
  );
}

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function Page({ extra = false }: { extra?: boolean }) {
  return (
    <>
      <StaticHtml as="section" aria-label="Visit us">
        <Address />
      </StaticHtml>
      {extra && (
        <StaticHtml aria-label="Later part">
          <Address />
        </StaticHtml>
      )}
      <Where />
    </>
  );
}

function Site({ initialPath = '/' }: { initialPath?: string }) {
  const [extra, setExtra] = useState(false);
  return atPath(
    initialPath,
    <>
      <button type="button" onClick={() => setExtra(true)}>
        Show more
      </button>
      <Routes>
        <Route path="/" element={<Page extra={extra} />} />
        <Route path="/locations/parlin" element={<h1>Parlin</h1>} />
      </Routes>
    </>,
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML of the site, then the browser's hydration of it. */
async function hydrateServerPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Site />);
  document.body.append(container);
  renders = 0;
  await act(async () => {
    root = hydrateRoot(container, <Site />);
  });
}

describe('StaticHtml', () => {
  it("keeps the server's HTML on the first load without running the components inside", async () => {
    await hydrateServerPage();
    const part = screen.getByRole('region', { name: 'Visit us' });
    expect(part).toHaveTextContent('1550 Route 9, Parlin · Parlin pharmacy');
    expect(renders).toBe(0);
  });

  it('navigates inside the site when a link in kept HTML is clicked', async () => {
    await hydrateServerPage();
    const link = screen.getByRole('link', { name: 'Parlin pharmacy' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      link.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('heading', { name: 'Parlin' })).toBeInTheDocument();
  });

  it('leaves a click with a modifier (a new tab) to the browser', async () => {
    await hydrateServerPage();
    const link = screen.getByRole('link', { name: 'Parlin pharmacy' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => {
      link.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/');
  });

  it('renders its content as usual when it mounts after the first load', async () => {
    await hydrateServerPage();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const later = await screen.findByRole('generic', { name: 'Later part' });
    expect(later).toHaveTextContent('1550 Route 9, Parlin · Parlin pharmacy');
    expect(renders).toBe(1);
  });
});
