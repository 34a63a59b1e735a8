import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../../platform/routes';
import { externalUrls } from '../../site/config';
import { findRoute } from '../../testing/pages';
import { featuresPage } from './features';
import { featuresPage as featuresPageSchema } from './features.schema';

describe('features page', () => {
  it('parses with its schema', () => {
    expect(() => featuresPageSchema.parse(featuresPage)).not.toThrow();
  });

  it('has six cards, in order, and four additional features', () => {
    expect(featuresPage.main.map((feature) => feature.title)).toEqual([
      'Prescription Management',
      'Quick Refills',
      'Easy Transfers',
      'Live Support',
      'Secure and Private',
      '24/7 Access',
    ]);
    expect(featuresPage.additional).toHaveLength(4);
    expect(featuresPage.getStarted.link.href).toBe(externalUrls.refillPortal);
  });

  it('links only to pages that exist or to portal paths', () => {
    const links = [...featuresPage.main, ...featuresPage.additional].flatMap((f) =>
      f.link ? [f.link] : [],
    );
    for (const link of links) {
      if (link.kind === 'route') expect(findRoute(link.href), link.href).toBeDefined();
      else expect(redirectTarget(link.href), link.href).toMatch(/^https:\/\//);
    }
  });
});
