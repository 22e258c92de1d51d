//! The commands by name, for a transport that has no Rust types of its own (the
//! WebAssembly build's worker): [`dispatch`] takes a command's name and its arguments as
//! the front end sends them, one JSON object, and answers with the result as JSON or the
//! command's typed error. Generated from the one list ([`crate::command_list`]), so it
//! serves exactly the commands the Tauri app serves (but the table link's, which need a
//! server).
//!
//! The arguments are read as Tauri reads them: each under its name in camelCase
//! (`system_language` as `systemLanguage`, `in_progress` as `inProgress`), as
//! `ui/src/api.ts` sends them; one that is left out is `None` when it is optional and
//! refused otherwise. Nothing here panics on what the front end sent: an unknown command,
//! arguments that are not an object, an argument missing or of the wrong type, each is an
//! [`ErrorCode::Invalid`] error naming the command and the argument.

use serde::Serialize;
use serde::de::{self, DeserializeOwned, Deserializer, Visitor};
use serde_json::{Map, Value};

use crate::command_list::COMMANDS;
use crate::error::{CommandError, CommandResult, ErrorCode};
use crate::messages::{self, Lang, say};
use crate::state::AppState;

/// The name the front end sends an argument under: Tauri's camelCase of the Rust name.
pub fn wire_name(argument: &str) -> String {
    let mut out = String::with_capacity(argument.len());
    let mut upper = false;
    for c in argument.chars() {
        if c == '_' {
            upper = !out.is_empty();
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// The arguments of one call of `command`.
struct Args<'a> {
    lang: Lang,
    command: &'a str,
    values: Map<String, Value>,
}

impl<'a> Args<'a> {
    /// An object of named values; no arguments at all (`null`) is an empty one.
    fn new(lang: Lang, command: &'a str, args: Value) -> CommandResult<Args<'a>> {
        let values = match args {
            Value::Object(values) => values,
            Value::Null => Map::new(),
            _ => {
                return Err(CommandError::invalid(say(
                    lang,
                    "cmd-bad-arguments",
                    &[("command", command.to_owned().into())],
                )));
            }
        };
        Ok(Args {
            lang,
            command,
            values,
        })
    }

    /// The argument `name` (the Rust name: it is read under its camelCase).
    fn get<T: DeserializeOwned>(&self, name: &str) -> CommandResult<T> {
        let key = wire_name(name);
        let named = |id: &str, detail: Option<String>| {
            let mut args = vec![
                ("command", self.command.to_owned().into()),
                ("argument", key.clone().into()),
            ];
            if let Some(detail) = detail {
                args.push(("detail", detail.into()));
            }
            CommandError::invalid(say(self.lang, id, &args))
        };
        match self.values.get(&key) {
            Some(value) => {
                T::deserialize(value).map_err(|e| named("cmd-bad-argument", Some(e.to_string())))
            }
            None => T::deserialize(Missing).map_err(|_| named("cmd-missing-argument", None)),
        }
    }
}

/// An argument the front end left out: `None` for an optional one, an error for any
/// other (as Tauri has it: a left-out `Option` is `None`, anything else is refused).
struct Missing;

#[derive(Debug)]
struct MissingError;

impl std::fmt::Display for MissingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("missing")
    }
}

impl std::error::Error for MissingError {}

impl de::Error for MissingError {
    fn custom<T: std::fmt::Display>(_: T) -> MissingError {
        MissingError
    }
}

impl<'de> Deserializer<'de> for Missing {
    type Error = MissingError;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, MissingError> {
        Err(MissingError)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, MissingError> {
        visitor.visit_none()
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
        byte_buf unit unit_struct newtype_struct seq tuple tuple_struct map struct enum
        identifier ignored_any
    }
}

/// A command's result as the front end receives it (`()` is `null`).
fn answer<T: Serialize>(lang: Lang, value: T) -> CommandResult<Value> {
    serde_json::to_value(value).map_err(|e| {
        CommandError::new(
            ErrorCode::Store,
            messages::internal_error(lang, &e.to_string()),
        )
    })
}

/// `dispatch` over every command of the list.
macro_rules! dispatcher {
    ($([$($module:ident)::+] $name:ident($($arg:ident: $ty:ty),* $(,)?) -> $ret:ty),* $(,)?) => {
        /// Runs the command `name` with `args` (a JSON object of its arguments, under
        /// their camelCase names; `null` for none) and answers with its result as JSON,
        /// or its error. An unknown command or arguments it cannot read are refused
        /// ([`ErrorCode::Invalid`], the message naming the command and the argument).
        pub fn dispatch(state: &AppState, name: &str, args: Value) -> CommandResult<Value> {
            #[allow(unused_imports)]
            use crate::signatures::*;
            let lang = state.lang();
            if !COMMANDS.contains(&name) {
                return Err(CommandError::invalid(say(
                    lang,
                    "cmd-unknown-command",
                    &[("command", name.to_owned().into())],
                )));
            }
            let args = Args::new(lang, name, args)?;
            match name {
                $(stringify!($name) => {
                    $(let $arg: $ty = args.get(stringify!($arg))?;)*
                    let result: $ret = crate::$($module)::+::$name(state, $($arg),*)?;
                    // the command may have changed the language (app_start, save_settings)
                    answer(state.lang(), result)
                })*
                _ => Err(CommandError::invalid(say(
                    lang,
                    "cmd-unknown-command",
                    &[("command", name.to_owned().into())],
                ))),
            }
        }
    };
}

app_commands!(dispatcher);
