#!/bin/sh
# Builds the fuzz targets named (default: all of tests/fuzz/manual/*.c) by hand
# into $FZ_OUT (default /tmp/fz2/bin), for use before `make fuzz` exists.
# Run from the top of a configured and built tree.
out=${FZ_OUT:-/tmp/fz2/bin}
mkdir -p "$out"
cflags="-g -O1 -fsanitize=fuzzer,address,undefined -fno-omit-frame-pointer -no-pie
 -I. -Ilib -Isrc -Wno-unused-function"
libs="src/libcorebox.a lib/libgnu.a -lpthread -ldl -lm"
[ $# -gt 0 ] || set -- tests/fuzz/manual/*.c
st=0
for t; do
  n=$(basename "$t" .c)
  clang $cflags -Wl,--wrap=exit -Wl,--wrap=error "$t" $libs -o "$out/$n" || st=1
done
exit $st
