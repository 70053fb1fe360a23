#!/bin/sh
# md5sum, sha*sum, b2sum: known test vectors, output forms, and the
# option errors (GNU coreutils 9.11 behaviour).
. "$abs_top_srcdir/tests/lib.sh"

printf abc > abc
: > empty
mkdir d

check_run "md5 abc" 0 '900150983cd24fb0d6963f7d28e17f72  abc\n' '' md5sum abc
check_run "sha1 abc" 0 'a9993e364706816aba3e25717850c26c9cd0d89d  abc\n' '' sha1sum abc
check_run "sha224 abc" 0 '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7  abc\n' '' sha224sum abc
check_run "sha256 abc" 0 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  abc\n' '' sha256sum abc
check_run "sha384 abc" 0 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7  abc\n' '' sha384sum abc
check_run "sha512 abc" 0 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f  abc\n' '' sha512sum abc
check_run "b2 abc" 0 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc\n' '' b2sum abc
check_run "b2 -l 128" 0 'cf4ab791c62b8d2b2109c90275287816  abc\n' '' b2sum -l 128 abc
check_run "b2 -l 128 --tag" 0 'BLAKE2b-128 (abc) = cf4ab791c62b8d2b2109c90275287816\n' '' b2sum -l 128 --tag abc
check_run "md5 empty stdin" 0 'd41d8cd98f00b204e9800998ecf8427e  -\n' '' sh -c 'md5sum < empty'
check_run "binary mark" 0 '900150983cd24fb0d6963f7d28e17f72 *abc\n' '' md5sum -b abc
check_run "tag" 0 'SHA1 (abc) = a9993e364706816aba3e25717850c26c9cd0d89d\n' '' sha1sum --tag abc
check_run "stdin twice" 0 '900150983cd24fb0d6963f7d28e17f72  -\nd41d8cd98f00b204e9800998ecf8427e  -\n' '' sh -c 'md5sum - - < abc'

# Without libcrypto the built-in code gives the same digests; several
# files go through the worker threads and come out in order.
for t in 1 4; do
  check_run "fallback, $t threads" 1 '900150983cd24fb0d6963f7d28e17f72  abc\nd41d8cd98f00b204e9800998ecf8427e  empty\n900150983cd24fb0d6963f7d28e17f72  abc\n' \
    "md5sum: d: Is a directory\nmd5sum: nosuch: No such file or directory\n" \
    env COREBOX_NO_LIBCRYPTO=1 COREBOX_THREADS=$t md5sum abc empty d nosuch abc
  check_run "sha512 fallback" 0 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f  abc\n' '' env COREBOX_NO_LIBCRYPTO=1 sha512sum abc
done

# Names with newline, carriage return or backslash are escaped.
printf 'a\nb' > "$(printf 'new\nline')"
check_run "escaped" 0 '\\8cdeb44417f3c26826595d5820cf5700  new\\nline\n' '' md5sum "$(printf 'new\nline')"
check_run "escaped tag" 0 '\\MD5 (new\\nline) = 8cdeb44417f3c26826595d5820cf5700\n' '' md5sum --tag "$(printf 'new\nline')"
check_run "-z unescaped" 0 '8cdeb44417f3c26826595d5820cf5700  new\nline\0' '' md5sum -z "$(printf 'new\nline')"

# Option errors.
try="Try 'md5sum --help' for more information.\n"
check_run "--tag -t" 1 '' "md5sum: --tag does not support --text mode\n$try" md5sum --tag -t abc
check_run "--quiet" 1 '' "md5sum: the --quiet option is meaningful only when verifying checksums\n$try" md5sum --quiet abc
check_run "--status" 1 '' "md5sum: the --status option is meaningful only when verifying checksums\n$try" md5sum --status abc
check_run "--warn" 1 '' "md5sum: the --warn option is meaningful only when verifying checksums\n$try" md5sum --warn abc
check_run "--strict" 1 '' "md5sum: the --strict option is meaningful only when verifying checksums\n$try" md5sum --strict abc
check_run "--ignore-missing" 1 '' "md5sum: the --ignore-missing option is meaningful only when verifying checksums\n$try" md5sum --ignore-missing abc
check_run "-c -z" 1 '' "md5sum: the --zero option is not supported when verifying checksums\n$try" md5sum -c -z abc
check_run "-c --tag" 1 '' "md5sum: the --tag option is meaningless when verifying checksums\n$try" md5sum -c --tag abc
check_run "-c -b" 1 '' "md5sum: the --binary and --text options are meaningless when verifying checksums\n$try" md5sum -c -b abc
check_run "b2 -l 7" 1 '' "b2sum: invalid length: '7'\nb2sum: length is not a multiple of 8\n" b2sum -l 7 abc
check_run "b2 -l 520" 1 '' "b2sum: invalid length: '520'\nb2sum: maximum digest length for 'BLAKE2b' is 512 bits\n" b2sum -l 520 abc
check_run "b2 -l x" 1 '' "b2sum: invalid length: 'x'\n" b2sum -l x abc
check_run "b2 -l -8" 1 '' "b2sum: invalid length: '-8': Value too large for defined data type\n" b2sum -l -8 abc
check_run "md5 -l" 1 '' "md5sum: invalid option -- 'l'\n$try" md5sum -l 8 abc
check_run "write error" 1 '' "md5sum: write error: No space left on device\n" sh -c 'md5sum abc > /dev/full'

exit $fail
