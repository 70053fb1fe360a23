#!/bin/sh
# stdbuf: mode checks, the variables and LD_PRELOAD it sets, the
# library's effect on a stdio program, 125/126/127.
. "$abs_top_srcdir/tests/lib.sh"

try="Try 'stdbuf --help' for more information.\n"
lib=$abs_top_builddir/src/libstdbuf.so

check_run "missing operand" 125 '' "stdbuf: missing operand\n$try" stdbuf
check_run "no mode" 125 '' "stdbuf: you must specify a buffering mode option\n$try" stdbuf true
check_run "lower-case l" 125 '' "stdbuf: invalid -o argument 'l'\n" stdbuf -ol true
check_run "long option named short" 125 '' "stdbuf: invalid -o argument 'x'\n" stdbuf --output=x true
check_run "too large" 125 '' "stdbuf: -o argument '99999999999999999999' too large\n" stdbuf -o 99999999999999999999 true
check_run "bad suffix" 125 '' "stdbuf: invalid suffix in -e argument '1x'\n" stdbuf -e1x true
check_run "line-buffered input" 125 '' "stdbuf: line buffering standard input is meaningless\n$try" stdbuf -iL true
check_run "not found" 127 '' "stdbuf: failed to run command 'no-such': No such file or directory\n" stdbuf -o0 no-such
check_run "cannot run" 126 '' "stdbuf: failed to run command '.': Permission denied\n" stdbuf -o0 .
check_run "variables" 0 "1024\n0\nL\n$lib:$lib\n" '' env -i ${ASAN_OPTIONS:+ASAN_OPTIONS="$ASAN_OPTIONS"} LD_PRELOAD="$lib" "$abs_top_builddir/src/stdbuf" -i 1K -o 0 -e L "$abs_top_builddir/src/printenv" _STDBUF_I _STDBUF_O _STDBUF_E LD_PRELOAD
check_run "sizes" 0 "1000 2097152\n" '' stdbuf -i 1KB -o 2M sh -c 'echo $_STDBUF_I $_STDBUF_O'
check_run "library loaded" 0 'L\n' '' stdbuf -oL sh -c 'echo $_STDBUF_O'
# The library's own messages, as GNU's library words them; a size over
# half the address space is an allocation failure.
check_run "huge size" 0 '' "failed to allocate a 18446744073709551615 byte stdio buffer\n" stdbuf -o 18446744073709551615 true
check_run "huge input size" 0 '' "failed to allocate a 9223372036854775808 byte stdio buffer\n" stdbuf -i 9223372036854775808 true
# Standard error first, then input, then output, as GNU's library.
# (Not in a sanitized build: its allocator reports such sizes itself.)
if test "${COREBOX_BUILD_SANITIZED:-no}" != yes; then
  check_run "order of the streams" 0 '' "failed to allocate a 9223372036854775807 byte stdio buffer\nfailed to allocate a 9223372036854775808 byte stdio buffer\nfailed to allocate a 9223372036854775806 byte stdio buffer\n" stdbuf -o 9223372036854775806 -e 9223372036854775807 -i 9223372036854775808 true
fi
check_run "overflowing variable" 0 '' "failed to allocate a 18446744073709551615 byte stdio buffer\n" env _STDBUF_E=99999999999999999999 LD_PRELOAD="$lib" true
check_run "bad variable" 0 '' "invalid buffering mode 1x for stdout\n" env _STDBUF_O=1x LD_PRELOAD="$lib" true
check_run "zero-led variable" 0 'a\n' '' env _STDBUF_O=0x LD_PRELOAD="$lib" "$abs_top_builddir/src/echo" a
# No child process: stdbuf execs the command itself.
(ulimit -u 0 2>/dev/null; exec stdbuf -oL true) || fail_ "stdbuf forked"
finish_
