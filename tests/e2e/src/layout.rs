//! Screens that fit their window: an element that sticks out sideways is a table whose
//! last columns a phone never shows (issue 33), and a word broken inside across two
//! lines (« Coutea u Suisse », « Brun o ») is a card or a name a player cannot read
//! (issue 50). Every audit runs both checks.

use crate::{Result, Session};

impl Session {
    /// Fails on a screen wider than its window or a word broken inside.
    pub async fn check_layout(&self, screen: &str) -> Result<()> {
        let wide = self.overflowing().await?;
        if !wide.is_empty() {
            return Err(format!(
                "{screen}: wider than the window (issue 33: every screen fits 390 px):\n  {}",
                wide.join("\n  ")
            )
            .into());
        }
        let broken = self.broken_words().await?;
        if !broken.is_empty() {
            return Err(format!(
                "{screen}: words broken inside (issue 50: break between words, never inside one):\n  {}",
                broken.join("\n  ")
            )
            .into());
        }
        Ok(())
    }

    /// The elements that stick out of the window sideways (the page scrolls sideways, or
    /// a table's last columns are off-screen, even in a box that scrolls), each named by
    /// tag, id and class with the start of its text. Only a row meant to scroll sideways
    /// (the tabs, or one marked `data-scroll-x`), a clipped box, and what is visually
    /// hidden for screen readers (or put wholly off-screen, as the skip link is until
    /// focused) are left out.
    pub async fn overflowing(&self) -> Result<Vec<String>> {
        let out = self
            .c
            .execute(
                r##"const width = document.documentElement.clientWidth;
                const scrolls = (el) => { for (let p = el.parentElement; p; p = p.parentElement) {
                  const o = getComputedStyle(p).overflowX;
                  if (o === "hidden" || ((o === "auto" || o === "scroll") && p.matches(".tabs, [data-scroll-x]"))) return true; } return false; };
                const hidden = (el) => { const r = el.getBoundingClientRect(); return r.width <= 1 || r.height <= 1 || el.closest(".sr-only"); };
                const name = (el) => el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") +
                  (el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\s+/).join(".") : "");
                const out = [];
                if (document.documentElement.scrollWidth > width + 1) out.push("the page scrolls sideways: " + document.documentElement.scrollWidth + " > " + width);
                for (const el of document.body.querySelectorAll("*")) {
                  if (hidden(el) || scrolls(el)) continue;
                  const r = el.getBoundingClientRect();
                  if (r.right > width + 1 || (r.left < -1 && r.right > 0)) out.push(name(el) + " [" + Math.round(r.left) + ", " + Math.round(r.right) + "] " + (el.textContent || "").trim().slice(0, 40));
                  if (out.length >= 8) break;
                }
                return JSON.stringify(out);"##,
                vec![],
            )
            .await?;
        Ok(serde_json::from_str(out.as_str().unwrap_or("[]"))?)
    }

    /// The words shown broken inside across two lines: for every visible text, each run
    /// of letters and digits (a word, without the spaces, slashes and hyphens where a
    /// line may break) must lie on one line. Each is named with its element and text.
    pub async fn broken_words(&self) -> Result<Vec<String>> {
        let out = self
            .c
            .execute(
                r##"const out = [];
                const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
                const word = /[\p{L}\p{N}'’]+/gu;
                for (let node = walker.nextNode(); node && out.length < 8; node = walker.nextNode()) {
                  const el = node.parentElement;
                  if (!el || el.closest(".sr-only, script, style, [aria-hidden='true'] svg")) continue;
                  // a link or a token shown to be copied (word-break: break-all) is no word
                  if (getComputedStyle(el).wordBreak === "break-all") continue;
                  const box = el.getBoundingClientRect();
                  if (box.width <= 1 || box.height <= 1) continue;
                  for (const m of node.data.matchAll(word)) {
                    if (m[0].length < 2) continue;
                    const range = document.createRange();
                    range.setStart(node, m.index);
                    range.setEnd(node, m.index + m[0].length);
                    const tops = new Set();
                    for (const r of range.getClientRects()) if (r.width > 0.5) tops.add(Math.round(r.top));
                    if (tops.size > 1) {
                      const name = el.tagName.toLowerCase() + (el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\s+/).join(".") : "");
                      out.push(name + ": «" + m[0] + "» broken across " + tops.size + " lines in «" + (el.textContent || "").trim().slice(0, 40) + "»");
                      break;
                    }
                  }
                }
                return JSON.stringify(out);"##,
                vec![],
            )
            .await?;
        Ok(serde_json::from_str(out.as_str().unwrap_or("[]"))?)
    }
}
