import { locations, site, staff } from 'shared-content';
import { describe, expect, it } from 'vitest';
import { aboutPage } from './about';
import { aboutPage as aboutPageSchema } from './about.schema';

describe('about page', () => {
  it('parses with its schema', () => {
    expect(() => aboutPageSchema.parse(aboutPage)).not.toThrow();
  });

  it('tells the history: since 2011, family-owned, four locations', () => {
    const history = aboutPage.history.join(' ');
    expect(history).toContain(String(site.since));
    expect(history).toMatch(/family-owned/);
    expect(history).toContain('four locations');
    expect(locations).toHaveLength(4);
    for (const location of locations) expect(history).toContain(location.name);
  });

  it('shows four stats', () => {
    expect(aboutPage.stats.map((stat) => stat.value)).toEqual([
      `${site.copyrightYear - site.since}+`,
      '100K+',
      '1 Million+',
      '99%',
    ]);
    expect(aboutPage.stats.map((stat) => stat.label)).toEqual([
      'Years of Service',
      'Patients Served',
      'Prescriptions Filled',
      'Patient Satisfaction',
    ]);
  });

  it('has three core values, a leadership team, staff at every location and a mission', () => {
    expect(aboutPage.values).toHaveLength(3);
    expect(aboutPage.leadership.length).toBeGreaterThanOrEqual(2);
    const staffed = new Set(aboutPage.staff.map((member) => member.locationId));
    expect([...staffed].sort()).toEqual(locations.map((location) => location.id).sort());
    expect(aboutPage.mission.length).toBeGreaterThan(40);
  });

  it('uses distinct sample names', () => {
    const names = [...aboutPage.leadership, ...aboutPage.staff].map((member) => member.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('shows the one staff list, and names no leader again as staff', () => {
    expect(aboutPage.staff).toBe(staff);
    const leaders = new Set(aboutPage.leadership.map((member) => member.name));
    expect(staff.filter((member) => leaders.has(member.name))).toEqual([]);
  });
});
