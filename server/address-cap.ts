import type http from "node:http";
import ipaddr from "ipaddr.js";

/**
 * The part of a client address that one host or household holds: an IPv4 address, or the /64
 * of an IPv6 one (the block a home or a server is usually given, as the rate limit counts).
 * '2001:db8:1:2::9' -> '2001:db8:1:2::/64', '::ffff:203.0.113.7' -> '203.0.113.7'.
 */
export function addressGroup(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  let ip = ipaddr.parse(address);
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  if (ip.kind() === "ipv4") return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(":")}::/64`;
}

/** Whether an address is one of `ranges` (IPs or IP/prefix, as TRUST_PROXY lists them). */
export function inRanges(ranges: string[]) {
  const parsed = ranges.map((r) =>
    r.includes("/") ? ipaddr.parseCIDR(r) : ipaddr.parseCIDR(`${r}/${r.includes(":") ? 128 : 32}`),
  );
  return (address: string) => {
    if (!ipaddr.isValid(address)) return false;
    let ip = ipaddr.parse(address);
    if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
    return parsed.some(([range, bits]) => range.kind() === ip.kind() && ip.match(range, bits));
  };
}

const MINUTE = 60_000;

/**
 * At most `max` open connections from one client address (its group), so one host cannot take
 * every one of MAX_CONNECTIONS; connections past it are closed as they arrive. `exempt` addresses
 * (the reverse proxies of TRUST_PROXY, through which every visitor comes) are not counted.
 * `report` is called at most once a minute per address group, with the refusals since its last call.
 */
export function capPerAddress(
  server: http.Server,
  max: number,
  exempt: (address: string) => boolean,
  report: (group: string, refused: number) => void,
) {
  const open = new Map<string, number>();
  const refusals = new Map<string, { since: number; lastReport: number }>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress;
    if (!address || exempt(address)) return;
    const group = addressGroup(address);
    const count = open.get(group) ?? 0;
    if (count >= max) {
      socket.destroy();
      refused(group);
      return;
    }
    open.set(group, count + 1);
    socket.once("close", () => {
      const left = (open.get(group) ?? 1) - 1;
      if (left > 0) open.set(group, left);
      else open.delete(group);
    });
  });

  function refused(group: string) {
    const now = Date.now();
    const entry = refusals.get(group) ?? { since: 0, lastReport: 0 };
    entry.since += 1;
    refusals.set(group, entry);
    if (now - entry.lastReport < MINUTE) return;
    report(group, entry.since);
    entry.since = 0;
    entry.lastReport = now;
    // Many addresses refused once each must not grow the table for ever.
    if (refusals.size > 10_000)
      for (const [g, e] of refusals) if (now - e.lastReport >= MINUTE && e.since === 0) refusals.delete(g);
  }
}
