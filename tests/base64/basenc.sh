#!/bin/sh
# basenc: every encoding, both ways, with GNU's errors.
. "$abs_top_srcdir/tests/lib.sh"

printf 'hello world\n' > hw
printf '\000\000abc\377' > bin6
printf 'abcd' > four
check_run "base64" 0 'aGVsbG8gd29ybGQK\n' '' basenc --base64 hw
check_run "base64url" 0 'AABhYmP_\n' '' basenc --base64url bin6
check_run "base64url rejects +" 1 '' 'basenc: invalid input\n' sh -c "printf 'AABhYmP/' | basenc --base64url -d"
check_run "base32" 0 'NBSWY3DPEB3W64TMMQFA====\n' '' basenc --base32 hw
check_run "base32hex" 0 'D1IMOR3F41RMUSJCCG50====\n' '' basenc --base32hex hw
check_run "base32hex -d" 0 'hello world\n' '' sh -c 'basenc --base32hex hw | basenc --base32hex -d'
check_run "base16" 0 '0000616263FF\n' '' basenc --base16 bin6
check_run "base16 -d" 0 '\n\013' '' sh -c "printf '0a0B' | basenc --base16 -d"
check_run "base16 odd" 1 '\n' 'basenc: invalid input\n' sh -c "printf '0a0' | basenc --base16 -d"
check_run "base16 -i" 0 '\n\013' '' sh -c "printf '0a 0b' | basenc --base16 -d -i"
check_run "base2msbf" 0 '000000000000000001100001011000100110001111111111\n' '' basenc --base2msbf bin6
check_run "base2lsbf" 0 '000000000000000010000110010001101100011011111111\n' '' basenc --base2lsbf bin6
check_run "base2 -w" 0 '0110000101\n1000100110\n0011011001\n00\n' '' sh -c "printf abcd | basenc --base2msbf -w 10"
check_run "base2msbf -d" 0 'AB' '' sh -c "printf '0100000101000010' | basenc --base2msbf -d"
check_run "base2lsbf -d" 0 'AB' '' sh -c "printf '1000001001000010' | basenc --base2lsbf -d"
check_run "base2 short" 1 'A' 'basenc: invalid input\n' sh -c "printf '01000001010' | basenc --base2msbf -d"
check_run "z85" 0 'vpA.S\n' '' basenc --z85 four
check_run "z85 length" 1 '' 'basenc: invalid input (length must be multiple of 4 characters)\n' basenc --z85 bin6
check_run "z85 -d" 0 'Hello World!' '' sh -c "printf 'nm=QNzY&b1A+]nf' | basenc --z85 -d"
check_run "z85 short" 1 '' 'basenc: invalid input\n' sh -c "printf 'Hell' | basenc --z85 -d"
check_run "z85 overflow" 1 '' 'basenc: invalid input\n' sh -c "printf '#####' | basenc --z85 -d"
check_run "base58" 0 '113VNr94\n' '' basenc --base58 bin6
check_run "base58 hw" 0 '2yGEbwRFyhPZZckJm\n' '' basenc --base58 hw
check_run "base58 -d" 0 '\000\000abc\377' '' sh -c "printf '113VNr94' | basenc --base58 -d"
check_run "base58 ones" 0 '\000\000' '' sh -c "printf '11' | basenc --base58 -d"
check_run "base58 -d, no input" 0 '' '' sh -c "printf '' | basenc --base58 -d"
check_run "base58 -d, a newline only" 0 '' '' sh -c "printf '\\n' | basenc --base58 -d"
check_run "base58 bad" 1 '' 'basenc: invalid input\n' sh -c "printf '0abc' | basenc --base58 -d"
check_run "base58 empty" 0 '' '' basenc --base58 /dev/null
# A long number (three zero bytes, then 13 KB): libgmp's conversion and
# the schoolbook one on 32-bit limbs give GNU's bytes, both ways.
seq 1 3000 > nums
(printf '\000\000\000'; cat nums) > znums
for gmp in '' 1; do
  check_run "base58 long, COREBOX_NO_LIBGMP=$gmp" 0 '2597637897 19226\n' '' \
    sh -c "COREBOX_NO_LIBGMP=$gmp basenc --base58 znums | cksum"
  check_run "base58 long head, COREBOX_NO_LIBGMP=$gmp" 0 '111H1HWRyqdL3nSd9nNP' '' \
    sh -c "COREBOX_NO_LIBGMP=$gmp basenc --base58 znums | head -c 20"
  check_run "base58 -d long, COREBOX_NO_LIBGMP=$gmp" 0 '' '' \
    sh -c "basenc --base58 znums | COREBOX_NO_LIBGMP=$gmp basenc --base58 -d | cmp - znums"
done
i=0; : > big
while test $i -lt 500; do printf '%s\n' "line $i of the file" >> big; i=$((i + 1)); done
for e in base64 base64url base58 base32 base32hex base16 base2msbf base2lsbf; do
  basenc --$e big | basenc --$e -d > out.$e && cmp -s big out.$e || fail_ "round trip $e"
done
head -c 9000 big > big4
basenc --z85 big4 | basenc --z85 -d > out.z85 && cmp -s big4 out.z85 || fail_ "round trip z85"

# Invalid input after whole blocks: the blocks before it are written,
# then the diagnostic, for every decoder.
head -c 12000 big > big12
for e in base64 base64url base32 base32hex base16 base2msbf base2lsbf; do
  { basenc --$e -w0 big12; printf '!'; } > bad.$e
  basenc --$e -d bad.$e > out.$e 2> err.$e
  rc=$?
  test $rc = 1 || fail_ "$e -d, late invalid input: status $rc"
  cmp -s big12 out.$e || fail_ "$e -d, late invalid input: output"
  printf 'basenc: invalid input\n' | cmp -s - err.$e || fail_ "$e -d, late invalid input: diagnostic"
done

try="Try 'basenc --help' for more information.\n"
check_run "no encoding" 1 '' "basenc: missing encoding type\n$try" basenc hw
check_run "extra operand" 1 '' "basenc: extra operand 'b'\n$try" basenc --base64 a b
check_run "base64 has no --base32" 1 '' "base64: unrecognized option '--base32'\nTry 'base64 --help' for more information.\n" base64 --base32 hw

exit $fail
