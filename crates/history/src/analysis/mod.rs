//! Numbers and pictures about samples of counts, with no I/O: whether two groups of runs
//! differ (a rank test, a bootstrap interval for the ratio of medians, the runs a clearer
//! answer would take), and a small SVG chart writer.

pub mod bootstrap;
pub mod chart;
pub mod difference;
pub mod mann_whitney;
pub mod normal;
pub mod power;
