import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default: X-Forwarded-For is nobody’s word', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toEqual([]);
  });

  it('takes a comma list of addresses, CIDR ranges and named ranges, as Fastify does', () => {
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,fd00::/8, 192.168.0.0/255.255.0.0,::1,loopback' }).trustProxy,
    ).toEqual(['10.0.0.1', '10.0.0.0/8', 'fd00::/8', '192.168.0.0/255.255.0.0', '::1', 'loopback']);
  });

  it.each(['true', '*', '10.0.0.0/33', '::/129', 'proxy.example.com', '10.0.0.1/8/8', '10.0.0/8'])(
    'stops at start-up on %s, naming the setting',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: a comma list of addresses/);
    },
  );
});
