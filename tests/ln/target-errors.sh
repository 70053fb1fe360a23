#!/bin/sh
# ln: -t's directory is checked as the option is read (before the
# operand count), and a file operand in "extra operand" is shell-quoted
# in every locale, as GNU 9.11 does.
. "$abs_top_srcdir/tests/lib.sh"

try="Try 'ln --help' for more information.\n"
printf 'hi\n' > f; mkdir d
check_run "-t missing, no file" 1 '' "ln: failed to access 'nod': No such file or directory\n" ln -t nod
check_run "-t a file, no file" 1 '' "ln: target 'f' is not a directory\n" ln -t f
check_run "-t missing before a second -t" 1 '' "ln: failed to access 'nod': No such file or directory\n" ln -t nod -t d
check_run "-t twice" 1 '' "ln: multiple target directories specified\n" ln -t d -t nod
check_run "-t, no file" 1 '' "ln: missing file operand\n$try" ln -t d
check_run "-T, one file" 1 '' "ln: missing destination file operand after 'f'\n$try" ln -T f
check_run "-T, extra" 1 '' "ln: extra operand 'c'\n$try" ln -T f b c
if have_locale_ en_US.UTF-8; then
  check_run "-T, extra, UTF-8" 1 '' "ln: extra operand 'c'\n$try" env LC_ALL=en_US.UTF-8 ln -T f b c
fi
finish_
