import { describe, expect, it } from 'vitest';
import { bitsOf, createIdNumbers, hasBit } from './id-bits';
import { createSolvedMemory } from './solved-memory';

describe('solved problems as bitsets of numbered ids', () => {
  it('holds exactly the ids given, and none numbered after it was made', () => {
    const numbers = createIdNumbers();
    const catalog = Array.from({ length: 100 }, (_, i) => `${1500 + i}A`).map((id) =>
      numbers.numberOf(id),
    );
    const bits = bitsOf(['1531A', '1599A', 'not-in-catalog'], numbers);
    expect(bits.length).toBe(Math.ceil(101 / 32));
    expect(catalog.filter((n) => hasBit(bits, n)).map((n) => 1500 + n)).toEqual([1531, 1599]);
    expect(hasBit(bits, numbers.numberOf('not-in-catalog'))).toBe(true);
    // A problem first seen later (a catalog read the next day) is not one this user solved.
    expect(hasBit(bits, numbers.numberOf('1700A'))).toBe(false);
    expect(numbers.numberOf('1531A')).toBe(31);
  });
});

describe('solved memory', () => {
  it('is read again when the mark changes, and keeps the most recently used users only', () => {
    const memory = createSolvedMemory(2);
    const bits = new Uint32Array(1);
    memory.set('1/codeforces', 'ada 1 10', bits);
    expect(memory.get('1/codeforces', 'ada 1 10')).toBe(bits);
    // Another read of the submissions added some: the kept list no longer stands.
    expect(memory.get('1/codeforces', 'ada 1 11')).toBeUndefined();
    memory.set('2/codeforces', 'bo 1 5', bits);
    memory.get('1/codeforces', 'ada 1 10');
    memory.set('3/codeforces', 'cy 1 5', bits);
    expect(memory.size).toBe(2);
    // User 2 was asked for least recently: it left.
    expect(memory.get('2/codeforces', 'bo 1 5')).toBeUndefined();
    expect(memory.get('1/codeforces', 'ada 1 10')).toBe(bits);
  });
});
