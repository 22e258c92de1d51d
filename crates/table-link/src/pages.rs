//! The guest page, served from this crate's own files (no CDN, no remote origin), and
//! its Content Security Policy: only its own script, style and event stream.

pub(crate) const HTML: &str = include_str!("../assets/guest.html");
pub(crate) const SCRIPT: &str = include_str!("../assets/guest.js");
pub(crate) const STYLE: &str = include_str!("../assets/guest.css");

pub(crate) const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
