//! The ordered parallel batch engine the commands call: puzzles read on a thread of their own
//! ([`feed`]) and worked on by several jobs ([`jobs`]), whose results are told in input order
//! ([`held`]); numbered work handed back in order ([`in_order`]); many seeded runs of one
//! puzzle ([`seeds`]); signals that stop a batch cleanly ([`interrupt`]); and what a batch
//! shows on a terminal while it works ([`long_run`], [`progress`]).
//!
//! It knows nothing of the command line's words: it hands back results, exit statuses and how
//! a batch ended, and the commands choose what to say.

pub mod feed;
pub mod held;
pub mod in_order;
pub mod interrupt;
pub mod jobs;
pub mod long_run;
pub mod progress;
pub mod seeds;
