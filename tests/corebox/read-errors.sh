#!/bin/sh
# Every program's read-error wording, through the one shared path, as
# GNU 9.11 words it: a directory operand, a directory on standard input
# and a closed standard input (then also the failure to close it, where
# GNU reports one).
. "$abs_top_srcdir/tests/lib.sh"

mkdir d
si="'standard input'"
bad="Bad file descriptor"
isdir="Is a directory"

# check_dir PROG [ARGS]: PROG ARGS d, and PROG ARGS < d.
# check_closed PROG ARGS: PROG ARGS <&-.
# Expected stderr comes from the variables e_dir, e_in, e_closed.
check3 ()
{
  check_run "$* d" 1 '' "$e_dir" "$@" d
  check_run "$* <d" 1 '' "$e_in" sh -c '"$@" < d' sh "$@"
  check_run "$* <&-" 1 '' "$e_closed" sh -c '"$@" <&-' sh "$@"
}

e_dir="cat: d: $isdir\n" e_in="cat: -: $isdir\n"
e_closed="cat: -: $bad\ncat: closing standard input: $bad\n"
check3 cat
check3 cat -n
e_dir="expand: d: $isdir\n" e_in="expand: -: $isdir\n"
e_closed="expand: -: $bad\nexpand: -: $bad\n"
check3 expand
e_dir="unexpand: d: $isdir\n" e_in="unexpand: -: $isdir\n"
e_closed="unexpand: -: $bad\nunexpand: -: $bad\n"
check3 unexpand
e_dir="fold: d: $isdir\n" e_in="fold: -: $isdir\n"
e_closed="fold: -: $bad\nfold: -: $bad\n"
check3 fold
e_dir="paste: d: $isdir\n" e_in="paste: -: $isdir\n"
e_closed="paste: -: $bad\npaste: -: $bad\n"
check3 paste
e_dir="fmt: error reading 'd': $isdir\n" e_in="fmt: read error: $isdir\n"
e_closed="fmt: read error: $bad\nfmt: closing standard input: $bad\n"
check3 fmt
e_dir="uniq: error reading 'd': $isdir\n" e_in="uniq: error reading '-': $isdir\n"
e_closed="uniq: error reading '-': $bad\n"
check3 uniq
e_dir="head: error reading 'd': $isdir\n" e_in="head: error reading $si: $isdir\n"
e_closed="head: error reading $si: $bad\nhead: -: $bad\n"
check3 head
check3 head -c3
e_dir="tail: error reading 'd': $isdir\n" e_in="tail: error reading $si: $isdir\n"
e_closed="tail: cannot fstat $si: $bad\ntail: -: $bad\n"
check3 tail
e_dir="od: d: $isdir\n" e_in="od: $si: $isdir\n"
e_closed="od: $si: $bad\nod: standard input: $bad\n"
check3 od
e_dir="tsort: d: read error: $isdir\n" e_in="tsort: -: read error: $isdir\n"
e_closed="tsort: -: read error: $bad\n"
check3 tsort
e_dir="shuf: read error: $isdir\n" e_in="shuf: read error: $isdir\n"
e_closed="shuf: read error: $bad\n"
check3 shuf
e_dir="tac: d: read error: Invalid argument\n"
e_in="tac: $si: read error: Invalid argument\n"
e_closed="tac: $si: read error: $bad\ntac: -: $bad\n"
check3 tac

e_dir="cut: d: $isdir\n" e_in="cut: -: $isdir\n"
e_closed="cut: -: $bad\ncut: -: $bad\n"
check3 cut -f1
e_dir="nl: d: $isdir\n" e_in="nl: -: $isdir\n"
e_closed="nl: -: $bad\nnl: -: $bad\n"
check3 nl

# Programs that read standard input only.
check_run "tr <d" 1 '' "tr: read error: $isdir\n" sh -c 'tr a b < d'
check_run "tr <&-" 1 '' "tr: read error: $bad\n" sh -c 'tr a b <&-'
check_run "tee <d" 1 '' "tee: read error: $isdir\n" sh -c 'tee < d'
check_run "tee <&-" 1 '' "tee: read error: $bad\ntee: standard input: $bad\n" \
  sh -c 'tee <&-'

# Programs that also print counts or need two inputs.
check_run "wc d" 1 '      0       0       0 d\n' "wc: d: $isdir\n" wc d
check_run "wc <d" 1 '      0       0       0\n' "wc: $si: $isdir\n" sh -c 'wc < d'
check_run "wc - <&-" 1 '0 0 0 -\n' "wc: -: $bad\nwc: -: $bad\n" sh -c 'wc - <&-'
check_run "comm - d" 1 '' "comm: d: $isdir\n" sh -c 'comm - d < /dev/null'
check_run "comm - f <&-" 1 '' "comm: -: $bad\n" sh -c ': > f; comm - f <&-'
check_run "join d d" 1 '' "join: read error: $isdir\n" join d d
finish_
