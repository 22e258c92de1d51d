#!/usr/bin/env bash
# The app's memory and cold start (issue 38), measured as docs/app.md reports them.
#
#   bash scripts/measure-app.sh            # the shipped build, target/dist/papillon-app
#   PAPILLON_APP=target/debug/papillon-app bash scripts/measure-app.sh
#   bash scripts/measure-app.sh --game     # also a 4-player game against `expert`
#
# Each run starts the app under its own Xvfb (390x844, as the E2E tests do) on an empty
# database in a fresh temporary folder (its data, cache and configuration folders too).
#
# - Cold start: from the moment the process is started to the first frame of Xvfb's
#   framebuffer (read live from the file Xvfb -fbdir keeps) that is the home screen, that
#   is within 1% of the pixels of the settled home screen (the boot page "Papillon…"
#   is not). Polled every few milliseconds: no screenshot tool, no accessibility bus.
# - Memory at rest: PSS (Proportional Set Size, from /proc/PID/smaps_rollup) of the app
#   and of every process it started (WebKitWebProcess, WebKitNetworkProcess), summed,
#   PAPILLON_MEASURE_SETTLE seconds (default 10) after the home screen appeared.
# - --game: the app started by tauri-driver (WebDriver, as the E2E tests do), which
#   opens "Play against the computer", blue, four seats (a person and three `expert`),
#   deals and starts playing; PSS once it is the person's turn (the computers have
#   played before them), then again after the person plays up to 8 moves of the blue
#   round, each the hint's, clicked through the page (the computers answering each at the default
#   speed, with the card animations); the largest sum seen while playing is reported
#   too, and how many different frames the window showed in the busiest second while
#   the computers' cards flew (the animations still run: about 60).
#
# Runs: PAPILLON_MEASURE_RUNS (default 3); the median of each figure is reported.
# Extra environment for the app (to compare settings): PAPILLON_MEASURE_ENV="A=1 B=2".
# Xvfb's screen: PAPILLON_MEASURE_SCREEN (default 1400x1000, as scripts/e2e.sh).
# PSS shares each page among the processes that map it: another WebKit app running at
# the same time (an E2E run) lowers ours, so each run says how many there were; compare
# figures taken with none (RSS and USS are printed too).
set -euo pipefail
cd "$(dirname "$0")/.."

app="${PAPILLON_APP:-$PWD/target/dist/papillon-app}"
[[ -x "$app" ]] || { echo "no app at $app (build it: tauri build -- --profile dist, or set PAPILLON_APP)" >&2; exit 1; }
app="$(readlink -f "$app")"
runs="${PAPILLON_MEASURE_RUNS:-3}"
settle="${PAPILLON_MEASURE_SETTLE:-10}"
game=0
[[ "${1:-}" == "--game" ]] && game=1

export APP="$app" SETTLE="$settle" GAME="$game" RUNS="$runs"
export EXTRA_ENV="${PAPILLON_MEASURE_ENV:-}"
export TAURI_DRIVER="${TAURI_DRIVER:-$(command -v tauri-driver || echo "$HOME/.cargo/bin/tauri-driver")}"

exec python3 - <<'PY'
import json, mmap, os, shutil, signal, socket, statistics, subprocess, sys, tempfile, time
import urllib.request

APP, SETTLE, GAME, RUNS = os.environ["APP"], float(os.environ["SETTLE"]), os.environ["GAME"] == "1", int(os.environ["RUNS"])
EXTRA = dict(kv.split("=", 1) for kv in os.environ["EXTRA_ENV"].split())
W, H = 390, 844  # the window, as PAPILLON_WINDOW_SIZE asks
SCREEN = os.environ.get("PAPILLON_MEASURE_SCREEN", "1400x1000")  # as scripts/e2e.sh

def free_port():
    s = socket.socket(); s.bind(("127.0.0.1", 0)); p = s.getsockname()[1]; s.close(); return p

def tree(root):
    """root and every process below it"""
    children = {}
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                with open(f"/proc/{d}/stat") as f:
                    st = f.read()
                ppid = int(st[st.rindex(")") + 2:].split()[1])
                children.setdefault(ppid, []).append(int(d))
            except (OSError, ValueError):
                pass
    out, todo = [], [root]
    while todo:
        p = todo.pop(); out.append(p); todo += children.get(p, [])
    return out

def pss(root, field="Pss:"):
    """{name: kB} over the process tree under root (field: Pss:, Rss:, or Private for USS)"""
    by = {}
    for p in tree(root):
        try:
            with open(f"/proc/{p}/comm") as f:
                name = f.read().strip()
            with open(f"/proc/{p}/smaps_rollup") as f:
                kb = sum(int(l.split()[1]) for l in f if l.startswith(field))
        except OSError:
            continue
        if name.startswith("WebKitWeb"): name = "WebKitWebProcess"
        elif name.startswith("WebKitNetwork"): name = "WebKitNetworkProcess"
        elif name.startswith("papillon"): name = "app"
        else: continue
        by[name] = by.get(name, 0) + kb
    return by

def own(root):
    """MB of distinct resident pages of the process tree under root, from the page
    frames /proc/PID/pagemap names (needs root): what the sum of PSS is when no other
    program shares those pages (not even Xvfb or the shell: an upper bound of the PSS sum
    on a quiet machine), however many WebKit apps run beside ours"""
    import array
    frames = set()
    for p in tree(root):
        try:
            with open(f"/proc/{p}/comm") as f:
                if not f.read().startswith(("WebKit", "papillon")): continue
            ranges, rss = [], 0
            with open(f"/proc/{p}/smaps") as f:
                for line in f:
                    if line[0] in "0123456789abcdef" and "-" in line.split()[0]:
                        lo, hi = (int(x, 16) for x in line.split()[0].split("-"))
                    elif line.startswith("Rss:") and int(line.split()[1]) > 0:
                        ranges.append((lo, hi))
            with open(f"/proc/{p}/pagemap", "rb") as pm:
                for lo, hi in ranges:
                    for start in range(lo, hi, 1 << 30):
                        end = min(hi, start + (1 << 30))
                        pm.seek(start // 4096 * 8)
                        a = array.array("Q", pm.read((end - start) // 4096 * 8))
                        frames.update(e & ((1 << 55) - 1) for e in a if e >> 63)
        except OSError:
            continue
    frames.discard(0)
    return len(frames) * 4

def others(root):
    """WebKit processes and apps of other programs: they share libraries with ours, which
    lowers our PSS (a page shared by two counts half)"""
    mine, n = set(tree(root)), 0
    for d in os.listdir("/proc"):
        if d.isdigit() and int(d) not in mine:
            try:
                with open(f"/proc/{d}/comm") as f:
                    if f.read().startswith(("WebKitWeb", "papillon-app")): n += 1
            except OSError:
                pass
    return n

def find_app(root):
    for p in tree(root):
        try:
            if os.readlink(f"/proc/{p}/exe") == APP:
                return p
        except OSError:
            pass
    return None

def mb(kb): return kb / 1024

class Screen:
    def __init__(self, tmp):
        self.fbdir = os.path.join(tmp, "fb"); os.mkdir(self.fbdir)
        # Xvfb picks a free display itself and writes its number on the pipe
        r, w = os.pipe()
        self.x = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", f"{SCREEN}x24", "-fbdir", self.fbdir, "-nolisten", "tcp"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(w,))
        os.close(w)
        with os.fdopen(r) as f:
            self.n = int(f.readline())
        path = os.path.join(self.fbdir, "Xvfb_screen0")
        f = open(path, "rb"); self.fb = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        field = lambda i: int.from_bytes(self.fb[4 * i:4 * i + 4], "big")  # XWD header
        self.header, self.line = field(0) + 12 * field(19), field(12)
    def sample(self):
        # the window's rows only (at the top left corner: there is no window manager)
        return b"".join(self.fb[self.header + r * self.line:self.header + r * self.line + W * 4:7] for r in range(0, H, 2))
    def close(self):
        self.x.terminate(); self.x.wait()

def differs(a, b):
    n = min(len(a), len(b))
    return sum(1 for i in range(0, n, 3) if a[i] != b[i]) / (n / 3)

def app_env(tmp, screen):
    env = dict(os.environ)
    env.update({
        "DISPLAY": f":{screen.n}", "PAPILLON_DB": os.path.join(tmp, "papillon.db"),
        "PAPILLON_BACKUP_DIR": tmp, "PAPILLON_WINDOW_SIZE": f"{W}x{H}",
        "WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS": "1", "NO_AT_BRIDGE": "1",
        "XDG_DATA_HOME": os.path.join(tmp, "data"), "XDG_CACHE_HOME": os.path.join(tmp, "cache"),
        "XDG_CONFIG_HOME": os.path.join(tmp, "config"), "XDG_RUNTIME_DIR": tmp,
    })
    env.update(EXTRA)
    return env

def stop(proc):
    try: os.killpg(proc.pid, signal.SIGTERM)
    except ProcessLookupError: pass
    try: proc.wait(5)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL); proc.wait()

def rest_run():
    tmp = tempfile.mkdtemp(prefix="papillon-measure-")
    screen = Screen(tmp)
    frames = []
    try:
        first = screen.sample()
        t0 = time.monotonic()
        proc = subprocess.Popen([APP], env=app_env(tmp, screen), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                start_new_session=True)
        # frames for 6 s (the home screen is there well before), then the settled one
        while time.monotonic() - t0 < 6:
            s = screen.sample()
            if not frames or s != frames[-1][1]:
                frames.append((time.monotonic() - t0, s))
            time.sleep(0.005)
        final = screen.sample()
        start = next((t for t, s in frames if differs(s, final) < 0.01), None)
        window = next((t for t, s in frames if s != first), None)
        if start is None or differs(first, final) < 0.01:
            raise SystemExit("the home screen never appeared")
        time.sleep(max(0, SETTLE - (time.monotonic() - t0 - start)))
        by = pss(proc.pid)
        extra = (sum(pss(proc.pid, "Rss:").values()), sum(pss(proc.pid, "Private").values()), others(proc.pid), own(proc.pid))
        stop(proc)
        out = proc.stdout.read().decode(errors="replace")
        probe = [l for l in out.splitlines() if "start probe" in l]
        return start, window, by, extra, probe
    finally:
        screen.close(); shutil.rmtree(tmp, ignore_errors=True)

class WebDriver:
    def __init__(self, port):
        self.base = f"http://127.0.0.1:{port}"
        caps = {"capabilities": {"alwaysMatch": {"browserName": "wry", "tauri:options": {"application": APP}}}}
        self.sid = self.call("POST", "/session", caps)["sessionId"]
    def call(self, method, path, body=None):
        req = urllib.request.Request(self.base + path, method=method, data=json.dumps(body).encode() if body is not None else None,
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=120) as r:
            return json.loads(r.read())["value"]
    def js(self, script):
        return self.call("POST", f"/session/{self.sid}/execute/sync", {"script": script, "args": []})
    def wait(self, script, what, timeout=60):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            v = self.js(script)
            if v: return v
            time.sleep(0.1)
        raise SystemExit(f"timed out waiting for {what}")
    def click(self, css):
        self.wait(f"const e = document.querySelector({json.dumps(css)}); if (!e || e.disabled) return false; e.click(); return true;", css)

SEATS = [("Ana", "person"), ("Ben", "expert"), ("Cleo", "expert"), ("Dan", "expert")]
TURN = """if (document.querySelector('#game-end')) return 'over';
const h = document.querySelector('#hint-button');
return h && !h.disabled && document.querySelector('#hand') ? 'person' : '';"""

def game_run():
    tmp = tempfile.mkdtemp(prefix="papillon-measure-")
    screen = Screen(tmp)
    port, native = free_port(), free_port()
    driver = subprocess.Popen([os.environ["TAURI_DRIVER"], "--port", str(port), "--native-port", str(native)],
                              env=app_env(tmp, screen), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              start_new_session=True)
    try:
        for _ in range(100):
            try: socket.create_connection(("127.0.0.1", port)).close(); break
            except OSError: time.sleep(0.1)
        for attempt in range(5):  # tauri-driver may answer before WebKitWebDriver does
            try:
                wd = WebDriver(port); break
            except OSError:
                if attempt == 4: raise
                time.sleep(1)
        app = find_app(driver.pid)
        wd.wait("return !!document.querySelector('#play-computer')", "the home screen")
        time.sleep(SETTLE)
        home = pss(app)
        wd.click("#play-computer")
        wd.click("input[name=kind][value=blue]")
        wd.click('input[name=count][value="4"]')
        for i, (name, who) in enumerate(SEATS):
            wd.wait(f"""const input = document.querySelector('[data-seat-name="{i}"]');
            const select = document.querySelector('[data-seat-player="{i}"]');
            if (!input || !select) return false;
            const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
            set.call(input, {json.dumps(name)}); input.dispatchEvent(new Event('input', {{ bubbles: true }}));
            select.value = {json.dumps(who)}; select.dispatchEvent(new Event('change', {{ bubbles: true }}));
            return true;""", f"seat {i}")
        wd.click("#deal")
        wd.wait("return !!document.querySelector('#starter')", "the starter")
        wd.click("#start-play")
        peak, changes = 0, []
        def turn():
            nonlocal peak
            deadline = time.monotonic() + 180
            last = screen.sample()
            while time.monotonic() < deadline:
                peak = max(peak, sum(pss(app).values()))
                v = wd.js(TURN)
                if v: return v
                # the frames the window shows while the computers play (their cards fly)
                until = time.monotonic() + 0.2
                while time.monotonic() < until:
                    s = screen.sample()
                    if s != last:
                        changes.append(time.monotonic()); last = s
                    time.sleep(0.004)
            raise SystemExit("no person's turn")
        turn()
        time.sleep(2)
        first = pss(app)
        moves = 0
        for _ in range(8):
            if turn() == "over": break
            if wd.js("return document.querySelector('.play').dataset.round") != "blue": break
            n = wd.js("return document.querySelector('.play').dataset.moves")
            wd.click("#hint-button")
            notation = wd.wait("const h = document.querySelector('#hint[data-notation]'); return h && h.dataset.notation;", "the hint")
            q = lambda x: json.dumps(x)
            if ":" in notation:
                played, taken = notation.split(":", 1)
                wd.click(f"#hand [data-face={q(played.split('+')[-1])}]")
                if taken in ("*", "pile"):
                    wd.click(f"[data-notation={q(notation)}]")
                else:
                    for face in taken.split(","):
                        wd.click(f"#plate [data-face={q(face)}]")
                        wd.wait(f"return document.querySelector('#plate [data-face={q(face)}]').getAttribute('aria-pressed') === 'true'", "the plate card")
                    wd.click(f"#choice-panel button.take[data-notation={q(notation)}]")
            else:
                wd.click(f"#hand [data-face={q(notation)}]")
                wd.click("#place-card")
            wd.wait(f"return !document.querySelector('#hint') && (!!document.querySelector('#game-end') || document.querySelector('.play').dataset.moves !== {q(n)})", "the move played")
            moves += 1
        turn()
        time.sleep(2)
        after = pss(app)
        wd.call("DELETE", f"/session/{wd.sid}")
        fps = max((sum(1 for u in changes if t <= u < t + 1) for t in changes), default=0)
        return home, first, after, peak, moves, fps
    finally:
        stop(driver); screen.close(); shutil.rmtree(tmp, ignore_errors=True)

def show(label, by):
    parts = ", ".join(f"{k} {mb(v):.0f}" for k, v in sorted(by.items()))
    print(f"{label}: {mb(sum(by.values())):.0f} MB ({parts})", flush=True)

print(f"app: {APP}" + (f"  env: {os.environ['EXTRA_ENV']}" if EXTRA else ""), flush=True)
starts, totals, alones = [], [], []
for i in range(RUNS):
    start, window, by, (rss, uss, n, alone), probe = rest_run()
    starts.append(start); totals.append(sum(by.values())); alones.append(alone)
    show(f"run {i + 1}: window drawn after {window * 1000:.0f} ms, home screen painted after {start * 1000:.0f} ms; at rest", by)
    print(f"  (RSS {mb(rss):.0f} MB, USS {mb(uss):.0f} MB; {n} WebKit or Papillon processes of other programs running;"
          f" distinct resident pages of ours (an upper bound of the PSS sum with no other program running): {mb(alone):.0f} MB)")
    for l in probe: print("  " + l)
if RUNS: print(f"median: cold start {statistics.median(starts) * 1000:.0f} ms, at rest {mb(statistics.median(totals)):.0f} MB PSS"
               f" ({mb(statistics.median(alones)):.0f} MB of distinct pages)", flush=True)
if GAME:
    home, first, after, peak, moves, fps = game_run()
    show("game (tauri-driver): home screen", home)
    show("game: the person's first turn, 4 players against expert", first)
    show(f"game: after {moves} moves of the person", after)
    print(f"game: largest sum seen while playing: {mb(peak):.0f} MB")
    print(f"game: frames drawn while the computers played: {fps} in the busiest second (a lower bound) (the cards' animations)")
PY
