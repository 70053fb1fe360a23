#!/bin/sh
# make install and make uninstall into a DESTDIR, plain and as GNU
# packaging renames coreutils (--program-prefix=g: gls, gsort...): the
# links, the manual pages, libstdbuf.so and the shell completions.
. "$abs_top_srcdir/tests/lib.sh"

command -v make > /dev/null || skip_ "no make"
here=$(pwd)
mk () { make -s -C "$abs_top_builddir" prefix=/usr "$@" > "$here/make.out" 2>&1 ||
          { cat "$here/make.out" >&2; fail_ "make $*"; }; }
enoent='No such file or directory'

# Plain names.
d=$here/plain
mk install DESTDIR="$d"
u=$d/usr
test -x "$u/bin/corebox" || fail_ "no bin/corebox"
test "$(readlink "$u/bin/ls")" = corebox || fail_ "bin/ls is not a link to corebox"
check_run "installed ls" 0 '/\n' '' "$u/bin/ls" -d /
test -f "$u/libexec/corebox/libstdbuf.so" || fail_ "no libstdbuf.so"
test -f "$u/share/man/man1/ls.1" || fail_ "no ls.1"
grep -Eq '^\.TH "?LS"? "?1' "$u/share/man/man1/ls.1" || fail_ "ls.1: no .TH line"
if grep -q help2man "$u/share/man/man1/ls.1"; then
  grep -q 'sort' "$u/share/man/man1/ls.1" || fail_ "ls.1 lacks --sort"
fi
if command -v man > /dev/null; then
  MANPAGER=cat MANWIDTH=80 man -M "$u/share/man" ls > man.out 2> man.err ||
    fail_ "man -M ... ls: $(cat man.err)"
  grep -q 'ls' man.out || fail_ "man shows no ls page"
fi
c=$u/share/bash-completion/completions
test -f "$c/corebox" && test "$(readlink "$c/ls")" = corebox || fail_ "bash completion"
test -f "$u/share/zsh/site-functions/_corebox" || fail_ "zsh completion"
head -1 "$u/share/zsh/site-functions/_corebox" | grep -q '^#compdef corebox arch ' ||
  fail_ "zsh #compdef line"
grep -q '^complete -c ls -s a -l all' "$u/share/fish/vendor_completions.d/ls.fish" ||
  fail_ "fish completion"
mk uninstall DESTDIR="$d"
left=$(find "$d" ! -type d | head -5)
test -z "$left" || fail_ "left after uninstall: $left"

# --program-prefix=g: bin/gls -> libexec/corebox/bin/ls -> bin/gcorebox.
d=$here/g
mk install DESTDIR="$d" program_transform_name='s,^,g,'
u=$d/usr
test -x "$u/bin/gcorebox" || fail_ "no bin/gcorebox"
test -e "$u/bin/ls" && fail_ "bin/ls installed with a prefix"
test "$(readlink "$u/bin/gls")" = ../libexec/corebox/bin/ls || fail_ "gls: $(readlink "$u/bin/gls")"
test "$(readlink "$u/libexec/corebox/bin/ls")" = ../../../bin/gcorebox ||
  fail_ "libexec/corebox/bin/ls: $(readlink "$u/libexec/corebox/bin/ls")"
check_run "gls runs ls" 0 '/\n' '' "$u/bin/gls" -d /
check_run "gsort runs sort" 0 'a\nb\n' '' sh -c "printf 'b\na\n' | '$u/bin/gsort'"
check_run "g[ runs [" 0 '' '' "$u/bin/g[" a = a ]
check_run "gls in messages" 2 '' "gls: cannot access 'nofile': $enoent\n" \
  sh -c "PATH='$u/bin':\$PATH; gls nofile"
PATH=$u/bin:$PATH gls --help > help.out || fail_ "gls --help"
head -1 help.out > help.first
printf 'Usage: gls [OPTION]... [FILE]...\n' | cmp -s - help.first ||
  fail_ "gls --help: $(cat help.first)"
check_run "gcorebox --list" 0 "$("$abs_top_builddir/src/corebox" --list)\n" '' "$u/bin/gcorebox" --list
check_run "gcorebox PROGRAM" 0 'x\n' '' "$u/bin/gcorebox" echo x
test -f "$u/libexec/corebox/libstdbuf.so" || fail_ "libstdbuf.so renamed"
test -f "$u/share/man/man1/gls.1" || fail_ "no gls.1"
test -e "$u/share/man/man1/ls.1" && fail_ "ls.1 installed with a prefix"
if command -v man > /dev/null; then
  MANPAGER=cat MANWIDTH=80 man -M "$u/share/man" gls > man.out 2> man.err ||
    fail_ "man -M ... gls: $(cat man.err)"
fi
c=$u/share/bash-completion/completions
test "$(readlink "$c/gls")" = gcorebox || fail_ "bash completion link gls"
test -e "$c/ls" && fail_ "bash completion for ls installed with a prefix"
if command -v bash > /dev/null; then
  cat > offer.bash <<'E'
. "$1"; shift
COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
_corebox_complete "$1" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
printf '%s\n' "${COMPREPLY[@]}"; complete -p "$1"
E
  # (the expected text starts with '-', which check_run would take for
  # an option of printf)
  check_run "gls completes as ls" 0 '%s--sort=\ncomplete -o default -F _corebox_complete gls\n' '' \
    bash offer.bash "$c/gcorebox" gls --so
  check_run "gcorebox completes" 0 '%s--sort=\ncomplete -o default -F _corebox_complete gcorebox\n' '' \
    bash offer.bash "$c/gcorebox" gcorebox ls --so
fi
z=$u/share/zsh/site-functions/_gcorebox
head -1 "$z" | grep -q '^#compdef gcorebox garch ' || fail_ "zsh #compdef line"
grep -q '^_cbc_prog=(gcorebox corebox garch arch ' "$z" || fail_ "zsh name map"
grep -q '^complete -c gls -s a -l all' "$u/share/fish/vendor_completions.d/gls.fish" ||
  fail_ "fish completion for gls"
mk uninstall DESTDIR="$d" program_transform_name='s,^,g,'
left=$(find "$d" ! -type d | head -5)
test -z "$left" || fail_ "left after uninstall: $left"
# --enable-hardlinks (CB_HARDLINK_INSTALL): hard links to the binary,
# plain and under the prefix (there gNAME stays a symbolic link to the
# plain name, the one a hard link can carry).
d=$here/h
mk install-exec DESTDIR="$d" CB_HARDLINK_INSTALL=yes
ino=$(stat -c %i "$d/usr/bin/corebox")
test "$(stat -c %i "$d/usr/bin/ls")" = "$ino" && ! test -L "$d/usr/bin/ls" ||
  fail_ "hard links: bin/ls"
check_run "hard-linked ls" 0 '/\n' '' "$d/usr/bin/ls" -d /
d=$here/hg
mk install-exec DESTDIR="$d" CB_HARDLINK_INSTALL=yes program_transform_name='s,^,g,'
ino=$(stat -c %i "$d/usr/bin/gcorebox")
test "$(stat -c %i "$d/usr/libexec/corebox/bin/ls")" = "$ino" ||
  fail_ "hard links: libexec/corebox/bin/ls"
test "$(readlink "$d/usr/bin/gls")" = ../libexec/corebox/bin/ls || fail_ "hard links: gls"
check_run "gls through a hard link" 0 '/\n' '' "$d/usr/bin/gls" -d /
finish_
