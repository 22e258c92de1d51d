//! The share's token: 128 random bits from the operating system, written as 32
//! lowercase hex digits in the guest's address, compared in constant time. One written
//! form only: an uppercase digit, a sign or anything but `0-9a-f` is not the token.

use subtle::ConstantTimeEq;

/// An unguessable token.
#[derive(Clone)]
pub struct Token([u8; 16]);

/// The value of one lowercase hex digit; `None` for anything else (`A`, `+`, `é`).
fn digit(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        _ => None,
    }
}

/// The 16 bytes written as exactly 32 lowercase hex digits.
fn parse(text: &str) -> Option<[u8; 16]> {
    let raw = text.as_bytes();
    if raw.len() != 32 {
        return None;
    }
    let mut bytes = [0u8; 16];
    for (out, pair) in bytes.iter_mut().zip(raw.chunks_exact(2)) {
        *out = digit(pair[0])? << 4 | digit(pair[1])?;
    }
    Some(bytes)
}

impl Token {
    /// A fresh token from the operating system's randomness.
    pub fn random() -> Result<Token, getrandom::Error> {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes)?;
        Ok(Token(bytes))
    }

    /// A token kept from an earlier share (its [`hex`](Token::hex)), so guests' links
    /// survive a restart; `None` unless `text` is exactly 32 lowercase hex digits.
    pub fn from_hex(text: &str) -> Option<Token> {
        parse(text).map(Token)
    }

    /// Its 32 lowercase hex digits.
    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// Whether `text` is this token's one written form, in time independent of where
    /// they differ.
    pub fn matches(&self, text: &str) -> bool {
        match parse(text) {
            Some(bytes) => self.0.ct_eq(&bytes).into(),
            None => false,
        }
    }
}

impl std::fmt::Debug for Token {
    /// Never printed whole by accident (a log line, a panic message).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Token(…)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_matches_its_one_lowercase_hex_form_only() {
        let t = Token::random().expect("randomness");
        let hex = t.hex();
        assert_eq!(hex.len(), 32);
        assert!(t.matches(&hex));
        let known = Token::from_hex("0123456789abcdef0123456789abcdef").expect("hex");
        assert!(known.matches("0123456789abcdef0123456789abcdef"));
        assert!(
            !known.matches("0123456789ABCDEF0123456789ABCDEF"),
            "uppercase"
        );
        assert!(!known.matches("0123456789abcdeF0123456789abcdef"));
        assert_eq!(Token::from_hex(&hex).map(|k| k.hex()), Some(hex.clone()));
        assert!(Token::from_hex("0123456789ABCDEF0123456789ABCDEF").is_none());
        // `+f` reads as 15 to `from_str_radix`; not here
        let plus = Token::from_hex("0f0123456789abcdef0123456789abcd").expect("hex");
        assert!(!plus.matches("+f0123456789abcdef0123456789abcd"));
        assert!(Token::from_hex("+f0123456789abcdef0123456789abcd").is_none());
        let mut other = hex.clone().into_bytes();
        other[31] = if other[31] == b'0' { b'1' } else { b'0' };
        assert!(!t.matches(&String::from_utf8(other).expect("ascii")));
        assert!(!t.matches(""));
        assert!(!t.matches(&hex[..31]));
        assert!(!t.matches(&format!("{hex}0")));
        assert!(!t.matches(" ".repeat(32).as_str()));
        assert!(!t.matches("zz".repeat(16).as_str()));
        assert!(!t.matches("é".repeat(16).as_str()));
        assert_ne!(Token::random().expect("randomness").hex(), hex);
        assert_eq!(format!("{t:?}"), "Token(…)");
    }
}
