import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.js';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads an IPv4 address written as IPv6 as that IPv4 address', () => {
    expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('::FFFF:10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('0:0:0:0:0:ffff:a00:1')).toBe('10.0.0.1');
  });

  it('keys IPv6 by its /64, whatever the spelling', () => {
    const key = '2001:db8:1:1::/64';
    for (const spelling of [
      '2001:db8:1:1::2',
      '2001:db8:1:1::1',
      '2001:DB8:1:1::ffff',
      '2001:0db8:0001:0001:0000:0000:0000:0002',
      '2001:db8:1:1:abcd:ef01:2345:6789',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:1:1::9'),
    ]) {
      expect(addressKey(spelling), spelling).toBe(key);
    }
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves something that is not an address as it is, in lower case', () => {
    expect(addressKey('Unknown')).toBe('unknown');
  });
});
