#!/usr/bin/env python3
"""bench/wc-gen.py LINES OUT -- write a UTF-8 text of LINES lines to OUT.

Fixed seed; a mix of ASCII words and words in accented Latin, Cyrillic,
Greek, CJK and emoji, about 70 bytes a line, so that every counting path
of wc (ASCII and multibyte) is exercised."""
import random
import sys

def main():
    lines = int(sys.argv[1])
    rng = random.Random(20260101)
    ascii_words = ["the", "quick", "brown", "fox", "jumps", "over", "lazy",
                   "dog", "lorem", "ipsum", "dolor", "sit", "amet", "data",
                   "file", "count", "words", "and", "lines", "in", "text"]
    mb_words = ["café", "naïve", "größe", "привет", "мир", "καλημέρα",
                "日本語", "中文字", "한국어", "😀", "ünïcödé", "ñandú",
                "żółw", "Ελλάδα", "東京", "Ωμέγα"]
    tabs = ["\t", " ", " ", " ", "  "]
    out = []
    for _ in range(lines):
        n = rng.randint(4, 16)
        words = []
        for _ in range(n):
            pool = mb_words if rng.random() < 0.3 else ascii_words
            words.append(rng.choice(pool))
        sep = rng.choice(tabs)
        out.append(sep.join(words))
    data = ("\n".join(out) + "\n").encode("utf-8")
    with open(sys.argv[2], "wb") as f:
        f.write(data)

main()
