//! [`Ratio`]: the exact fractions that scores and tie-breaks such as 小分 and 总得分
//! are compared in, never floats.

use std::fmt;

/// An exact fraction, kept reduced with a positive denominator. Tie-breaks such as 小分
/// (halves) and 总得分 (thirds, fifths, ...) must compare exactly, so never floats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ratio {
    num: i64,
    den: i64,
}

impl Ratio {
    pub const ZERO: Ratio = Ratio { num: 0, den: 1 };

    pub const fn integer(n: i64) -> Ratio {
        Ratio { num: n, den: 1 }
    }

    /// `num / den`, reduced; `None` when `den` is zero.
    pub fn new(num: i64, den: i64) -> Option<Ratio> {
        (den != 0).then(|| Ratio::reduced(i128::from(num), i128::from(den)))
    }

    /// Reduces and narrows back to i64. Values here are bounded by
    /// [`MAX_ROUND`](super::MAX_ROUND), so the clamp never bites; it only rules out a panic.
    fn reduced(num: i128, den: i128) -> Ratio {
        let g = gcd(num, den).max(1);
        let sign = if den < 0 { -1 } else { 1 };
        let clamp = |x: i128| x.clamp(i128::from(i64::MIN + 1), i128::from(i64::MAX)) as i64;
        Ratio {
            num: clamp(sign * num / g),
            den: clamp((sign * den / g).max(1)),
        }
    }

    pub const fn numer(self) -> i64 {
        self.num
    }

    pub const fn denom(self) -> i64 {
        self.den
    }

    pub const fn is_integer(self) -> bool {
        self.den == 1
    }

    /// For JSON only; ranking always uses the exact value.
    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }

    /// Rounded half away from zero to `places` decimals: `16/3` → `5.33`, `4` → `4.00`.
    pub fn to_decimal(self, places: u32) -> String {
        let places = places.min(9);
        let scale = 10_i128.pow(places);
        let num = i128::from(self.num).abs() * scale;
        let den = i128::from(self.den);
        let rounded = (2 * num + den) / (2 * den);
        let sign = if self.num < 0 && rounded != 0 {
            "-"
        } else {
            ""
        };
        let whole = rounded / scale;
        if places == 0 {
            return format!("{sign}{whole}");
        }
        let fraction = rounded % scale;
        format!("{sign}{whole}.{fraction:0width$}", width = places as usize)
    }
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Default for Ratio {
    fn default() -> Ratio {
        Ratio::ZERO
    }
}

impl From<i64> for Ratio {
    fn from(n: i64) -> Ratio {
        Ratio::integer(n)
    }
}

impl Ord for Ratio {
    fn cmp(&self, other: &Ratio) -> std::cmp::Ordering {
        (i128::from(self.num) * i128::from(other.den))
            .cmp(&(i128::from(other.num) * i128::from(self.den)))
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Ratio) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl std::ops::Add for Ratio {
    type Output = Ratio;
    fn add(self, other: Ratio) -> Ratio {
        let (a, b) = (i128::from(self.den), i128::from(other.den));
        Ratio::reduced(i128::from(self.num) * b + i128::from(other.num) * a, a * b)
    }
}

impl fmt::Display for Ratio {
    /// Exact: `5`, `9/2`, `16/3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::referee::tournament::testing::r;

    #[test]
    fn ratios_are_exact_and_round_half_away_from_zero() {
        assert_eq!(r(4, 8), r(1, 2));
        assert_eq!(r(3, -6), r(-1, 2));
        assert_eq!(Ratio::new(1, 0), None);
        assert!(r(16, 3) > r(31, 6));
        assert_eq!(r(1, 3) + r(1, 6), r(1, 2));
        let cases = [
            (r(16, 3), "5.33"),
            (r(11, 3), "3.67"),
            (r(1, 200), "0.01"),
            (r(-1, 200), "-0.01"),
            (r(-1, 1000), "0.00"),
            (r(9, 2), "4.50"),
            (r(-7, 3), "-2.33"),
        ];
        for (value, text) in cases {
            assert_eq!(value.to_decimal(2), text, "{value}");
        }
        assert_eq!(r(9, 2).to_string(), "9/2");
    }
}
