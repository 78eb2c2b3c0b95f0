//! How a dynamic chain step records its chains for the reader: the way from each assumption
//! to its end by first causes, each candidate turned off by a nested chain naming it, then
//! those nested chains (see [`super::nested`]), each after the candidates gone it rests on,
//! as Sukaku Explainer lists its nested chains after the main ones.

use super::Cand;
use super::cycles::record_cells;
use super::nested::{BY_RULE, END, Inner};
use super::net::{NO_CHAIN, Net};
use crate::human::step::Step;

/// Records the chains to `ends` in `step`, then the chains nested in them: numbered from 1
/// in the order the step's chains first name them, the same chain once.
pub(crate) fn record_nets(step: &mut Step, ends: &[(&Net, u32)]) {
    // Each nested chain named: the net and node that first named it, and the chain.
    let mut named: Vec<(&Net, u32, &Inner)> = Vec::new();
    for &(net, n) in ends {
        step.branch();
        let path = net.path(n);
        for &m in &path {
            let node = net.node(m);
            let by = if node.nested != NO_CHAIN {
                let inner = &net.inner[node.nested as usize];
                let k = match named.iter().position(|(_, _, i)| i.key == inner.key) {
                    Some(k) => k,
                    None => {
                        named.push((net, m, inner));
                        named.len() - 1
                    }
                };
                u8::try_from(k + 1).unwrap_or(Step::UNWRITTEN)
            } else if net.by_rule(m) {
                Step::UNWRITTEN
            } else {
                0
            };
            step.link_by(node.cand, node.on, by);
        }
        record_cells(step, path.iter().map(|&m| net.node(m).cand));
    }
    for (k, &(net, m, inner)) in named.iter().enumerate() {
        let n = k as u8 + 1;
        if n > Step::MOST_NESTED || !step.nested_causes_branch(n) {
            break;
        }
        for &p in net.parents(m) {
            step.link(net.node(p).cand, false);
        }
        for chain in inner.shown.split(|&x| x == END).filter(|c| !c.is_empty()) {
            if !step.nested_branch(n) {
                break;
            }
            for &x in chain {
                let by = if x & BY_RULE != 0 { Step::UNWRITTEN } else { 0 };
                let x = x & !BY_RULE;
                step.link_by((x >> 1) as Cand, x & 1 != 0, by);
            }
        }
    }
}
