//! `TRUSTED_PROXIES`: which peers may tell the gateway who the client is.
//!
//! The client address (throttling, audit, sessions) is the socket peer unless
//! the peer is a trusted proxy. Then `X-Forwarded-For` is walked from the
//! right: each hop a trusted proxy appended is skipped while that hop is itself
//! a trusted proxy; the first hop that is not is the client. Whatever a client
//! writes into the header itself sits to the left of that hop and is never
//! read. An entry that is not an address stops the walk at the last trusted
//! hop. With the list empty (the default) the header is never read.

use std::net::{IpAddr, SocketAddr};

/// The hops walked at most; a longer chain stops at the last trusted hop.
const MAX_HOPS: usize = 32;

/// One network of the list: an address and a prefix length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Network {
    addr: IpAddr,
    prefix: u8,
}

impl Network {
    fn parse(entry: &str) -> Result<Self, String> {
        let (addr, prefix) = match entry.split_once('/') {
            Some((a, p)) => (a, Some(p)),
            None => (entry, None),
        };
        let addr: IpAddr = addr
            .trim()
            .parse()
            .map_err(|_| format!("{entry:?} is not an IP address or CIDR"))?;
        let addr = addr.to_canonical();
        let max = if addr.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            None => max,
            Some(p) => p
                .trim()
                .parse::<u8>()
                .ok()
                .filter(|p| *p <= max)
                .ok_or_else(|| format!("{entry:?} has an invalid prefix length"))?,
        };
        Ok(Self { addr, prefix })
    }

    fn contains(&self, ip: IpAddr) -> bool {
        match (self.addr, ip.to_canonical()) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => {
                masked(u32::from(net).into(), 32, self.prefix)
                    == masked(u32::from(ip).into(), 32, self.prefix)
            }
            (IpAddr::V6(net), IpAddr::V6(ip)) => {
                masked(net.into(), 128, self.prefix) == masked(ip.into(), 128, self.prefix)
            }
            _ => false,
        }
    }
}

/// The top `prefix` bits of a `width`-bit address.
fn masked(bits: u128, width: u8, prefix: u8) -> u128 {
    if prefix == 0 {
        0
    } else {
        bits >> (width - prefix)
    }
}

/// The trusted proxies: addresses and CIDR ranges, IPv4 and IPv6.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<Network>);

impl TrustedProxies {
    /// Parses a comma-separated list (`10.0.0.0/8, 192.0.2.7, fd00::/8`);
    /// empty means none. A malformed entry is an error: a typo must not
    /// silently trust nobody, or everybody.
    pub fn parse(list: &str) -> Result<Self, String> {
        list.split(',')
            .map(str::trim)
            .filter(|e| !e.is_empty())
            .map(Network::parse)
            .collect::<Result<Vec<_>, _>>()
            .map(Self)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn contains(&self, ip: IpAddr) -> bool {
        self.0.iter().any(|n| n.contains(ip))
    }

    /// The client's address given the socket peer and the `X-Forwarded-For`
    /// header lines in the order received.
    pub fn client_addr<'a>(
        &self,
        peer: IpAddr,
        forwarded_for: impl IntoIterator<Item = &'a str>,
    ) -> IpAddr {
        let peer = peer.to_canonical();
        if !self.contains(peer) {
            return peer;
        }
        let hops: Vec<&str> = forwarded_for
            .into_iter()
            .flat_map(|line| line.split(','))
            .collect();
        let mut client = peer;
        for hop in hops.iter().rev().take(MAX_HOPS) {
            let Some(ip) = parse_hop(hop) else {
                // Not an address: nothing left of it can be believed.
                return client;
            };
            client = ip;
            if !self.contains(ip) {
                return ip;
            }
        }
        client
    }
}

/// One `X-Forwarded-For` entry: an address, optionally with a port
/// (`192.0.2.1:443`, `[2001:db8::1]:443`) or in brackets.
fn parse_hop(hop: &str) -> Option<IpAddr> {
    let hop = hop.trim();
    if let Ok(ip) = hop.parse::<IpAddr>() {
        return Some(ip.to_canonical());
    }
    if let Ok(sa) = hop.parse::<SocketAddr>() {
        return Some(sa.ip().to_canonical());
    }
    hop.strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .and_then(|h| h.parse::<IpAddr>().ok())
        .map(|ip| ip.to_canonical())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    fn proxies(s: &str) -> TrustedProxies {
        TrustedProxies::parse(s).unwrap()
    }

    #[test]
    fn parses_addresses_and_ranges_of_both_families() {
        let p = proxies(" 10.0.0.0/8 ,192.0.2.7, fd00::/8,2001:db8::1 ,");
        assert!(p.contains(ip("10.200.3.4")));
        assert!(!p.contains(ip("11.0.0.1")));
        assert!(p.contains(ip("192.0.2.7")));
        assert!(!p.contains(ip("192.0.2.8")));
        assert!(p.contains(ip("fd12:3456::1")));
        assert!(!p.contains(ip("fe80::1")));
        assert!(p.contains(ip("2001:db8::1")));
        assert!(!p.contains(ip("2001:db8::2")));
        // An IPv4 peer seen on a dual-stack socket is still that IPv4 peer.
        assert!(p.contains(ip("::ffff:10.1.2.3")));
        assert!(TrustedProxies::parse("").unwrap().is_empty());
        assert!(TrustedProxies::parse(" , ").unwrap().is_empty());
        assert!(proxies("0.0.0.0/0").contains(ip("203.0.113.9")));
        assert!(!proxies("0.0.0.0/0").contains(ip("2001:db8::9")));
        assert!(proxies("::/0").contains(ip("2001:db8::9")));
    }

    #[test]
    fn refuses_malformed_entries() {
        for bad in [
            "10.0.0.0/33",
            "fd00::/129",
            "10.0.0",
            "proxy.example.com",
            "10.0.0.0/",
            "10.0.0.0/x",
            "*",
        ] {
            assert!(TrustedProxies::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn without_trusted_proxies_the_header_is_never_read() {
        let none = TrustedProxies::default();
        assert_eq!(
            none.client_addr(ip("127.0.0.1"), ["203.0.113.9"]),
            ip("127.0.0.1")
        );
    }

    #[test]
    fn an_untrusted_peer_cannot_name_another_client() {
        let p = proxies("10.0.0.0/8");
        assert_eq!(
            p.client_addr(ip("198.51.100.4"), ["203.0.113.9, 10.0.0.1"]),
            ip("198.51.100.4")
        );
    }

    #[test]
    fn the_rightmost_untrusted_hop_is_the_client() {
        let p = proxies("10.0.0.0/8");
        // The client wrote 1.2.3.4 itself; the edge proxy appended its peer.
        assert_eq!(
            p.client_addr(ip("10.0.0.2"), ["1.2.3.4, 203.0.113.9, 10.0.0.1"]),
            ip("203.0.113.9")
        );
        // Several header lines are one list, in order.
        assert_eq!(
            p.client_addr(ip("10.0.0.2"), ["1.2.3.4", "203.0.113.9", "10.0.0.1"]),
            ip("203.0.113.9")
        );
        // A trusted peer without the header is the client itself.
        assert_eq!(
            p.client_addr(ip("10.0.0.2"), std::iter::empty()),
            ip("10.0.0.2")
        );
        // Only trusted hops: the leftmost one is the best there is.
        assert_eq!(
            p.client_addr(ip("10.0.0.2"), ["10.9.9.9, 10.0.0.1"]),
            ip("10.9.9.9")
        );
    }

    #[test]
    fn ipv6_addresses_stay_whole() {
        let p = proxies("fd00::/8");
        assert_eq!(
            p.client_addr(ip("fd00::2"), ["2001:db8:1:2::7, fd00::1"]),
            ip("2001:db8:1:2::7")
        );
        assert_eq!(
            p.client_addr(ip("fd00::2"), ["[2001:db8::7]:4711"]),
            ip("2001:db8::7")
        );
        assert_eq!(
            p.client_addr(ip("fd00::2"), ["[2001:db8::8]"]),
            ip("2001:db8::8")
        );
        assert_eq!(
            proxies("10.0.0.1")
                .client_addr(ip("10.0.0.1"), ["203.0.113.9:4711"])
                .to_string(),
            "203.0.113.9"
        );
        assert_eq!(
            TrustedProxies::default()
                .client_addr(ip("2001:db8::1"), std::iter::empty())
                .to_string(),
            "2001:db8::1"
        );
    }

    #[test]
    fn garbage_stops_the_walk_at_the_last_trusted_hop() {
        let p = proxies("10.0.0.0/8");
        assert_eq!(
            p.client_addr(ip("10.0.0.2"), ["203.0.113.9, unknown, 10.0.0.1"]),
            ip("10.0.0.1")
        );
        assert_eq!(
            p.client_addr(ip("10.0.0.2"), ["203.0.113.9, "]),
            ip("10.0.0.2")
        );
        assert_eq!(
            p.client_addr(ip("10.0.0.2"), ["2001:db8::1%eth0"]),
            ip("10.0.0.2")
        );
    }

    #[test]
    fn a_very_long_chain_stops_at_the_hop_limit() {
        let p = proxies("10.0.0.0/8");
        let chain = vec!["10.0.0.1"; 100].join(",");
        let chain = format!("203.0.113.9,{chain}");
        assert_eq!(
            p.client_addr(ip("10.0.0.2"), [chain.as_str()]),
            ip("10.0.0.1")
        );
    }
}
