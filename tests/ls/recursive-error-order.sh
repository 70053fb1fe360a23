#!/bin/sh
# ls -R reports its entries' failures in the order readdir gives the
# entries, before the sorted listing, as GNU 9.11's ls, which stats
# each entry as it reads it; the readdir failure of a directory would
# come after them.  The text of each line is GNU's; the order is this
# file system's readdir order, read with ls -U.
. "$abs_top_srcdir/tests/lib.sh"

mkdir d && touch d/f d/g || exit 99
for n in m z b y a; do ln -s nowhere "d/$n" || exit 99; done
order=$(ls -U d) || exit 99

gone () { printf "ls: cannot access 'd/%s': No such file or directory\n" "$1"; }
: > exp.err
for n in $order; do case $n in f|g) ;; *) gone "$n" >> exp.err ;; esac; done
for opt in -RL -RLl -RLt -RLS -RLr -RLi -RL1; do
  ls $opt d > out 2> err
  test $? = 1 || fail_ "ls $opt: status"
  check_file "ls $opt: diagnostics" exp.err err
done
# Both outputs on one pipe: the diagnostics come after the header.
{ echo 'd:'; cat exp.err; printf 'a\nb\nf\ng\nm\ny\nz\n'; } > exp.both
ls -RL d > out.both 2>&1
check_file "ls -RL 2>&1" exp.both out.both
COREBOX_THREADS=1 ls -RL d > out.1 2>&1
check_file "COREBOX_THREADS=1 ls -RL 2>&1" exp.both out.1

# An entry that cannot be stat'ed sorts as if its stat were all zeros
# (not by a dangling link's own lstat).
printf x > d/f && touch -d 2020-01-02 d/f && touch -d 2020-01-01 d/g ||
  exit 99
check_run 'ls -RLS d' 1 'd:\nf\na\nb\ng\nm\ny\nz\n' "$(cat exp.err)\n" \
  ls -RLS d
check_run 'ls -RLt d' 1 'd:\nf\ng\na\nb\nm\ny\nz\n' "$(cat exp.err)\n" \
  ls -RLt d
check_run 'ls -RLtr d' 1 'd:\nz\ny\nm\nb\na\ng\nf\n' "$(cat exp.err)\n" \
  ls -RLtr d

# "." and ".." in their readdir places, in a directory that can be read
# but not searched, which only a non-root user meets.
if test "$(id -u)" = 0 && command -v setpriv > /dev/null &&
   setpriv --reuid=nobody --regid=nogroup --clear-groups true 2>/dev/null
then
  chmod 755 "$test_tmp" || exit 99
  mkdir u && touch u/p u/q && chmod 0444 u && chown -R nobody u || exit 99
  : > exp.u
  for n in $(ls -Ua u); do
    printf "ls: cannot access 'u/%s': Permission denied\n" "$n" >> exp.u
  done
  setpriv --reuid=nobody --regid=nogroup --clear-groups ls -lRa u \
    > out 2> err.u
  test $? = 1 || fail_ "ls -lRa u: status"
  check_file "ls -lRa u: diagnostics" exp.u err.u
fi
finish_
