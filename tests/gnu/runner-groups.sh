#!/bin/sh
# tests/gnu/run-suite --extra-group: as root, each test's process gets
# the user's own groups and the extra ones (users,games by default), in
# the root pass and with --as-user; empty adds none; a group that does
# not exist is said once and nothing is added.
. "$abs_top_srcdir/tests/lib.sh"
. "$abs_top_srcdir/tests/gnu/fake-gnu-tree"

require_root_
command -v setpriv > /dev/null || skip_ "setpriv (util-linux) is missing"
users=$(getent group users | cut -d: -f3) && test -n "$users" || skip_ "no group users"
games=$(getent group games | cut -d: -f3) && test -n "$games" || skip_ "no group games"
nobody=$(id -u nobody 2>/dev/null) || skip_ "no user nobody"
nogroup=$(id -g nobody)

chmod 755 . || skip_ "cannot open the test directory to nobody"
make_fake_tree gnu || skip_ "cannot make the fake tree"
make_fake_programs progs || skip_ "cannot link true and false"
cat > gnu/tests/t/groups.sh <<'EOT'
. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ true
echo "groups: $(id -G)"
Exit 0
EOT
runner () { PATH=$system_path perl "$gnu_runner" --programs "$PWD/progs" \
  --getlimits "$abs_top_builddir/tests/gnu/getlimits" "$@"; }
# The groups a test saw, in numeric order (the kernel keeps them sorted;
# the primary group comes first).
groups_in () { sed -n 's/^groups: //p' "$1/logs/tests/t/groups.sh.log"; }
sorted_ () { printf '%s\n' "$@" | sort -n | tr '\n' ' ' | sed 's/ $//'; }

runner -o o1 gnu tests/t/groups.sh > out1 2> err1 || fail_ "default: exit status $?"
test "$(groups_in o1)" = "0 $(sorted_ $users $games)" || fail_ "root pass: groups '$(groups_in o1)'"
grep "tests run as: root, groups 0,$users,$games" err1 > /dev/null \
  || fail_ "the settings do not name the groups"

runner -o o2 --extra-group= gnu tests/t/groups.sh > out2 2> err2 || fail_ "empty: exit status $?"
test "$(groups_in o2)" = "$(id -G)" || fail_ "--extra-group=: groups '$(groups_in o2)'"

runner -o o3 --as-user gnu tests/t/groups.sh > out3 2> err3 || fail_ "as-user: exit status $?"
test "$(groups_in o3)" = "$nogroup $(sorted_ $users $games)" || fail_ "--as-user: groups '$(groups_in o3)'"

runner -o o4 --extra-group=$games gnu tests/t/groups.sh > out4 2> err4 || fail_ "number: exit status $?"
test "$(groups_in o4)" = "0 $games" || fail_ "--extra-group=$games: groups '$(groups_in o4)'"

runner -o o5 --extra-group=no-such-group-x gnu tests/t/groups.sh > out5 2> err5 \
  || fail_ "missing group: exit status $?"
test "$(groups_in o5)" = "$(id -G)" || fail_ "missing group: groups '$(groups_in o5)'"
grep -- "--extra-group=no-such-group-x: no such group; not added" err5 > /dev/null \
  || fail_ "missing group not reported"
finish_
