package org.papillon.scorekeeper

import android.os.Bundle
import android.view.ViewGroup
import android.webkit.WebView
import androidx.activity.enableEdgeToEdge
import androidx.core.view.ViewCompat
import androidx.core.view.WindowInsetsCompat

class MainActivity : TauriActivity() {
  override fun onCreate(savedInstanceState: Bundle?) {
    enableEdgeToEdge()
    super.onCreate(savedInstanceState)
  }

  override fun onWebViewCreate(webView: WebView) {
    // Text follows the system font size (Settings > Display > Font size): the page is
    // sized in rem, so scaling the webview's text scales the whole layout with it.
    webView.settings.textZoom = (resources.configuration.fontScale * 100).toInt()
    // Drawn edge to edge, the page keeps clear of the status and navigation bars, the
    // notch and the on-screen keyboard: the webview is inset by them here, since older
    // Android webviews report env(safe-area-inset-*) as 0 (the page's CSS uses them
    // too, for webviews that do).
    ViewCompat.setOnApplyWindowInsetsListener(webView) { view, insets ->
      val bars = insets.getInsets(
        WindowInsetsCompat.Type.systemBars() or
          WindowInsetsCompat.Type.displayCutout() or
          WindowInsetsCompat.Type.ime()
      )
      val params = view.layoutParams
      if (params is ViewGroup.MarginLayoutParams) {
        params.setMargins(bars.left, bars.top, bars.right, bars.bottom)
        view.layoutParams = params
      }
      WindowInsetsCompat.CONSUMED
    }
  }
}
