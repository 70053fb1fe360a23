#!/usr/bin/env python3
# on-pty.py 'CMD1 ;; CMD2 ...' -- run each shell command in turn with
# standard input the slave side of one new pseudo-terminal (standard
# output and error are pipes), printing for each "$ CMD", its output,
# its diagnostics and "[STATUS]".  For the stty tests.
import os, pty, subprocess, sys
master, slave = pty.openpty()
for cmd in sys.argv[1].split(' ;; '):
    r = subprocess.run(['sh', '-c', cmd], stdin=slave, capture_output=True)
    out = sys.stdout.buffer
    out.write(b'$ ' + cmd.encode() + b'\n' + r.stdout + r.stderr
              + b'[%d]\n' % r.returncode)
