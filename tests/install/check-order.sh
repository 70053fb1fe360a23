#!/bin/sh
# install: which error wins when several apply (GNU 9.11's order: option
# combinations, then the operand count, then the target, then the mode,
# -C with -s, and the owner and group last), and which of them carry the
# --help hint.
. "$abs_top_srcdir/tests/lib.sh"

try="Try 'install --help' for more information.\n"
printf 'hi\n' > f; mkdir d
check_run "-d -t" 1 '' "install: target directory not allowed when installing a directory\n" install -d -t d
check_run "-d -s before operands" 1 '' "install: the strip option may not be used when installing a directory\n" install -d -s
check_run "-T -t, no file" 1 '' "install: missing file operand\n$try" install -T -t d
check_run "-T -t" 1 '' "install: cannot combine --target-directory (-t) and --no-target-directory (-T)\n" install -T -t d f
check_run "-s -C, no file" 1 '' "install: missing file operand\n$try" install -s -C
check_run "-o BAD, no file" 1 '' "install: missing file operand\n$try" install -o nosuchuser
check_run "-g BAD, one file" 1 '' "install: missing destination file operand after 'f'\n$try" install -g nosuchgrp f
check_run "-o BAD -t missing" 1 '' "install: failed to access 'nod': No such file or directory\n" install -o nosuchuser -t nod f
check_run "-o BAD, bad target" 1 '' "install: target 'nod': No such file or directory\n" install -o nosuchuser f f nod
check_run "-m bad before -C -s" 1 '' "install: invalid mode 'bad'\n" install -m bad -C -s f g
check_run "-C -s before -o" 1 '' "install: options --compare (-C) and --strip are mutually exclusive\n$try" install -C -s -o nosuchuser f g
check_run "-C with set-ID" 0 '' "install: the --compare (-C) option is ignored when you specify a mode with non-permission bits\n" install -C -m 4755 f g
check_run "-C with set-ID, two files" 0 '' "install: the --compare (-C) option is ignored when you specify a mode with non-permission bits\n" install -C -m 1755 f g d
check_run "extra operand, -T" 1 '' "install: extra operand 'x y'\n$try" install -T f g 'x y'
if have_locale_ en_US.UTF-8; then
  check_run "extra operand, UTF-8" 1 '' "install: extra operand 'h'\n$try" env LC_ALL=en_US.UTF-8 install -T f g h
fi
test -d /sys/fs/selinux || check_run "--context warns at once" 1 '' "install: warning: ignoring --context; it requires an SELinux-enabled kernel\ninstall: missing file operand\n$try" install --context=x
finish_
