import { describe, expect, it } from 'vitest';
import { CODE_LIMITS, codeLimitRefusal, countedCodes } from './auth.service.js';

const at = new Date('2026-03-12T12:00:00Z');
const ago = (seconds: number) => new Date(at.getTime() - seconds * 1000);
/** `count` times, `every` seconds apart, the newest `newest` seconds ago: newest first. */
const times = (count: number, newest: number, every = 60) =>
  Array.from({ length: count }, (_, i) => ago(newest + i * every));

describe('countedCodes — which codes the limits look at', () => {
  it("counts the phone's codes of the last day and the address's of the last hour", () => {
    expect(countedCodes({ phone: '+998901', clientAddress: 'a', at, trusted: false })).toEqual({
      phone: { phone: '+998901', since: ago(86_400) },
      address: { clientAddress: 'a', since: ago(3_600) },
    });
  });

  it("counts only the phone's codes from this address when the owner signed in from it", () => {
    const counted = countedCodes({ phone: '+998901', clientAddress: 'a', at, trusted: true });
    expect(counted.phone).toEqual({ phone: '+998901', clientAddress: 'a', since: ago(86_400) });
    expect(counted.address).toEqual({ clientAddress: 'a', since: ago(3_600) });
  });
});

describe('codeLimitRefusal', () => {
  it('lets the first code go', () => {
    expect(codeLimitRefusal({ phone: [], address: [] }, at)).toBeNull();
  });

  it('holds a phone for 60 seconds after its last code, telling the real wait', () => {
    expect(codeLimitRefusal({ phone: [ago(20)], address: [] }, at)).toEqual({
      message: 'Wait 40 seconds before asking for a new code',
      retryAfterSeconds: 40,
    });
    expect(codeLimitRefusal({ phone: [ago(60)], address: [] }, at)).toBeNull();
  });

  it(`refuses the phone's code past ${CODE_LIMITS.perPhoneHour} an hour until the oldest that counts leaves the hour`, () => {
    const phone = times(CODE_LIMITS.perPhoneHour, 120, 300);
    const refusal = codeLimitRefusal({ phone, address: [] }, at);
    expect(refusal?.message).toMatch(/in the last hour/);
    const holding = phone[CODE_LIMITS.perPhoneHour - 1]!;
    expect(refusal?.retryAfterSeconds).toBe((holding.getTime() + 3_600_000 - at.getTime()) / 1000);
    expect(codeLimitRefusal({ phone: phone.slice(1), address: [] }, at)).toBeNull();
  });

  it(`refuses the phone's code past ${CODE_LIMITS.perPhoneDay} a day`, () => {
    const phone = times(CODE_LIMITS.perPhoneDay, 3_700, 3_700);
    expect(codeLimitRefusal({ phone, address: [] }, at)?.message).toMatch(/today/);
  });

  it(`refuses a network past ${CODE_LIMITS.perAddressHour} codes an hour, whichever phones`, () => {
    const address = times(CODE_LIMITS.perAddressHour, 70, 10);
    expect(codeLimitRefusal({ phone: [], address }, at)?.message).toMatch(/from this network/);
    expect(codeLimitRefusal({ phone: [], address: address.slice(1) }, at)).toBeNull();
  });

  it('names the longest wait when several limits hold', () => {
    const refusal = codeLimitRefusal(
      { phone: [ago(30)], address: times(CODE_LIMITS.perAddressHour, 70, 10) },
      at,
    );
    expect(refusal?.message).toMatch(/from this network/);
    expect(refusal?.retryAfterSeconds).toBeGreaterThan(30);
  });
});
