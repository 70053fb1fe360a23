#!/bin/sh
# env --env0-from given twice: the last one is read, as in GNU's env.
. "$abs_top_srcdir/tests/lib.sh"

printf 'A=1\0' > f; printf 'B=2\0' > g
check_run "last file" 0 'B=2\n' '' env -i --env0-from=f --env0-from=g
check_run "a missing first file" 0 'B=2\n' '' env -i --env0-from=nofile --env0-from=g
check_run "a missing last file" 125 '' "env: cannot read 'nofile': No such file or directory\n" \
  env -i --env0-from=g --env0-from=nofile
finish_
