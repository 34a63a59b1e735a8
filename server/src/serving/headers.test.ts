// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cacheControl, securityHeaders } from './headers.ts';

describe('cacheControl', () => {
  it('revalidates the files that say where the latest build is', () => {
    for (const path of [
      '/',
      '/index.html',
      '/remotes.json',
      '/remotes/mf-reviews/mf-manifest.json',
      '/remotes/mf-medpack/static/js/mf_medpack.0123abcd45.js',
    ]) {
      expect(cacheControl(path), path).toBe('no-cache');
    }
  });

  it('keeps content-hashed assets for a year', () => {
    expect(cacheControl('/static/js/async/u.65640d8e7d.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControl('/favicon.svg')).toBe('no-cache');
  });
});

describe('securityHeaders', () => {
  const sources = {
    remoteUrls: [
      '/remotes/mf-reviews/mf-manifest.json',
      'https://cdn.reviews.example/mf-manifest.json',
      'https://cdn.reviews.example/v2/mf-manifest.json',
    ],
    frameOrigins: ['https://www.google.com'],
    selfOrigin: 'http://localhost:8080',
  };
  const headers = securityHeaders(sources, { https: true });

  it('send HSTS over HTTPS only', () => {
    const { 'Strict-Transport-Security': hsts, ...others } = headers;
    expect(hsts).toBe('max-age=63072000; includeSubDomains');
    expect(securityHeaders(sources)).toEqual(others);
  });

  it('allows scripts from the site and the remotes named in remotes.json, frames from the map', () => {
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain(
      "script-src 'self' 'inline-speculation-rules' https://cdn.reviews.example;",
    );
    expect(csp).toContain('frame-src https://www.google.com;');
    expect(csp).toContain("object-src 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('are the headers the server built by hand before helmet, but for the spelling of the CSP', () => {
    // The last hand-built table (headers.ts before helmet) for this site. helmet joins the
    // CSP's directives with ";" (no space), which the CSP grammar reads the same.
    const handBuilt = {
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self' 'inline-speculation-rules' https://cdn.reviews.example; connect-src 'self' https://cdn.reviews.example; style-src 'self' https://cdn.reviews.example; img-src 'self' data:; font-src 'self'; frame-src https://www.google.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    };
    expect(headers).toEqual({
      ...handBuilt,
      'Content-Security-Policy': handBuilt['Content-Security-Policy'].replaceAll('; ', ';'),
    });
  });
});
