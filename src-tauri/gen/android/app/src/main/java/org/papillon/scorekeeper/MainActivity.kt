package org.papillon.scorekeeper

import android.os.Bundle
import android.webkit.WebView
import androidx.activity.enableEdgeToEdge

class MainActivity : TauriActivity() {
  override fun onCreate(savedInstanceState: Bundle?) {
    // drawn under the system bars; the page keeps clear of them with the safe-area insets
    enableEdgeToEdge()
    super.onCreate(savedInstanceState)
  }

  // Text follows the system font size (Settings > Display > Font size): the page is
  // sized in rem, so scaling the webview's text scales the whole layout with it.
  override fun onWebViewCreate(webView: WebView) {
    webView.settings.textZoom = (resources.configuration.fontScale * 100).toInt()
  }
}
