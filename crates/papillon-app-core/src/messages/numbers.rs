//! How a number is written in a message: the one rule the front end follows too
//! (`ui/src/i18n.ts`, `formatNumber`): the language's separators (« 1 234,5 »,
//! "1,234.5", the French thousands with a narrow no-break space, as `Intl` writes them)
//! and the true minus sign "−" (U+2212) for a negative number, never the hyphen "-".

use fluent_bundle::FluentValue;

use super::Lang;

/// The minus sign of every screen.
pub const MINUS: char = '\u{2212}';

/// `value` written in `lang`, with `digits` decimals when given (else as many as it has,
/// at most three, as `Intl.NumberFormat` does).
pub fn number(lang: Lang, value: f64, digits: Option<usize>) -> String {
    let (group, point) = match lang {
        Lang::Fr => ('\u{202f}', ','),
        Lang::En => (',', '.'),
    };
    let text = match digits {
        Some(d) => format!("{:.*}", d, value.abs()),
        None => {
            let rounded = format!("{:.3}", value.abs());
            rounded
                .trim_end_matches('0')
                .trim_end_matches('.')
                .to_owned()
        }
    };
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let mut out = String::with_capacity(text.len() + 4);
    let negative = value < 0.0 && text.chars().any(|c| c.is_ascii_digit() && c != '0');
    if negative {
        out.push(MINUS);
    }
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            out.push(group);
        }
        out.push(c);
    }
    if !fraction.is_empty() {
        out.push(point);
        out.push_str(fraction);
    }
    out
}

fn fluent_number(lang: Lang, value: &FluentValue) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(number(
            lang,
            n.value,
            n.options
                .minimum_fraction_digits
                .or(n.options.maximum_fraction_digits),
        )),
        _ => None,
    }
}

/// The French bundle's formatter of numbers.
pub(crate) fn french<M>(value: &FluentValue, _: &M) -> Option<String> {
    fluent_number(Lang::Fr, value)
}

/// The English bundle's formatter of numbers.
pub(crate) fn english<M>(value: &FluentValue, _: &M) -> Option<String> {
    fluent_number(Lang::En, value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_the_languages_way_with_the_true_minus() {
        assert_eq!(number(Lang::Fr, -51.0, None), "\u{2212}51");
        assert_eq!(number(Lang::En, -51.0, None), "\u{2212}51");
        assert_eq!(number(Lang::Fr, -1234.5, Some(1)), "\u{2212}1\u{202f}234,5");
        assert_eq!(number(Lang::En, 1234.5, Some(2)), "1,234.50");
        assert_eq!(number(Lang::En, 123.0, None), "123");
        assert_eq!(number(Lang::Fr, 0.25, None), "0,25");
        assert_eq!(number(Lang::En, 1_000_000.0, None), "1,000,000");
        // a negative number that rounds to zero has no sign
        assert_eq!(number(Lang::En, -0.04, Some(1)), "0.0");
        assert_eq!(number(Lang::Fr, -0.0, None), "0");
    }
}
