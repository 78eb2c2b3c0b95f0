//! Histograms of attempt counts with logarithmic buckets, independent of how they are drawn.

/// The multipliers of the bucket edges within each power of ten.
const STEPS: [u64; 3] = [1, 2, 5];

/// Metric suffixes for powers of 1000, for bucket labels.
const SUFFIXES: [&str; 7] = ["", "k", "M", "G", "T", "P", "E"];

/// One bucket: the values `lo <= v < hi` and how many there were. The top bucket that u64 can
/// hold, from 10^19, has `hi == u64::MAX` and holds `u64::MAX` too.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Bucket {
    /// The smallest value in the bucket.
    pub lo: u64,
    /// The smallest value above the bucket.
    pub hi: u64,
    /// How many values fell in it.
    pub count: u64,
}

impl Bucket {
    /// The bounds in a fixed width of 11 characters, e.g. ` 100k- 200k`.
    pub fn label(&self) -> String {
        format!("{:>5}-{:>5}", short(self.lo), short(self.hi))
    }
}

/// A histogram with logarithmic buckets in 1-2-5 steps: [0,1), [1,2), [2,5), [5,10), [10,20),
/// [20,50), [50,100), [100,200) ... Buckets run without gaps from the one holding the smallest
/// value to the one holding the largest, empty buckets included.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Histogram {
    /// The buckets, lowest first.
    pub buckets: Vec<Bucket>,
}

impl Histogram {
    /// The histogram of `values`; no buckets when there are no values.
    pub fn of(values: &[u64]) -> Histogram {
        match (values.iter().min(), values.iter().max()) {
            (Some(&lo), Some(&hi)) => Histogram::over(lo, hi, values),
            _ => Histogram::default(),
        }
    }

    /// The histogram of `values` with buckets covering at least `lo..=hi` (and every value),
    /// so histograms built over the same range have the same buckets.
    pub fn over(lo: u64, hi: u64, values: &[u64]) -> Histogram {
        let first = values.iter().copied().fold(lo, u64::min);
        let last = values.iter().copied().fold(hi, u64::max);
        let (first, last) = (bucket_index(first), bucket_index(last));
        let mut buckets: Vec<Bucket> = (first..=last)
            .map(|k| Bucket {
                lo: edge(k).unwrap_or(u64::MAX),
                hi: edge(k + 1).unwrap_or(u64::MAX),
                count: 0,
            })
            .collect();
        for &v in values {
            buckets[bucket_index(v) - first].count += 1;
        }
        Histogram { buckets }
    }

    /// Histograms of several sets with the same buckets, for showing side by side.
    pub fn aligned(sets: &[&[u64]]) -> Vec<Histogram> {
        let all = sets.iter().flat_map(|s| s.iter().copied());
        match (all.clone().min(), all.max()) {
            (Some(lo), Some(hi)) => sets.iter().map(|s| Histogram::over(lo, hi, s)).collect(),
            _ => vec![Histogram::default(); sets.len()],
        }
    }

    /// Each bucket's bar length in eighths of a character, the fullest bucket `width` characters
    /// long; a bucket with any values gets at least one eighth. For drawing with block characters:
    /// `e / 8` full blocks and a partial block for `e % 8`.
    pub fn bar_eighths(&self, width: usize) -> Vec<usize> {
        let most = self.buckets.iter().map(|b| b.count).max().unwrap_or(0);
        let full = width as u128 * 8;
        self.buckets
            .iter()
            .map(|b| match b.count {
                0 => 0,
                n => ((u128::from(n) * full + u128::from(most) / 2) / u128::from(most)).max(1)
                    as usize,
            })
            .collect()
    }

    /// The histogram as text, one line per bucket, e.g. ` 100k- 200k | ######## 12`, with bars
    /// of `#` up to `width` characters (partial characters rounded up).
    pub fn render_text(&self, width: usize) -> String {
        let mut out = String::new();
        for (b, eighths) in self.buckets.iter().zip(self.bar_eighths(width)) {
            let bar = "#".repeat(eighths.div_ceil(8));
            let gap = if bar.is_empty() { "" } else { " " };
            out += &format!(
                "{} | {bar}{gap}{}\n",
                b.label(),
                dosdoku_sudoku::text::group_thousands(b.count)
            );
        }
        out
    }
}

/// The lower edge of bucket `k`: 0, then 1, 2, 5, 10, 20, 50 ...; `None` past u64.
fn edge(k: usize) -> Option<u64> {
    if k == 0 {
        return Some(0);
    }
    let power = 10u64.checked_pow(u32::try_from((k - 1) / 3).ok()?)?;
    STEPS[(k - 1) % 3].checked_mul(power)
}

/// The bucket holding `v`.
fn bucket_index(v: u64) -> usize {
    if v == 0 {
        return 0;
    }
    let e = v.ilog10();
    let lead = v / 10u64.pow(e);
    let step = STEPS.iter().rposition(|&s| s <= lead).unwrap_or(0);
    1 + 3 * e as usize + step
}

/// A bucket edge in at most four characters: 500, 1k, 200k, 5M.
fn short(v: u64) -> String {
    let group = if v == 0 { 0 } else { v.ilog10() / 3 };
    format!("{}{}", v / 1000u64.pow(group), SUFFIXES[group as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bucket_edges() {
        let edges: Vec<u64> = (0..11).map(|k| edge(k).unwrap()).collect();
        assert_eq!(edges, [0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]);
        for (v, k) in [
            (0, 0),
            (1, 1),
            (2, 2),
            (4, 2),
            (5, 3),
            (9, 3),
            (10, 4),
            (19, 4),
        ] {
            assert_eq!(bucket_index(v), k, "value {v}");
        }
        for k in 0..58 {
            let (lo, hi) = (edge(k).unwrap(), edge(k + 1).unwrap());
            assert_eq!(bucket_index(lo), k);
            assert_eq!(bucket_index(hi - 1), k);
        }
        assert_eq!(edge(59), None);
        assert_eq!(bucket_index(u64::MAX), 58);
    }

    #[test]
    fn counts_fall_in_their_buckets() {
        let h = Histogram::of(&[120_000, 199_999, 200_000, 480_000, 900_000]);
        let got: Vec<(u64, u64, u64)> = h.buckets.iter().map(|b| (b.lo, b.hi, b.count)).collect();
        assert_eq!(
            got,
            [
                (100_000, 200_000, 2),
                (200_000, 500_000, 2),
                (500_000, 1_000_000, 1)
            ]
        );
        assert_eq!(Histogram::of(&[]).buckets, []);
        let top = Histogram::of(&[u64::MAX]);
        assert_eq!(top.buckets[0].count, 1);
        assert_eq!(top.buckets[0].hi, u64::MAX);
    }

    #[test]
    fn aligned_histograms_share_buckets() {
        let (a, b): (&[u64], &[u64]) = (&[3, 4], &[60, 70, 80]);
        let hs = Histogram::aligned(&[a, b, &[]]);
        for h in &hs {
            let bounds: Vec<u64> = h.buckets.iter().map(|b| b.lo).collect();
            assert_eq!(bounds, [2, 5, 10, 20, 50]);
        }
        assert_eq!(hs[0].buckets[0].count, 2);
        assert_eq!(hs[1].buckets[4].count, 3);
        assert_eq!(hs[2].buckets.iter().map(|b| b.count).sum::<u64>(), 0);
    }

    #[test]
    fn bars_and_text() {
        let h = Histogram::over(100_000, 500_000, &[150_000; 12]);
        let mut h2 = h.clone();
        h2.buckets[1].count = 3;
        h2.buckets[2].count = 1;
        assert_eq!(h2.bar_eighths(8), [64, 16, 5]);
        assert_eq!(
            h2.render_text(8),
            " 100k- 200k | ######## 12\n 200k- 500k | ## 3\n 500k-   1M | # 1\n"
        );
        let h3 = Histogram::of(&[1, 1_000_000]);
        assert_eq!(h3.bar_eighths(2)[0], 16);
        assert_eq!(h3.bar_eighths(2)[1], 0);
        assert!(h3.render_text(2).contains("    2-    5 | 0\n"));
        assert_eq!(short(0), "0");
        assert_eq!(short(2_000_000), "2M");
        assert_eq!(short(50_000), "50k");
    }
}
