//! A small SVG chart writer: series of points drawn as lines or steps over a linear or
//! logarithmic x axis and a linear y axis, vertical marks, axis ticks and labels, a title and
//! a legend under the plot (a line per series, so it never hides a curve). The result is a
//! plain SVG 1.1 document any browser opens.

use std::fmt::Write;

/// The picture's size in SVG user units (pixels), above the legend.
const WIDTH: f64 = 800.0;
const HEIGHT: f64 = 500.0;
/// The height of a legend line.
const LEGEND_LINE: f64 = 20.0;
/// The plotting area's margins: left, right, top, bottom.
const MARGIN: (f64, f64, f64, f64) = (70.0, 30.0, 50.0, 60.0);

/// Colours told apart by most people, also with colour blindness (Okabe and Ito), in turn.
const PALETTE: [&str; 8] = [
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442",
];

/// How values map to positions along an axis.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Scale {
    /// Equal steps for equal differences.
    Linear,
    /// Equal steps for equal ratios: ticks at 1, 10, 100, 1k, ... (values must be positive).
    Log,
}

/// How a series joins its points.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Join {
    /// Straight lines from point to point.
    Line,
    /// Horizontal then vertical: a step function, as an empirical CDF is drawn.
    Steps,
}

/// One named set of points, drawn in its own colour.
#[derive(Clone, PartialEq, Debug)]
pub struct Series {
    /// The legend's words for it.
    pub name: String,
    /// The points (x, y), in the order drawn.
    pub points: Vec<(f64, f64)>,
    /// How the points are joined.
    pub join: Join,
    /// x positions marked by a dashed vertical line in the series' colour (e.g. a median).
    pub marks: Vec<f64>,
}

/// A chart: its words, axes and series.
#[derive(Clone, PartialEq, Debug)]
pub struct Chart {
    /// The title above the plot.
    pub title: String,
    /// The x axis's label.
    pub x_label: String,
    /// The y axis's label.
    pub y_label: String,
    /// The x axis's scale (the y axis is linear).
    pub x_scale: Scale,
    /// The series, each drawn as one `<path class="series" data-series="i">`.
    pub series: Vec<Series>,
}

impl Chart {
    /// The chart as an SVG document. Points that cannot be placed (non-finite, or not
    /// positive on a log axis) are left out.
    pub fn to_svg(&self) -> String {
        let x = Axis::fit(
            self.x_scale,
            self.values(|p| p.0),
            MARGIN.0,
            WIDTH - MARGIN.1,
        );
        let y = Axis::fit(
            Scale::Linear,
            self.values(|p| p.1),
            HEIGHT - MARGIN.3,
            MARGIN.2,
        );
        let height = HEIGHT + LEGEND_LINE * self.series.len() as f64 + 10.0;
        let mut svg = format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" \
             width=\"{WIDTH}\" height=\"{height}\" viewBox=\"0 0 {WIDTH} {height}\" \
             font-family=\"sans-serif\" font-size=\"13\">\n\
             <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
             <text x=\"{}\" y=\"28\" text-anchor=\"middle\" font-size=\"16\">{}</text>\n",
            WIDTH / 2.0,
            escape(&self.title)
        );
        svg += &self.axes(&x, &y);
        for (i, s) in self.series.iter().enumerate() {
            svg += &series_path(i, s, &x, &y);
        }
        svg += &self.legend();
        svg + "</svg>\n"
    }

    /// Every coordinate the series hold, picked by `pick`, with their marks for x.
    fn values(&self, pick: fn(&(f64, f64)) -> f64) -> Vec<f64> {
        self.series
            .iter()
            .flat_map(|s| s.points.iter().map(pick))
            .collect()
    }

    /// The frame, grid lines, tick labels and axis labels.
    fn axes(&self, x: &Axis, y: &Axis) -> String {
        let (left, right, top, bottom) = (x.from, x.to, y.to, y.from);
        let mut out = String::from("<g class=\"axes\" stroke=\"#ccc\" stroke-width=\"1\">\n");
        for t in x.ticks() {
            let px = x.place(t);
            let _ = writeln!(
                out,
                "<line x1=\"{px:.1}\" y1=\"{top}\" x2=\"{px:.1}\" y2=\"{bottom}\"/>"
            );
        }
        for t in y.ticks() {
            let py = y.place(t);
            let _ = writeln!(
                out,
                "<line x1=\"{left}\" y1=\"{py:.1}\" x2=\"{right}\" y2=\"{py:.1}\"/>"
            );
        }
        let _ = writeln!(
            out,
            "<rect x=\"{left}\" y=\"{top}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#333\"/>\n</g>",
            right - left,
            bottom - top
        );
        out += "<g class=\"ticks\" fill=\"#333\">\n";
        for t in x.ticks() {
            let _ = writeln!(
                out,
                "<text x=\"{:.1}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
                x.place(t),
                bottom + 18.0,
                tick_text(t)
            );
        }
        for t in y.ticks() {
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>",
                left - 6.0,
                y.place(t) + 4.0,
                tick_text(t)
            );
        }
        let _ = writeln!(
            out,
            "<text x=\"{:.1}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
            (left + right) / 2.0,
            HEIGHT - 18.0,
            escape(&self.x_label)
        );
        let _ = writeln!(
            out,
            "<text transform=\"translate(20 {:.1}) rotate(-90)\" text-anchor=\"middle\">{}</text>",
            (top + bottom) / 2.0,
            escape(&self.y_label)
        );
        out + "</g>\n"
    }

    /// The legend under the plot: a coloured line and the name of each series.
    fn legend(&self) -> String {
        let (left, top) = (MARGIN.0 - 40.0, HEIGHT - 8.0);
        let mut out = String::from("<g class=\"legend\">\n");
        for (i, s) in self.series.iter().enumerate() {
            let y = top + 18.0 + LEGEND_LINE * i as f64;
            let _ = writeln!(
                out,
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"3\"/>\n\
                 <text x=\"{}\" y=\"{}\" data-series=\"{i}\">{}</text>",
                left + 8.0,
                y - 4.0,
                left + 30.0,
                y - 4.0,
                colour(i),
                left + 36.0,
                y,
                escape(&s.name)
            );
        }
        out + "</g>\n"
    }
}

/// The colour of the `i`th series.
fn colour(i: usize) -> &'static str {
    PALETTE[i % PALETTE.len()]
}

/// The `i`th series as one path, and its marks as dashed lines.
fn series_path(i: usize, s: &Series, x: &Axis, y: &Axis) -> String {
    let placed: Vec<(f64, f64)> = s
        .points
        .iter()
        .filter(|p| x.holds(p.0) && y.holds(p.1))
        .map(|&(px, py)| (x.place(px), y.place(py)))
        .collect();
    let mut d = String::new();
    for (k, &(px, py)) in placed.iter().enumerate() {
        match (k, s.join) {
            (0, _) => {
                let _ = write!(d, "M{px:.1},{py:.1}");
            }
            (_, Join::Line) => {
                let _ = write!(d, " L{px:.1},{py:.1}");
            }
            (_, Join::Steps) => {
                let _ = write!(d, " H{px:.1} V{py:.1}");
            }
        }
    }
    let mut out = format!(
        "<path class=\"series\" data-series=\"{i}\" data-name=\"{}\" d=\"{d}\" fill=\"none\" \
         stroke=\"{}\" stroke-width=\"2\"/>\n",
        escape(&s.name),
        colour(i)
    );
    for &m in s.marks.iter().filter(|&&m| x.holds(m)) {
        let _ = writeln!(
            out,
            "<line class=\"mark\" data-series=\"{i}\" x1=\"{px:.1}\" y1=\"{}\" x2=\"{px:.1}\" \
             y2=\"{}\" stroke=\"{}\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>",
            y.to,
            y.from,
            colour(i),
            px = x.place(m)
        );
    }
    out
}

/// One axis: the range of values shown and the pixels they span.
struct Axis {
    scale: Scale,
    /// The smallest and largest value shown (for a log axis, their logarithms).
    lo: f64,
    hi: f64,
    /// The pixel of `lo` and of `hi`.
    from: f64,
    to: f64,
}

impl Axis {
    /// The axis that shows every value that fits the scale, widened to whole ticks: powers
    /// of ten on a log axis, a round step on a linear one (0 to 1 with no values).
    fn fit(scale: Scale, values: Vec<f64>, from: f64, to: f64) -> Axis {
        let shown = values
            .into_iter()
            .filter(|&v| v.is_finite() && (scale == Scale::Linear || v > 0.0));
        let (mut lo, mut hi) = shown.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
            let v = if scale == Scale::Log { v.log10() } else { v };
            (lo.min(v), hi.max(v))
        });
        if lo > hi {
            (lo, hi) = (0.0, 1.0);
        }
        if scale == Scale::Log {
            (lo, hi) = (lo.floor(), hi.ceil().max(lo.floor() + 1.0));
        } else {
            let step = round_step(hi - lo);
            (lo, hi) = ((lo / step).floor() * step, (hi / step).ceil() * step);
            if hi <= lo {
                hi = lo + step;
            }
        }
        Axis {
            scale,
            lo,
            hi,
            from,
            to,
        }
    }

    /// Whether `v` can be placed on the axis.
    fn holds(&self, v: f64) -> bool {
        v.is_finite() && (self.scale == Scale::Linear || v > 0.0)
    }

    /// The pixel of value `v`.
    fn place(&self, v: f64) -> f64 {
        let v = if self.scale == Scale::Log {
            v.log10()
        } else {
            v
        };
        self.from + (v - self.lo) / (self.hi - self.lo) * (self.to - self.from)
    }

    /// The values ticked: every power of ten on a log axis, round steps on a linear one.
    fn ticks(&self) -> Vec<f64> {
        match self.scale {
            Scale::Log => (self.lo as i32..=self.hi as i32)
                .map(|e| 10f64.powi(e))
                .collect(),
            Scale::Linear => {
                let step = round_step(self.hi - self.lo);
                let n = ((self.hi - self.lo) / step).round() as i32;
                (0..=n).map(|k| self.lo + f64::from(k) * step).collect()
            }
        }
    }
}

/// A step of 1, 2 or 5 times a power of ten that cuts `span` into at most 6 parts.
fn round_step(span: f64) -> f64 {
    if span <= 0.0 || !span.is_finite() {
        return 1.0;
    }
    let unit = 10f64.powf((span / 5.0).log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * unit)
        .find(|step| span / step <= 6.0)
        .unwrap_or(10.0 * unit)
}

/// A tick's words: 0.25, 1, 500, 1k, 20k, 1M, 1G.
fn tick_text(v: f64) -> String {
    let units = [(1e9, "G"), (1e6, "M"), (1e3, "k")];
    if let Some((size, unit)) = units.iter().find(|(size, _)| v.abs() >= *size) {
        return format!("{}{unit}", trim(v / size));
    }
    trim(v)
}

/// A number with no trailing zeros: 1, 2.5, 0.25.
fn trim(v: f64) -> String {
    let text = format!("{v:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// Text made safe inside an XML element or attribute.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_read_as_people_write_them() {
        let words: Vec<String> = [0.0, 0.25, 1.0, 500.0, 1e3, 2e4, 1e5, 1e6, 2.5e6]
            .into_iter()
            .map(tick_text)
            .collect();
        assert_eq!(
            words,
            ["0", "0.25", "1", "500", "1k", "20k", "100k", "1M", "2.5M"]
        );
    }

    #[test]
    fn a_log_axis_spans_whole_powers_of_ten() {
        let axis = Axis::fit(Scale::Log, vec![3_000.0, 250_000.0, -1.0, 0.0], 0.0, 300.0);
        assert_eq!(axis.ticks(), [1e3, 1e4, 1e5, 1e6]);
        assert_eq!((axis.place(1e3), axis.place(1e6)), (0.0, 300.0));
        assert!((axis.place(1e4) - 100.0).abs() < 1e-9);
    }

    #[test]
    fn a_linear_axis_has_round_steps() {
        let axis = Axis::fit(Scale::Linear, vec![0.0, 1.0], 100.0, 0.0);
        assert_eq!(axis.ticks(), [0.0, 0.2, 0.4, 0.6000000000000001, 0.8, 1.0]);
        assert_eq!(axis.place(0.5), 50.0);
    }

    #[test]
    fn steps_and_lines_join_points_their_ways() {
        let series = |join| Series {
            name: "a < b".to_string(),
            points: vec![(0.0, 0.0), (1.0, 1.0)],
            join,
            marks: vec![],
        };
        let x = Axis::fit(Scale::Linear, vec![0.0, 1.0], 0.0, 100.0);
        let y = Axis::fit(Scale::Linear, vec![0.0, 1.0], 100.0, 0.0);
        assert!(
            series_path(0, &series(Join::Steps), &x, &y).contains("d=\"M0.0,100.0 H100.0 V0.0\"")
        );
        assert!(
            series_path(0, &series(Join::Line), &x, &y).contains("d=\"M0.0,100.0 L100.0,0.0\"")
        );
        assert!(series_path(0, &series(Join::Line), &x, &y).contains("data-name=\"a &lt; b\""));
    }
}
