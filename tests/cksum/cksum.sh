#!/bin/sh
# cksum and sum: every algorithm's known vectors, output forms, CRC
# code paths, and the option errors (GNU coreutils 9.11 behaviour).
. "$abs_top_srcdir/tests/lib.sh"

printf abc > abc
: > empty
check_run "crc" 0 '1219131554 3 abc\n' '' cksum abc
check_run "crc stdin" 0 '1219131554 3\n' '' sh -c 'cksum < abc'
check_run "crc empty" 0 '4294967295 0 empty\n' '' cksum empty
check_run "crc32b" 0 '891568578 3 abc\n0 0 empty\n' '' cksum -a crc32b abc empty
check_run "bsd" 0 '16556     1 abc\n00000     0 empty\n' '' cksum -a bsd abc empty
check_run "sysv" 0 '294 1 abc\n0 0 empty\n' '' cksum -a sysv abc empty
check_run "sum" 0 '16556     1 abc\n' '' sum abc
check_run "sum stdin" 0 '16556     1\n' '' sh -c 'sum < abc'
check_run "sum -s" 0 '294 1 abc\n' '' sum -s abc
check_run "sum -r" 0 '16556     1 abc\n' '' sum -s -r abc
check_run "md5" 0 'MD5 (abc) = 900150983cd24fb0d6963f7d28e17f72\n' '' cksum -a md5 abc
check_run "sm3" 0 'SM3 (abc) = 66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0\n' '' cksum -a sm3 abc
check_run "sha2" 0 'SHA384 (abc) = cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7\n' '' cksum -a sha2 -l 384 abc
check_run "sha3" 0 'SHA3-256 (abc) = 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532\n' '' cksum -a sha3 -l 256 abc
check_run "sha3 fallback" 0 'SHA3-256 (abc) = 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532\n' '' env COREBOX_NO_LIBCRYPTO=1 cksum -a sha3 -l 256 abc
check_run "sha3-224 empty" 0 'SHA3-224 (empty) = 6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7\n' '' env COREBOX_NO_LIBCRYPTO=1 cksum -a sha3 -l 224 empty
check_run "blake2b b64" 0 'BLAKE2b-64 (abc) = 2LsU2DPVlVk=\n' '' cksum -a blake2b -l 64 --base64 abc
check_run "untagged" 0 '900150983cd24fb0d6963f7d28e17f72  abc\n' '' cksum -a md5 --untagged abc
check_run "raw crc" 0 'H\252x\242' '' cksum --raw abc
check_run "raw bsd" 0 '@\254' '' cksum --raw -a bsd abc
check_run "raw md5" 0 '\220\001P\230<\322O\260\326\226?}(\341\177r' '' cksum --raw -a md5 abc

# The CRCs' carry-less and table code agree, at every length around
# the 64-byte blocks (the glibc tunable turns the former off).
i=0; : > long
while test $i -lt 40; do printf '%s\n' "line $i of a file" >> long; i=$((i + 1)); done
exp=$(cksum long; cksum -a crc32b long)
# The 256-bit code (off without AVX2) takes 128-byte blocks from 256.
for n in 1 63 64 65 127 128 129 200 255 256 257 383 384 385 640 703; do
  head -c $n long > part
  a=$(cksum part; cksum -a crc32b part)
  b=$(GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX,-PCLMULQDQ sh -c 'cksum part; cksum -a crc32b part')
  test "$a" = "$b" || fail_ "crc paths differ at $n bytes: $a / $b"
  c=$(GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX2 sh -c 'cksum part; cksum -a crc32b part')
  test "$a" = "$c" || fail_ "crc paths differ at $n bytes: $a / $c"
done
# BLAKE2b's AVX-512, AVX2 and portable compressions (the tunables turn
# the first two off) agree at every length around the 128-byte blocks.
for n in 0 1 127 128 129 255 256 257 640 703; do
  head -c $n long > part
  a=$(b2sum part; b2sum -l 96 part)
  b=$(GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX2 sh -c 'b2sum part; b2sum -l 96 part')
  test "$a" = "$b" || fail_ "blake2b paths differ at $n bytes: $a / $b"
  c=$(GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX512F sh -c 'b2sum part; b2sum -l 96 part')
  test "$a" = "$c" || fail_ "blake2b AVX2 and AVX-512 differ at $n bytes: $a / $c"
done
check_run "blake2b abc" 0 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc\n' '' b2sum abc
check_run "blake2b abc portable" 0 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc\n' '' env GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX2 COREBOX_NO_LIBCRYPTO=1 b2sum abc
check_run "debug generic" 0 '4294967295 0 /dev/null\n' 'cksum: avx512 support not detected
cksum: avx2 support not detected
cksum: pclmul support not detected
' env GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX2,-AVX,-PCLMULQDQ cksum --debug /dev/null
check_run "debug crc32b generic" 0 '0 0 /dev/null\n' 'cksum: pclmul support not detected
' env GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX2,-AVX,-PCLMULQDQ cksum -a crc32b --debug /dev/null
check_run "crc 726" 0 '2641360191 710 long\n' '' cksum long

try="Try 'cksum --help' for more information.\n"
check_run "sha2 no -l" 1 '' 'cksum: --algorithm=sha2 requires specifying --length 224, 256, 384, or 512\n' cksum -a sha2 abc
check_run "sha2 -l 100" 1 '' "cksum: invalid length: '100'\ncksum: digest length for 'SHA2' must be 224, 256, 384, or 512\n" cksum -a sha2 -l 100 abc
check_run "md5 -l" 1 '' 'cksum: --length is only supported with --algorithm blake2b, sha2, or sha3\n' cksum -a md5 -l 128 abc
check_run "-t" 1 '' "cksum: --text mode is only supported with --untagged\n$try" cksum -t abc
check_run "raw base64" 1 '' "cksum: --base64 and --raw are mutually exclusive\n$try" cksum --raw --base64 abc
check_run "raw many" 1 '' 'cksum: the --raw option is not supported with multiple files\n' cksum --raw abc empty
check_run "-a abbrev" 1 '' "cksum: invalid argument 'sha' for '--algorithm'
Valid arguments are:
  - 'bsd'
  - 'sysv'
  - 'crc'
  - 'crc32b'
  - 'md5'
  - 'sha1'
  - 'sha224'
  - 'sha256'
  - 'sha384'
  - 'sha512'
  - 'sha2'
  - 'sha3'
  - 'blake2b'
  - 'sm3'
$try" cksum -a sha abc
check_run "missing" 1 '16556     1 abc\n' 'sum: nosuch: No such file or directory\n' sum abc nosuch
check_run "sum -c" 1 '' "sum: invalid option -- 'c'\nTry 'sum --help' for more information.\n" sum -c abc


# Files of a megabyte or more are mapped, eight megabytes at a time:
# 8,488,896 bytes are two windows, and standard input at an offset that
# is not a page's starts inside the first.  The results are GNU's.
seq 1 1200000 > big
for t in 1 3; do
  check_run "mapped, $t threads" 0 '2901499871 8488896 big\n3361470998 8488896 big\n2901499871 8488896 big\n' '' \
    env COREBOX_THREADS=$t sh -c 'cksum big && cksum -a crc32b big && cksum big'
  check_run "mapped md5, $t threads" 0 '281b9d98cb07e04b0c9032be6902a444  big\n281b9d98cb07e04b0c9032be6902a444  big\n' '' \
    env COREBOX_THREADS=$t md5sum big big
done
# Between one buffer (64 KiB) and a megabyte: read, not mapped.
seq 1 20000 > mid
check_run "two buffers" 0 '3231941463 108894 mid\n' '' cksum mid
check_run "two buffers md5" 0 'e071f707df7bbeee2a6a1eb48011ddd0  mid\n' '' md5sum mid
check_run "mapped sum -r" 0 '46756  8290 big\n' '' sum -r big
check_run "mapped sum -s" 0 '63801 16580 big\n' '' sum -s big
check_run "mapped b2sum -l 64" 0 '7ff8499627d1b5ae  big\n' '' b2sum -l 64 big
check_run "mapped sha256" 0 '519168e0948062e17bc7c763851f4126da6706a14449b32a8c758c5b30f5c1ae  big\n' '' sha256sum big
check_run "mapped stdin at 4097" 0 '1057387720 8484799\n' '' \
  sh -c '(dd bs=4097 count=1 of=/dev/null status=none; cksum) < big'
check_run "mapped stdin twice" 0 '45d13fc7f9ebb8d52b4a3f5c6caa932c  -\nd41d8cd98f00b204e9800998ecf8427e  -\n' '' \
  sh -c '(dd bs=4097 count=1 of=/dev/null status=none; md5sum - -) < big'

exit $fail
