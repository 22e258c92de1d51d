//! The guest page's words, from the app's catalogue (`locales/<lang>/table-link.ftl`),
//! sent to the page as one map of message ids to texts in the guest's language.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use fluent_bundle::{FluentBundle, FluentResource};

/// The languages of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    En,
    Fr,
}

impl Lang {
    /// A browser's language tag (`fr-FR`, `en`): French for any French, else English.
    pub fn of(tag: &str) -> Lang {
        if tag.trim().to_ascii_lowercase().starts_with("fr") {
            Lang::Fr
        } else {
            Lang::En
        }
    }
}

const EN: &str = include_str!("../../../locales/en/table-link.ftl");
const FR: &str = include_str!("../../../locales/fr/table-link.ftl");

fn load(lang: Lang, text: &'static str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let resource = match FluentResource::try_new(text.to_string()) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let tag = match lang {
        Lang::En => "en",
        Lang::Fr => "fr",
    };
    let Ok(locale) = tag.parse() else {
        return out;
    };
    let mut bundle = FluentBundle::new(vec![locale]);
    bundle.set_use_isolating(false);
    let ids: Vec<String> = resource
        .entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect();
    if bundle.add_resource(resource).is_err() {
        return out;
    }
    for id in ids {
        let Some(pattern) = bundle.get_message(&id).and_then(|m| m.value()) else {
            continue;
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, None, &mut errors);
        out.insert(id, text.into_owned());
    }
    out
}

static ENGLISH: LazyLock<BTreeMap<String, String>> = LazyLock::new(|| load(Lang::En, EN));
static FRENCH: LazyLock<BTreeMap<String, String>> = LazyLock::new(|| load(Lang::Fr, FR));

/// Every word of the guest page in `lang`.
pub fn words(lang: Lang) -> &'static BTreeMap<String, String> {
    match lang {
        Lang::En => &ENGLISH,
        Lang::Fr => &FRENCH,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_languages_have_the_same_words_and_none_is_empty() {
        let en = words(Lang::En);
        let fr = words(Lang::Fr);
        assert!(en.len() > 10);
        assert_eq!(en.keys().collect::<Vec<_>>(), fr.keys().collect::<Vec<_>>());
        for (id, text) in en.iter().chain(fr.iter()) {
            assert!(!text.trim().is_empty(), "{id}");
            assert!(!text.contains('{'), "{id} has a placeholder: {text}");
        }
        // every word is used by the page
        let page = format!("{}{}", crate::pages::HTML, crate::pages::SCRIPT);
        for id in en.keys() {
            assert!(
                page.contains(&format!("\"{id}\"")),
                "{id} is not used by the page"
            );
        }
        assert_eq!(Lang::of("fr-FR"), Lang::Fr);
        assert_eq!(Lang::of("de"), Lang::En);
    }
}
