#!/bin/sh
# runcon: option parsing, the command's exit statuses, and the failures
# of a kernel without SELinux.  Expected bytes are those of GNU
# coreutils 9.11.
. "$abs_top_srcdir/tests/lib.sh"

try="Try 'runcon --help' for more information.\n"
check_run "two users" 125 '' "runcon: multiple users\n" runcon -u a -u b true
check_run "two roles" 125 '' "runcon: multiple roles\n" runcon -r a -r b x
check_run "two types" 125 '' "runcon: multiple types\n" runcon -t a -t b true
check_run "two ranges" 125 '' "runcon: multiple levelranges\n" runcon -l a -l b
check_run "unknown option" 125 '' "runcon: unrecognized option '--bogus'\n$try" runcon --bogus
check_run "invalid option" 125 '' "runcon: invalid option -- 'j'\n$try" runcon -j true
check_run "missing argument" 125 '' "runcon: option requires an argument -- 'u'\n$try" runcon -u
check_run "no command" 125 '' "runcon: no command specified\n$try" runcon x
check_run "no command after --" 125 '' "runcon: no command specified\n$try" runcon -- x
runcon --help | grep -q '^Usage: runcon ' || fail_ "--help: no usage line"
runcon --help | grep -q '^  125  if runcon itself fails$' || fail_ "--help: exit statuses"
test "$(runcon --version | sed 1q)" = "runcon (GNU coreutils) 9.11" ||
  fail_ "--version line"

if test -d /sys/fs/selinux || grep -q selinuxfs /proc/filesystems; then
  finish_
fi
diag="runcon: runcon may be used only on a SELinux kernel\n"
check_run "context" 125 '' "$diag" runcon x true
check_run "-c" 125 '' "$diag" runcon -c true
check_run "--compute" 125 '' "$diag" runcon --compute -- true
check_run "parts" 125 '' "$diag" runcon --user=a --role=b --type=c --range=d true
# Options after the command are the command's (no reordering).
check_run "no reordering" 125 '' "$diag" runcon true -j
# Without a context to print: libselinux's getcon error.
if ! cat /proc/self/attr/current > /dev/null 2>&1; then
  err=$(cat /proc/self/attr/current 2>&1 > /dev/null | sed 's/.*: //')
  check_run "no operand" 125 '' "runcon: failed to get current context: $err\n" runcon
  check_run "-c alone" 125 '' "runcon: failed to get current context: $err\n" runcon -c
fi
finish_
