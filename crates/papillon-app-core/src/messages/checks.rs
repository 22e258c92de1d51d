//! What every worded message must be, in both languages: the tests of the messages and
//! of the referee's answers hold each text they walk to [`assert_worded`].

use std::collections::BTreeSet;
use std::sync::LazyLock;

use super::Lang;
use super::catalogue::FILES;

/// Words that give English away in a French text (whole words, any case).
const ENGLISH_WORDS: [&str; 11] = [
    "of", "the", "take", "took", "taken", "with", "and", "card", "cards", "player", "hand",
];

/// The areas of the catalogue's ids: a word of the text that starts so is an id that
/// was shown instead of its message.
const ID_AREAS: [&str; 8] = [
    "sheet-",
    "store-",
    "practice-",
    "cmd-",
    "ref-",
    "card-",
    "list-",
    "rules-",
];

/// The messages of one file's text, each with the variables its value uses (a line
/// scan: a message starts at `id =`, its value goes on over the indented lines).
pub(crate) fn messages(text: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut out: Vec<(String, BTreeSet<String>)> = Vec::new();
    let mut open = false;
    for line in text.lines() {
        let starts = line
            .split_once('=')
            .map(|(id, _)| id.trim_end())
            .filter(|id| {
                id.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                    && id
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            });
        if let Some(id) = starts {
            out.push((id.to_owned(), BTreeSet::new()));
            open = true;
        } else if line.starts_with('#') || line.trim().is_empty() {
            open = false;
            continue;
        } else if !open {
            continue;
        }
        if let Some((_, vars)) = out.last_mut() {
            let mut rest = line;
            while let Some(at) = rest.find('$') {
                let name: String = rest[at + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                rest = &rest[at + 1..];
                vars.insert(name);
            }
        }
    }
    out
}

/// Every message id of the catalogue.
pub(crate) static IDS: LazyLock<BTreeSet<String>> = LazyLock::new(|| {
    FILES
        .iter()
        .flat_map(|(_, en, _)| messages(en))
        .map(|(id, _)| id)
        .collect()
});

/// A message as the app shows it: words for a person, nothing of the code. Not empty;
/// no placeholder left (`{`, `}`, `$`), no message id, no Rust name or Debug text; no
/// "(s)" plural; and in French, no English word.
pub(crate) fn assert_worded(lang: Lang, text: &str, what: &str) {
    assert!(!text.trim().is_empty(), "{lang:?} {what}: empty");
    for bad in ["{", "}", "$", "Some(", "None", "::", "\"", "(s)", "way(s)"] {
        assert!(!text.contains(bad), "{lang:?} {what}: {bad:?} in {text:?}");
    }
    // a Rust name (blue_round) is lowercase: an environment variable (PAPILLON_DB) is not
    for token in text.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
        assert!(
            !(token.contains('_') && token.chars().any(char::is_lowercase)),
            "{lang:?} {what}: the name {token} in {text:?}"
        );
    }
    for token in text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')) {
        let lower = token.to_lowercase();
        // one-word ids (blue, dice) are plain words too: only the hyphenated ones
        let id = token.contains('-') && IDS.contains(token);
        assert!(
            !id && !ID_AREAS.iter().any(|area| lower.starts_with(area)),
            "{lang:?} {what}: the id {token} in {text:?}"
        );
    }
    if lang == Lang::Fr {
        for word in text.split(|c: char| !c.is_alphabetic()) {
            let lower = word.to_lowercase();
            assert!(
                !ENGLISH_WORDS.contains(&lower.as_str()),
                "French {what}: the English {word:?} in {text:?}"
            );
        }
    }
}
