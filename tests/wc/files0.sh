#!/bin/sh
# wc --files0-from (cases from GNU's tests/wc/wc-files0-from.pl and
# wc-files0.sh).
. "$abs_top_srcdir/tests/lib.sh"

printf '' > g
echo 2 > 2b
echo 2 words > 2w
printf '2b\0002w\0' > names

check_run "extra operand" 1 '' "wc: extra operand 'no-such'\nfile operands cannot be combined with --files0-from\nTry 'wc --help' for more information.\n" wc --files0-from=- no-such
check_run "missing list" 1 '' "wc: cannot open 'missing' for reading: No such file or directory\n" wc --files0-from=missing
check_run "missing files" 1 '0 0 0 total\n' "wc: missing: No such file or directory\nwc: missing: No such file or directory\n" sh -c "printf 'missing\0missing\0' | wc --files0-from=-"
check_run "duplicates" 0 '0 0 0 g\n0 0 0 g\n0 0 0 total\n' '' sh -c "printf 'g\0g\0' | wc --files0-from=-"
check_run "- from stdin" 1 '' "wc: when reading file names from standard input, no file name of '-' allowed\n" sh -c "printf '-' | wc --files0-from=-"
check_run "- from stdin, more" 1 '0 0 0 g\n0 0 0 g\n0 0 0 total\n' "wc: when reading file names from standard input, no file name of '-' allowed\n" sh -c "printf 'g\0-\0g' | wc --files0-from=-"
printf '' > emptylist
check_run "empty list" 0 '' '' wc --files0-from=emptylist
check_run "empty list, /dev/null" 0 '' '' wc --files0-from=/dev/null
check_run "one NUL" 1 '' "wc: -:1: invalid zero-length file name\n" sh -c "printf '\0' | wc --files0-from=-"
check_run "two NULs" 1 '0 0 0 total\n' "wc: -:1: invalid zero-length file name\nwc: -:2: invalid zero-length file name\n" sh -c "printf '\0\0' | wc --files0-from=-"
check_run "no final NUL" 0 '0 0 0 g\n' '' sh -c "printf 'g' | wc --files0-from=-"
check_run "two, no final NUL" 0 '0 0 0 g\n0 0 0 g\n0 0 0 total\n' '' sh -c "printf 'g\0g' | wc --files0-from=-"
check_run "zero-length then name" 1 '0 0 0 g\n0 0 0 total\n' "wc: -:1: invalid zero-length file name\n" sh -c "printf '\0g\0' | wc --files0-from=-"
printf 'g\0\0' > 'list x'
check_run "zero-length, quoted list name" 1 '0 0 0 g\n0 0 0 total\n' "wc: 'list x':2: invalid zero-length file name\n" wc --files0-from='list x'

# A regular list is read first so that the widths fit every file.
check_run "regular list" 0 ' 1  1  2 2b\n 1  2  8 2w\n 2  3 10 total\n' '' wc --files0-from=names
check_run "regular list on stdin" 0 ' 1  1  2 2b\n 1  2  8 2w\n 2  3 10 total\n' '' sh -c 'wc --files0-from=- < names'
check_run "piped list" 0 '1 1 2 2b\n1 2 8 2w\n2 3 10 total\n' '' sh -c '/usr/bin/cat names | wc --files0-from=-'
printf '/dev/null\0g\0' > nl2
check_run "regular list, /dev/null" 0 '      0       0       0 /dev/null\n      0       0       0 g\n      0       0       0 total\n' '' wc --files0-from=nl2
printf -- '-\0g\0' > dash
check_run "- in a list file" 0 '1 1 2 -\n0 0 0 g\n1 1 2 total\n' '' sh -c 'wc --files0-from=dash < 2b'
check_run "last --files0-from wins" 0 '0 0 0 g\n0 0 0 g\n0 0 0 total\n' '' sh -c "printf 'g\0g\0' | wc --files0-from=nl2 --files0-from=-"
mkdir d
check_run "list is a directory" 1 '' "wc: d: read error: Is a directory\n" wc --files0-from=d

# wc quotes the extra operand with quoteaf (), unlike du.
check_run "extra operand, quoted" 1 '' "wc: extra operand \"it's\"\nfile operands cannot be combined with --files0-from\nTry 'wc --help' for more information.\n" wc --files0-from=- "it's"
check_run "missing list, quoted" 1 '' "wc: cannot open \"no'pe\" for reading: No such file or directory\n" wc --files0-from="no'pe"
check_run "closed stdin" 1 '' "wc: -: read error: Bad file descriptor\n" sh -c 'wc --files0-from=- <&-'
# A list on standard input that is a regular file is read whole too.
printf 'g\0-\0g' > dashes
check_run "- from stdin, regular" 1 '0 0 0 g\n0 0 0 g\n0 0 0 total\n' "wc: when reading file names from standard input, no file name of '-' allowed\n" sh -c 'wc --files0-from=- < dashes'
printf 'g\0\0\0g' > zeros
check_run "zero-length, read whole" 1 '0 0 0 g\n0 0 0 g\n0 0 0 total\n' "wc: zeros:2: invalid zero-length file name\nwc: zeros:3: invalid zero-length file name\n" wc --files0-from=zeros
# Diagnostics come between the lines they follow and precede.
printf '2b\0\0nope\0002w\0' > mixed
wc --files0-from=mixed > both 2>&1
test $? = 1 || fail_ "mixed: exit status"
printf ' 1  1  2 2b\nwc: mixed:2: invalid zero-length file name\nwc: nope: No such file or directory\n 1  2  8 2w\n 2  3 10 total\n' > exp
check_file "mixed: order of output and diagnostics" exp both

# Lists up to 10 MiB are read whole, larger ones a name at a time (and
# then the columns cannot be sized): 5120 names of 2047 bytes (with
# their NULs, exactly 10 MiB), then one more.  The names are padded
# with slashes, which cost nothing to look up.
pad=$((2047 - ${#test_tmp} - 2))
long=$test_tmp$(/usr/bin/printf '%*s' $pad '' | /usr/bin/tr ' ' /)2b
/usr/bin/yes "$long" | /usr/bin/head -n 5120 | /usr/bin/tr '\n' '\0' > big0
test "$(/usr/bin/wc -c < big0)" = 10485760 || fail_ "big0: wrong size"
{ /usr/bin/cat big0; printf '2b\0'; } > big1
wc -l --files0-from=big0 > out || fail_ "10 MiB list: status"
test "$(/usr/bin/head -n1 out | /usr/bin/cut -c1-7)" = '    1 /' \
  || fail_ "10 MiB list: not sized from every file"
test "$(/usr/bin/tail -n1 out)" = ' 5120 total' || fail_ "10 MiB list: total"
wc -l --files0-from=big1 > out || fail_ "larger list: status"
test "$(/usr/bin/head -n1 out | /usr/bin/cut -c1-3)" = '1 /' \
  || fail_ "larger list: sized"
test "$(/usr/bin/tail -n1 out)" = '5121 total' || fail_ "larger list: total"

# A list read whole that cannot be read: a directory made to look like
# a small regular file, by an fstat injected through LD_PRELOAD (which
# needs a dynamically linked corebox).
wc_bin=$abs_top_builddir/src/corebox
if command -v gcc > /dev/null \
   && readelf -l "$wc_bin" 2>/dev/null | grep -q 'program interpreter'; then
  /usr/bin/cat > k.c <<'EOC'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <sys/stat.h>
int
fstat (int fd, struct stat *st)
{
  static int (*real) (int, struct stat *);
  if (!real)
    real = dlsym (RTLD_NEXT, "fstat");
  int r = real (fd, st);
  if (r == 0 && S_ISDIR (st->st_mode))
    {
      st->st_mode = (st->st_mode & ~S_IFMT) | S_IFREG;
      st->st_size = 2;
    }
  return r;
}
EOC
  if gcc -shared -fPIC -o k.so k.c -ldl 2>/dev/null; then
    check_run "list read whole fails" 1 '' "wc: cannot read file names from 'd'\n" env LD_PRELOAD=./k.so "$wc_bin" wc --files0-from=d
  fi
fi

touch "$(printf '1\n2')"
check_run "newline in name" 0 "0 0 0 '1'\$'\\\\n''2'\n" '' sh -c "printf '1\n2\0' | wc --files0-from=-"

# -c takes sizes from fstat and still moves the offset to the end.
if truncate -s1G big 2>/dev/null; then
  touch small
  check_run "-c big" 0 '1073741824 big\n0 small\n1073741824 total\n' '' sh -c "printf 'big\0small\0' | wc -c --files0-from=-"
fi
finish_
