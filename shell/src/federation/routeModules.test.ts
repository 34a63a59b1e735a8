import type { PublishedPages, RemoteName } from 'shared-content';
import { describe, expect, it } from 'vitest';
import { section as locations } from '../../../mf-locations/src/section';
import { section as medpack } from '../../../mf-medpack/src/section';
import { pageFor } from './routeModules';

// The declarations as the remotes publish them (pages.json is their JSON).
const published: Partial<Record<RemoteName, PublishedPages>> = {
  'mf-locations': JSON.parse(JSON.stringify(locations.declaration)),
  'mf-medpack': JSON.parse(JSON.stringify(medpack.declaration)),
};
// remotes.json as the live site gives it (the prefixes each remote owns).
const remotes = {
  'mf-locations': { manifest: '/remotes/mf-locations/mf-manifest.json', prefixes: ['/locations'] },
  'mf-medpack': { manifest: '/remotes/mf-medpack/mf-manifest.json', prefixes: ['/best-prices'] },
};
const target = (url: string) => pageFor(url, remotes, async (owner) => published[owner]);

describe('pageFor: declared query values', () => {
  it('renders a known location filter, and sends an unknown one to the whole list', async () => {
    expect(await target('/locations?pharmacy=parlin&utm_source=x')).toMatchObject({
      kind: 'page',
      url: '/locations?pharmacy=parlin',
    });
    for (const value of ['nowhere', 'PARLIN', '', '<script>']) {
      expect(await target(`/locations?pharmacy=${encodeURIComponent(value)}`)).toEqual({
        kind: 'redirect',
        location: '/locations',
      });
    }
    expect(await target('/es/locations?pharmacy=zzz')).toEqual({
      kind: 'redirect',
      location: '/es/locations',
    });
  });

  it('renders a price search under its normalized text only', async () => {
    const search = '/best-prices?name=Lisinopril&strength=10mg&zip=08859&type=generic&search=1';
    const page = await target(search);
    expect(page).toMatchObject({ kind: 'page' });
    expect(await target(`${search}&fbclid=1`)).toEqual(page);
    expect(
      await target('/best-prices?name=++Lisinopril+&strength=10mg&zip=08859&type=any&search=on'),
    ).toEqual({
      kind: 'redirect',
      location: '/best-prices?name=Lisinopril&search=1&strength=10mg&zip=08859',
    });
    const long = await target(`/best-prices?name=${'a'.repeat(500)}`);
    expect(long).toEqual({ kind: 'redirect', location: `/best-prices?name=${'a'.repeat(60)}` });
  });
});
