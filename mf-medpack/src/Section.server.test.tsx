import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LocaleProvider } from 'shared-content';
import { sectionRoot } from 'test-kit';
import { describe, expect, it } from 'vitest';
import { section } from './section';

const Section = sectionRoot(section);

/** The HTML the server sends for a page: its lazy page and texts loaded before it is sent. */
async function serverHtml(path: string, spanish: boolean) {
  const stream = await renderToReadableStream(
    <LocaleProvider value={spanish ? 'es' : 'en'}>
      <StaticRouter location={spanish ? `/es${path}` : path} basename={spanish ? '/es' : undefined}>
        <Section />
      </StaticRouter>
    </LocaleProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

describe('mf-medpack on the server', { timeout: 20_000 }, () => {
  it('renders a lazy page with its texts in its language only', async () => {
    const english = await serverHtml('/best-prices', false);
    expect(english).toContain('Find the Best Prices');
    expect(english).not.toContain('Encuentre los mejores precios');
    const spanish = await serverHtml(
      '/best-prices?name=Lisinopril&strength=10mg&zip=07036&type=generic&search=1',
      true,
    );
    expect(spanish).toContain('Encuentre los mejores precios');
    expect(spanish).toContain('30 tabletas');
    expect(spanish).not.toContain('Find the Best Prices');
  });
});
