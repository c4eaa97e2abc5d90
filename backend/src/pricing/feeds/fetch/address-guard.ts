import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Network = [Address, number];

/** Whether an address may be fetched from: public unicast, or inside a network the operator allows. */
export type AddressCheck = (address: string) => boolean;

/** Parses "10.0.0.0/8", "127.0.0.1" or "::1"; throws with the entry's text when it is neither. */
export function parseNetwork(entry: string): Network {
  if (ipaddr.isValidCIDR(entry)) return ipaddr.parseCIDR(entry);
  if (ipaddr.isValid(entry)) {
    const address = ipaddr.process(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  }
  throw new Error(`"${entry}" is not an IP address or CIDR range`);
}

/**
 * Every range ipaddr.js names other than `unicast` (private, loopback, link-local, unique-local,
 * carrier-grade NAT, multicast, reserved, 6to4, Teredo...) counts as private: feeds come from the
 * public internet unless the operator lists a network. IPv4-mapped IPv6 addresses are checked as
 * the IPv4 address they carry.
 */
export function createAddressCheck(allowedNetworks: readonly string[]): AddressCheck {
  const allowed = allowedNetworks.map(parseNetwork);
  return (text) => {
    if (!ipaddr.isValid(text)) return false;
    const address = ipaddr.process(text);
    if (allowed.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits)))
      return true;
    return address.range() === 'unicast';
  };
}
