import os, pty, signal, sys, select
# tests/ls/on-pty-signal.py LS DIR SIGNAL [ignore]: run LS --color=always -1 DIR
# on a pseudo-terminal (its controlling terminal), send SIGNAL once it
# has written its first colour, and print how it ended and the bytes
# around the signal.
ls, d, name = sys.argv[1:4]
sig = getattr(signal, name)
ignore = len(sys.argv) > 4
pid, fd = pty.fork()
if pid == 0:
    import tty
    tty.setraw(0)
    # The test's own environment may have the signal ignored (a job
    # started in the background has SIGINT and SIGQUIT ignored), and ls
    # rightly keeps an ignored signal ignored: set what the case needs.
    signal.signal(sig, signal.SIG_IGN if ignore else signal.SIG_DFL)
    os.environ['LS_COLORS'] = 'fi=01;31'
    os.execv(ls, [ls, '--color=always', '-1', d])
def drain(out, stop_at=None):
    while True:
        r, _, _ = select.select([fd], [], [], 10)
        if not r:
            return out
        try:
            b = os.read(fd, 65536)
        except OSError:
            return out
        if not b:
            return out
        out += b
        if stop_at and stop_at in out:
            return out
out = drain(b'', b'\x1b[01;31m')
os.kill(pid, sig)
if sig == signal.SIGTSTP:
    # Drain while waiting: the stop comes at the next name ls writes.
    p, st = os.waitpid(pid, os.WUNTRACED | os.WNOHANG)
    while not p:
        r, _, _ = select.select([fd], [], [], 0.05)
        if r:
            try:
                out += os.read(fd, 65536)
            except OSError:
                break
        p, st = os.waitpid(pid, os.WUNTRACED | os.WNOHANG)
    print('stopped by', os.WSTOPSIG(st) if os.WIFSTOPPED(st) else None)
    if not os.WIFSTOPPED(st):
        print('ended', st)
        sys.exit(0)
    os.kill(pid, signal.SIGCONT)
out = drain(out)
_, st = os.waitpid(pid, 0)
print('killed by', os.WTERMSIG(st) if os.WIFSIGNALED(st) else None,
      'exit', os.WEXITSTATUS(st) if os.WIFEXITED(st) else None)
# The names are f0..f29999: print what ends the output, and for a
# stop, what surrounds the restore sequence.
import re
print('tail', repr(re.sub(rb'f[0-9]+', b'F', out[-20:])))
i = out.find(b'\x1b[m')
print('restore', repr(re.sub(rb'f[0-9]+', b'F', out[i-12:i+10])) if i >= 0 else None)
