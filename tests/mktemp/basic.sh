#!/bin/sh
# mktemp: templates, suffixes, directories and modes, -u, -q, -p, --tmpdir,
# -t and TMPDIR, diagnostics.
. "$abs_top_srcdir/tests/lib.sh"

umask 022
# name_ok NAME GLOB: the printed NAME matches GLOB
name_ok () { case $1 in $2) ;; *) fail_ "name '$1' does not match '$2'" ;; esac; }
f=$(mktemp foo.XXXX) || fail_ "file"
name_ok "$f" 'foo.????'
test "$(stat -c %a "$f")" = 600 || fail_ "file mode"
test -f "$f" -a ! -s "$f" || fail_ "file made empty"
d=$(mktemp -d d.XXXXXX) || fail_ "dir"
test "$(stat -c %a "$d")" = 700 || fail_ "dir mode"
test -d "$d" || fail_ "dir made"
u=$(mktemp -u u.XXXXX) || fail_ "-u"
test -e "$u" && fail_ "-u made a file"
name_ok "$(mktemp aXXXXaaXXXXa)" 'aXXXXaa????a'
name_ok "$(mktemp --suffix=.txt bXXX)" 'b???.txt'
name_ok "$(mktemp cXXX --suffix=X)" 'c???X'
name_ok "$(mktemp -d --suffix= eXXXXaaXXXX)" 'eXXXXaa????'
mkdir sub
name_ok "$(mktemp --tmpdir=. sub/gXXX)" './sub/g???'
name_ok "$(mktemp -p sub/ hXXX)" 'sub/h???'
name_ok "$(TMPDIR=sub mktemp)" 'sub/tmp.??????????'
name_ok "$(TMPDIR=sub mktemp -p '' iXXX)" 'sub/i???'
name_ok "$(TMPDIR=sub mktemp --tmpdir jXXX)" 'sub/j???'
name_ok "$(TMPDIR= mktemp -u)" '/tmp/tmp.??????????'
name_ok "$(TMPDIR=sub mktemp -t -p /nonexistent kXXX)" 'sub/k???'
name_ok "$(TMPDIR= mktemp -u -t -p sub kXXX)" 'sub/k???'
name_ok "$(mktemp -u /XXX/aXXX)" '/XXX/a???'
check_run "too many" 1 '' "mktemp: too many templates\nTry 'mktemp --help' for more information.\n" mktemp -q a b
check_run "posix order" 1 '' "mktemp: too many templates\nTry 'mktemp --help' for more information.\n" env POSIXLY_CORRECT=1 mktemp aXXX --suffix=b
check_run "too few" 1 '' "mktemp: too few X's in template 'foo.XX'\n" mktemp -q foo.XX
check_run "too few, suffix" 1 '' "mktemp: too few X's in template 'aXXb'\n" mktemp aXXb
check_run "too few, --suffix" 1 '' "mktemp: too few X's in template 'aXX'\n" mktemp -d --suffix=X aXX
check_run "suffix slash" 1 '' "mktemp: invalid suffix '/b', contains directory separator\n" mktemp aXXXX/b
check_run "--suffix slash" 1 '' "mktemp: invalid suffix '/b', contains directory separator\n" mktemp --suffix /b aXXXX
check_run "must end in X" 1 '' "mktemp: with --suffix, template 'aXXXXb' must end in X\n" mktemp --suffix= aXXXXb
check_run "empty must end in X" 1 '' "mktemp: with --suffix, template '' must end in X\n" mktemp -d --suffix=aXXXXb ''
check_run "-t slash" 1 '' "mktemp: invalid template, 'a/bXXXX', contains directory separator\n" mktemp -t a/bXXXX
check_run "--tmpdir absolute" 1 '' "mktemp: invalid template, '/bXXXX'; with --tmpdir, it may not be absolute\n" mktemp --tmpdir=a /bXXXX
check_run "cannot create" 1 '' "mktemp: failed to create file via template '/nonexistent/tmp.XXXXXXXXXX': No such file or directory\n" env TMPDIR=/nonexistent mktemp
check_run "cannot create dir" 1 '' "mktemp: failed to create directory via template '/nonexistent/abXXX': No such file or directory\n" mktemp -d -p /nonexistent abXXX
check_run "-q" 1 '' '' mktemp -q /nonexistent/XXX
mkdir w
check_run "write error" 1 '' 'mktemp: write error: No space left on device\n' sh -c 'mktemp -p w > /dev/full'
check_run "write error -d -q" 1 '' '' sh -c 'mktemp -q -d -p w > /dev/full'
check_run "write error -u -q" 1 '' 'mktemp: write error: No space left on device\n' sh -c 'mktemp -q -u -p w > /dev/full'
test -z "$(ls w)" || fail_ "made file left after a write error"
check_run "bad option" 1 '' "mktemp: invalid option -- 'x'\nTry 'mktemp --help' for more information.\n" mktemp -x
mktemp -V | grep -q '^mktemp (GNU coreutils) 9\.11$' || fail_ "-V"
finish_
