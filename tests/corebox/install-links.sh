#!/bin/sh
# corebox --install DIR [--hardlinks]: one link per program, symbolic or
# hard, to the running binary; existing files are kept.
. "$abs_top_srcdir/tests/lib.sh"

cb=$abs_top_builddir/src/corebox
"$cb" --list > names

# Hard links: every name is the very file that ran, option after DIR or
# before it.
cp "$cb" ./corebox || skip_ "cannot copy corebox"
mkdir h h2
printf 'keep\n' > h/cat
check_run "--install --hardlinks" 0 '' '' ./corebox --install h --hardlinks
ino=$(stat -c %i corebox)
for n in $(cat names); do
  test "$n" = cat && continue
  test -L "h/$n" && fail_ "$n is a symbolic link"
  test "$(stat -c %i "h/$n")" = "$ino" || fail_ "$n is not a hard link to corebox"
done
check_file "existing file kept" - h/cat <<E
keep
E
check_run "hard link runs its program" 0 'x\n' '' h/echo x
check_run "hard link through PATH" 0 'y\n' '' sh -c 'PATH=h; basename /a/y'
check_run "option first" 0 '' '' ./corebox --install --hardlinks h2
test "$(stat -c %i h2/ls)" = "$ino" || fail_ "option first: no hard link"

# Running again: every link exists, nothing to do.
check_run "again" 0 '' '' ./corebox --install h --hardlinks

# Symbolic links point at the binary itself.
mkdir s
check_run "--install" 0 '' '' ./corebox --install s
test "$(readlink s/ls)" = "$(pwd)/corebox" || fail_ "symlink target $(readlink s/ls)"

# Argument errors.
usage="Try 'corebox --help' for more information.\n"
check_run "no directory" 1 '' "corebox: --install needs exactly one directory\n$usage" \
  ./corebox --install --hardlinks
check_run "two directories" 1 '' "corebox: --install needs exactly one directory\n$usage" \
  ./corebox --install h s
check_run "missing directory" 1 '' \
  "corebox: cannot open directory 'nodir': No such file or directory\n" \
  ./corebox --install nodir --hardlinks

# A directory on another file system: one clear message, status 1.
for d in /dev/shm /run /tmp; do
  test -d "$d" && test -w "$d" || continue
  test "$(stat -c %d "$d")" != "$(stat -c %d .)" || continue
  x=$(mktemp -d "$d/cb-inst.XXXXXX") || continue
  check_run "other file system" 1 '' \
    "corebox: cannot create hard link '$x/[' to '$(pwd)/corebox': Invalid cross-device link\n" \
    ./corebox --install "$x" --hardlinks
  test -z "$(ls "$x")" || fail_ "links made across file systems"
  rm -rf "$x"
  break
done

# --help documents the option.
"$cb" --help | grep -q -- '--install DIR \[--hardlinks\]' || fail_ "--help"
finish_
