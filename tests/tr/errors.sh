#!/bin/sh
# tr: operand counts and invalid sets give GNU's diagnostics and status 1.
. "$abs_top_srcdir/tests/lib.sh"

try="Try 'tr --help' for more information.\n"
e ()
{
  _d=$1 _err=$2; shift 2
  check_run "$_d" 1 '' "$_err" tr "$@"
}

e no-operand "tr: missing operand\n$try"
e delete-no-operand "tr: missing operand\n$try" -d
e one-translate "tr: missing operand after 'a'\nTwo strings must be given when translating.\n$try" a
e ds-one "tr: missing operand after 'a'\nTwo strings must be given when both deleting and squeezing repeats.\n$try" -ds a
e d-two "tr: extra operand 'b'\nOnly one string may be given when deleting without squeezing repeats.\n$try" -d a b
e three "tr: extra operand 'c'\n$try" a b c
e d-three "tr: extra operand 'b'\n$try" -d a b c
e opt-A "tr: invalid option -- '-'\n$try" -A-Z
e bad-option "tr: invalid option -- 'x'\n$try" -x a
e bad-long "tr: unrecognized option '--bogus'\n$try" --bogus a
e reverse-range "tr: range-endpoints of 'z-a' are in reverse collating sequence order\n" z-a x
e reverse-range-esc "tr: range-endpoints of '\\\\012-\\\\007' are in reverse collating sequence order\n" '\n-\a' x
e bad-class "tr: invalid character class 'fooclass'\n" '[:fooclass:]' x
e bad-class-esc "tr: invalid character class '\\\\\\\\n'\n" '[:\n:]' x
e empty-class "tr: missing character class name '[::]'\n" '[::]' x
e empty-equiv "tr: missing equivalence class character '[==]'\n" '[==]' x
e long-equiv "tr: ab: equivalence class operand must be a single character\n" '[=ab=]' x
e o-rep-1 "tr: invalid repeat count '08' in [c*n] construct\n" '[b*08]' '[x*]'
e rep-x "tr: invalid repeat count '1x' in [c*n] construct\n" a '[b*1x]'
e rep-max "tr: invalid repeat count '18446744073709551615' in [c*n] construct\n" a '[b*18446744073709551615]'
e rep-neg "tr: invalid repeat count '-1' in [c*n] construct\n" a '[b*-1]'
e too-many "tr: too many characters in set\n" 'a[b*18446744073709551614][c*18446744073709551614]' x
e repeat-s1 "tr: the [c*] repeat construct may not appear in string1\n" '[a*]' x
e two-repeats "tr: only one [c*] repeat construct may appear in string2\n" a '[b*][c*]'
e repeat-not-translating "tr: the [c*] construct may appear in string2 only when translating\n" -ds a '[b*]'
e equiv-s2 "tr: [=c=] expressions may not appear in string2 when translating\n" '[=a=]' '[=b=]'
e class-s2 "tr: when translating, the only character classes that may appear in\nstring2 are 'upper' and 'lower'\n" a '[:digit:]'
e empty-s2 "tr: when not truncating set1, string2 must be non-empty\n" a ''
e class-end "tr: when translating with string1 longer than string2,\nthe latter string must not end with a character class\n" '[:upper:] ' '[:lower:]'
e compl-class "tr: when translating with complemented character classes,\nstring2 must map all characters in the domain to one\n" -cs '[:upper:]' 'X[Y*]'
e compl-class-t "tr: when translating with complemented character classes,\nstring2 must map all characters in the domain to one\n" -ct '[:upper:]' X
misal="tr: misaligned [:upper:] and/or [:lower:] construct\n"
e misaligned-1 "$misal" 'A-Z[:lower:]' 'a-y[:upper:]'
e misaligned-2 "$misal" '[:upper:][:lower:]' 'a-y[:upper:]'
e misaligned-3 "$misal" 'A-Y[:lower:]' 'a-z[:upper:]'
e misaligned-4 "$misal" 'A-Z[:lower:]' '[:lower:][:upper:]'
e misaligned-5 "$misal" 'A-Z[:lower:]' '[:lower:]A-Z'
e misaligned-end "$misal" '' '[:upper:]'
e compl-upper-lower "tr: when translating with complemented character classes,\nstring2 must map all characters in the domain to one\n" -c '[:upper:]\000-\370' '[:lower:]'
check_run ok-aligned-1 0 '' '' tr '[:upper:][:lower:]' 'a-z[:upper:]'
check_run ok-aligned-2 0 '' '' tr '[:upper:][:lower:]' '[:upper:]a-z'
check_run ok-beyond 0 '' '' tr -s '\0' 'AB[:upper:]'

# Read and write errors.
check_run read-error 1 '' "tr: read error: Is a directory\n" tr a b < /
check_run read-error-closed 1 '' "tr: read error: Bad file descriptor\n" \
  sh -c 'tr a b <&-'
if test -w /dev/full; then
  echo abc | tr a b > /dev/full 2> err
  test $? = 1 || fail_ "write error status"
  printf 'tr: write error: No space left on device\n' > exp
  check_file write-error exp err
fi
# With SIGPIPE ignored, writing to a pipe whose reader has gone is a
# write error (descriptor 4: a FIFO's write end once its reader closed).
if mkfifo fifo && exec 3<>fifo 4>fifo 3<&-; then
  check_run "closed pipe" 1 '' "tr: write error: Broken pipe\n" \
    sh -c "trap '' PIPE; echo abc | tr a b >&4"
  exec 4>&-
fi

if have_locale_ en_US.UTF-8; then
  LC_ALL=en_US.UTF-8 check_run utf8-quotes 1 '' "tr: missing operand after \342\200\230a\342\200\231\nTwo strings must be given when translating.\n$try" tr a
fi
finish_
