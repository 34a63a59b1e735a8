import '@testing-library/jest-dom/vitest';
import { renderToString } from 'react-dom/server';
import { getLocation } from 'shared-content';
import { atPath } from 'test-kit';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';
import { CardGrid } from './CardGrid';
import { Carousel } from './Carousel';
import { HoursTable, OpenStatus } from './HoursTable';
import { LazyImage } from './LazyImage';
import { Marquee } from './Marquee';
import { Page } from './Page';
import { PhoneChoice } from './PhoneChoice';
import { Section } from './Section';
import { StatGrid, StatTile } from './StatTile';

const parlin = getLocation('parlin');

/** A page of the UI kit's components as the server renders it. */
const serverHtml = () =>
  renderToString(
    atPath(
      '/',
      <Page heading="All parts" title="All parts" description="Every component" lead="Lead">
        <Section title="Moving parts" focusable="section" id="moving">
          <Carousel
            id="highlights"
            label="Highlights"
            items={['Refills', 'Delivery']}
            getKey={(item) => item}
            renderSlide={(item) => (
              <LazyImage src={`/${item}.jpg`} alt={item} width={1200} height={480} eager />
            )}
            lockMs={600}
          />
          <LazyImage src="/later.jpg" alt="Later" width={640} height={480} />
          <Marquee
            pauseLabel="partner logos"
            items={['Alpha', 'Beta']}
            getKey={(name) => name}
            renderItem={(name) => name}
            durationMs={45_000}
            mobileDurationMs={30_000}
          />
        </Section>
        <CardGrid minColumnPx={320}>
          <Card as="li" title="Parlin" highlighted>
            <HoursTable hours={parlin.hours} caption="Hours" />
            <OpenStatus location={parlin} />
          </Card>
        </CardGrid>
        <StatGrid minColumnPx={150}>
          <StatTile value="5/5" label="Rating" tone="card" />
        </StatGrid>
        <PhoneChoice label="Call to book" />
      </Page>,
    ),
  );

describe('the server HTML of the UI kit', () => {
  it('has no style attribute, which the Content Security Policy blocks', () => {
    const html = serverHtml();
    expect(html).toContain('Highlights');
    expect(html).toContain('Alpha');
    expect(html).not.toMatch(/\sstyle=/i);
  });

  it('styles every part by class names', () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    for (const selector of ['h1', 'section', 'ul', 'table', 'img', 'button']) {
      const element = container.querySelector(selector);
      expect(element, selector).not.toBeNull();
      expect(element?.className, selector).not.toBe('');
    }
  });
});
