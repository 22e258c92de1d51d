//! Screens that fit their window: an element that sticks out sideways is a table whose
//! last columns a phone never shows (issue 33). Every audit runs this check.

use crate::{Result, Session};

impl Session {
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
}
