#!/usr/bin/env python3
# utmp-gen.py OUTPUT TTY_FILE -- write a utmp file (glibc's x86-64/
# generic layout, 384-byte records) for the who-family tests.
# TTY_FILE (an absolute name) is the line of one logged-in user, so
# that the tests can set its mode and access time.
import struct, sys

def rec(typ, pid, line, id_, user, host, t, term=0, exit_=0, sess=0):
    b = lambda s, n: s.encode().ljust(n, b'\0')[:n]
    return struct.pack('<hxxi32s4s32s256shhiii16s20s', typ, pid,
                       b(line, 32), b(id_, 4), b(user, 32), b(host, 256),
                       term, exit_, sess, t, 0, b'', b'')

BOOT, RUN_LVL, NEW_TIME, INIT, LOGIN, USER, DEAD = 2, 1, 3, 5, 6, 7, 8
T = 1700000000          # 2023-11-14 22:13:20 UTC
out = open(sys.argv[1], 'wb')
tty = sys.argv[2]
out.write(rec(BOOT, 0, '~', '~~', 'reboot', '6.1.0', T))
out.write(rec(RUN_LVL, ord('N') * 256 + ord('5'), '~', '~~', 'runlevel', '', T + 60))
out.write(rec(NEW_TIME, 0, '{', '', '', '', T + 90))
out.write(rec(INIT, 401, 'tty2', '2', '', '', T + 120))
out.write(rec(LOGIN, 402, 'tty3', '3', 'LOGIN', '', T + 180))
out.write(rec(USER, 1001, 'pts/91', 'ts/9', 'zoe', 'example.org', T + 3600))
out.write(rec(USER, 1002, tty, 'tty', 'alice', 'host:0.0', T + 7200))
out.write(rec(USER, 1003, 'pts/93', 'ts/3', 'bob', '', T + 7260))
out.write(rec(USER, 1004, 'pts/94', 'ts/4', 'averyverylongname', ':1', T + 86400))
out.write(rec(DEAD, 1005, 'pts/95', 'ts/5', '', '', T + 90000, 0, 3))
out.write(rec(USER, 0, 'pts/96', 'ts/6', '', '', T + 90060))
