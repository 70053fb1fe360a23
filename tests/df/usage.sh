#!/bin/sh
# df: usage errors, bad option arguments, conflicting options, operands
# that cannot be stat'ed, and --help/--version.  None needs a mount of
# its own.
. "$abs_top_srcdir/tests/lib.sh"

try="Try 'df --help' for more information.\n"

check_run "bad short option" 1 "" "df: invalid option -- 'q'\n$try" df -q
check_run "bad long option" 1 "" \
  "df: unrecognized option '--nosuch'\n$try" df --nosuch
check_run "missing -B argument" 1 "" \
  "df: option requires an argument -- 'B'\n$try" df -B
check_run "--sync takes no argument" 1 "" \
  "df: option '--sync' doesn't allow an argument\n$try" df --sync=1
check_run "ambiguous --s" 1 "" \
  "df: option '--s' is ambiguous; possibilities: '--si' '--sync'\n$try" df --s

# Block sizes: no --help hint, as GNU's xstrtol_fatal.
check_run "-B 0" 1 "" "df: invalid -B argument '0'\n" df -B 0 .
check_run "--block-size=x" 1 "" \
  "df: invalid --block-size argument 'x'\n" df --block-size=x .
check_run "abbreviated --bl" 1 "" \
  "df: invalid --block-size argument '-1'\n" df --bl=-1 .
check_run "bad suffix" 1 "" "df: invalid suffix in -B argument '1Q9'\n" \
  df -B1Q9 .
check_run "too large" 1 "" \
  "df: --block-size argument '99999999999999999999999' too large\n" \
  df --block-size 99999999999999999999999 .

# --output's field lists.
check_run "empty --output=" 1 "" \
  "df: option --output: field '' unknown\n$try" df --output= .
check_run "unknown field" 1 "" \
  "df: option --output: field 'Size' unknown\n$try" df --output=size,Size .
check_run "trailing comma" 1 "" \
  "df: option --output: field '' unknown\n$try" df --output=source, .
check_run "field twice" 1 "" \
  "df: option --output: field 'target' used more than once\n$try" \
  df --output=target,source,target .
check_run "field twice, two options" 1 "" \
  "df: option --output: field 'target' used more than once\n$try" \
  df --out=target,source --out=target .

# -i, -P and -T against --output, in either order.
for opt in -i -P -T; do
  msg="df: options $opt and --output are mutually exclusive\n$try"
  check_run "$opt --output" 1 "" "$msg" df $opt --output .
  check_run "--output $opt" 1 "" "$msg" df --output $opt .
done
# -P checked only while no other layout was chosen; -i comes first.
check_run "-P -i --output" 1 "" \
  "df: options -i and --output are mutually exclusive\n$try" \
  df -P -i --output .

# Types both selected and excluded: the last -t reported first.
check_run "-t and -x conflict" 1 "" \
  "df: file system type 'b' both selected and excluded\ndf: file system type 'a' both selected and excluded\n" \
  df -t a -t b -x a -x b
check_run "-F is -t" 1 "" \
  "df: file system type 'a' both selected and excluded\n" df -F a -x a .

# Operands that cannot be stat'ed.
check_run "missing operand" 1 "" \
  "df: nosuch: No such file or directory\n" df nosuch
check_run "--total, missing operand" 1 "" \
  "df: nosuch: No such file or directory\n" df --total nosuch
check_run "not a directory" 1 "" \
  "df: /dev/null/x: Not a directory\n" df /dev/null/x
check_run "colon quoted" 1 "" \
  "df: 'a:b': No such file or directory\n" df a:b

# Every row left out: GNU's message only when nothing else was said.
check_run "no file systems processed" 1 "" \
  "df: no file systems processed\n" df -t nosuchfstype .
check_run "unwanted type, with --total" 1 "" \
  "df: no file systems processed\n" df -t nosuchfstype --total .
check_run "no file systems, no table" 1 "" \
  "df: no file systems processed\n" df -t nosuchfstype

# A good operand next to a bad one: a row, and status 1.
df nosuch . > out 2> err
test $? = 1 || fail_ "mixed operands: status"
test "$(wc -l < out)" = 2 || fail_ "mixed operands: rows"
printf 'df: nosuch: No such file or directory\n' > exp
check_file "mixed operands: stderr" exp err

# --help names every option; --version says whose interface.
df --help > out || fail_ "--help status"
for opt in -a, --all --block-size= --human-readable --si --inodes ' -k ' \
           --local --no-sync --output --portability --sync --total \
           --type= --print-type --exclude-type= ' -v ' --help --version \
           DF_BLOCK_SIZE POSIXLY_CORRECT; do
  grep -q -e "$opt" out || fail_ "--help lacks $opt"
done
head -n1 out > first
printf 'Usage: df [OPTION]... [FILE]...\n' > exp
check_file "--help synopsis" exp first
df --version | head -n1 > out
grep -q '^df (GNU coreutils) 9\.11$' out ||
  fail_ "--version: $(cat out)"

# Write errors are reported.
if test -w /dev/full; then
  df . > /dev/full 2> err
  test $? = 1 || fail_ "/dev/full: status"
  printf 'df: write error: No space left on device\n' > exp
  check_file "/dev/full: stderr" exp err
fi

finish_
