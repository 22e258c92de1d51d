"""The web build in a WebKit engine (issue 51): WebKitWebDriver drives the small WebKitGTK
browser beside this file (browser.py) and reports, in words, (1) each step of the Origin
Private File System that the web build's store needs, done in a dedicated worker
(page/probe.js), then (2) what the web app itself (ui/dist-web, served on 127.0.0.1)
shows once it has had a minute to start: its home, or the error it words.
Run by scripts/webkit-probe.sh (under Xvfb). A probe, not a test: it prints what it
found and fails only when it cannot run."""
import functools
import http.server
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(folder):
    handler = functools.partial(Quiet, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/"


class Driver:
    def __init__(self, profile):
        self.port = free_port()
        env = dict(os.environ, PAPILLON_WEBKIT_PROFILE=profile)
        self.proc = subprocess.Popen(["WebKitWebDriver", f"--port={self.port}"], env=env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", self.port), 0.2).close()
                break
            except OSError:
                time.sleep(0.1)
        caps = {"capabilities": {"alwaysMatch": {"browserName": "papillon-webkit", "webkitgtk:browserOptions": {
            "binary": os.path.join(HERE, "browser.sh"), "args": ["--automation"]}}}}
        answer = self.call("POST", "/session", caps)
        self.session = answer["sessionId"]
        self.version = answer.get("capabilities", {}).get("browserVersion", "?")

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        try:
            return json.loads(urllib.request.urlopen(req, timeout=90).read())["value"]
        except urllib.error.HTTPError as e:
            return json.loads(e.read())["value"]

    def go(self, url):
        self.call("POST", f"/session/{self.session}/url", {"url": url})

    def js(self, script):
        return self.call("POST", f"/session/{self.session}/execute/sync", {"script": script, "args": []})

    def wait(self, script, seconds):
        end = time.time() + seconds
        while time.time() < end:
            value = self.js(script)
            if value:
                return value
            time.sleep(0.5)
        return None

    def close(self):
        try:
            self.call("DELETE", f"/session/{self.session}")
        finally:
            self.proc.kill()


def main():
    dist = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "..", "ui", "dist-web")
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as profile:
        driver = Driver(profile)
        try:
            driver.go(serve(os.path.join(HERE, "page")))
            agent = driver.js("return navigator.userAgent")
            print(f"{agent}: a persistent profile, OPFS's features enabled")
            found = driver.wait("const t = document.getElementById('out').textContent; return t.startsWith('works') ? t : null", 30)
            print(f"OPFS in a dedicated worker: {found or 'no answer in 30 s'}")
            print(f"service workers: {driver.js('return typeof navigator.serviceWorker')}")
            if os.path.isfile(os.path.join(dist, "index.html")):
                driver.go(serve(dist))
                shown = driver.wait(
                    "if (document.querySelector('#new-game') && !document.querySelector('.home[aria-busy=\"true\"]')) return 'the home screen, ready';"
                    "const e = document.querySelector('.error, [role=alert]'); return e && e.textContent.trim() ? 'an error: ' + e.textContent.trim() : null", 60)
                print(f"the web app ({dist}): {shown or 'neither its home nor an error within 60 s'}")
                if shown and shown.startswith("an error"):
                    detail = driver.call("POST", f"/session/{driver.session}/execute/async", {"script":
                        "const done = arguments[0]; globalThis.papillon.invoke('app_start', {}).then(() => done('started'), (e) => done((e.details || []).join(' | ')))", "args": []})
                    print(f"  the cause, as the worker got it: {detail}")
            else:
                print(f"the web app: not built ({dist}/index.html is missing: bash scripts/build-web.sh)")
        finally:
            driver.close()


if __name__ == "__main__":
    main()
