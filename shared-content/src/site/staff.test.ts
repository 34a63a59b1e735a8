import { describe, expect, it } from 'vitest';
import { locationDetails } from '../content/locations/location-details';
import { aboutPage } from '../content/shell/about';
import { staffMember } from '../schemas/locations';
import { locations } from './locations';
import { staff, teamAt } from './staff';

describe('the one staff list', () => {
  it('parses, and names each person once', () => {
    for (const member of staff) staffMember.parse(member);
    const names = staff.map((member) => member.name);
    expect(new Set(names).size).toBe(names.length);
    const surnames = names.map((name) => name.replace(/^(Dr\. )?[A-Z]\. /, '').split(',')[0]);
    expect(new Set(surnames).size).toBe(surnames.length);
  });

  it('is what the About page and every location page show', () => {
    expect(aboutPage.staff).toBe(staff);
    for (const location of locations) {
      expect(teamAt(location.id).length).toBeGreaterThanOrEqual(2);
      expect(locationDetails[location.id].team.members).toEqual(teamAt(location.id));
    }
  });

  it('names no leader again as staff', () => {
    const leaders = new Set(aboutPage.leadership.map((member) => member.name));
    expect(staff.filter((member) => leaders.has(member.name))).toEqual([]);
  });
});
