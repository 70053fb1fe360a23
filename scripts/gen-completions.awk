# gen-completions.awk -- the generated part of the completion files; run
# by scripts/gen-completions, which documents the input.  Writes
#   OUT/bash/.data   bash assignments of the _cbc_* arrays
#   OUT/zsh/.data    the zsh case branches, one per program
#   OUT/fish/P.fish  every program's fish completions
#   OUT/names        the programs completed, one per line

# The words file: "PROGRAMS OPTION WORDS...".
FNR == NR {
  if ($0 ~ /^#/ || NF < 3) next
  nw++
  wprogs[nw] = "," $1 ","
  wopt[nw] = $2
  $1 = ""; $2 = ""
  sub(/^ +/, "")
  wlist[nw] = $0
  next
}

$1 == "P" { finish(); start($2); next }
$1 == "D" { table(substr($0, 3)); next }
$1 == "H" { help(substr($0, 3)); next }
END {
  finish()
  print "_cbc_names=" sq(allnames) > (out "/bash/.data")
  close(out "/bash/.data"); close(out "/zsh/.data")
}

function start(p) {
  prog = p; nlong = 0; optstring = ""; pending = ""
  split("", lname); split("", lkind); split("", lletter)
  split("", ldesc); split("", lmeta); split("", sdesc); split("", smeta)
  split("", documented)
}

# A line of the option table: "short OPTSTRING" or "long NAME KIND [C]".
function table(line,   f) {
  if (line ~ /^short /) { optstring = substr(line, 7); return }
  split(line, f, " ")
  if (f[1] != "long" || f[2] ~ /^-/) return
  nlong++
  lname[nlong] = f[2]; lkind[nlong] = f[3]; lletter[nlong] = f[4]
}

# A line of --help: an option line ("  -a, --all    DESCRIPTION") gives
# the options it names, their argument's name and the description's
# first line; a description that starts on the next line is taken from
# there.
function help(line,   s, opts, d, n, i, item, it, name, meta, cut) {
  if (pending != "") {
    s = line; sub(/^ +/, "", s)
    if (line ~ /^ +[^ -]/) describe(pending, s)
    pending = ""
  }
  if (line !~ /^ +-/ || match(line, /^ +/) && RLENGTH > 10) return
  s = line; sub(/^ +/, "", s)
  cut = index(s, "  ")
  opts = cut ? substr(s, 1, cut - 1) : s
  d = cut ? substr(s, cut) : ""
  sub(/^ +/, "", d)
  n = split(opts, it, /, */)
  pending = ""
  for (i = 1; i <= n; i++) {
    item = it[i]
    meta = ""
    if (match(item, /[[= ]/)) {
      meta = substr(item, RSTART)
      item = substr(item, 1, RSTART - 1)
      gsub(/[][= ]/, "", meta)
    }
    if (item ~ /^--[A-Za-z0-9]/) {
      name = "L" substr(item, 3)
    } else if (item ~ /^-[A-Za-z0-9]$/) {
      name = "S" substr(item, 2)
      documented[substr(item, 2)] = 1
    } else continue
    if (meta != "") metaof[name] = meta
    pending = pending " " name
  }
  if (d != "") { describe(pending, d); pending = "" }
}

function describe(names, d,   n, i, k) {
  n = split(names, k, " ")
  for (i = 1; i <= n; i++)
    if (substr(k[i], 1, 1) == "L") {
      if (!(substr(k[i], 2) in ldesc)) ldesc[substr(k[i], 2)] = d
    } else if (!(substr(k[i], 2) in sdesc)) sdesc[substr(k[i], 2)] = d
}

# The words entry of option NAME of the current program, or 0.
function words(name,   i) {
  for (i = nw; i >= 1; i--)
    if (wopt[i] == name && (wprogs[i] == ",*," || index(wprogs[i], "," prog ",")))
      return i
  return 0
}

# Does the optstring give letter C an argument?  "n", "r" or "o".
function shortkind(c,   i) {
  i = index(optstring, c)
  if (!i || c == ":") return ""
  if (substr(optstring, i + 1, 2) == "::") return "o"
  return substr(optstring, i + 1, 1) == ":" ? "r" : "n"
}

function sq(s) { gsub(/'/, "'\\''", s); return "'" s "'" }

function finish(   i, c, letters, shown, longs, w, o) {
  if (prog == "") return
  o = out "/bash/.data"
  letters = optstring; sub(/^[-+:]+/, "", letters)
  shown = ""
  for (i = 1; i <= length(letters); i++) {
    c = substr(letters, i, 1)
    if (c ~ /[A-Za-z0-9]/ && (c in documented) && index(shown, c) == 0)
      shown = shown (shown == "" ? "" : " ") c
  }
  longs = ""
  for (i = 1; i <= nlong; i++) {
    c = lletter[i] ~ /^[A-Za-z0-9]$/ ? lletter[i] : ""
    longs = longs (i > 1 ? " " : "") lname[i] ":" substr(lkind[i], 1, 1) ":" c
  }
  print "_cbc_short[" sq(prog) "]=" sq(optstring) > o
  print "_cbc_shown[" sq(prog) "]=" sq(shown) > o
  print "_cbc_long[" sq(prog) "]=" sq(longs) > o
  for (i = 1; i <= nlong; i++)
    if (lkind[i] != "none" && (w = words(lname[i])))
      print "_cbc_words[" sq(prog " --" lname[i]) "]=" sq(wlist[w]) > o
  zsh(shown)
  fish(shown)
  print prog > (out "/names")
  allnames = allnames (allnames == "" ? "" : " ") prog
  prog = ""
  split("", metaof)
}

# zsh: a branch of the case on the program name, for _arguments.
function zq(s) {
  gsub(/\\/, "\\\\&", s); gsub(/\[/, "\\\\&", s)
  gsub(/\]/, "\\\\&", s); gsub(/:/, "\\\\&", s)
  return s
}
function zaction(name,   w, l) {
  if (!(w = words(name))) return "_files"
  l = wlist[w]
  if (l == "@dirs") return "_files -/"
  if (l ~ /^, /) return "_sequence compadd - " substr(l, 3)
  return "(" l ")"
}
function zmeta(key, fallback,   m) {
  m = (key in metaof) ? metaof[key] : fallback
  gsub(/:/, "", m)
  return tolower(m)
}
function zsh(shown,   o, i, c, n, k, spec, a, kind, d) {
  o = out "/zsh/.data"
  printf "    %s)\n      _arguments -s -S \\\n", sq(prog) > o
  for (i = 1; i <= nlong; i++) {
    n = lname[i]; kind = lkind[i]
    d = "[" zq(n in ldesc ? ldesc[n] : "") "]"
    a = ":" zmeta("L" n, n) ":" zaction(n)
    if (kind == "none") spec = "--" n d
    else if (kind == "required") spec = "--" n "=" d a
    else spec = "--" n "=-" d ":" a
    printf "        %s \\\n", sq(spec) > o
  }
  k = split(shown, c, " ")
  for (i = 1; i <= k; i++) {
    kind = shortkind(c[i])
    n = longof(c[i])
    d = "[" zq(c[i] in sdesc ? sdesc[c[i]] : "") "]"
    a = ":" zmeta("S" c[i], n != "" ? n : "arg") ":" zaction(n)
    if (kind == "n") spec = "-" c[i] d
    else if (kind == "r") spec = "-" c[i] "+" d a
    else spec = "-" c[i] "-" d ":" a
    printf "        %s \\\n", sq(spec) > o
  }
  printf "        '*:file:_files'\n      ;;\n" > o
}

function longof(c,   i) {
  for (i = 1; i <= nlong; i++) if (lletter[i] == c) return lname[i]
  return ""
}

# fish: one "complete" line per option, short and long forms together.
function fq(s) { gsub(/\\/, "\\\\", s); gsub(/'/, "\\'", s); return "'" s "'" }
function fargs(name, required,   w, l) {
  if (!(w = words(name))) return required ? " -r" : ""
  l = wlist[w]
  if (l == "@dirs") l = "(__fish_complete_directories)"
  else if (l ~ /^, /) l = substr(l, 3)
  return (required ? " -x" : " -f") " -a " fq(l)
}
function fish(shown,   o, i, c, k, n, line, both, d) {
  o = out "/fish/" prog ".fish"
  print "# fish completions for " prog " (corebox), from its option table" > o
  split("", both)
  for (i = 1; i <= nlong; i++) {
    n = lname[i]
    line = "complete -c " prog
    if (lletter[i] != "" && index(" " shown " ", " " lletter[i] " ")) {
      line = line " -s " lletter[i]
      both[lletter[i]] = 1
    }
    line = line " -l " n
    if (lkind[i] != "none") line = line fargs(n, lkind[i] == "required")
    if (n in ldesc) line = line " -d " fq(ldesc[n])
    print line > o
  }
  k = split(shown, c, " ")
  for (i = 1; i <= k; i++) {
    if (c[i] in both) continue
    line = "complete -c " prog " -s " c[i]
    if (shortkind(c[i]) == "r") line = line " -r"
    if (c[i] in sdesc) line = line " -d " fq(sdesc[c[i]])
    print line > o
  }
  close(o)
}
