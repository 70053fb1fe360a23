#!/bin/sh
# chcon: whole and partial contexts, --reference, symlinks, -R, -v and
# every error path.  Expected bytes are those of GNU coreutils 9.11.
# Without an SELinux policy the labels are still stored, as the
# security.selinux extended attribute, where the file system keeps it.
. "$abs_top_srcdir/tests/lib.sh"

try="Try 'chcon --help' for more information.\n"
check_run "no operand" 1 '' "chcon: missing operand\n$try" chcon
check_run "context only" 1 '' "chcon: missing operand after 'CON'\n$try" chcon CON
check_run "--reference only" 1 '' "chcon: missing operand\n$try" chcon --reference=f
check_run "-u only" 1 '' "chcon: missing operand\n$try" chcon -u anyone
check_run "-f is no option" 1 '' "chcon: invalid option -- 'f'\n$try" chcon -f a:b:c f
check_run "unknown option" 1 '' "chcon: unrecognized option '--bogus'\n$try" chcon --bogus
check_run "-R --dereference" 1 '' "chcon: -R --dereference requires either -H or -L\n" chcon -R --dereference a:b:c f
check_run "-RL -h" 1 '' "chcon: -R -h requires -P\n" chcon -R -L -h a:b:c f
check_run "-RH -h" 1 '' "chcon: -R -h requires -P\n" chcon -RH -h a:b:c f
check_run "--preserve-root" 1 '' "chcon: it is dangerous to operate recursively on '/'\nchcon: use --no-preserve-root to override this failsafe\n" chcon -R --preserve-root a:b:c /
check_run "missing file" 1 '' "chcon: cannot access 'nonexist': No such file or directory\n" chcon -t x nonexist
check_run "missing file, -R" 1 '' "chcon: cannot access 'nonexist': No such file or directory\n" chcon -R --preserve-root --no-preserve-root x:y:z nonexist
check_run "missing --reference" 1 '' "chcon: failed to get security context of 'nonexist': No such file or directory\n" chcon -v --reference=nonexist f
chcon --help | grep -q '^Usage: chcon ' || fail_ "--help: no usage line"
test "$(chcon --version | sed 1q)" = "chcon (GNU coreutils) 9.11" ||
  fail_ "--version line"

# A file with no security.selinux attribute: the same message with
# libselinux loaded or without it (the static build reads the attribute
# itself), so it runs before the probe below, which needs setfilecon.
: > g
if command -v getfattr > /dev/null &&
   getfattr -n security.selinux g 2>&1 | grep -q 'No such attribute'; then
  check_run "partial, no attribute" 1 '' "chcon: can't apply partial context to unlabeled file 'g'\n" chcon -t anything g
  check_run "-R partial, no attribute" 1 '' "chcon: can't apply partial context to unlabeled file 'g'\n" chcon -R -u anyone g
  # Below an operand, GNU names a file in its directory, but by its
  # whole path under -L.
  mkdir gd && : > gd/in
  check_run "-R names below the operand" 1 '' "chcon: can't apply partial context to unlabeled file 'in'\nchcon: can't apply partial context to unlabeled file 'gd'\n" chcon -R -t x gd
  check_run "-RL names whole paths" 1 '' "chcon: can't apply partial context to unlabeled file 'gd/in'\nchcon: can't apply partial context to unlabeled file 'gd'\n" chcon -RL -t x gd
fi

: > probe
chcon a:b:c probe 2> /dev/null || skip_ "this file system keeps no security.selinux attribute"
if command -v getfattr > /dev/null; then
  label () { getfattr --absolute-names -h -n security.selinux --only-values "$1" 2> /dev/null | tr -d '\000'; }
else
  label () { printf '%s' "${2-}"; }
fi
# check_label FILE CONTEXT: FILE's stored context is CONTEXT.
check_label () { test "$(label "$1" "$2")" = "$2" || fail_ "label of $1: '$(label "$1")', expected '$2'"; }

: > f; : > u
ln -s f lf; ln -s nowhere dang
check_run "partial, unlabeled" 1 '' "chcon: can't apply partial context to unlabeled file 'f'\n" chcon -u anyone f
check_run "whole context" 0 '' '' chcon a:b:c:s0 f
check_label f a:b:c:s0
check_run "-t" 0 '' '' chcon -t T f
check_label f a:b:T:s0
check_run "--user --role" 0 '' '' chcon --user=U --role=R f
check_label f U:R:T:s0
check_run "-l" 0 '' '' chcon -l s1 f
check_label f U:R:T:s1
check_run "--range -t" 0 '' '' chcon --range=s0-s0:c0 -t x f
check_label f U:R:x:s0-s0:c0
check_run "bad parts" 1 '' "chcon: failed to set user security context component to 'a:b': Invalid argument\nchcon: failed to set type security context component to 'x:y': Invalid argument\n" chcon -u 'a:b' -t 'x:y' f
check_label f U:R:x:s0-s0:c0
check_run "--reference unlabeled" 1 '' "chcon: failed to get security context of 'u': No data available\n" chcon --reference=u f
check_run "--reference" 0 '' '' chcon --reference=f u
check_label u U:R:x:s0-s0:c0
check_run "--reference and -t" 1 '' "chcon: conflicting security context specifiers given\n$try" chcon --reference=f -t t u
check_run "-h" 0 '' '' chcon -h z:z:z lf
check_label lf z:z:z
check_label f U:R:x:s0-s0:c0
check_run "link followed" 0 '' '' chcon -t q lf
check_label f U:R:q:s0-s0:c0
check_label lf z:z:z
check_run "dangling, partial" 1 '' "chcon: failed to get security context of 'dang': No such file or directory\n" chcon -t q dang
check_run "dangling, whole" 1 '' "chcon: failed to change context of 'dang' to 'a:b:c': No such file or directory\n" chcon a:b:c dang
check_run "dangling -h" 0 '' '' chcon -h a:b:c dang
check_label dang a:b:c
: > g; chcon bad g
check_run "no context" 1 '' "chcon: failed to create security context: 'bad': Invalid argument\n" chcon -t x g
check_run "-v" 0 "changing security context of 'u'\nchanging security context of 'f'\n" '' chcon -v a:b:c u f
check_run "not a directory" 1 '' "chcon: cannot access 'f/': Not a directory\n" chcon -R -t x f/

# -R: directories after their contents, names below the operands in
# the diagnostics relative to their directory (as GNU's).
mkdir -p d/s; : > d/s/x
check_run "-R partial, unlabeled" 1 '' "chcon: can't apply partial context to unlabeled file 'x'\nchcon: can't apply partial context to unlabeled file 's'\nchcon: can't apply partial context to unlabeled file 'd'\n" chcon -R -t x d
check_run "-R" 0 '' '' chcon -R a:b:c d
check_run "-R -v" 0 "changing security context of 'd/s/x'\nchanging security context of 'd/s'\nchanging security context of 'd'\n" '' chcon -Rv -t T d
check_label d/s/x a:b:T
ln -s d ld
check_run "-RH enters a link operand" 0 "changing security context of 'ld/s/x'\nchanging security context of 'ld/s'\nchanging security context of 'ld'\n" '' chcon -RHv -t Q ld
check_label d a:b:Q
check_label ld ''
check_run "-RP changes the link" 1 "changing security context of 'ld'\n" "chcon: can't apply partial context to unlabeled file 'ld'\n" chcon -RPv -t Q ld
mkdir d2; ln -s ../f d2/lf2; chcon a:b:c d2
check_run "-RL follows inside" 0 "changing security context of 'd2/lf2'\nchanging security context of 'd2'\n" '' chcon -RLv -t W d2
check_label f a:b:W
check_run "-R, a link inside" 1 '' "chcon: can't apply partial context to unlabeled file 'lf2'\n" chcon -R -t V d2
check_run "-R leaves links inside" 0 '' '' chcon -R a:b:V d2
check_label f a:b:W
check_label d2/lf2 a:b:V

# The same output at any thread count.
mkdir -p t/a/b t/c; i=0
while test $i -lt 200; do : > t/a/f$i; : > t/a/b/g$i; : > t/c/h$i; i=$((i + 1)); done
for n in 1 2 8; do
  COREBOX_THREADS=$n chcon -Rv -t x t > out.$n 2>&1
  echo $? >> out.$n
done
cmp -s out.1 out.2 && cmp -s out.1 out.8 || fail_ "-R output depends on the thread count"
test "$(sed -n '$p' out.1)" = 1 || fail_ "-R on unlabeled files: status"
test "$(wc -l < out.1)" = 1209 || fail_ "-R on unlabeled files: line count"

check_run "write error" 1 '' "chcon: write error: No space left on device\n" sh -c 'chcon -v a:b:c f > /dev/full'
finish_
