#!/bin/sh
# ls -U (or -f) with one name per line and no -s or -R prints each entry
# as it reads it, as GNU 9.11's does: an entry's diagnostic comes just
# before it (with both outputs on one pipe), and -i's column is as wide
# as that entry's number alone.  Other -U listings are printed whole,
# their diagnostics first and their columns padded.  The layouts are
# GNU coreutils 9.11's; readdir's order and the inode numbers are this
# file system's, so the expected text is built from them.
. "$abs_top_srcdir/tests/lib.sh"

mkdir e && touch e/a e/b && ln -s nowhere e/l1 && ln -s nowhere e/l2 || exit 99
names=$(ls -U e) || exit 99
test "$(echo "$names" | wc -l)" = 4 || fail_ "ls -U e: $names"

gone () { printf "ls: cannot access 'e/%s': No such file or directory\n" "$1"; }
ino () { stat -c %i "e/$1"; }

# Streamed: each failure right before its entry.
: > exp.i; : > exp.F
for n in $names; do
  case $n in
    l*) gone "$n" >> exp.i; echo "? $n" >> exp.i
        gone "$n" >> exp.F; echo "$n@" >> exp.F ;;
    *) echo "$(ino "$n") $n" >> exp.i; echo "$n" >> exp.F ;;
  esac
done
ls -ULi e > out.i 2>&1; test $? = 1 || fail_ "ls -ULi: status"
check_file "ls -ULi" exp.i out.i
ls -ULF e > out.F 2>&1; test $? = 1 || fail_ "ls -ULF: status"
check_file "ls -ULF" exp.F out.F
ls -ULF -1 e > out.F1 2>&1; test $? = 1 || fail_ "ls -ULF -1: status"
check_file "ls -ULF -1" exp.F out.F1
ls --sort=none -LF e > out.sn 2>&1; test $? = 1 || fail_ "--sort=none: status"
check_file "ls --sort=none -LF" exp.F out.sn
# -f implies -a: "." and ".." are among the names; with -i it stats.
{ for n in $names; do
    case $n in l*) gone "$n"; echo "? $n" ;; *) echo "$(ino "$n") $n" ;; esac
  done; } > exp.f
ls -fLi e 2>&1 | grep -v ' \.\.*$' > out.f
check_file "ls -fLi" exp.f out.f
COREBOX_THREADS=1 ls -ULi e > out.i1 2>&1
check_file "COREBOX_THREADS=1 ls -ULi" exp.i out.i1

# Printed whole: diagnostics first, -i's column padded to the widest.
w=0
for n in $names; do
  case $n in l*) ;; *) i=$(ino "$n"); test ${#i} -gt $w && w=${#i} ;; esac
done
{ for n in $names; do case $n in l*) gone "$n" ;; esac; done
  echo 'total 0'
  for n in $names; do
    case $n in
      l*) printf "%${w}s ? %s\n" '?' "$n" ;;
      *) printf "%${w}s 0 %s\n" "$(ino "$n")" "$n" ;;
    esac
  done; } > exp.s
ls -ULis e > out.s 2>&1; test $? = 1 || fail_ "ls -ULis: status"
check_file "ls -ULis" exp.s out.s
{ echo 'e:'
  for n in $names; do case $n in l*) gone "$n" ;; esac; done
  for n in $names; do
    case $n in
      l*) printf "%${w}s %s\n" '?' "$n" ;;
      *) printf "%${w}s %s\n" "$(ino "$n")" "$n" ;;
    esac
  done; } > exp.R
ls -ULiR e > out.R 2>&1; test $? = 1 || fail_ "ls -ULiR: status"
check_file "ls -ULiR" exp.R out.R

# Colour: the reset that starts coloured output comes with the first
# coloured name, after the names before it.
{ first=yes
  for n in $names; do
    case $n in
      l*) gone "$n"
          if test $first = yes; then printf '\033[0m'; first=no; fi
          printf '\033[01;36m%s\033[0m\n' "$n" ;;
      *) echo "$n" ;;
    esac
  done; } > exp.c
ls -UL --color=always e > out.c 2>&1; test $? = 1 || fail_ "color: status"
check_file "ls -UL --color=always" exp.c out.c
finish_
