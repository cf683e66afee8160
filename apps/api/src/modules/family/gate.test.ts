import { GATE_FACTOR_MAX, GATE_FACTOR_MIN } from '@bolajon/contract';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_SECONDS, createGate, hashPin, pinMatches } from './gate.js';

const gate = createGate('a-secret-long-enough-for-the-gate-tests');
const NOW = Date.UTC(2026, 10, 26, 12);

describe('the gate question', () => {
  it('asks for a product of two factors in range, new numbers each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const q = gate.question(1, NOW);
      if (q.kind !== 'product') throw new Error('expected a product');
      for (const n of [q.left, q.right]) {
        expect(n).toBeGreaterThanOrEqual(GATE_FACTOR_MIN);
        expect(n).toBeLessThanOrEqual(GATE_FACTOR_MAX);
      }
      seen.add(`${q.left}x${q.right}`);
    }
    expect(seen.size).toBeGreaterThan(10);
  });

  it('takes the product typed, with spaces around; anything else is wrong', () => {
    const q = gate.question(7, NOW);
    if (q.kind !== 'product') throw new Error('expected a product');
    const product = q.left * q.right;
    expect(gate.checkAnswer(7, q.challenge, ` ${product} `, NOW)).toBe('right');
    expect(gate.checkAnswer(7, q.challenge, String(product + 1), NOW)).toBe('wrong');
    expect(gate.checkAnswer(7, q.challenge, 'двадцать один', NOW)).toBe('wrong');
    expect(gate.checkAnswer(7, q.challenge, '', NOW)).toBe('wrong');
  });

  it("refuses another family's challenge, a changed one and an expired one", () => {
    const q = gate.question(7, NOW);
    if (q.kind !== 'product') throw new Error('expected a product');
    const product = String(q.left * q.right);
    expect(gate.checkAnswer(8, q.challenge, product, NOW)).toBe('invalid');
    const [, right, expires, mac] = q.challenge.split('.');
    // Another left factor (never the one asked, or the challenge would be unchanged).
    const left = q.left === 3 ? 4 : 3;
    const changed = `${left}.${right}.${expires}.${mac}`;
    expect(gate.checkAnswer(7, changed, String(left * Number(right)), NOW)).toBe('invalid');
    expect(gate.checkAnswer(7, q.challenge, product, NOW + CHALLENGE_SECONDS * 1000)).toBe(
      'invalid',
    );
    expect(gate.checkAnswer(7, 'garbage', product, NOW)).toBe('invalid');
    expect(
      createGate('another-secret-long-enough-for-tests').checkAnswer(7, q.challenge, product, NOW),
    ).toBe('invalid');
  });
});

describe('the pass and the PIN', () => {
  it("is a pass for its family only; an access token's key does not sign one", async () => {
    const pass = await gate.signPass(3);
    expect(await gate.passIsValid(pass, 3)).toBe(true);
    expect(await gate.passIsValid(pass, 4)).toBe(false);
    expect(await createGate('another-secret-long-enough-for-tests').passIsValid(pass, 3)).toBe(
      false,
    );
    expect(await gate.passIsValid('x.y.z', 3)).toBe(false);
  });

  it('keeps the PIN salted and hashed; only the same four digits match', async () => {
    const stored = await hashPin('2580');
    expect(stored).not.toContain('2580');
    expect(await hashPin('2580')).not.toBe(stored);
    expect(await pinMatches(stored, '2580')).toBe(true);
    expect(await pinMatches(stored, '2581')).toBe(false);
    expect(await pinMatches('broken', '2580')).toBe(false);
  });
});
