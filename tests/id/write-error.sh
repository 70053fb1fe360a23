#!/bin/sh
# id, groups: standard output on /dev/full.  GNU checks stdout's error
# flag after each user; once a "no such user" diagnostic's flush of an
# earlier user's line has failed, the next user's check reports "write
# error" naming the errno of the moment (none after a good lookup), not
# the ENOSPC that the exit-time write would name.
. "$abs_top_srcdir/tests/lib.sh"

getent passwd root > /dev/null || skip_ "needs user root"
test -w /dev/full || skip_ "needs /dev/full"
getent passwd nosuch > /dev/null && skip_ "user nosuch exists"

enospc='write error: No space left on device'
check_run "id one user" 1 '' "id: $enospc\n" sh -c 'id root > /dev/full'
check_run "id error first" 1 '' "id: 'nosuch': no such user\nid: $enospc\n" sh -c 'id nosuch root > /dev/full'
check_run "id error last" 1 '' "id: 'nosuch': no such user\nid: write error\n" sh -c 'id root nosuch > /dev/full'
check_run "id error between" 1 '' "id: 'nosuch': no such user\nid: write error\n" sh -c 'id root nosuch 0 > /dev/full'
check_run "id -u, empty user between" 1 '' "id: '': no such user\nid: write error\n" sh -c "id -u root '' root > /dev/full"
check_run "id -Gn, stops at the check" 1 '' "id: 'nosuch': no such user\nid: write error\n" sh -c 'id -Gn 0 nosuch root nosuch > /dev/full'
check_run "groups error first" 1 '' "groups: 'nosuch': no such user\ngroups: $enospc\n" sh -c 'groups nosuch root > /dev/full'
check_run "groups error between" 1 '' "groups: 'nosuch': no such user\ngroups: write error\n" sh -c 'groups root nosuch root > /dev/full'
check_run "groups error last" 1 '' "groups: 'nosuch': no such user\ngroups: write error\n" sh -c 'groups root nosuch > /dev/full'
finish_
