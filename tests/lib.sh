# tests/lib.sh -- sourced by every shell test under tests/.
#
# Gives each test a fresh scratch directory (removed on exit unless
# KEEP=yes), and helpers that compare exact bytes and exit statuses.
# A test exits 0 on success, 1 on failure, 77 when it must be skipped.

set -u
: "${abs_top_builddir:?run through make check}"
: "${abs_top_srcdir:?run through make check}"
LC_ALL=C; export LC_ALL
unset POSIXLY_CORRECT LANG LANGUAGE TZ

# Sanitizer builds: programs exit without freeing what they hold until
# exit (as GNU's do), so LeakSanitizer's exit-time report is noise; and
# tests that inject faults with LD_PRELOAD put their library before the
# ASan runtime.  Set ASAN_OPTIONS yourself to override.
: "${ASAN_OPTIONS=detect_leaks=0:verify_asan_link_order=0}"
export ASAN_OPTIONS

test_name=${0##*/}
test_tmp=$(mktemp -d "${TMPDIR:-/tmp}/corebox-test.XXXXXX") || exit 99
cleanup_ () { cd / && chmod -R u+rwx "$test_tmp" 2>/dev/null; rm -rf "$test_tmp"; }
if test "${KEEP:-no}" != yes; then trap cleanup_ EXIT; fi
cd "$test_tmp" || exit 99

fail=0

# fail_ MESSAGE: record a failure and say why.
fail_ () { printf '%s: FAIL: %s\n' "$test_name" "$*" >&2; fail=1; }

# skip_ REASON: the test cannot run here.
skip_ () { printf '%s: SKIP: %s\n' "$test_name" "$*" >&2; exit 77; }

# require_root_: skip unless running as root.
require_root_ () { test "$(id -u)" = 0 || skip_ "needs root"; }

# printf_fmt_ FORMAT: printf FORMAT, also when FORMAT begins with '-'
# (which printf would take for an option).
printf_fmt_ ()
{
  case $1 in
    -*) printf '%s' -; printf "${1#-}" ;;
    *) printf "$1" ;;
  esac
}

# check_run DESCRIPTION EXPECTED_STATUS EXPECTED_STDOUT EXPECTED_STDERR CMD...
# Runs CMD with stdin from /dev/null unless the caller redirected it, and
# compares the exit status and both outputs byte for byte.  The expected
# outputs are given as printf format strings (so \n and \t work, and a
# trailing newline is explicit).
check_run ()
{
  _desc=$1 _status=$2 _out=$3 _err=$4; shift 4
  "$@" > out.actual 2> err.actual
  _got=$?
  printf_fmt_ "$_out" > out.expected
  printf_fmt_ "$_err" > err.expected
  if test "$_got" != "$_status"; then
    fail_ "$_desc: exit status $_got, expected $_status"
  fi
  if ! cmp -s out.expected out.actual; then
    fail_ "$_desc: stdout differs"
    diff out.expected out.actual | head -20 >&2 || :
    od -c out.actual | head -10 >&2
  fi
  if ! cmp -s err.expected err.actual; then
    fail_ "$_desc: stderr differs"
    diff err.expected err.actual | head -20 >&2 || :
  fi
}

# check_file DESCRIPTION EXPECTED_FILE ACTUAL_FILE: byte-exact comparison.
check_file ()
{
  if ! cmp -s "$2" "$3"; then
    fail_ "$1: $3 differs from $2"
    diff "$2" "$3" | head -20 >&2 || :
  fi
}

# have_locale_ NAME: is the locale usable (e.g. en_US.UTF-8)?
have_locale_ ()
{
  test "$(LC_ALL=$1 locale charmap 2>/dev/null)" != "" &&
    LC_ALL=$1 locale 2>&1 | grep -q 'Cannot set' && return 1
  locale -a 2>/dev/null | grep -qix "$(printf %s "$1" | sed 's/UTF-8/utf8/')"
}

# check_read_errors_ PROG: the read-error paths every filter that reads
# its operands one after another shares, in GNU 9.11's words: a directory
# operand or stdin, a closed stdin (reported each time it is named, and
# once more when it is closed at the end), and a missing file.  Each
# case also checks that the readable operand still reaches stdout.
check_read_errors_ ()
{
  _p=$1
  printf 'a\n' > f
  mkdir -p d
  _ebadf="$_p: -: Bad file descriptor\n"
  check_run "directory operand" 1 'a\n' "$_p: d: Is a directory\n" "$_p" d f
  check_run "directory on stdin" 1 '' "$_p: -: Is a directory\n" sh -c "$_p < d"
  check_run "closed stdin" 1 '' "$_ebadf$_ebadf" sh -c "$_p <&-"
  check_run "closed stdin read twice" 1 'a\n' "$_ebadf$_ebadf$_ebadf" \
    sh -c "$_p - f - <&-"
  check_run "closed stdin not read" 0 'a\n' '' sh -c "$_p f <&-"
  check_run "missing file" 1 'a\n' "$_p: nofile: No such file or directory\n" \
    "$_p" nofile f
}

# finish_: the last line of every test.
# A make-believe terminal on stdout: strace makes every ioctl succeed, so
# the program's isatty answers yes.  have_fake_tty_ says whether this
# strace can inject results; on_fake_tty_ CMD... runs CMD that way and
# leaves the ioctl calls it made listed in ./st (one line each).
have_fake_tty_ ()
{
  command -v strace > /dev/null &&
    strace -o /dev/null -e inject=ioctl:retval=0 true 2> /dev/null
}
on_fake_tty_ () { strace -qq -o st -e trace=ioctl -e inject=ioctl:retval=0 "$@"; }

finish_ () { exit $fail; }
