//! The catalogue: every word the app shows, in Fluent files `locales/<lang>/*.ftl` at
//! the repository's root, shared with the front end. Every file of both languages is
//! built into the binary, one bundle per language made on first use, so any message of
//! the catalogue can be worded from here.
//!
//! [`say`] words one message. A message that is missing or does not format (a variable
//! not given) panics in debug builds and tests; a release build falls back to the
//! English message, then to the id itself.

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use papillon_core::card::Face;

use super::Lang;

/// Every file of the catalogue: its name, its English text and its French text. A test
/// holds this list to the files in `locales/en` and `locales/fr`.
macro_rules! catalogue_files {
    ($($name:literal),* $(,)?) => {
        [$((
            $name,
            include_str!(concat!("../../../../locales/en/", $name)),
            include_str!(concat!("../../../../locales/fr/", $name)),
        )),*]
    };
}

pub(crate) const FILES: [(&str, &str, &str); 13] = catalogue_files![
    "access.ftl",
    "app.ftl",
    "cards.ftl",
    "classic.ftl",
    "errors.ftl",
    "farfalia.ftl",
    "house-rules.ftl",
    "moves.ftl",
    "prout.ftl",
    "referee-answers.ftl",
    "referee.ftl",
    "rules.ftl",
    "table-link.ftl",
];

/// A message's variables: each name with its value (a text or a number).
pub type Args<'a> = [(&'a str, FluentValue<'a>)];

struct Catalogue {
    bundle: FluentBundle<FluentResource>,
    /// What did not load: a file that does not parse, a message given twice.
    problems: Vec<String>,
}

static ENGLISH: LazyLock<Catalogue> = LazyLock::new(|| load(Lang::En));
static FRENCH: LazyLock<Catalogue> = LazyLock::new(|| load(Lang::Fr));

fn catalogue(lang: Lang) -> &'static Catalogue {
    match lang {
        Lang::En => &ENGLISH,
        Lang::Fr => &FRENCH,
    }
}

fn load(lang: Lang) -> Catalogue {
    let (locale, dir) = match lang {
        Lang::En => ("en-GB", "en"),
        Lang::Fr => ("fr-FR", "fr"),
    };
    let mut bundle = FluentBundle::new_concurrent(vec![locale.parse().unwrap_or_default()]);
    // no bidi isolation marks around a variable: both languages run left to right, and
    // the marks would reach the screen reader (the front end does the same)
    bundle.set_use_isolating(false);
    // every number the way the front end writes it: « −1 234,5 », "−1,234.5"
    bundle.set_formatter(Some(match lang {
        Lang::En => super::numbers::english,
        Lang::Fr => super::numbers::french,
    }));
    let mut problems = Vec::new();
    for (name, en, fr) in FILES {
        let text = match lang {
            Lang::En => en,
            Lang::Fr => fr,
        };
        let resource = match FluentResource::try_new(text.to_owned()) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                problems.push(format!("locales/{dir}/{name}: {errors:?}"));
                resource
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            problems.push(format!("locales/{dir}/{name}: {errors:?}"));
        }
    }
    Catalogue { bundle, problems }
}

/// What did not load in a language's files (empty when all is well).
#[cfg(test)]
pub(crate) fn problems(lang: Lang) -> &'static [String] {
    &catalogue(lang).problems
}

fn format(lang: Lang, id: &str, args: &FluentArgs) -> Result<String, String> {
    let bundle = &catalogue(lang).bundle;
    let pattern = bundle
        .get_message(id)
        .and_then(|message| message.value())
        .ok_or_else(|| format!("no message {id} in {lang:?}"))?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors);
    if errors.is_empty() {
        Ok(text.into_owned())
    } else {
        Err(format!("{id} in {lang:?}: {errors:?}"))
    }
}

/// One message of the catalogue in `lang`, its variables filled in.
pub fn say(lang: Lang, id: &str, args: &Args) -> String {
    let mut fluent = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent.set(*name, value.clone());
    }
    match format(lang, id, &fluent) {
        Ok(text) => text,
        Err(problem) => {
            if cfg!(debug_assertions) {
                let loading = &catalogue(lang).problems;
                panic!("the catalogue cannot word {problem} (its files: {loading:?})");
            }
            if lang != Lang::En
                && let Ok(text) = format(Lang::En, id, &fluent)
            {
                return text;
            }
            id.to_owned()
        }
    }
}

/// A card as a sentence names it, with its article: "the 5 of Formes", « la Chenille ».
pub fn card(lang: Lang, face: Face) -> String {
    match face {
        Face::Family(family, rank) => say(
            lang,
            "card-family",
            &[
                ("family", family.letter().to_string().into()),
                ("rank", rank.value().into()),
            ],
        ),
        Face::Trump(trump) => say(lang, "card-trump", &[("trump", trump.notation().into())]),
    }
}

/// A card's bare name, as printed on it: "5 of Formes", « 9 d'Éléments », "Chenille".
pub fn card_name(lang: Lang, face: Face) -> String {
    match face {
        Face::Family(family, rank) => say(
            lang,
            "card-family-name",
            &[
                ("family", family.letter().to_string().into()),
                ("rank", rank.value().into()),
            ],
        ),
        Face::Trump(trump) => say(
            lang,
            "card-trump-name",
            &[("trump", trump.notation().into())],
        ),
    }
}

/// A list as a sentence says it: "a", "a and b", "a, b and c" (« a, b et c »).
pub fn list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => say(
            lang,
            "list-two",
            &[
                ("first", rest.join(", ").into()),
                ("last", last.as_str().into()),
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

    use std::collections::{BTreeMap, BTreeSet};

    use super::*;
    use crate::messages::checks::messages;

    fn listed(lang: &str) -> BTreeSet<String> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../locales")
            .join(lang);
        std::fs::read_dir(&dir)
            .expect("locales")
            .map(|entry| {
                entry
                    .expect("entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .filter(|name| name.ends_with(".ftl"))
            .collect()
    }

    /// A new file in `locales/` is not forgotten: the binary embeds each of them.
    #[test]
    fn every_file_of_both_languages_is_built_in() {
        let embedded: BTreeSet<String> = FILES.iter().map(|(name, ..)| name.to_string()).collect();
        assert_eq!(embedded.len(), FILES.len(), "a file listed twice");
        assert_eq!(listed("en"), embedded, "locales/en");
        assert_eq!(listed("fr"), embedded, "locales/fr");
    }

    #[test]
    fn every_file_parses_in_both_languages() {
        for lang in [Lang::En, Lang::Fr] {
            assert_eq!(problems(lang), &[] as &[String], "{lang:?}");
        }
    }

    /// The same ids in both languages, each with the same variables.
    #[test]
    fn both_languages_have_the_same_messages() {
        for (name, en, fr) in FILES {
            let en: BTreeMap<_, _> = messages(en).into_iter().collect();
            let fr: BTreeMap<_, _> = messages(fr).into_iter().collect();
            assert_eq!(
                en.keys().collect::<Vec<_>>(),
                fr.keys().collect::<Vec<_>>(),
                "{name}"
            );
            for (id, vars) in &en {
                assert_eq!(Some(vars), fr.get(id), "{name}: {id}");
            }
            for id in en.keys() {
                for lang in [Lang::En, Lang::Fr] {
                    assert!(catalogue(lang).bundle.has_message(id), "{lang:?} {id}");
                }
            }
        }
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "no message no-such-message")]
    fn a_missing_message_fails_loudly() {
        say(Lang::Fr, "no-such-message", &[]);
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "cmd-no-couteau")]
    fn a_missing_variable_fails_loudly() {
        say(Lang::En, "cmd-no-couteau", &[]);
    }

    #[test]
    fn cards_are_named_from_the_catalogue() {
        let face = |t: &str| t.parse::<Face>().expect("card");
        assert_eq!(card(Lang::Fr, face("F5")), "le 5 de Formes");
        assert_eq!(card(Lang::Fr, face("chenille")), "la Chenille");
        assert_eq!(card(Lang::Fr, face("S7")), "le Dragon");
        assert_eq!(card_name(Lang::Fr, face("E1")), "1 d'Éléments");
        assert_eq!(card(Lang::En, face("couteau-suisse")), "the Couteau Suisse");
        assert_eq!(card_name(Lang::En, face("D11")), "11 of Découvertes");
        let items = ["a".to_string(), "b".into(), "c".into()];
        assert_eq!(list(Lang::Fr, &items), "a, b et c");
        assert_eq!(list(Lang::En, &items[1..]), "b and c");
        assert_eq!(list(Lang::En, &items[..1]), "a");
    }

    /// Counts take the plural their language gives them.
    #[test]
    fn counts_are_worded_with_their_plural() {
        let count = |lang, n: i64| {
            say(
                lang,
                "sheet-card-count",
                &[("player", "Ana".into()), ("cards", n.into())],
            )
        };
        assert!(
            count(Lang::En, 1).contains("1 card for"),
            "{}",
            count(Lang::En, 1)
        );
        assert!(count(Lang::En, 70).contains("70 cards for"));
        assert!(count(Lang::Fr, 1).contains("1 carte pour"));
        assert!(count(Lang::Fr, 70).contains("70 cartes pour"));
    }
}
