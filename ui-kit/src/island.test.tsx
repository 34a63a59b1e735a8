// @vitest-environment node
// On the server (no window), as the page is rendered for a visitor.
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LocaleProvider } from 'shared-content';
import { describe, expect, it } from 'vitest';
import { SectionPages } from './SectionRoutes';
import { defineSection, defineTexts } from './section';

const sectionTexts = defineTexts('mf-test', {
  list: {
    en: async (): Promise<{ heading: string }> => ({ heading: 'Vaccines' }),
    es: async () => ({ heading: 'Vacunas' }),
  },
});
const { island, useContent } = sectionTexts;

function Filter() {
  return <p>{useContent('list').heading}</p>;
}
// What the build makes of `export default island(Filter, …)` in the island's file, AgeFilter.
const AgeFilter = island.at('./islands/AgeFilter', Filter, {
  wake: 'visible',
  texts: 'list',
  queryParams: { age: { kind: 'oneOf', values: ['child', 'adult'] } },
});

const section = defineSection({
  ...sectionTexts,
  pages: {
    '/vaccines': {
      component: async () => ({ default: () => <AgeFilter /> }),
      texts: 'list',
      linkedFrom: { page: '/' },
      queryParams: { age: { kind: 'oneOf', values: ['child', 'adult'] } },
    },
    '/vaccines/idle': {
      component: async () => ({ default: () => <AgeFilter wake="idle" /> }),
      texts: 'list',
      linkedFrom: { page: '/vaccines' },
      queryParams: { age: { kind: 'oneOf', values: ['child', 'adult'] } },
    },
    '/vaccines/undeclared': {
      component: async () => ({ default: () => <AgeFilter /> }),
      texts: 'list',
      linkedFrom: { page: '/vaccines' },
    },
  },
});

async function serverHtml(path: string) {
  const stream = await renderToReadableStream(
    <LocaleProvider value="en">
      <StaticRouter location={path}>
        <SectionPages section={section} />
      </StaticRouter>
    </LocaleProvider>,
  );
  await stream.allReady;
  return { html: await new Response(stream).text() };
}

describe('an island as a page uses it', () => {
  it('is marked with its owner, the expose named after its file, and its own wake', async () => {
    const { html } = await serverHtml('/vaccines');
    expect(html).toContain(
      '<site-island data-owner="mf-test" data-expose="./islands/AgeFilter" data-wake="visible" data-props="{}"><p>Vaccines</p></site-island>',
    );
  });

  it('wakes as the page that uses it chooses', async () => {
    const { html } = await serverHtml('/vaccines/idle');
    expect(html).toContain('data-wake="idle" data-props="{}"');
  });

  it("fails the server render of a page that does not declare the island's query parameters", async () => {
    await expect(serverHtml('/vaccines/undeclared')).rejects.toThrow(
      'mf-test ./islands/AgeFilter reads age from the address: declare them in the queryParams of its page (src/section.ts)',
    );
  });

  it('is made only by the build, in its own file', () => {
    expect(() => island(Filter, { wake: 'idle' })).toThrow(/src\/islands\/<Name>\.tsx/);
  });
});
