import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (any spelling), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  // An IPv4 tail (`::ffff:10.0.0.1`) is two groups written in decimal.
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)]
      .map((group) => group.toString(16))
      .join(':'),
  );
  const [head = '', tail] = text.split('::');
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').map((g) => parseInt(g, 16));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/**
 * The key a per-address limit counts a client under (ADR 0025): an IPv4 address as it is; an
 * IPv4 address written as IPv6 (`::ffff:10.0.0.1`) as that IPv4 address; any other IPv6 address
 * by its /64 network (`2001:db8:1:1::/64`), the block one subscriber is given, so rotating
 * through it or spelling it another way (upper case, zeros written out, a zone) is one key.
 */
export function addressKey(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(plain)) return plain;
  const groups = ipv6Groups(plain);
  if (!groups) return plain;
  const [a, b, c, d, e, f, g, h] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return [g >> 8, g & 0xff, h >> 8, h & 0xff].join('.');
  }
  return `${[a, b, c, d].map((group) => group.toString(16)).join(':')}::/64`;
}
