//! Reading JSON input: an error names the field at fault (`blue.players.Ana.cards`) and
//! what was expected there, in words a person can act on.

use serde::de::DeserializeOwned;

/// Parses `text` as a `what` (e.g. "score sheet"), or says where and why it is not one.
pub fn parse_json<T: DeserializeOwned>(text: &str, what: &str) -> Result<T, String> {
    // serde reads a struct from a list too (fields by position); nobody means that
    match text.trim_start().chars().next() {
        Some('{') => {}
        None => return Err(format!("not a valid {what}: the input is empty")),
        Some('[') => {
            return Err(format!(
                "not a valid {what}: found a list [...]; a {what} is a JSON object {{...}}"
            ));
        }
        Some(_) => {
            return Err(format!(
                "not a valid {what}: a {what} is a JSON object {{...}}"
            ));
        }
    }
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let parsed: Result<T, _> = serde_path_to_error::deserialize(&mut deserializer);
    let value = parsed.map_err(|error| {
        let path = error.path().to_string();
        let inner = error.into_inner();
        let reason = explain(&inner);
        if inner.is_syntax() || inner.is_eof() {
            format!("not a valid {what}: {reason}")
        } else if path == "." {
            format!("not a valid {what}: {reason} (the whole {what} is a JSON object {{…}})")
        } else {
            format!("not a valid {what}: {}: {reason}", readable_path(&path))
        }
    })?;
    deserializer.end().map_err(|e| {
        format!(
            "not a valid {what}: {} after the end of the {what}",
            explain(&e)
        )
    })?;
    Ok(value)
}

/// The path with the first list of entries, games or deals counted from 1 as a person
/// counts them: `entries[3].player` → `entry 4 (entries[3].player)`.
fn readable_path(path: &str) -> String {
    for (list, one) in [
        ("entries[", "entry"),
        ("games[", "game"),
        ("deals[", "deal"),
    ] {
        if let Some(at) = path.find(list) {
            let rest = &path[at + list.len()..];
            if let Some(index) = rest
                .find(']')
                .and_then(|end| rest[..end].parse::<usize>().ok())
            {
                return format!("{one} {} ({path})", index + 1);
            }
        }
    }
    path.to_string()
}

/// serde's message, with the Rust type names replaced by what they mean.
fn explain(error: &serde_json::Error) -> String {
    let message = error.to_string();
    let words = [
        ("expected i64", "expected a whole number"),
        ("expected i32", "expected a whole number"),
        ("expected u64", "expected a whole number, 0 or more"),
        (
            "expected u32",
            "expected a whole number from 0 to 4294967295",
        ),
        ("expected u16", "expected a whole number from 0 to 65535"),
        ("expected u8", "expected a whole number from 0 to 255"),
        ("expected usize", "expected a whole number, 0 or more"),
        ("expected a sequence", "expected a list [...]"),
        ("expected a map", "expected an object {...}"),
        ("expected a string", "expected a text in quotes"),
        ("invalid type: sequence", "found a list [...]"),
        ("invalid type: map", "found an object {...}"),
        ("invalid type: floating point", "found the number"),
        ("invalid type: integer", "found the number"),
        ("invalid type: string", "found the text"),
        ("invalid type: boolean", "found"),
        ("invalid type: null", "found null"),
        ("unknown variant", "unknown value"),
    ];
    let mut out = message;
    for (from, to) in words {
        out = out.replace(from, to);
    }
    // "invalid value: integer `300`" says what was typed: "found 300"
    for kind in ["integer", "floating point"] {
        let from = format!("invalid value: {kind} `");
        if let Some(at) = out.find(&from)
            && let Some(end) = out[at + from.len()..].find('`')
        {
            let typed = out[at + from.len()..at + from.len() + end].to_string();
            out.replace_range(at..at + from.len() + end + 1, &format!("found {typed}"));
        }
    }
    // "expected struct SheetInput" says nothing to a user
    if let Some(at) = out.find("expected struct ") {
        let end = out[at..].find(" at line").map_or(out.len(), |e| at + e);
        out.replace_range(at..end, "expected an object {...}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use papillon_core::SheetInput;

    #[test]
    fn a_top_level_array_is_named() {
        let err = parse_json::<SheetInput>("[1, 2]", "score sheet").unwrap_err();
        assert!(err.contains("found a list"), "{err}");
        assert!(err.contains("JSON object"), "{err}");
    }

    #[test]
    fn a_huge_count_names_the_field() {
        let text = r#"{"players": ["Ana", "Ben"], "blue": {"players": {"Ana": {"cards": 1e20}}}}"#;
        let err = parse_json::<SheetInput>(text, "score sheet").unwrap_err();
        assert!(err.contains("blue.players.Ana.cards"), "{err}");
        assert!(err.contains("whole number"), "{err}");
    }

    #[test]
    fn a_count_too_large_is_named_as_typed_and_the_entry_counted_from_one() {
        let text = r#"{"players":["Ana","Ben","Cleo"],"dealer":"Ana","entries":[{"entry":"deal"},{"entry":"reveal","player":"Ben","cards":300}]}"#;
        let err = parse_json::<classic_papillon::Ledger>(text, "ledger").unwrap_err();
        assert!(err.contains("entry 2 (entries[1])"), "{err}");
        assert!(
            err.contains("found 300, expected a whole number from 0 to 255"),
            "{err}"
        );
        assert!(!err.contains("u8"), "{err}");
    }

    #[test]
    fn trailing_text_is_refused() {
        let err = parse_json::<SheetInput>(r#"{"players": []} x"#, "score sheet").unwrap_err();
        assert!(err.contains("after the end"), "{err}");
    }
}
