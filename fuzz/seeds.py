#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora (fuzz/corpus/TARGET/) from the project's own
examples, test fixtures and documented notations: each seed a file named by the SHA-1
of its bytes, as libFuzzer names what it finds. Run again after the examples change:
    python3 fuzz/seeds.py
"""
import hashlib
import json
import pathlib
import re
import struct

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "fuzz" / "corpus"
FIXTURES = ROOT / "crates" / "papillon-store" / "tests" / "fixtures"


def put(target, data):
    if isinstance(data, str):
        data = data.encode()
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)


backups = {p.name: json.loads(p.read_text()) for p in FIXTURES.glob("*-backup.json")}

# the score sheets: the examples, and every revision of every game in the backups
by_game = {"papillon": "sheet_papillon", "classic": "ledger_classic", "farfalia": "sheet_farfalia", "prout": "sheet_prout"}
for name, target in [("four-players.json", "sheet_papillon"), ("classic-ledger.json", "ledger_classic"),
                     ("farfalia-five.json", "sheet_farfalia"), ("farfalia-four.json", "sheet_farfalia"),
                     ("prout-match.json", "sheet_prout"), ("prout-solo.json", "sheet_prout")]:
    put(target, (ROOT / "examples" / name).read_text())
for backup in backups.values():
    for game in backup.get("games", []):
        target = by_game.get(game.get("game", "papillon"))
        for revision in game.get("revisions", []):
            if target and revision.get("sheet") is not None:
                put(target, json.dumps(revision["sheet"], ensure_ascii=False, indent=1))

# the backups themselves
for name, backup in backups.items():
    put("backup_import", json.dumps(backup, ensure_ascii=False, indent=1))
put("backup_import", '{"format": "papillon-export", "version": 4, "players": [], "sessions": [], "games": [], "practice": []}')

# the saved games against the computer, as a backup keeps them (a version 4 backup's
# `classic_practice` is the 1756 game's; Farfalia's come from
# `cargo run -p papillon-fuzz --example practice_seeds`), whole and without their last
# moves
for backup in backups.values():
    for key, default in (("practice", "papillon"), ("classic_practice", "classic")):
        for game in backup.get(key, []):
            saved = {"game": game.get("game", default), "setup": game["setup"], "moves": game["moves"]}
            put("practice_moves", json.dumps(saved, ensure_ascii=False, indent=1))
            if len(game["moves"]) > 3:
                cut = dict(saved, moves=game["moves"][: len(game["moves"]) // 2])
                put("practice_moves", json.dumps(cut, ensure_ascii=False, indent=1))

# notations: the saved moves of the backups' games against the computer, and the forms
# docs/formats.md and docs/rules.md show
moves = set()
for backup in backups.values():
    for key in ("practice", "classic_practice", "farfalia_practice"):
        for game in backup.get(key, []):
            for move in game.get("moves", []):
                if isinstance(move.get("action"), str):
                    moves.add(move["action"])
moves |= {
    "E5@suite2", "S7/blue@plate1", "plus@sign3", "chat-noir@centre", "couteau-suisse=7@suite1",
    "cover:E4@plate2", "keep", "take-three", "draw", "papillon", "chrysalide", "place:E5",
    "moins+yin:F10,chat-noir", "F7", "F1:E1", "10S:AC,4D,5D", "reveal", "AC 4D 5D", "AC+4D+5D",
    "KH", "1S", "13D", "pick 10R", "play 3G", "discard 2B 7Y", "trump none", "joker", "no-pick",
    "double-you", "no-double-you", "plate1", "suite4", "sign2", "centre", "center",
}
for move in sorted(moves):
    put("notation", move)

# the orange referee: the position docs/formats.md shows, and a play on its last line
position = {"plate": ["E5", "F9"],
            "suites": [{"top": "S6", "sign": "plus"}, {}, {"top": "couteau-suisse=10"}, {"sign": "multiplier-diviser"}],
            "hand": ["E7", "E5", "couteau-suisse", "chat-noir", "papillon"], "attacked": False, "options": {}}
for play in ["E7@suite1", "chat-noir@centre", "draw", "take-three", "couteau-suisse=7@suite2"]:
    put("referee_orange", json.dumps(position) + "\n" + play)
attacked = dict(position, attacked=True)
put("referee_orange", json.dumps(attacked) + "\npapillon@centre")

# the blue referee's structured input (arbitrary's layout: two u64 masks, then the
# strings, the last taking the rest): a few plates and hands of the blue round
for plate, hand, play in [(0b1111 << 3, 0b11, ""), ((1 << 40) - 1, 1 << 50, "F7"), (0x155, 0x2AA, "F1:E1")]:
    options = b"{}"
    put("referee_blue", struct.pack("<QQ", plate, hand) + bytes([len(options)]) + options + play.encode())

# the table link: the requests a guest's page makes, and a proposal
for request in [
    "GET /t/TOKEN/ HTTP/1.1\r\nHost: HOST\r\n\r\n",
    "GET /t/TOKEN/events HTTP/1.1\r\nHost: HOST\r\nAccept: text/event-stream\r\n\r\n",
    "GET /t/TOKEN/words?lang=fr HTTP/1.1\r\nHost: HOST\r\n\r\n",
    "POST /t/TOKEN/propose HTTP/1.1\r\nHost: HOST\r\nContent-Type: application/json\r\nContent-Length: 26\r\n\r\n{\"seat\":0,\"entry\":{\"x\":1}}",
    "GET /t/0000/ HTTP/1.1\r\nHost: HOST\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n",
]:
    put("table_link", request)
print("seeds written under", CORPUS.relative_to(ROOT))
