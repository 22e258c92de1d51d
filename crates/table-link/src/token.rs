//! The share's token: 128 random bits from the operating system, written as 32 hex
//! digits in the guest's address, compared in constant time.

use subtle::ConstantTimeEq;

/// An unguessable token.
#[derive(Clone)]
pub struct Token([u8; 16]);

impl Token {
    /// A fresh token from the operating system's randomness.
    pub fn random() -> Result<Token, getrandom::Error> {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes)?;
        Ok(Token(bytes))
    }

    /// Its 32 hex digits.
    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// Whether `text` is this token, in time independent of where they differ.
    pub fn matches(&self, text: &str) -> bool {
        let mut bytes = [0u8; 16];
        if text.len() != 32 || !text.is_ascii() {
            return false;
        }
        for (i, out) in bytes.iter_mut().enumerate() {
            match u8::from_str_radix(&text[2 * i..2 * i + 2], 16) {
                Ok(b) => *out = b,
                Err(_) => return false,
            }
        }
        self.0.ct_eq(&bytes).into()
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
    fn a_token_matches_its_hex_only() {
        let t = Token::random().expect("randomness");
        let hex = t.hex();
        assert_eq!(hex.len(), 32);
        assert!(t.matches(&hex));
        assert!(t.matches(&hex.to_uppercase()));
        let mut other = hex.clone().into_bytes();
        other[31] = if other[31] == b'0' { b'1' } else { b'0' };
        assert!(!t.matches(&String::from_utf8(other).expect("ascii")));
        assert!(!t.matches(""));
        assert!(!t.matches(&hex[..31]));
        assert!(!t.matches(&format!("{hex}0")));
        assert!(!t.matches("zz".repeat(16).as_str()));
        assert!(!t.matches("é".repeat(16).as_str()));
        assert_ne!(Token::random().expect("randomness").hex(), hex);
        assert_eq!(format!("{t:?}"), "Token(…)");
    }
}
