#!/bin/sh
# base64 and base32: encoding, wrapping, GNU's decoding rules (padding,
# newlines, garbage, missing padding) and the errors.
. "$abs_top_srcdir/tests/lib.sh"

printf 'hello world\n' > hw
check_run "encode" 0 'aGVsbG8gd29ybGQK\n' '' base64 hw
check_run "encode stdin" 0 'aGVsbG8gd29ybGQK\n' '' sh -c 'base64 < hw'
check_run "base32" 0 'NBSWY3DPEB3W64TMMQFA====\n' '' base32 hw
check_run "-w 4" 0 'aGVs\nbG8g\nd29y\nbGQK\n' '' base64 -w 4 hw
check_run "-w 0" 0 'aGVsbG8gd29ybGQK' '' base64 -w 0 hw
check_run "-w 5 base32" 0 'NBSWY\n3DPEB\n3W64T\nMMQFA\n====\n' '' base32 --wrap=5 hw
check_run "empty" 0 '' '' sh -c ': | base64'
check_run "decode" 0 'hello world\n' '' sh -c 'base64 hw | base64 -d'
check_run "decode base32" 0 'hello world\n' '' sh -c 'base32 hw | base32 --decode'
check_run "concatenated" 0 'aa' '' sh -c "printf 'YQ==YQ==' | base64 -d"
check_run "no padding" 0 'a' '' sh -c "printf 'YQ' | base64 -d"
check_run "no padding 32" 0 'abc' '' sh -c "printf 'MFRGG' | base32 -d"
check_run "newlines" 0 'abcd' '' sh -c "printf 'YWJj\nZA==\n' | base64 -d"
check_run "garbage" 1 '' 'base64: invalid input\n' sh -c "printf 'Y Q==' | base64 -d"
check_run "-i" 0 'a' '' sh -c "printf 'Y Q==' | base64 -d -i"
check_run "bad padding" 1 'a' 'base64: invalid input\n' sh -c "printf 'YW=j' | base64 -d"
check_run "partial then bad" 1 'abc' 'base64: invalid input\n' sh -c "printf 'YWJj*' | base64 -d"
# A large input, in many blocks, round trip.
i=0; : > big
while test $i -lt 3000; do printf '%s\n' "line $i: some text to encode" >> big; i=$((i + 1)); done
base64 big > big.b64 && base64 -d big.b64 > big.out && cmp -s big big.out || fail_ "round trip"
base32 -w 0 big | base32 -d > big.out32 && cmp -s big big.out32 || fail_ "round trip 32"

check_run "non-canonical" 1 'ab' 'base64: invalid input\n' sh -c "printf 'YWJ=' | base64 -d"
check_run "end with =" 1 'a' 'base64: invalid input\n' sh -c "printf 'YQ=' | base64 -d"
check_run "base32 bad pad" 1 'ab' 'base32: invalid input\n' sh -c "printf 'MFRG=GGG' | base32 -d"

try="Try 'base64 --help' for more information.\n"
check_run "bad wrap" 1 '' "base64: invalid wrap size: 'x'\n" base64 -w x hw
check_run "negative wrap" 1 '' "base64: invalid wrap size: '-1'\n" base64 -w -1 hw
check_run "extra operand" 1 '' "base64: extra operand 'b'\n$try" base64 a b
check_run "no file" 1 '' 'base64: nosuch: No such file or directory\n' base64 nosuch
mkdir d
check_run "directory" 1 '' 'base64: read error: Is a directory\n' base64 d
check_run "directory -d" 1 '' 'base64: read error: Is a directory\n' base64 -d d
check_run "write error" 1 '' 'base64: write error: No space left on device\n' sh -c 'base64 hw > /dev/full'

exit $fail
