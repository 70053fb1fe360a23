#!/bin/sh
# md5sum -c and cksum -c: line forms, summaries, statuses, and the
# checking options (GNU coreutils 9.11 behaviour).
. "$abs_top_srcdir/tests/lib.sh"

printf abc > abc
: > empty
{
  printf '900150983cd24fb0d6963f7d28e17f72  abc\n'
  printf 'd41d8cd98f00b204e9800998ecf8427e  empty\n'
  printf 'garbage\n'
  printf '900150983cd24fb0d6963f7d28e17f72  missing\n'
  printf '00000000000000000000000000000000  abc\n'
} > sums
sum_err='md5sum: missing: No such file or directory
md5sum: WARNING: 1 line is improperly formatted
md5sum: WARNING: 1 listed file could not be read
md5sum: WARNING: 1 computed checksum did NOT match\n'
check_run "-c" 1 'abc: OK\nempty: OK\nmissing: FAILED open or read\nabc: FAILED\n' "$sum_err" md5sum -c sums
check_run "-c --quiet" 1 'missing: FAILED open or read\nabc: FAILED\n' "$sum_err" md5sum -c --quiet sums
check_run "-c -w" 1 'abc: OK\nempty: OK\nmissing: FAILED open or read\nabc: FAILED\n' "md5sum: sums: 3: improperly formatted MD5 checksum line\n$sum_err" md5sum -c -w sums
check_run "-c --status" 1 '' 'md5sum: missing: No such file or directory\n' md5sum -c --status sums
check_run "-c --ignore-missing" 1 'abc: OK\nempty: OK\nabc: FAILED\n' 'md5sum: WARNING: 1 line is improperly formatted\nmd5sum: WARNING: 1 computed checksum did NOT match\n' md5sum -c --ignore-missing sums
for t in 1 3; do
  check_run "threads $t" 1 'abc: OK\nempty: OK\nmissing: FAILED open or read\nabc: FAILED\n' "$sum_err" env COREBOX_THREADS=$t md5sum -c sums
done

head -n 2 sums > good
check_run "all good" 0 'abc: OK\nempty: OK\n' '' md5sum -c good
check_run "--strict ok" 0 'abc: OK\nempty: OK\n' '' md5sum -c --strict good
head -n 3 sums > bad
check_run "--strict" 1 'abc: OK\nempty: OK\n' 'md5sum: WARNING: 1 line is improperly formatted\n' md5sum -c --strict bad
check_run "not strict" 0 'abc: OK\nempty: OK\n' 'md5sum: WARNING: 1 line is improperly formatted\n' md5sum -c bad

# Forms: BSD and OpenSSL tags, CRLF, comments, upper case, reversed.
printf 'MD5 (abc) = 900150983cd24fb0d6963f7d28e17f72\r\n# c\n\nMD5(empty)= d41d8cd98f00b204e9800998ecf8427e\n' > tagged
check_run "tags" 0 'abc: OK\nempty: OK\n' '' md5sum -c tagged
printf '900150983CD24FB0D6963F7D28E17F72 abc\n' > rev
check_run "reversed" 0 'abc: OK\n' '' md5sum -c rev
printf '900150983cd24fb0d6963f7d28e17f72 abc\n900150983cd24fb0d6963f7d28e17f72  abc\n' > mixed
# Once a line has the reversed form, a two-space line reads as one too.
check_run "no mixing" 1 "abc: OK\n' abc': FAILED open or read\n" "md5sum: ' abc': No such file or directory\nmd5sum: WARNING: 1 listed file could not be read\n" md5sum -c mixed
printf '900150983cd24fb0d6963f7d28e17f72  -\n' > dash
check_run "stdin named" 0 '-: OK\n' '' sh -c 'md5sum -c dash < abc'
check_run "stdin both" 1 '' "md5sum: 'standard input': no properly formatted checksum lines found\n" sh -c 'md5sum -c < dash'
printf '\\8cdeb44417f3c26826595d5820cf5700  new\\xline\n' > esc
check_run "bad escape" 1 '' "md5sum: esc: no properly formatted checksum lines found\n" md5sum -c esc
printf 'a\nb' > "$(printf 'new\nline')"
md5sum "$(printf 'new\nline')" > esc2
check_run "escaped name" 0 "'new'\$'\\\\n''line': OK\n" '' md5sum -c esc2
check_run "no file" 1 '' 'md5sum: nosuch: No such file or directory\n' md5sum -c nosuch
mkdir d
check_run "directory" 1 '' 'md5sum: d: read error\n' md5sum -c d
check_run "nothing verified" 1 '' 'md5sum: dash: no file was verified\n' sh -c 'printf "900150983cd24fb0d6963f7d28e17f72  nosuch\\n" > dash; md5sum -c --ignore-missing dash'
printf '900150983cd24fb0d6963f7d28e17f72  gone\n' > gonesum
check_run "ignore missing" 1 '' 'md5sum: gonesum: no file was verified\n' md5sum -c --ignore-missing gonesum

# cksum: the tag chooses the algorithm; lengths and base64 digests.
cksum -a sha2 -l 256 abc > c1
cksum -a sha3 -l 384 --untagged --base64 abc > c2
cksum -a blake2b -l 24 --base64 abc empty > c3
check_run "cksum sha2" 0 'abc: OK\n' '' cksum -c c1
check_run "cksum sha3 b64" 0 'abc: OK\n' '' cksum -a sha3 -c c2
check_run "cksum b2 b64" 0 'abc: OK\nempty: OK\n' '' cksum -c c3
check_run "cksum untagged needs -a" 1 '' "cksum: c2: no properly formatted checksum lines found\n" cksum -c c2
printf 'CRC (abc) = 1\nSM3 (abc) = 66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0\n' > c4
check_run "cksum sm3, no crc" 0 'abc: OK\n' 'cksum: c4: 1: improperly formatted CRC checksum line\ncksum: WARNING: 1 line is improperly formatted\n' cksum -c -w c4
check_run "cksum -a crc -c" 1 '' 'cksum: --check is not supported with --algorithm={bsd,sysv,crc,crc32b}\n' cksum -a crc -c c1

exit $fail
