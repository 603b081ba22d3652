#!/usr/bin/env python3
"""Reads PGN files with python-chess and prints what it read, as JSON.

usage: pychess_games.py PYTHON_CHESS_DIR FILE.pgn...

One JSON object per file: {"file": ..., "games": [...]}, each game its
headers, plies of the main line, final FEN, errors, and its tree (each node
its SAN, NAGs, comment, and variations), for the Go tests to compare with
arbiter's reader and exporter.
"""
import json
import logging
import sys

sys.path.insert(0, sys.argv[1])
import chess.pgn  # noqa: E402

logging.getLogger("chess.pgn").setLevel(logging.CRITICAL)


def line(node):
    out = []
    while node.variations:
        main = node.variations[0]
        out.append({
            "san": node.board().san(main.move),
            "nags": sorted(main.nags),
            "comments": main.comments,
            "vars": [line_from(node, v) for v in node.variations[1:]],
        })
        node = main
    return out


def line_from(parent, start):
    first = {
        "san": parent.board().san(start.move),
        "nags": sorted(start.nags),
        "comments": start.comments,
        "vars": [],
    }
    return [first] + line(start)


def main(paths):
    for path in paths:
        games = []
        with open(path, encoding="utf-8-sig") as fh:
            while True:
                g = chess.pgn.read_game(fh)
                if g is None:
                    break
                games.append({
                    "headers": dict(g.headers),
                    "plies": len(list(g.mainline_moves())),
                    "fen": g.end().board().fen(),
                    "errors": [str(e) for e in g.errors],
                    "first_comments": g.comments,
                    "tree": line(g),
                })
        print(json.dumps({"file": path, "games": games}))


if __name__ == "__main__":
    main(sys.argv[2:])
