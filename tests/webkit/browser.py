"""A small WebKitGTK browser for WebKitWebDriver (issue 51: the web build in a WebKit
engine, Safari's family): a window at a phone's width on a persistent profile (its own
data and cache folders, PAPILLON_WEBKIT_PROFILE), with the file system features of the
Origin Private File System enabled. WebKitWebDriver starts it with --automation and
drives it; without that it opens the address given.

Debian's MiniBrowser cannot stand in: under automation it keeps its data in an
ephemeral session, where navigator.storage.getDirectory() fails with UnknownError."""
import os
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

PROFILE = os.environ.get("PAPILLON_WEBKIT_PROFILE", os.path.join(os.getcwd(), "webkit-profile"))
FEATURES = {"FileSystem", "AccessHandle", "StorageAPI", "StorageAPIEstimate", "FileSystemWritableStream"}

data = WebKit2.WebsiteDataManager(
    base_data_directory=os.path.join(PROFILE, "data"),
    base_cache_directory=os.path.join(PROFILE, "cache"),
)
context = WebKit2.WebContext(website_data_manager=data)
context.set_automation_allowed("--automation" in sys.argv)


def new_view():
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation="--automation" in sys.argv)
    settings = view.get_settings()
    features = WebKit2.Settings.get_all_features()
    for i in range(features.get_length()):
        feature = features.get(i)
        if feature.get_identifier() in FEATURES:
            settings.set_feature_enabled(feature, True)
    window = Gtk.Window()
    window.set_default_size(390, 844)
    window.add(view)
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("papillon-webkit")
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect("create-web-view", lambda _session: new_view())


context.connect("automation-started", automation_started)
if "--automation" not in sys.argv:
    new_view().load_uri(sys.argv[-1])
Gtk.main()
