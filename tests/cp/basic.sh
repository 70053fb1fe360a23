#!/bin/sh
# cp: single files, clobber rules, backups, the error paths, byte for byte.
. "$abs_top_srcdir/tests/lib.sh"

printf 'one\n' > a; printf 'two\n' > b; mkdir d e; mkdir -p e/a

check_run "plain" 0 '' '' cp a c
test "$(cat c)" = one || fail_ "c not a copy of a"
check_run "-v into dir" 0 "'a' -> 'd/a'\n" '' cp -v a d
check_run "same file" 1 '' "cp: 'a' and 'a' are the same file\n" cp a a
ln a hard
check_run "same file, hard link" 1 '' "cp: 'a' and 'hard' are the same file\n" cp a hard
check_run "-fb same file backs up" 0 '' '' cp -fb --suffix=.b a a
test "$(cat a.b)" = one && test "$(cat a)" = one || fail_ "-fb a a"
check_run "dir without -r" 1 '' "cp: -r not specified; omitting directory 'd'\n" cp d x
check_run "dir over file" 1 '' "cp: cannot overwrite non-directory 'c' with directory 'd'\n" cp -r d c
check_run "file over dir" 1 '' "cp: cannot overwrite directory 'e/a' with non-directory 'a'\n" cp a e
check_run "missing source" 1 '' "cp: cannot stat 'nonex': No such file or directory\n" cp nonex x
check_run "no operand" 1 '' "cp: missing file operand\nTry 'cp --help' for more information.\n" cp
check_run "one operand" 1 '' "cp: missing destination file operand after 'a'\nTry 'cp --help' for more information.\n" cp a
check_run "target not a dir" 1 '' "cp: target 'c': Not a directory\n" cp a b c
check_run "-T extra" 1 '' "cp: extra operand 'c'\nTry 'cp --help' for more information.\n" cp -T a b c
check_run "-t missing" 1 '' "cp: target directory 'nod': No such file or directory\n" cp -t nod a
check_run "-n keeps" 0 '' '' cp -n a b
test "$(cat b)" = two || fail_ "-n overwrote"
check_run "none-fail" 1 '' "cp: not replacing 'b'\n" cp --update=none-fail a b
check_run "-u same file" 1 '' "cp: 'a' and 'a' are the same file\n" cp -u a a
check_run "--update=older same file" 1 '' "cp: 'a' and './a' are the same file\n" cp --update=older a ./a
check_run "-i no" 1 '' "cp: overwrite 'b'? " sh -c 'echo n | cp -i a b'
check_run "-bn" 1 '' "cp: --backup is mutually exclusive with -n or --update=none-fail\nTry 'cp --help' for more information.\n" cp -bn a b
check_run "-l and -s" 1 '' "cp: cannot make both hard and symbolic links\nTry 'cp --help' for more information.\n" cp -ls a x
check_run "-bv" 0 "'a' -> 'b' (backup: 'b~')\n" '' cp -bv a b
test "$(cat b~)" = two || fail_ "backup content"
check_run "numbered" 0 "'a' -> 'b' (backup: 'b.~1~')\n" '' cp -v --backup=t a b
check_run "bad --update" 1 '' "cp: invalid argument 'bad' for '--update'\nValid arguments are:\n  - 'all'\n  - 'none'\n  - 'none-fail'\n  - 'older'\nTry 'cp --help' for more information.\n" cp --update=bad a b
pv="Valid arguments are:\n  - 'mode'\n  - 'timestamps'\n  - 'ownership'\n  - 'links'\n  - 'context'\n  - 'xattr'\n  - 'all'\nTry 'cp --help' for more information.\n"
check_run "empty --preserve" 1 '' "cp: ambiguous argument '' for '--preserve'\n$pv" cp --preserve= a b
check_run "empty piece of --preserve" 1 '' "cp: ambiguous argument '' for '--preserve'\n$pv" cp --preserve=mode, a b
check_run "empty --no-preserve" 1 '' "cp: ambiguous argument '' for '--no-preserve'\n$pv" cp --no-preserve= a b
check_run "twice" 0 "'a' -> 'd/a'\n" "cp: warning: source file 'a' specified more than once\n" cp -v a a d
ln -s nowhere dang
check_run "dangling source" 1 '' "cp: cannot stat 'dang': No such file or directory\n" cp dang x
check_run "through dangling" 1 '' "cp: not writing through dangling symlink 'dang'\n" cp a dang
check_run "-P dangling" 0 '' '' cp -P dang dang2
test "$(readlink dang2)" = nowhere || fail_ "-P did not copy the symlink"
check_run "-s relative elsewhere" 1 '' "cp: d/sl: can make relative symbolic links only in current directory\n" cp -s a d/sl
check_run "-s" 0 '' '' cp -s a sl
test "$(readlink sl)" = a || fail_ "-s"
check_run "-l" 0 '' '' cp -l a hl
test a -ef hl || fail_ "-l made no hard link"
check_run "--parents" 0 "e -> d/e\n'e/a' -> 'd/e/a'\n" '' cp -rv --parents e/a d
check_run "--parents file" 1 '' "cp: with --parents, the destination must be a directory\nTry 'cp --help' for more information.\n" cp --parents a x
check_run "--debug" 0 "'a' -> 'dbg'\ncopy offload: yes, reflink: unsupported, sparse detection: no\n" '' sh -c 'cp --debug a dbg | sed "s/reflink: yes/reflink: unsupported/;s/offload: avoided/offload: yes/"'
check_run "--context=CTX" 0 '' "cp: warning: ignoring --context; it requires an SELinux-enabled kernel\n" cp --context=x a ctx
check_run "write error" 1 "" "cp: write error: No space left on device\n" sh -c 'cp -v a wr > /dev/full'
check_run "--attributes-only" 0 '' '' cp --attributes-only a b
test "$(cat b)" = one || fail_ "--attributes-only changed data"
chmod 640 a; touch -d '2001-02-03 04:05:06.123456789' a
check_run "-p" 0 '' '' cp -p a p
test "$(stat -c '%a %y' p)" = "640 2001-02-03 04:05:06.123456789 +0000" || fail_ "-p: $(stat -c '%a %y' p)"
if test -r /sys/kernel/profiling; then
  cp /sys/kernel/profiling prof && cat /sys/kernel/profiling > prof.exp \
    && cmp -s prof prof.exp || fail_ "sysfs file copied beyond its end"
fi
printf x > sp && dd bs=1k seek=1 of=sp count=7 < /dev/zero 2>/dev/null
check_run "--sparse=never --debug" 0 "'sp' -> 'sp2'\ncopy offload: avoided, reflink: no, sparse detection: no\n" '' cp --debug --sparse=never sp sp2
# A declined -i is a skip that --debug reports, and a failure.
echo a > is; echo b > id
check_run "--debug -i declined" 1 "skipped 'id'\n" "cp: overwrite 'id'? " sh -c 'echo n | cp --debug -i is id'
test "$(cat id)" = b || fail_ "declined copy changed the destination"
# With a backup, a directory copied onto a non-directory renames it away.
mkdir -p cd1; echo in > cd1/x; echo old > cf1
check_run "-rb dir over file" 0 "'cd1' -> 'cf1'\n'cd1/x' -> 'cf1/x'\n" '' cp -rvb -T cd1 cf1
test "$(cat cf1/x)" = in && test "$(cat cf1~)" = old || fail_ "-rb dir over file: wrong result"
echo old > cf2
check_run "-r dir over file" 1 '' "cp: cannot overwrite non-directory 'cf2' with directory 'cd1'\n" cp -r -T cd1 cf2
finish_
