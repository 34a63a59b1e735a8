import { describe, expect, it } from 'vitest';
import { staffMember } from '../schemas/locations';
import { staff } from './staff';

describe('the one staff list', () => {
  it('parses, and names each person once', () => {
    for (const member of staff) staffMember.parse(member);
    const names = staff.map((member) => member.name);
    expect(new Set(names).size).toBe(names.length);
    const surnames = names.map((name) => name.replace(/^(Dr\. )?[A-Z]\. /, '').split(',')[0]);
    expect(new Set(surnames).size).toBe(surnames.length);
  });
});
