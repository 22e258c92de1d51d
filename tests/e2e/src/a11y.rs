//! What a screen reader would get from the page, read through WebDriver: an element's
//! accessible name as the browser computes it (W3C WebDriver "Get Computed Label", the
//! accessibility tree's name, not the page's text), and the live log's announcements.

use fantoccini::elements::Element;
use fantoccini::wd::WebDriverCompatibleCommand;

use crate::{Result, Session};

/// GET /session/{id}/element/{id}/computedlabel: fantoccini has no method for it.
#[derive(Debug)]
struct ComputedLabel(String);

impl WebDriverCompatibleCommand for ComputedLabel {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> std::result::Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/element/{}/computedlabel",
            session_id.unwrap_or_default(),
            self.0
        ))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::GET, None)
    }
}

impl Session {
    /// The accessible name the browser computes for `element`.
    pub async fn computed_label(&self, element: &Element) -> Result<String> {
        let id = element.element_id().to_string();
        let v = self.c.issue_cmd(ComputedLabel(id)).await?;
        Ok(v.as_str().unwrap_or_default().to_string())
    }

    /// The focused element's accessible name (empty when nothing is focused).
    pub async fn focused_label(&self) -> Result<String> {
        let el = self.c.active_element().await?;
        self.computed_label(&el).await
    }

    /// Every announcement the live log holds now, oldest first.
    pub async fn announcements(&self) -> Result<Vec<String>> {
        let v = self
            .c
            .execute(
                "return Array.from(document.querySelectorAll('#announce[role=log] > *')).map((p) => p.textContent)",
                vec![],
            )
            .await?;
        Ok(v.as_array()
            .into_iter()
            .flatten()
            .filter_map(|x| x.as_str().map(str::to_string))
            .collect())
    }
}
