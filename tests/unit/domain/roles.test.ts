import { describe, expect, it } from 'vitest';
import { isStaffUser } from '../../../src/domain/roles.ts';
import { stockLabel } from '../../../src/domain/stock-label.ts';

describe('roles', () => {
  it.each([
    [{ role: 'admin' }, true],
    [{ role: 'manager' }, true],
    [{ role: 'client', is_staff: true }, true],
    [{ role: 'client', is_superuser: true }, true],
    [{ role: 'client', is_staff: false, is_superuser: false }, false],
    [{ role: 'client', is_staff: 'true' }, false],
    [null, false],
    [undefined, false],
  ])('isStaffUser(%j) → %s', (user, expected) => {
    expect(isStaffUser(user)).toBe(expected);
  });

  it.each([
    [{ role: 'admin' }, 12, '12 en stock'],
    [{ role: 'client', is_staff: true }, 3, '3 en stock'],
    [{ role: 'client' }, 12, 'En stock'],
    [null, 12, 'En stock'],
    [{ role: 'admin' }, 0, 'Rupture de stock'],
    [null, 0, 'Rupture de stock'],
  ])('stockLabel(isStaffUser(%j), %i) → %s', (user, stock, expected) => {
    expect(stockLabel(isStaffUser(user), stock)).toBe(expected);
  });

  it.each([
    [true, 7, '7 en stock'],
    [false, 7, 'En stock'],
    [true, 0, 'Rupture de stock'],
    [false, 0, 'Rupture de stock'],
  ])('stockLabel(%s, %i) → %s', (staff, stock, expected) => {
    expect(stockLabel(staff, stock)).toBe(expected);
  });
});
